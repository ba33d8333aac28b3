import { randomBytes } from 'node:crypto';
import { endTimeOf, salonToday, type AppointmentStatus } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AppointmentRow, AppointmentTable, UserRow } from '../db/schema.js';
import { createBranch, createService, type ServiceRow } from './factories.js';

/** `YYYY-MM-DD` of the salon's day `days` from today (negative: in the past). */
export function salonDay(days: number, now: Date = new Date()): string {
  const today = salonToday(now);
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The salon's date and "HH:mm" (on a half hour, rounded down) `hours` from now. */
export function salonStartIn(
  hours: number,
  now: Date = new Date(),
): { date: string; time: string } {
  const shifted = new Date(now.getTime() + hours * 3_600_000 + 7 * 3_600_000);
  const minutes = shifted.getUTCMinutes() < 30 ? '00' : '30';
  return {
    date: shifted.toISOString().slice(0, 10),
    time: `${String(shifted.getUTCHours()).padStart(2, '0')}:${minutes}`,
  };
}

/**
 * An appointment row written straight to the table, for states the booking flow cannot reach
 * on its own (past dates, completed, no-show). Makes a branch and service when not given.
 */
export async function createAppointment(
  db: Db,
  customer: UserRow | null,
  overrides: Partial<Insertable<AppointmentTable>> & {
    status?: AppointmentStatus;
    service?: ServiceRow;
  } = {},
): Promise<AppointmentRow> {
  const { service: givenService, ...fields } = overrides;
  const service = givenService ?? (await createService(db));
  const branchId = fields.branch_id ?? (await createBranch(db)).id;
  const time = fields.appointment_time ?? '10:00';
  const status = fields.status ?? 'pending';
  const at = new Date().toISOString();
  return db
    .insertInto('appointments')
    .values({
      code: `LH-T${randomBytes(5).toString('hex').toUpperCase()}`,
      customer_user_id: customer?.id ?? null,
      customer_name: customer?.name ?? 'Khách Vãng Lai',
      customer_phone: customer?.phone ?? '+84900000000',
      customer_email: customer?.email ?? null,
      branch_id: branchId,
      service_id: service.id,
      stylist_id: null,
      appointment_date: salonDay(3),
      appointment_time: time,
      end_time: endTimeOf(time, service.duration_minutes),
      duration_minutes: service.duration_minutes,
      price: service.price,
      notes: null,
      staff_note: null,
      payment_method: null,
      rebook_of: null,
      cancel_reason: status === 'cancelled' ? 'Bận việc đột xuất' : null,
      created_by: customer?.id ?? null,
      confirmed_at: status === 'confirmed' || status === 'completed' ? at : null,
      completed_at: status === 'completed' ? at : null,
      cancelled_at: status === 'cancelled' ? at : null,
      no_show_at: status === 'no_show' ? at : null,
      reminded_24h_for: null,
      reminded_2h_for: null,
      ...fields,
      status,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Moves an appointment and the stylist time it holds `days` back (60 by default), so it has
 * started: staff may complete or mark a no-show only then. Distinct days keep distinct slots.
 */
export async function moveIntoPast(db: Db, appointmentId: number, days = 60): Promise<void> {
  const shift = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const row = await db
    .selectFrom('appointments')
    .select('appointment_date')
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  const date = shift(row.appointment_date);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('appointments')
      .set({ appointment_date: date })
      .where('id', '=', appointmentId)
      .execute();
    await trx
      .updateTable('appointment_slots')
      .set({ slot_date: date })
      .where('appointment_id', '=', appointmentId)
      .execute();
  });
}
