import { SALON_TIME_ZONE } from '@salon/shared';

const dateTime = new Intl.DateTimeFormat('vi-VN', {
  timeZone: SALON_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** DD/MM/YYYY HH:mm in the salon's time zone (back-office §1). */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(
    dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** `YYYY-MM-DD` -> DD/MM/YYYY. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
