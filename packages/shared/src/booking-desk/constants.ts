import type { AppointmentStatus } from '../booking/statuses.js';

export const DESK_PER_PAGE = [10, 20, 50] as const;
export type DeskPerPage = (typeof DESK_PER_PAGE)[number];

export const DESK_SORTS = ['start_asc', 'start_desc', 'newest', 'oldest'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];
export const DESK_SORT_LABELS: Record<DeskSort, string> = {
  start_asc: 'Giờ hẹn sớm nhất',
  start_desc: 'Giờ hẹn muộn nhất',
  newest: 'Đặt gần đây nhất',
  oldest: 'Đặt lâu nhất',
};

export const APPOINTMENT_SOURCES = ['online', 'desk'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export const APPOINTMENT_SOURCE_LABELS: Record<AppointmentSource, string> = {
  online: 'Đặt trực tuyến',
  desk: 'Tại quầy / điện thoại',
};

export const CALENDAR_VIEWS = ['day', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const PHOTO_KINDS = ['before', 'after'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];
export const PHOTO_KIND_LABELS: Record<PhotoKind, string> = {
  before: 'Ảnh trước',
  after: 'Ảnh sau',
};

/**
 * A desk search that is an appointment code (`LH-261121-7K3QX9`, any case), or its start from
 * the date on (`LH-261121`). A code names one appointment, so such a search looks in every
 * branch and on every date the user may see, whatever branch and dates the list is filtered to.
 */
export function isAppointmentCodeSearch(search: string | null | undefined): boolean {
  return /^lh-\d{6}(-[a-z0-9]{0,6})?$/i.test((search ?? '').trim());
}

/** Block colours of the calendar, by status (background, border). */
export const DESK_STATUS_COLORS: Record<AppointmentStatus, { background: string; border: string }> =
  {
    pending: { background: '#fff7e6', border: '#fa8c16' },
    confirmed: { background: '#e6f4ff', border: '#1677ff' },
    completed: { background: '#f6ffed', border: '#52c41a' },
    cancelled: { background: '#fff1f0', border: '#ff4d4f' },
    no_show: { background: '#f5f5f5', border: '#8c8c8c' },
  };

/** The Monday starting the week of `date` (`YYYY-MM-DD`), and its seven days. */
export function weekDatesOf(date: string): string[] {
  const day = new Date(`${date}T00:00:00Z`);
  const offset = (day.getUTCDay() + 6) % 7;
  const monday = day.getTime() - offset * 86_400_000;
  return Array.from({ length: 7 }, (_, i) =>
    new Date(monday + i * 86_400_000).toISOString().slice(0, 10),
  );
}
