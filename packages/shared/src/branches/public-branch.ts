import { formatOpeningPeriods, type OpeningPeriod } from '../booking/opening-hours.js';

/** A branch's hours on one day, from its working hours and holidays. */
export interface BranchDayHours {
  /** `YYYY-MM-DD` in the salon. */
  date: string;
  /** When it is open that day (empty: closed). */
  periods: OpeningPeriod[];
  /** The holiday closing it that day, if any. */
  holiday: string | null;
}

/** A branch as the public API shows it (`GET /api/public/branches`). */
export interface PublicBranch {
  id: number;
  name: string;
  slug: string;
  address: string;
  phone: string;
  email: string | null;
  description: string | null;
  image_url: string | null;
  /** `hours` as text: "8:00 – 21:00", or "Nghỉ: <holiday>". */
  working_hours: string;
  /** Its hours on the day asked for (today in the salon unless `?date=` says). */
  hours: BranchDayHours;
  /** Its general hours, every day that has none of its own (schema.org openingHours). */
  general_hours: OpeningPeriod[];
}

/** "8:00 – 21:00", "8:00 – 12:00, 13:00 – 21:00", "Nghỉ: Tết Nguyên Đán", or "Nghỉ". */
export function branchHoursText(day: Pick<BranchDayHours, 'periods' | 'holiday'>): string {
  return day.holiday ? `Nghỉ: ${day.holiday}` : formatOpeningPeriods(day.periods);
}
