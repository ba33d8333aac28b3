import dayjs from 'dayjs';

/** An ISO timestamp as the salon shows dates: 21/11/2026. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY');
}

/** 21/11/2026 14:05 */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}
