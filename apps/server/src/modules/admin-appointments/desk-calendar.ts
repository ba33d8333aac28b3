import {
  APPOINTMENT_STATUSES,
  effectiveWorkingTimes,
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
  return effectiveWorkingTimes(
    rows.filter((row) => row.date === null),
    rows.filter((row) => row.date === date),
  ).times;
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
