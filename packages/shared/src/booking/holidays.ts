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
 * never reaches back before the date it was entered for. A day the year lacks falls on the last
 * day of its month, as Vietnamese custom keeps anniversaries: 29 February on the 28th in common
 * years, a lunar 30th on the 29th when that month is short (the eve of Tết is "30 Tết" even in
 * the many years whose 12th month has 29 days). A lunar holiday entered in a leap month recurs in
 * the ordinary month of that number.
 */
export function holidayApplies(rule: HolidayRule, branchId: number, date: string): boolean {
  if (rule.branch_id !== null && rule.branch_id !== branchId) return false;
  if (date === rule.date) return true;
  if (date < rule.date) return false;
  switch (rule.recurring_type) {
    case 'none':
      return false;
    case 'yearly':
      return sameSolarDay(rule.date, date);
    case 'lunar_yearly':
      return sameLunarDay(rule.date, date);
  }
}

function sameSolarDay(entered: string, date: string): boolean {
  const monthDay = entered.slice(5);
  if (date.slice(5) === monthDay) return true;
  return monthDay === '02-29' && date.slice(5) === '02-28' && isLastDayOfMonth(date);
}

function sameLunarDay(enteredDate: string, date: string): boolean {
  const entered = toLunarDate(enteredDate);
  const asked = toLunarDate(date);
  if (asked.leap || asked.month !== entered.month) return false;
  if (asked.day === entered.day) return true;
  // A 30th in a month of 29 days: the next solar day opens the following lunar month.
  return entered.day === 30 && asked.day === 29 && toLunarDate(nextDay(date)).day === 1;
}

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

function isLastDayOfMonth(date: string): boolean {
  return nextDay(date).slice(5, 7) !== date.slice(5, 7);
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
