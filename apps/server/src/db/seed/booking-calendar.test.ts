import { findHoliday, toLunarDate } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertBookingCalendar, solarDateOfLunar } from './booking-calendar.js';
import { insertBranches } from './branches.js';

let t: TestApp;
let branchIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  branchIds = await insertBranches(t.db);
  await insertBookingCalendar(t.db, branchIds, 2026);
});
afterAll(() => t.close());

describe('the demo booking calendar', () => {
  it('finds the solar date of a lunar day', () => {
    // Tết Bính Ngọ: 17 February 2026; Giỗ Tổ 2026: 26 April.
    expect(solarDateOfLunar(2026, 1, 1)).toBe('2026-02-17');
    expect(solarDateOfLunar(2026, 3, 10)).toBe('2026-04-26');
    expect(toLunarDate(solarDateOfLunar(2027, 1, 1))).toMatchObject({ day: 1, month: 1 });
  });

  it('opens each branch from its first time to 20:30, one opening at 09:00', async () => {
    const rows = await t.db
      .selectFrom('working_hours')
      .select(['branch_id', 'time', 'date', 'is_available'])
      .orderBy('branch_id')
      .orderBy('time')
      .execute();
    const of = (index: number) => rows.filter((r) => r.branch_id === branchIds[index]);
    expect(of(0).map((r) => r.time)[0]).toBe('08:00');
    expect(of(0).at(-1)?.time).toBe('20:30');
    expect(of(0)).toHaveLength(26);
    expect(of(2)[0]?.time).toBe('09:00');
    expect(of(2)).toHaveLength(24);
    expect(rows.every((r) => r.date === null && r.is_available)).toBe(true);
  });

  it('closes every branch on Tết and Giỗ Tổ by the lunar calendar and on the solar holidays', async () => {
    const rules = await t.db.selectFrom('holidays').selectAll().execute();
    expect(rules).toHaveLength(7);
    const closed = (date: string) => findHoliday(rules, branchIds[1]!, date)?.name ?? null;
    // Tết 2027 is on 6 February; the three days of Tết recur by the moon.
    expect(closed('2027-02-06')).toMatch(/mùng 1/);
    expect(closed('2027-02-08')).toMatch(/mùng 3/);
    expect(closed('2027-02-09')).toBeNull();
    expect(closed('2027-04-16')).toBe('Giỗ Tổ Hùng Vương');
    expect(closed('2027-04-30')).toBe('Ngày Giải phóng miền Nam');
    expect(closed('2027-05-01')).toBe('Ngày Quốc tế Lao động');
    expect(closed('2027-09-02')).toBe('Quốc khánh');
    expect(closed('2027-09-03')).toBeNull();
  });
});
