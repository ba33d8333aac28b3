import {
  LIVE_APPOINTMENT_STATUSES,
  salonToday,
  type AppointmentStatus,
  type MyAppointmentStatusFilter,
  type MyAppointmentTimeFilter,
} from '@salon/shared';
import type {
  MyAppointmentFilter,
  MyAppointmentOrder,
  SalonNow,
} from './customer-appointments.repository.js';

/** The salon's date and "HH:mm" now (UTC+7 all year). */
export function salonNow(now: Date): SalonNow {
  const shifted = new Date(now.getTime() + 7 * 3_600_000);
  return { date: salonToday(now), time: shifted.toISOString().slice(11, 16) };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Monday to Sunday of the week holding `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -weekday);
  return { from, to: addDays(from, 6) };
}

/** First to last day of the month holding `date`. */
export function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

function statusesOf(
  status: MyAppointmentStatusFilter | undefined,
): AppointmentStatus[] | undefined {
  if (!status) return undefined;
  return status === 'scheduled' ? [...LIVE_APPOINTMENT_STATUSES] : [status];
}

/** The list query's filters as the repository reads them, and the order they are shown in. */
export function toListFilter(
  query: {
    status?: MyAppointmentStatusFilter | undefined;
    time_filter?: MyAppointmentTimeFilter | undefined;
  },
  now: SalonNow,
): { filter: MyAppointmentFilter; order: MyAppointmentOrder } {
  const statuses = statusesOf(query.status);
  switch (query.time_filter) {
    case 'upcoming':
      return { filter: { statuses, upcoming: true }, order: 'upcoming' };
    case 'past':
      return { filter: { statuses, upcoming: false }, order: 'past' };
    case 'today':
      return { filter: { statuses, from: now.date, to: now.date }, order: 'days' };
    case 'this_week':
      return { filter: { statuses, ...weekOf(now.date) }, order: 'days' };
    case 'this_month':
      return { filter: { statuses, ...monthOf(now.date) }, order: 'days' };
    case undefined:
      return { filter: { statuses }, order: 'all' };
  }
}
