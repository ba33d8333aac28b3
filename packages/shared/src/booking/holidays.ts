import { toLunarDate } from '../calendar/lunar.js';
import type { HolidayRecurringType } from './constants.js';

/** A holiday as the slot engine needs it. */
export interface HolidayRule {
  /** null: every branch. */
  branch_id: number | null;
  /** The date as entered (solar), `YYYY-MM-DD`. */
  date: string;
  name: string;
  description: string | null;
  recurring_type: HolidayRecurringType;
}

/**
 * Whether `rule` closes `branchId` on `date`: the same day, or every year on the same solar day
 * (yearly), or every year on the same lunar day (lunar_yearly: Tết is entered once). A rule
 * never reaches back before the date it was entered for. A lunar holiday entered in a leap month
 * recurs on the same day of the ordinary month; 30th-day holidays fall on the 29th in short months
 * only if entered as such, because a lunar month has no fixed length.
 */
export function holidayApplies(rule: HolidayRule, branchId: number, date: string): boolean {
  if (rule.branch_id !== null && rule.branch_id !== branchId) return false;
  if (date === rule.date) return true;
  if (date < rule.date) return false;
  switch (rule.recurring_type) {
    case 'none':
      return false;
    case 'yearly':
      return date.slice(5) === rule.date.slice(5);
    case 'lunar_yearly': {
      const entered = toLunarDate(rule.date);
      const asked = toLunarDate(date);
      return asked.day === entered.day && asked.month === entered.month && !asked.leap;
    }
  }
}

/** The first holiday closing `branchId` on `date`, branch-specific ones before chain-wide ones. */
export function findHoliday<T extends HolidayRule>(
  rules: readonly T[],
  branchId: number,
  date: string,
): T | null {
  const applying = rules.filter((rule) => holidayApplies(rule, branchId, date));
  return applying.find((rule) => rule.branch_id !== null) ?? applying[0] ?? null;
}
