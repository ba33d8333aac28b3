import { salonToday, type AppointmentSummary } from '@salon/shared';
import type { Db } from '../db/database.js';
import { book } from './booking-factories.js';
import { createUser, uniquePhone } from './factories.js';
import type { TestApp } from './test-app.js';

/** A stylist: a staff user of the branch with a stylist profile. */
export async function createStylist(
  db: Db,
  branchId: number,
  overrides: { name?: string; rating?: number } = {},
) {
  const { user } = await createUser(db, {
    role: 'staff',
    branch_id: branchId,
    name: overrides.name ?? 'Stylist Thử',
  });
  await db
    .insertInto('staff_profiles')
    .values({
      user_id: user.id,
      is_stylist: true,
      title: 'Stylist',
      bio: null,
      specialties: JSON.stringify(['Cắt tóc nữ']),
      experience_years: 3,
      rating: overrides.rating ?? 4.5,
    })
    .execute();
  return user;
}

/** A salon date `days` after today, `YYYY-MM-DD`. */
export function salonDatePlus(days: number): string {
  const today = salonToday();
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface GuestBooking {
  serviceId: number;
  branchId: number;
  date: string;
  time: string;
  name?: string;
  phone?: string;
}

/** Books as a guest through the public booking route, as the wizard does. */
export async function bookAsGuest(t: TestApp, booking: GuestBooking): Promise<AppointmentSummary> {
  const response = await book(t, {
    service_id: booking.serviceId,
    branch_id: booking.branchId,
    appointment_date: booking.date,
    appointment_time: booking.time,
    customer_info: {
      name: booking.name ?? 'Khách Vãng Lai',
      phone: booking.phone ?? uniquePhone(),
    },
  });
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`);
  return response.json<{ data: { appointment: AppointmentSummary } }>().data.appointment;
}
