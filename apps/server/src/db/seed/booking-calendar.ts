/**
 * The demo chain's booking calendar: each branch's general working hours and the national
 * holidays every branch closes for (Tết and Giỗ Tổ by the lunar calendar, the others by the solar
 * one), entered once for this year and recurring after.
 */
import { toLunarDate, WORKING_SLOT_TIMES, type HolidayRecurringType } from '@salon/shared';
import type { Db } from '../database.js';
import { branchIdAt, BRANCHES } from './branches.js';

/** First and last bookable start of each branch, in the order of BRANCHES. */
export const BRANCH_HOURS: readonly { first: string; last: string }[] = [
  { first: '08:00', last: '20:30' },
  { first: '08:00', last: '20:30' },
  // Lê Văn Sỹ opens an hour later.
  { first: '09:00', last: '20:30' },
];

interface HolidaySeed {
  name: string;
  description: string;
  /** Month and day: lunar for lunar_yearly, solar for yearly. */
  month: number;
  day: number;
  recurring: Extract<HolidayRecurringType, 'yearly' | 'lunar_yearly'>;
}

export const NATIONAL_HOLIDAYS: readonly HolidaySeed[] = [
  {
    name: 'Tết Nguyên Đán (mùng 1)',
    description: 'Nghỉ Tết cổ truyền',
    month: 1,
    day: 1,
    recurring: 'lunar_yearly',
  },
  {
    name: 'Tết Nguyên Đán (mùng 2)',
    description: 'Nghỉ Tết cổ truyền',
    month: 1,
    day: 2,
    recurring: 'lunar_yearly',
  },
  {
    name: 'Tết Nguyên Đán (mùng 3)',
    description: 'Nghỉ Tết cổ truyền',
    month: 1,
    day: 3,
    recurring: 'lunar_yearly',
  },
  {
    name: 'Giỗ Tổ Hùng Vương',
    description: 'Mùng 10 tháng 3 âm lịch',
    month: 3,
    day: 10,
    recurring: 'lunar_yearly',
  },
  {
    name: 'Ngày Giải phóng miền Nam',
    description: '30 tháng 4',
    month: 4,
    day: 30,
    recurring: 'yearly',
  },
  {
    name: 'Ngày Quốc tế Lao động',
    description: '1 tháng 5',
    month: 5,
    day: 1,
    recurring: 'yearly',
  },
  { name: 'Quốc khánh', description: '2 tháng 9', month: 9, day: 2, recurring: 'yearly' },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The solar date (`YYYY-MM-DD`) in `year` of a day of an ordinary (not leap) lunar month. */
export function solarDateOfLunar(year: number, month: number, day: number): string {
  for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
    const date = new Date(time).toISOString().slice(0, 10);
    const lunar = toLunarDate(date);
    if (lunar.month === month && lunar.day === day && !lunar.leap) return date;
  }
  throw new Error(`Không có ngày ${day}/${month} âm lịch trong năm ${year}`);
}

/** Working hours of every branch and the chain-wide holidays of `year`. */
export async function insertBookingCalendar(
  db: Db,
  branchIds: readonly number[],
  year: number,
): Promise<void> {
  const hours = BRANCHES.flatMap((_, index) => {
    const range = BRANCH_HOURS[index] ?? { first: '08:00', last: '20:30' };
    return WORKING_SLOT_TIMES.filter((time) => time >= range.first && time <= range.last).map(
      (time) => ({ branch_id: branchIdAt(branchIds, index), date: null, time, is_available: true }),
    );
  });
  await db.insertInto('working_hours').values(hours).execute();

  await db
    .insertInto('holidays')
    .values(
      NATIONAL_HOLIDAYS.map((holiday) => ({
        branch_id: null,
        date:
          holiday.recurring === 'lunar_yearly'
            ? solarDateOfLunar(year, holiday.month, holiday.day)
            : `${year}-${pad(holiday.month)}-${pad(holiday.day)}`,
        name: holiday.name,
        description: holiday.description,
        recurring_type: holiday.recurring,
      })),
    )
    .execute();
}
