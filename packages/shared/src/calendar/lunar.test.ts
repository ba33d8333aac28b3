import { describe, expect, it } from 'vitest';
import { toLunarDate } from './lunar.js';

describe('toLunarDate (Vietnamese lunar calendar, UTC+7)', () => {
  it.each([
    // Tết Nguyên Đán, 1/1 of each lunar year.
    ['2023-01-22', { day: 1, month: 1, year: 2023, leap: false }],
    ['2024-02-10', { day: 1, month: 1, year: 2024, leap: false }],
    ['2025-01-29', { day: 1, month: 1, year: 2025, leap: false }],
    ['2026-02-17', { day: 1, month: 1, year: 2026, leap: false }],
    ['2027-02-06', { day: 1, month: 1, year: 2027, leap: false }],
    // Giỗ Tổ Hùng Vương, 10/3.
    ['2024-04-18', { day: 10, month: 3, year: 2024, leap: false }],
    ['2025-04-07', { day: 10, month: 3, year: 2025, leap: false }],
    ['2026-04-26', { day: 10, month: 3, year: 2026, leap: false }],
    // Tết Trung Thu, 15/8.
    ['2025-10-06', { day: 15, month: 8, year: 2025, leap: false }],
    // New Year's Eve of the lunar year before (30 Tết and 29 Tết).
    ['2024-02-09', { day: 30, month: 12, year: 2023, leap: false }],
    ['2025-01-28', { day: 29, month: 12, year: 2024, leap: false }],
    // 2025 has a leap 6th month: 2025-07-25 is 1/6 nhuận.
    ['2025-07-25', { day: 1, month: 6, year: 2025, leap: true }],
    ['2025-06-25', { day: 1, month: 6, year: 2025, leap: false }],
    // 1985: Vietnam's Tết fell a day before China's (UTC+7 against UTC+8).
    ['1985-01-21', { day: 1, month: 1, year: 1985, leap: false }],
  ])('%s is %o', (solar, lunar) => {
    expect(toLunarDate(solar)).toEqual(lunar);
  });

  // Tết Nguyên Đán 2000 to 2030 as Vietnam keeps it. China's date is a day later in 2007
  // (new moon 2007-02-17 23:14 at UTC+7) and in 2030 (new moon 2030-02-02 23:07 at UTC+7).
  const TET: Record<number, string> = {
    2000: '2000-02-05',
    2001: '2001-01-24',
    2002: '2002-02-12',
    2003: '2003-02-01',
    2004: '2004-01-22',
    2005: '2005-02-09',
    2006: '2006-01-29',
    2007: '2007-02-17',
    2008: '2008-02-07',
    2009: '2009-01-26',
    2010: '2010-02-14',
    2011: '2011-02-03',
    2012: '2012-01-23',
    2013: '2013-02-10',
    2014: '2014-01-31',
    2015: '2015-02-19',
    2016: '2016-02-08',
    2017: '2017-01-28',
    2018: '2018-02-16',
    2019: '2019-02-05',
    2020: '2020-01-25',
    2021: '2021-02-12',
    2022: '2022-02-01',
    2023: '2023-01-22',
    2024: '2024-02-10',
    2025: '2025-01-29',
    2026: '2026-02-17',
    2027: '2027-02-06',
    2028: '2028-01-26',
    2029: '2029-02-13',
    2030: '2030-02-02',
  };

  it.each(Object.entries(TET))(
    'Tết %s falls on %s, the day after the last of the old year',
    (year, solar) => {
      expect(toLunarDate(solar)).toEqual({ day: 1, month: 1, year: Number(year), leap: false });
      const eve = toLunarDate(shiftDays(solar, -1));
      expect(eve).toMatchObject({ month: 12, year: Number(year) - 1, leap: false });
      expect([29, 30]).toContain(eve.day);
    },
  );

  // Leap months: the first day of the ordinary month, of the leap month, and of the month after.
  it.each([
    ['2020', 4, '2020-04-23', '2020-05-23', '2020-06-21'],
    ['2023', 2, '2023-02-20', '2023-03-22', '2023-04-20'],
    ['2025', 6, '2025-06-25', '2025-07-25', '2025-08-23'],
    ['2028', 5, '2028-05-24', '2028-06-23', '2028-07-22'],
  ] as const)('%s has month %i nhuận', (year, month, ordinary, leapStart, after) => {
    const y = Number(year);
    expect(toLunarDate(ordinary)).toEqual({ day: 1, month, year: y, leap: false });
    expect(toLunarDate(shiftDays(leapStart, -1))).toMatchObject({ month, year: y, leap: false });
    expect(toLunarDate(leapStart)).toEqual({ day: 1, month, year: y, leap: true });
    expect(toLunarDate(shiftDays(leapStart, 14))).toEqual({ day: 15, month, year: y, leap: true });
    expect(toLunarDate(shiftDays(after, -1))).toMatchObject({ month, year: y, leap: true });
    expect(toLunarDate(after)).toEqual({ day: 1, month: month + 1, year: y, leap: false });
  });

  it.each(['2021', '2022', '2024', '2026', '2027', '2029'])('%s has no leap month', (year) => {
    for (let date = TET[Number(year)]!; date < TET[Number(year) + 1]!; date = shiftDays(date, 1)) {
      expect(toLunarDate(date).leap).toBe(false);
    }
  });

  it('has 12 or 13 months a year, each of 29 or 30 days, and runs day by day', () => {
    for (let year = 2000; year < 2030; year++) {
      let previous = toLunarDate(TET[year]!);
      let months = 1;
      for (let date = shiftDays(TET[year]!, 1); date < TET[year + 1]!; date = shiftDays(date, 1)) {
        const current = toLunarDate(date);
        expect(current.year).toBe(year);
        if (current.day === 1) {
          expect([29, 30]).toContain(previous.day);
          months += 1;
        } else {
          expect(current.day).toBe(previous.day + 1);
          expect(current.month).toBe(previous.month);
        }
        previous = current;
      }
      expect([12, 13]).toContain(months);
    }
  });

  it("starts a month by the new moon at UTC+7, not China's UTC+8", () => {
    // New moon 2020-12-14 16:17 UTC: 23:17 in Vietnam, 00:17 the next day in China.
    expect(toLunarDate('2020-12-14')).toEqual({ day: 1, month: 11, year: 2020, leap: false });
    expect(toLunarDate('2020-12-13')).toMatchObject({ month: 10, year: 2020, leap: false });
    expect(toLunarDate('2007-02-16')).toEqual({ day: 29, month: 12, year: 2006, leap: false });
  });
});

function shiftDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
