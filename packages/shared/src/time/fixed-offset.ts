/*
 * Zones whose clock has not moved since 1976: a moment's wall-clock time there is arithmetic.
 * Intl's first formatter with a time zone loads that zone's rules, ~15 ms of a phone's main
 * thread while the storefront's first page starts, for what in Vietnam is UTC+7 (no daylight
 * saving since 1975). Other zones, and older moments, go through Intl.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  'Asia/Ho_Chi_Minh': 7 * 60,
  'Asia/Saigon': 7 * 60,
  UTC: 0,
  'Etc/UTC': 0,
};
const FIXED_SINCE = Date.UTC(1976, 0, 1);

/** The wall clock of `zone` at `moment` as a Date read with getUTC…(), or null to ask Intl. */
export function fixedZoneClock(zone: string, moment: Date): Date | null {
  const offset = FIXED_OFFSET_MINUTES[zone];
  if (offset === undefined || !(moment.getTime() >= FIXED_SINCE)) return null;
  return new Date(moment.getTime() + offset * 60_000);
}
