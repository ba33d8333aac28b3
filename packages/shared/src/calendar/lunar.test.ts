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
});
