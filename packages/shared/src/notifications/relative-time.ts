import { formatSalonDate } from '../time/salon-format.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a notification came (storefront §9): under a minute 'Vừa xong', then minutes,
 * hours, days up to a week, then the date (dd/MM/yyyy). A time in the future (a clock a little
 * ahead) counts as just now.
 */
export function formatRelativeTime(at: string | Date, now: Date = new Date()): string {
  const time = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(time.getTime())) return '';
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE) return 'Vừa xong';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} phút trước`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} giờ trước`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} ngày trước`;
  return formatSalonDate(time);
}
