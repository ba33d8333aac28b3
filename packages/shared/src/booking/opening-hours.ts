import { DEFAULT_WORKING_TIMES, minutesOf, SLOT_MINUTES, timeOf } from './constants.js';

/**
 * A branch's opening hours, from its bookable start times (working hours): it opens at a first
 * start and closes one slot (30 minutes) after the last start of an unbroken run; a closed time
 * between two starts splits the day. The slot engine takes no start whose appointment would end
 * after the closing of its period, so what the site shows and what can be booked agree.
 */
export interface OpeningPeriod {
  /** "HH:mm" */
  open: string;
  /** "HH:mm" ("24:00" for a start at 23:30). */
  close: string;
}

/** The periods the branch is open, in order, from a day's bookable start times. */
export function openingPeriods(times: readonly string[]): OpeningPeriod[] {
  const starts = [...new Set(times)].map(minutesOf).sort((a, b) => a - b);
  const periods: OpeningPeriod[] = [];
  let open: number | null = null;
  let last = 0;
  for (const start of starts) {
    if (open !== null && start === last + SLOT_MINUTES) {
      last = start;
      continue;
    }
    if (open !== null) periods.push({ open: timeOf(open), close: timeOf(last + SLOT_MINUTES) });
    open = start;
    last = start;
  }
  if (open !== null) periods.push({ open: timeOf(open), close: timeOf(last + SLOT_MINUTES) });
  return periods;
}

/** The period a start time falls in, or null when the branch is closed then. */
export function periodAt(periods: readonly OpeningPeriod[], time: string): OpeningPeriod | null {
  const at = minutesOf(time);
  return (
    periods.find((period) => minutesOf(period.open) <= at && at < minutesOf(period.close)) ?? null
  );
}

/**
 * Whether an appointment of `durationMinutes` starting at `time` ends by the closing of the
 * period it starts in (the rule behind the slot engine's 'closes').
 */
export function endsByClosing(
  periods: readonly OpeningPeriod[],
  time: string,
  durationMinutes: number,
): boolean {
  const period = periodAt(periods, time);
  return period !== null && minutesOf(time) + durationMinutes <= minutesOf(period.close);
}

/** Hours of a branch with none stored (customer-account §9): 8:00 to 21:00 every day. */
export const DEFAULT_OPENING_PERIODS: readonly OpeningPeriod[] =
  openingPeriods(DEFAULT_WORKING_TIMES);

/** "08:00" -> "8:00", as hours are written in Vietnamese text. */
export function shortTime(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/** "8:00 – 21:00", "8:00 – 12:00, 13:30 – 21:00"; an empty day is "Nghỉ". */
export function formatOpeningPeriods(periods: readonly OpeningPeriod[]): string {
  if (periods.length === 0) return 'Nghỉ';
  return periods
    .map((period) => `${shortTime(period.open)} – ${shortTime(period.close)}`)
    .join(', ');
}

/**
 * The earliest opening and the latest closing of several branches' periods (the chain's day, as
 * the site's top bar says it); empty when every branch is closed.
 */
export function spanOfPeriods(days: readonly (readonly OpeningPeriod[])[]): OpeningPeriod[] {
  const all = days.flat();
  if (all.length === 0) return [];
  const open = Math.min(...all.map((period) => minutesOf(period.open)));
  const close = Math.max(...all.map((period) => minutesOf(period.close)));
  return [{ open: timeOf(open), close: timeOf(close) }];
}

/** "9:00 – 19:00 hằng ngày": hours that hold every day (the hotline's, from the settings). */
export function dailyHoursText(hours: OpeningPeriod): string {
  return `${formatOpeningPeriods([hours])} hằng ngày`;
}

/**
 * schema.org `openingHours` of general hours that hold every day: "Mo-Su 08:00-21:00", one
 * entry per period.
 */
export function schemaOrgOpeningHours(periods: readonly OpeningPeriod[]): string[] {
  return periods.map((period) => `Mo-Su ${period.open}-${period.close}`);
}
