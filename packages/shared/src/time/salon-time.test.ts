import { describe, expect, it } from 'vitest';
import { isIsoDate, SALON_TIME_ZONE, salonToday } from './salon-time.js';

describe('salonToday', () => {
  it('uses the Asia/Ho_Chi_Minh time zone', () => {
    expect(SALON_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
  });

  it.each([
    ['2026-01-01T18:30:00Z', '2026-01-02'],
    ['2026-01-01T16:59:59.999Z', '2026-01-01'],
    ['2026-01-01T17:00:00Z', '2026-01-02'],
    ['2026-01-01T00:00:00Z', '2026-01-01'],
    ['2025-12-31T17:00:00Z', '2026-01-01'],
    ['2024-02-28T20:00:00Z', '2024-02-29'],
    ['2026-06-30T23:59:00+07:00', '2026-06-30'],
    ['2026-06-30T23:59:00-05:00', '2026-07-01'],
  ])('at %s it is %s in the salon', (instant, date) => {
    expect(salonToday(new Date(instant))).toBe(date);
  });

  it('defaults to now and is written YYYY-MM-DD', () => {
    const before = salonToday(new Date(Date.now() - 1000));
    const today = salonToday();
    const after = salonToday(new Date(Date.now() + 1000));
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect([before, after]).toContain(today);
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2026-01-02', true],
    ['2024-02-29', true],
    ['1995-04-12', true],
    ['2026-12-31', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-2', false],
    ['02-01-2026', false],
    ['12/04/1995', false],
    ['2026-01-02T00:00:00Z', false],
    [' 2026-01-02', false],
    ['', false],
    ['abcd-ef-gh', false],
  ])('%j -> %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
  });
});
