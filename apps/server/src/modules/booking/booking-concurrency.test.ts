import { BOOKING_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* Many customers at once for the same slot: the salon is never double-booked. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function liveCount(serviceId: number) {
  const rows = await t.db
    .selectFrom('appointments')
    .select('id')
    .where('service_id', '=', serviceId)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
  return rows.length;
}

describe(`parallel bookings (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('20 guests for a slot with 3 places: exactly 3 appointments, 17 refusals with the message', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 5, capacity: 3 });
    const body = () =>
      guestBooking(setup, { appointment_date: salonDateIn(6), appointment_time: '14:00' });
    const replies = await Promise.all(Array.from({ length: 20 }, () => book(t, body())));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);
    for (const refused of replies.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'SLOT_FULL',
        message: M.slotFull,
      });
    }
    expect(await liveCount(setup.service.id)).toBe(3);
    // Refused guests leave no accounts behind.
    const accounts = await t.db
      .selectFrom('appointments')
      .select('customer_user_id')
      .where('service_id', '=', setup.service.id)
      .execute();
    expect(accounts).toHaveLength(3);
  });

  it('20 guests when stylists are the limit: as many appointments as stylists, none sharing one', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 3, capacity: 10, duration: 60 });
    const date = salonDateIn(7);
    // Starts at 10:00 and 10:30 overlap, so they compete for the same stylists.
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(
          t,
          guestBooking(setup, {
            appointment_date: date,
            appointment_time: i % 2 ? '10:30' : '10:00',
          }),
        ),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const held = await t.db
      .selectFrom('appointment_slots')
      .select(['stylist_id', 'slot_time'])
      .where('branch_id', '=', setup.branch.id)
      .execute();
    const keys = held.map((h) => `${h.stylist_id}@${h.slot_time}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('staff_required 2: 20 guests with 5 stylists make 2 appointments holding 4 stylists', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 5, capacity: 10, staffRequired: 2 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        book(
          t,
          guestBooking(setup, { appointment_date: salonDateIn(8), appointment_time: '15:00' }),
        ),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(2);
    const stylists = await t.db
      .selectFrom('appointment_slots')
      .select('stylist_id')
      .distinct()
      .where('branch_id', '=', setup.branch.id)
      .execute();
    expect(stylists).toHaveLength(4);
  });
});
