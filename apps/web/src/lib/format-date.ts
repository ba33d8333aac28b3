import {
  formatSalonClock,
  formatSalonDate,
  formatSalonDateTime,
  formatSalonDayMonth,
  formatSalonLongDate,
  formatSalonTime,
  formatSalonWeekday,
  SALON_DATE_DISPLAY,
  SALON_TIME_ZONE,
  type SalonClock,
  type SalonDateDisplay,
  type SalonDateInput,
  type SalonDateLayout,
} from '@salon/shared';

/**
 * The web app's one way of showing a date or a time: the shared salon formatter (always in
 * Asia/Ho_Chi_Minh, whatever the browser's zone; 12-hour mode says SA/CH), in the salon's
 * layouts and zone unless a back-office user chose others. No screen formats a date any other way.
 */
let display: SalonDateDisplay = SALON_DATE_DISPLAY;

type DateValue = SalonDateInput | null | undefined;

/**
 * Sets the layouts and the time zone every formatter here uses from now on (the back office
 * calls it with the signed-in user's preferences, like `dayjs.locale` sets the language, and
 * with no arguments when it is left, back to the salon's way).
 */
export function setDateDisplay(
  date: SalonDateLayout = SALON_DATE_DISPLAY.date,
  time: SalonClock = SALON_DATE_DISPLAY.time,
  zone: string = SALON_TIME_ZONE,
): void {
  display = { date, time, zone };
}

const zone = () => display.zone ?? SALON_TIME_ZONE;

/** 21/11/2026 by default; '' for nothing. A `YYYY-MM-DD` date is shown as that day. */
export function formatDate(value: DateValue): string {
  return formatSalonDate(value, display.date, zone());
}

/** 21/11/2026 14:05 by default (2:05 CH on a 12-hour clock), on the salon's clock. */
export function formatDateTime(value: DateValue): string {
  return formatSalonDateTime(value, display);
}

/** 14:05 (or 2:05 CH) on the salon's clock. */
export function formatTime(value: DateValue): string {
  return formatSalonTime(value, display.time, zone());
}

/** A time of the salon's day written `HH:mm` (a slot): 14:30, or 2:30 CH on a 12-hour clock. */
export function formatClock(time: string): string {
  return formatSalonClock(time, display.time);
}

/** "Thứ bảy, 21/11/2026". */
export function formatLongDate(value: DateValue): string {
  return formatSalonLongDate(value, display.date, zone());
}

/** "T7 21/11": a day of a week's view. */
export function formatWeekDay(value: DateValue): string {
  return `${formatSalonWeekday(value, { short: true, zone: zone() })} ${formatSalonDayMonth(value, zone())}`;
}

/** "21/11". */
export function formatDayMonth(value: DateValue): string {
  return formatSalonDayMonth(value, zone());
}
