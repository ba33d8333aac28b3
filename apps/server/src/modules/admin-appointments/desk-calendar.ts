import {
  APPOINTMENT_STATUSES,
  DEFAULT_WORKING_TIMES,
  findHoliday,
  type AppointmentSummary,
  type DeskStatusCounts,
  type HolidayRule,
} from '@salon/shared';

/* Pure pieces of the desk calendar, kept apart from the queries. */

export interface WorkingHourRow {
  date: string | null;
  time: string;
  is_available: boolean;
}

/**
 * The start times a branch takes bookings at on `date`: that date's rows replace the general ones;
 * a branch with neither has the default hours (the same rule the slot engine's inputs follow).
 */
export function workingTimesOn(rows: readonly WorkingHourRow[], date: string): string[] {
  const relevant = rows.filter((row) => row.date === null || row.date === date);
  if (relevant.length === 0) return [...DEFAULT_WORKING_TIMES];
  const forDate = relevant.filter((row) => row.date !== null);
  const chosen = forDate.length > 0 ? forDate : relevant;
  return chosen
    .filter((row) => row.is_available)
    .map((row) => row.time)
    .sort();
}

export function holidayOn(rules: readonly HolidayRule[], branchId: number, date: string) {
  const rule = findHoliday(rules, branchId, date);
  return rule ? { name: rule.name, description: rule.description } : null;
}

export function countByStatus(appointments: readonly Pick<AppointmentSummary, 'status'>[]) {
  const counts = Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, 0])) as Record<
    (typeof APPOINTMENT_STATUSES)[number],
    number
  >;
  for (const appointment of appointments) counts[appointment.status] += 1;
  return { ...counts, total: appointments.length } satisfies DeskStatusCounts;
}
