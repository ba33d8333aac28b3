import { BOOKING_MESSAGES as M, GUEST_BOOKING_LIMITS as G } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { uniquePhone } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const times = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

describe('guest bookings are limited', () => {
  it('one address makes 5 guest bookings an hour, then gets 429 with Retry-After; nothing half-made', async () => {
    const setup = await createBookingSetup(t.db, { capacity: 10 });
    const ip = uniqueIp();
    for (let i = 0; i < G.perAddressPerHour; i += 1) {
      const res = await book(t, guestBooking(setup, { appointment_time: times[i]! }), { ip });
      expect(res.statusCode, res.body).toBe(201);
    }
    const phone = uniquePhone();
    const refused = await book(
      t,
      guestBooking(setup, {
        appointment_time: times[6]!,
        customer_info: { name: 'Khách Thứ Sáu', phone, email: null },
      }),
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'GUEST_BOOKING_LIMIT' });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json().message).toBe(M.tooManyGuestBookings(wait));
    // No account, no appointment for the refused one.
    const account = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', `+84${phone.slice(1)}`)
      .executeTakeFirst();
    expect(account).toBeUndefined();
    // Another address, and a signed-in customer from this one, still book.
    expect((await book(t, guestBooking(setup, { appointment_time: times[6]! }))).statusCode).toBe(
      201,
    );
    const customer = await signIn(t);
    const own = await book(t, guestBooking(setup, { appointment_time: times[7]! }), {
      cookie: customer.cookie,
      ip,
    });
    expect(own.statusCode).toBe(201);
  });

  it('a booking refused for a full slot does not count against the address', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1, capacity: 1 });
    const ip = uniqueIp();
    expect((await book(t, guestBooking(setup), { ip })).statusCode).toBe(201);
    for (let i = 0; i < G.perAddressPerHour + 2; i += 1) {
      expect((await book(t, guestBooking(setup), { ip })).statusCode).toBe(409);
    }
    const other = await book(t, guestBooking(setup, { appointment_time: '14:00' }), { ip });
    expect(other.statusCode).toBe(201);
  });

  it('one phone holds at most 3 live future appointments as a guest', async () => {
    const setup = await createBookingSetup(t.db, { capacity: 10 });
    const phone = uniquePhone();
    const asGuest = (i: number) =>
      book(
        t,
        guestBooking(setup, {
          appointment_date: salonDateIn(2 + i),
          customer_info: { name: 'Khách Quen', phone, email: null },
        }),
      );
    for (let i = 0; i < G.liveAppointmentsPerPhone; i += 1) {
      expect((await asGuest(i)).statusCode).toBe(201);
    }
    const fourth = await asGuest(G.liveAppointmentsPerPhone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'GUEST_PHONE_LIMIT',
      message: M.tooManyLiveForPhone(G.liveAppointmentsPerPhone),
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('two instances give one address no more guest bookings than one', async () => {
    const { app: twin } = await t.twin();
    const setup = await createBookingSetup(t.db, { capacity: 10 });
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < G.perAddressPerHour + 2; i += 1) {
      const res = await (i % 2 === 0 ? t.app : twin).inject({
        method: 'POST',
        url: '/api/appointments',
        remoteAddress: ip,
        payload: guestBooking(setup, { appointment_time: times[i]! }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(G.perAddressPerHour);
    expect(statuses.slice(G.perAddressPerHour)).toEqual([429, 429]);
  });
});
