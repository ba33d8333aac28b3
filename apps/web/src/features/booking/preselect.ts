/** What a booking link can choose in advance (`/dat-lich?service_id=&branch_id=&date=&time=&rebook_of=`). */
export interface BookingPreselect {
  serviceId?: number | undefined;
  branchId?: number | undefined;
  /** `YYYY-MM-DD`. */
  date?: string | undefined;
  /** `HH:mm`. */
  time?: string | undefined;
  /** The appointment this one books again. */
  rebookOf?: number | undefined;
}

function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

export function preselectFromSearch(search: URLSearchParams): BookingPreselect {
  const date = search.get('date');
  const time = search.get('time');
  return {
    serviceId: positiveId(search.get('service_id')),
    branchId: positiveId(search.get('branch_id')),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    time: time && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : undefined,
    rebookOf: positiveId(search.get('rebook_of')),
  };
}

/** The booking page with the choices in its query string (also a login's way back). */
export function bookingPath(preselect: BookingPreselect = {}): string {
  const query = new URLSearchParams();
  if (preselect.serviceId) query.set('service_id', String(preselect.serviceId));
  if (preselect.branchId) query.set('branch_id', String(preselect.branchId));
  if (preselect.date) query.set('date', preselect.date);
  if (preselect.time) query.set('time', preselect.time);
  if (preselect.rebookOf) query.set('rebook_of', String(preselect.rebookOf));
  const text = query.toString();
  return text ? `/dat-lich?${text}` : '/dat-lich';
}
