import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './schemas.js';
import {
  DASHBOARD_MAX_DAYS,
  percentChange,
  periodLength,
  presetOf,
  presetPeriod,
  previousPeriod,
} from './periods.js';

describe('dashboard periods', () => {
  it('turns each preset into its range of salon days, ending today', () => {
    const today = '2026-03-05';
    expect(presetPeriod('today', today)).toEqual({ from: today, to: today });
    expect(presetPeriod('7d', today)).toEqual({ from: '2026-02-27', to: today });
    expect(presetPeriod('30d', today)).toEqual({ from: '2026-02-04', to: today });
    expect(presetPeriod('month', today)).toEqual({ from: '2026-03-01', to: today });
    expect(periodLength(presetPeriod('7d', today))).toBe(7);
    expect(periodLength(presetPeriod('30d', today))).toBe(30);
  });

  it('compares with as many days just before, across months and leap days', () => {
    expect(previousPeriod({ from: '2026-03-05', to: '2026-03-05' })).toEqual({
      from: '2026-03-04',
      to: '2026-03-04',
    });
    expect(previousPeriod({ from: '2026-02-27', to: '2026-03-05' })).toEqual({
      from: '2026-02-20',
      to: '2026-02-26',
    });
    // This month so far (5 days) against the 5 days before the 1st, in a leap year.
    expect(previousPeriod(presetPeriod('month', '2024-03-05'))).toEqual({
      from: '2024-02-25',
      to: '2024-02-29',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });

  it('recognises a preset from its range, anything else is custom', () => {
    expect(presetOf({ from: '2026-02-27', to: '2026-03-05' }, '2026-03-05')).toBe('7d');
    expect(presetOf({ from: '2026-03-01', to: '2026-03-05' }, '2026-03-05')).toBe('month');
    expect(presetOf({ from: '2026-03-01', to: '2026-03-04' }, '2026-03-05')).toBe('custom');
    // On the 1st, 'today' and 'this month' are the same day: 'today' wins.
    expect(presetOf({ from: '2026-03-01', to: '2026-03-01' }, '2026-03-01')).toBe('today');
  });

  it('gives the change in percent, none without a base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('accepts ranges up to the maximum, in order', () => {
    const ok = dashboardQuerySchema.safeParse({ from: '2024-01-01', to: '2024-12-31' });
    expect(ok.success).toBe(true);
    expect(DASHBOARD_MAX_DAYS).toBe(366);
    expect(dashboardQuerySchema.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(
      false,
    );
    expect(dashboardQuerySchema.safeParse({ from: '2024-01-02', to: '2024-01-01' }).success).toBe(
      false,
    );
  });
});
