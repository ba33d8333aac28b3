import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { AppointmentTable } from '../db/schema.js';
import { createService, createUser } from './factories.js';

/**
 * An appointment row as the booking leaves it, written directly: branch figures only read the
 * rows, so the test sets the status, price and completion time it needs.
 */
export async function createAppointmentRow(
  db: Db,
  overrides: Partial<Insertable<AppointmentTable>> & { branch_id: number },
) {
  const serviceId = overrides.service_id ?? (await createService(db)).id;
  return db
    .insertInto('appointments')
    .values({
      code: `LH-T-${randomBytes(5).toString('hex').toUpperCase()}`,
      customer_name: 'Nguyễn Văn Khách',
      customer_phone: '+84912345678',
      service_id: serviceId,
      appointment_date: '2026-01-10',
      appointment_time: '09:00',
      end_time: '10:00',
      duration_minutes: 60,
      price: 200_000,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A staff user with a stylist profile in a branch. */
export async function createStylist(
  db: Db,
  branchId: number,
  profile: { rating?: number | null; is_stylist?: boolean; status?: 'active' | 'inactive' } = {},
) {
  const { user } = await createUser(db, {
    role: 'staff',
    branch_id: branchId,
    status: profile.status ?? 'active',
  });
  await db
    .insertInto('staff_profiles')
    .values({
      user_id: user.id,
      is_stylist: profile.is_stylist ?? true,
      title: 'Stylist',
      bio: null,
      rating: profile.rating ?? null,
    })
    .execute();
  return user;
}
