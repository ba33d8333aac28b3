import { fixedZoneClock } from './fixed-offset.js';

export const SALON_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/*
 * Made on first use: the first formatter with a time zone loads the zone data (~20 ms on a
 * phone), which should not weigh on loading a page that never asks for today's date.
 */
let dateFormatter: Intl.DateTimeFormat | undefined;

/** Today's date in the salon's time zone, `YYYY-MM-DD`. */
export function salonToday(now: Date = new Date()): string {
  const clock = fixedZoneClock(SALON_TIME_ZONE, now);
  if (clock) return clock.toISOString().slice(0, 10);
  dateFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SALON_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dateFormatter.format(now);
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
