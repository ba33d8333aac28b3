import { formatLongDate } from '../../lib/format-date';

/** "Thứ bảy, 21/11/2026" from `YYYY-MM-DD`. */
export function formatAppointmentDate(date: string): string {
  return formatLongDate(date);
}

/** "09:00 – 10:30". */
export function formatTimeRange(start: string, end: string): string {
  return `${start} – ${end}`;
}

/** "90 phút", "2 giờ", "1 giờ 30 phút". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} phút`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} giờ ${rest} phút` : `${hours} giờ`;
}

/** The booking wizard, with the service and branch of an earlier appointment chosen. */
export function rebookPath(appointment: { id: number; service_id: number; branch_id: number }) {
  const query = new URLSearchParams({
    service_id: String(appointment.service_id),
    branch_id: String(appointment.branch_id),
    rebook_of: String(appointment.id),
  });
  return `/booking?${query.toString()}`;
}

/** The service's page with its review form open (customer-account §2 My appointments). */
export function reviewPath(appointment: { service_id: number }): string {
  return `/services/${appointment.service_id}?review=true`;
}

export function detailPath(id: number): string {
  return `/chi-tiet-lich-hen/${id}`;
}
