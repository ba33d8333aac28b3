import { fixedZoneClock } from './fixed-offset.js';
import { SALON_TIME_ZONE } from './salon-time.js';

/**
 * The one formatter of every date and time shown to a person: in the salon's time zone
 * (Asia/Ho_Chi_Minh), whatever the zone of the browser or the server, and in 12-hour mode with
 * SA/CH (sáng / chiều), never AM/PM.
 *
 * A value is either a calendar date `YYYY-MM-DD` (a birthday, an appointment day, a holiday),
 * shown as it is, or a moment (an ISO timestamp, a `Date`), converted to the salon's clock.
 */

/** The date layouts a person may choose (back-office preferences). */
export type SalonDateLayout = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD' | 'DD-MM-YYYY';
export type SalonClock = '24h' | '12h';

export interface SalonDateDisplay {
  date: SalonDateLayout;
  time: SalonClock;
  /**
   * The IANA zone a moment is shown in: the salon's unless a back-office user chose another
   * (calendar dates `YYYY-MM-DD` are days, never shifted).
   */
  zone?: string;
}

/** The salon's way: 21/11/2026 14:05. */
export const SALON_DATE_DISPLAY: SalonDateDisplay = { date: 'DD/MM/YYYY', time: '24h' };

export type SalonDateInput = string | number | Date;

interface SalonParts {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** One parts formatter per zone (building one is slow; a table formats hundreds of dates). */
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

const WEEKDAY_INDEX: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A timestamp written without a zone: the server's are UTC. */
const ZONELESS_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function calendarParts(year: string, month: string, day: string): SalonParts {
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return { year, month, day, hour: 0, minute: '00', weekday };
}

/** The calendar and clock at `value` in `zone` (the salon's), or null when it is no date. */
function salonParts(value: SalonDateInput, zone: string = SALON_TIME_ZONE): SalonParts | null {
  if (typeof value === 'string') {
    const text = value.trim();
    const calendar = CALENDAR_DATE.exec(text);
    if (calendar) {
      const [, year = '', month = '', day = ''] = calendar;
      return calendarParts(year, month, day);
    }
    const moment = new Date(ZONELESS_TIMESTAMP.test(text) ? `${text.replace(' ', 'T')}Z` : text);
    return momentParts(moment, zone);
  }
  return momentParts(new Date(value), zone);
}

function momentParts(moment: Date, zone: string = SALON_TIME_ZONE): SalonParts | null {
  if (Number.isNaN(moment.getTime())) return null;
  const clock = fixedZoneClock(zone, moment);
  if (clock) {
    return {
      year: String(clock.getUTCFullYear()),
      month: String(clock.getUTCMonth() + 1).padStart(2, '0'),
      day: String(clock.getUTCDate()).padStart(2, '0'),
      hour: clock.getUTCHours(),
      minute: String(clock.getUTCMinutes()).padStart(2, '0'),
      weekday: clock.getUTCDay(),
    };
  }
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(moment)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: Number(parts.hour) % 24,
    minute: parts.minute ?? '',
    weekday: WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0,
  };
}

function layoutDate(parts: SalonParts, layout: SalonDateLayout): string {
  const { year, month, day } = parts;
  switch (layout) {
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    case 'DD-MM-YYYY':
      return `${day}-${month}-${year}`;
    default:
      return `${day}/${month}/${year}`;
  }
}

/** `14`, `5` -> `14:05`, or `2:05 CH` on a 12-hour clock (SA before noon, CH from noon). */
function layoutClock(hour: number, minute: string, clock: SalonClock): string {
  if (clock === '24h') return `${String(hour).padStart(2, '0')}:${minute}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${minute} ${hour < 12 ? 'SA' : 'CH'}`;
}

/** 21/11/2026 (or the chosen layout); '' for no date. */
export function formatSalonDate(
  value: SalonDateInput | null | undefined,
  layout: SalonDateLayout = SALON_DATE_DISPLAY.date,
  zone: string = SALON_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = salonParts(value, zone);
  return parts ? layoutDate(parts, layout) : '';
}

/** 14:05, or 2:05 CH on a 12-hour clock; '' for no moment. */
export function formatSalonTime(
  value: SalonDateInput | null | undefined,
  clock: SalonClock = SALON_DATE_DISPLAY.time,
  zone: string = SALON_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = salonParts(value, zone);
  return parts ? layoutClock(parts.hour, parts.minute, clock) : '';
}

/** 21/11/2026 14:05 (or the chosen layouts: 2026-11-21 2:05 CH); '' for no moment. */
export function formatSalonDateTime(
  value: SalonDateInput | null | undefined,
  display: SalonDateDisplay = SALON_DATE_DISPLAY,
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = salonParts(value, display.zone);
  if (!parts) return '';
  return `${layoutDate(parts, display.date)} ${layoutClock(parts.hour, parts.minute, display.time)}`;
}

/** A time of the salon's day written `HH:mm` (a slot, an opening hour): `14:30` or `2:30 CH`. */
export function formatSalonClock(
  time: string,
  clock: SalonClock = SALON_DATE_DISPLAY.time,
): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  return layoutClock(Number(match[1]), match[2] ?? '00', clock);
}

const WEEKDAYS = ['Chủ nhật', 'Thứ hai', 'Thứ ba', 'Thứ tư', 'Thứ năm', 'Thứ sáu', 'Thứ bảy'];
const WEEKDAYS_SHORT = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'];

/** The salon's weekday: `Thứ bảy`, or `T7` short. */
export function formatSalonWeekday(
  value: SalonDateInput | null | undefined,
  options: { short?: boolean; zone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = salonParts(value, options.zone);
  if (!parts) return '';
  return (options.short ? WEEKDAYS_SHORT : WEEKDAYS)[parts.weekday] ?? '';
}

/** `Thứ bảy, 21/11/2026`. */
export function formatSalonLongDate(
  value: SalonDateInput | null | undefined,
  layout: SalonDateLayout = SALON_DATE_DISPLAY.date,
  zone: string = SALON_TIME_ZONE,
): string {
  const date = formatSalonDate(value, layout, zone);
  return date ? `${formatSalonWeekday(value, { zone })}, ${date}` : '';
}

/** `21/11`: the day and month, for a week's columns. */
export function formatSalonDayMonth(
  value: SalonDateInput | null | undefined,
  zone: string = SALON_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const parts = salonParts(value, zone);
  return parts ? `${parts.day}/${parts.month}` : '';
}

/** The salon's year now (a footer's ©). */
export function salonYear(now: Date = new Date()): number {
  return Number(momentParts(now)?.year);
}

/** The instant of a date and time on the salon's clock (UTC+7 all year, no daylight saving). */
export function salonMoment(date: string, time: string): Date {
  return new Date(`${date}T${time.slice(0, 5)}:00+07:00`);
}

/** The salon's `YYYY-MM-DD` and `HH:mm` at a moment (what a date-time picker shows). */
export function salonWallClock(value: SalonDateInput): { date: string; time: string } | null {
  const parts = salonParts(value);
  if (!parts) return null;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: layoutClock(parts.hour, parts.minute, '24h'),
  };
}
