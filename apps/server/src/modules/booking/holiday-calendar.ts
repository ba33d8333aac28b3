import { BOOKING_MESSAGES as M, daysBetween, findHoliday, type HolidayDto } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { fieldError } from '../../lib/app-error.js';
import type { BookingInputsRepository } from './booking-inputs.repository.js';

/** The longest range one request may ask for. */
export const HOLIDAY_RANGE_MAX_DAYS = 400;

export type HolidayOnDate = Pick<HolidayDto, 'date' | 'name' | 'description' | 'branch_id'>;

/** The days a branch is closed in a range, with recurring (solar and lunar) holidays unfolded. */
export class HolidayCalendar {
  constructor(
    private readonly db: Db,
    private readonly repository: BookingInputsRepository,
  ) {}

  async between(branchId: number, from: string, to: string): Promise<HolidayOnDate[]> {
    const span = daysBetween(from, to);
    if (span < 0) throw fieldError('to', M.invalidDate);
    if (span > HOLIDAY_RANGE_MAX_DAYS) throw fieldError('to', M.invalidDate);
    const rules = await this.repository.holidays(this.db, branchId, to);
    if (rules.length === 0) return [];
    const days: HolidayOnDate[] = [];
    const start = Date.parse(`${from}T00:00:00Z`);
    for (let i = 0; i <= span; i += 1) {
      const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const rule = findHoliday(rules, branchId, date);
      if (rule) {
        days.push({
          date,
          name: rule.name,
          description: rule.description,
          branch_id: rule.branch_id,
        });
      }
    }
    return days;
  }
}
