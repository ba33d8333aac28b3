import { describe, expect, it } from 'vitest';
import { findHoliday, holidayApplies, type HolidayRule } from './holidays.js';

function rule(overrides: Partial<HolidayRule> & Pick<HolidayRule, 'date'>): HolidayRule {
  return {
    branch_id: null,
    name: 'Nghỉ lễ',
    description: null,
    recurring_type: 'none',
    ...overrides,
  };
}

describe('holidayApplies: branches', () => {
  it.each([
    ['all branches, branch 1', null, 1, true],
    ['all branches, branch 7', null, 7, true],
    ['branch 1 only, branch 1', 1, 1, true],
    ['branch 1 only, branch 2', 1, 2, false],
    ['branch 2 only, branch 1', 2, 1, false],
  ] as const)('%s: %s', (_label, branchId, askedBranch, expected) => {
    expect(
      holidayApplies(rule({ date: '2026-12-24', branch_id: branchId }), askedBranch, '2026-12-24'),
    ).toBe(expected);
  });

  it("does not apply another branch's recurring holiday either", () => {
    const tet = rule({ date: '2026-02-17', branch_id: 3, recurring_type: 'lunar_yearly' });
    expect(holidayApplies(tet, 3, '2027-02-06')).toBe(true);
    expect(holidayApplies(tet, 4, '2027-02-06')).toBe(false);
    const national = rule({ date: '2026-09-02', branch_id: 3, recurring_type: 'yearly' });
    expect(holidayApplies(national, 3, '2027-09-02')).toBe(true);
    expect(holidayApplies(national, 4, '2027-09-02')).toBe(false);
  });
});

describe('holidayApplies: one-off (none)', () => {
  const once = rule({ date: '2026-12-24' });
  it.each([
    ['2026-12-24', true],
    ['2026-12-23', false],
    ['2026-12-25', false],
    ['2027-12-24', false],
    ['2025-12-24', false],
  ])('%s: %s', (date, expected) => {
    expect(holidayApplies(once, 1, date)).toBe(expected);
  });
});

describe('holidayApplies: yearly (solar)', () => {
  const nationalDay = rule({ date: '2026-09-02', recurring_type: 'yearly' });
  it.each([
    ['the day entered', '2026-09-02', true],
    ['the next year', '2027-09-02', true],
    ['ten years on', '2036-09-02', true],
    ['a leap year', '2028-09-02', true],
    ['the day before', '2027-09-01', false],
    ['the day after', '2027-09-03', false],
    ['the same day of another month', '2027-10-02', false],
    ['a year before it was entered', '2025-09-02', false],
  ])('%s (%s): %s', (_label, date, expected) => {
    expect(holidayApplies(nationalDay, 1, date)).toBe(expected);
  });

  it('keeps 29 February on the 28th in common years, and on the 29th in leap years', () => {
    const leapDay = rule({ date: '2028-02-29', recurring_type: 'yearly' });
    expect(holidayApplies(leapDay, 1, '2028-02-29')).toBe(true);
    expect(holidayApplies(leapDay, 1, '2029-02-28')).toBe(true);
    expect(holidayApplies(leapDay, 1, '2029-03-01')).toBe(false);
    expect(holidayApplies(leapDay, 1, '2032-02-28')).toBe(false);
    expect(holidayApplies(leapDay, 1, '2032-02-29')).toBe(true);
    expect(holidayApplies(leapDay, 1, '2027-02-28')).toBe(false);
  });

  it('does not move a 28 February holiday in leap years', () => {
    const feb28 = rule({ date: '2026-02-28', recurring_type: 'yearly' });
    expect(holidayApplies(feb28, 1, '2028-02-28')).toBe(true);
    expect(holidayApplies(feb28, 1, '2028-02-29')).toBe(false);
  });
});

describe('holidayApplies: lunar yearly', () => {
  // Tết (1/1) entered once, on 2026-02-17.
  const tet = rule({ date: '2026-02-17', name: 'Tết Nguyên Đán', recurring_type: 'lunar_yearly' });
  it.each([
    ['Tết 2026 as entered', '2026-02-17', true],
    ['Tết 2027', '2027-02-06', true],
    ['Tết 2028', '2028-01-26', true],
    ['Tết 2029', '2029-02-13', true],
    ['Tết 2030 (UTC+7: a day before China)', '2030-02-02', true],
    ['the same solar day in 2027', '2027-02-17', false],
    ['the eve of Tết 2027', '2027-02-05', false],
    ['the 2nd of Tết 2027', '2027-02-07', false],
    ['Tết 2025, before it was entered', '2025-01-29', false],
  ])('%s (%s): %s', (_label, date, expected) => {
    expect(holidayApplies(tet, 1, date)).toBe(expected);
  });

  // Giỗ Tổ Hùng Vương, 10/3.
  const hungKings = rule({ date: '2025-04-07', recurring_type: 'lunar_yearly' });
  it.each([
    ['2025-04-07', true],
    ['2026-04-26', true],
    ['2027-04-16', true],
    ['2028-04-04', true],
    ['2026-04-07', false],
  ])('Giỗ Tổ entered 2025-04-07, on %s: %s', (date, expected) => {
    expect(holidayApplies(hungKings, 1, date)).toBe(expected);
  });

  it('recurs in the ordinary month, not in the leap month of the same number', () => {
    // 2025-06-25 is 1/6; 2025-07-25 is 1/6 nhuận; 2026-07-14 is 1/6 of 2026.
    const firstOfSixth = rule({ date: '2025-06-25', recurring_type: 'lunar_yearly' });
    expect(holidayApplies(firstOfSixth, 1, '2025-07-25')).toBe(false);
    expect(holidayApplies(firstOfSixth, 1, '2026-07-14')).toBe(true);
    expect(holidayApplies(firstOfSixth, 1, '2027-07-04')).toBe(true);
  });

  it('entered in a leap month, recurs in the ordinary month of that number', () => {
    const inLeapMonth = rule({ date: '2025-07-25', recurring_type: 'lunar_yearly' });
    expect(holidayApplies(inLeapMonth, 1, '2025-07-25')).toBe(true);
    expect(holidayApplies(inLeapMonth, 1, '2026-07-14')).toBe(true);
    expect(holidayApplies(inLeapMonth, 1, '2026-07-13')).toBe(false);
  });

  it('keeps a 30th on the 29th when the month is short ("30 Tết")', () => {
    // 2024-02-09 is 30/12 of lunar 2023; the 12th month has 29 days in lunar 2024 to 2029.
    const newYearsEve = rule({ date: '2024-02-09', recurring_type: 'lunar_yearly' });
    expect(holidayApplies(newYearsEve, 1, '2024-02-09')).toBe(true);
    expect(holidayApplies(newYearsEve, 1, '2025-01-28')).toBe(true);
    expect(holidayApplies(newYearsEve, 1, '2026-02-16')).toBe(true);
    expect(holidayApplies(newYearsEve, 1, '2027-02-05')).toBe(true);
    expect(holidayApplies(newYearsEve, 1, '2025-01-27')).toBe(false); // 28/12
    expect(holidayApplies(newYearsEve, 1, '2025-01-29')).toBe(false); // Tết
  });

  it('keeps a 30th on the 30th when the month is long, and not on its 29th too', () => {
    // 30/4 entered on 2020-05-22; the 4th month has 30 days in 2023 and 2027, 29 in 2021.
    const thirtiethOfFourth = rule({ date: '2020-05-22', recurring_type: 'lunar_yearly' });
    expect(holidayApplies(thirtiethOfFourth, 1, '2023-06-17')).toBe(true);
    expect(holidayApplies(thirtiethOfFourth, 1, '2023-06-16')).toBe(false);
    expect(holidayApplies(thirtiethOfFourth, 1, '2027-06-04')).toBe(true);
    expect(holidayApplies(thirtiethOfFourth, 1, '2027-06-03')).toBe(false);
    expect(holidayApplies(thirtiethOfFourth, 1, '2021-06-09')).toBe(true);
  });

  it('keeps a 29th on the 29th only', () => {
    const twentyNinth = rule({ date: '2025-01-28', recurring_type: 'lunar_yearly' }); // 29/12/2024
    expect(holidayApplies(twentyNinth, 1, '2026-02-16')).toBe(true);
    expect(holidayApplies(twentyNinth, 1, '2026-02-17')).toBe(false);
  });
});

describe('findHoliday', () => {
  const chainWide = rule({ date: '2026-12-24', name: 'Giáng sinh' });
  const branchOne = rule({ date: '2026-12-24', branch_id: 1, name: 'Sửa chữa chi nhánh' });
  const branchTwo = rule({ date: '2026-12-24', branch_id: 2, name: 'Chi nhánh 2 nghỉ' });

  it('returns null when nothing applies', () => {
    expect(findHoliday([], 1, '2026-12-24')).toBeNull();
    expect(findHoliday([branchTwo], 1, '2026-12-24')).toBeNull();
    expect(findHoliday([chainWide, branchOne], 1, '2026-12-25')).toBeNull();
  });

  it('prefers the branch holiday over the chain-wide one, in any order', () => {
    expect(findHoliday([chainWide, branchTwo, branchOne], 1, '2026-12-24')).toBe(branchOne);
    expect(findHoliday([branchOne, chainWide], 1, '2026-12-24')).toBe(branchOne);
  });

  it('falls back to the chain-wide holiday for other branches', () => {
    expect(findHoliday([branchOne, chainWide], 3, '2026-12-24')).toBe(chainWide);
    expect(findHoliday([branchTwo, chainWide, branchOne], 2, '2026-12-24')).toBe(branchTwo);
  });

  it('finds recurring rules among others', () => {
    const tet = rule({ date: '2026-02-17', name: 'Tết', recurring_type: 'lunar_yearly' });
    expect(findHoliday([chainWide, tet], 5, '2027-02-06')).toBe(tet);
  });
});
