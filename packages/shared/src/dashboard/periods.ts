import { salonToday } from '../time/salon-time.js';

/** The periods the dashboard offers; `custom` is any range the user picks. */
export const DASHBOARD_PRESETS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

export const DASHBOARD_PRESET_LABELS: Record<DashboardPreset, string> = {
  today: 'Hôm nay',
  '7d': '7 ngày',
  '30d': '30 ngày',
  month: 'Tháng này',
  custom: 'Tùy chọn',
};

/** A range of salon days, both ends included, `YYYY-MM-DD`. */
export interface DashboardPeriod {
  from: string;
  to: string;
}

/** The longest range one request may ask for (a year and a day, so a leap year fits). */
export const DASHBOARD_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days the period covers, both ends included. */
export function periodLength(period: DashboardPeriod): number {
  return (
    Math.round(
      (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS,
    ) + 1
  );
}

/**
 * The period a preset stands for on the salon's `today`: today; the last 7 or 30 days ending
 * today; this month from its first day to today. `custom` has no range of its own.
 */
export function presetPeriod(
  preset: Exclude<DashboardPreset, 'custom'>,
  today: string = salonToday(),
): DashboardPeriod {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/**
 * The period every figure is compared with: as many days, ending the day before the period
 * starts (this month so far is compared with the same number of days before the 1st).
 */
export function previousPeriod(period: DashboardPeriod): DashboardPeriod {
  const days = periodLength(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Which preset a range is, on the salon's `today` ('custom' when none). */
export function presetOf(period: DashboardPeriod, today: string = salonToday()): DashboardPreset {
  for (const preset of ['today', '7d', '30d', 'month'] as const) {
    const candidate = presetPeriod(preset, today);
    if (candidate.from === period.from && candidate.to === period.to) return preset;
  }
  return 'custom';
}

/**
 * The change from `previous` to `current` in percent, rounded to one decimal; null when the
 * previous period had none (no base to compare with).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
