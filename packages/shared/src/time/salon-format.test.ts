import { afterEach, describe, expect, it } from 'vitest';
import {
  formatSalonClock,
  formatSalonDate,
  formatSalonDateTime,
  formatSalonDayMonth,
  formatSalonLongDate,
  formatSalonTime,
  formatSalonWeekday,
  salonMoment,
  salonWallClock,
  salonYear,
} from './salon-format.js';

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

describe('moments are shown on the salon clock', () => {
  it.each([
    // 03:30 UTC is 10:30 in Vietnam; 18:30 UTC is already the next day there.
    ['2026-11-21T03:30:00.000Z', '21/11/2026 10:30'],
    ['2026-11-21T18:30:00Z', '22/11/2026 01:30'],
    ['2026-12-31T17:00:00Z', '01/01/2027 00:00'],
    ['2026-11-21T10:30:00+07:00', '21/11/2026 10:30'],
    ['2026-11-20T22:30:00-05:00', '21/11/2026 10:30'],
    // A timestamp without a zone is the server's UTC.
    ['2026-11-21 03:30:00', '21/11/2026 10:30'],
  ])('%s -> %s', (iso, shown) => {
    expect(formatSalonDateTime(iso)).toBe(shown);
  });

  it('whatever the zone of the machine', () => {
    for (const zone of ['America/New_York', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      expect(formatSalonDateTime('2026-11-21T18:30:00Z')).toBe('22/11/2026 01:30');
      expect(formatSalonDate(new Date('2026-11-21T18:30:00Z'))).toBe('22/11/2026');
      // A calendar date stays the same day everywhere.
      expect(formatSalonDate('2026-11-21')).toBe('21/11/2026');
      expect(formatSalonWeekday('2026-11-21')).toBe('Thứ bảy');
    }
  });

  it('takes a Date and milliseconds too', () => {
    const at = new Date('2026-11-21T07:05:00Z');
    expect(formatSalonDateTime(at)).toBe('21/11/2026 14:05');
    expect(formatSalonDateTime(at.getTime())).toBe('21/11/2026 14:05');
    expect(formatSalonTime(at)).toBe('14:05');
  });
});

describe('the 12-hour clock says SA and CH', () => {
  it.each([
    ['2026-11-20T17:00:00Z', '12:00 SA'],
    ['2026-11-21T01:05:00Z', '8:05 SA'],
    ['2026-11-21T04:59:00Z', '11:59 SA'],
    ['2026-11-21T05:00:00Z', '12:00 CH'],
    ['2026-11-21T07:05:00Z', '2:05 CH'],
    ['2026-11-21T16:59:00Z', '11:59 CH'],
  ])('%s -> %s', (iso, shown) => {
    expect(formatSalonTime(iso, '12h')).toBe(shown);
    expect(formatSalonDateTime(iso, { date: 'DD/MM/YYYY', time: '12h' })).toMatch(
      new RegExp(`^\\d{2}/\\d{2}/\\d{4} ${shown}$`),
    );
    expect(formatSalonDateTime(iso, { date: 'DD/MM/YYYY', time: '12h' })).not.toMatch(/AM|PM/);
  });

  it('for a time of the salon day as well', () => {
    expect(formatSalonClock('09:00', '12h')).toBe('9:00 SA');
    expect(formatSalonClock('14:30', '12h')).toBe('2:30 CH');
    expect(formatSalonClock('00:15', '12h')).toBe('12:15 SA');
    expect(formatSalonClock('14:30')).toBe('14:30');
  });
});

describe('date layouts', () => {
  it.each([
    ['DD/MM/YYYY', '22/11/2026'],
    ['MM/DD/YYYY', '11/22/2026'],
    ['YYYY-MM-DD', '2026-11-22'],
    ['DD-MM-YYYY', '22-11-2026'],
  ] as const)('%s', (layout, shown) => {
    expect(formatSalonDate('2026-11-21T18:30:00Z', layout)).toBe(shown);
    expect(formatSalonDate('2026-11-22', layout)).toBe(shown);
  });

  it('a long date, a short weekday, a day and month', () => {
    expect(formatSalonLongDate('2026-11-22')).toBe('Chủ nhật, 22/11/2026');
    expect(formatSalonLongDate('2026-11-21T18:30:00Z')).toBe('Chủ nhật, 22/11/2026');
    expect(formatSalonWeekday('2026-11-23', { short: true })).toBe('T2');
    expect(formatSalonDayMonth('2026-11-21T18:30:00Z')).toBe('22/11');
  });

  it('nothing, or what is no date, shows nothing', () => {
    for (const value of [null, undefined, '', 'không phải ngày']) {
      expect(formatSalonDate(value)).toBe('');
      expect(formatSalonDateTime(value)).toBe('');
      expect(formatSalonTime(value)).toBe('');
      expect(formatSalonLongDate(value)).toBe('');
    }
  });

  it("the salon's year", () => {
    expect(salonYear(new Date('2026-12-31T17:00:00Z'))).toBe(2027);
    expect(salonYear(new Date('2026-12-31T16:59:00Z'))).toBe(2026);
  });
});

describe('a date-time picker on the salon clock', () => {
  it('reads and writes the salon wall clock, whatever the machine zone', () => {
    for (const zone of ['America/New_York', 'UTC']) {
      process.env.TZ = zone;
      expect(salonWallClock('2026-11-21T18:30:00Z')).toEqual({ date: '2026-11-22', time: '01:30' });
      expect(salonMoment('2026-11-22', '01:30').toISOString()).toBe('2026-11-21T18:30:00.000Z');
    }
    expect(salonWallClock('không phải ngày')).toBeNull();
  });
});

describe("a back-office user's own time zone", () => {
  const moment = '2026-11-21T18:30:00Z';
  it('shows a moment on the clock of the zone chosen, the salon zone by default', () => {
    expect(formatSalonDateTime(moment)).toBe('22/11/2026 01:30');
    expect(formatSalonDateTime(moment, { date: 'DD/MM/YYYY', time: '24h', zone: 'UTC' })).toBe(
      '21/11/2026 18:30',
    );
    expect(
      formatSalonDateTime(moment, { date: 'DD/MM/YYYY', time: '24h', zone: 'Asia/Tokyo' }),
    ).toBe('22/11/2026 03:30');
    expect(formatSalonTime(moment, '12h', 'Asia/Singapore')).toBe('2:30 SA');
    expect(formatSalonDate(moment, 'YYYY-MM-DD', 'UTC')).toBe('2026-11-21');
    expect(formatSalonLongDate(moment, 'DD/MM/YYYY', 'UTC')).toBe('Thứ bảy, 21/11/2026');
    expect(formatSalonDayMonth(moment, 'UTC')).toBe('21/11');
  });

  it('never shifts a calendar day, whatever the zone', () => {
    expect(formatSalonDate('2026-11-21', 'DD/MM/YYYY', 'UTC')).toBe('21/11/2026');
    expect(formatSalonDate('2026-11-21', 'DD/MM/YYYY', 'Asia/Tokyo')).toBe('21/11/2026');
  });
});
