import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from '../auth/passwords.js';

/*
 * A new guest's account password is hashed (argon2id, tens of ms of a core) only for a booking
 * that is made: a refused one answers without queueing behind the password work in progress.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Runs `request` while a queue of password hashes is in progress; tells whether it answered
 * before the last hash finished (a request that hashes joins the back of that queue).
 */
async function answersBeforeHashing(request: () => Promise<{ statusCode: number }>) {
  let hashesDone = false;
  const hashes = Promise.all(Array.from({ length: 12 }, () => hashPassword('Mật-khẩu-1'))).then(
    () => {
      hashesDone = true;
    },
  );
  const reply = await request();
  const early = !hashesDone;
  await hashes;
  return { statusCode: reply.statusCode, early };
}

describe('guest booking and password hashing', () => {
  it('a new guest refused for a full slot answers at once, without hashing a password', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1, capacity: 1 });
    const slot = { appointment_date: salonDateIn(5), appointment_time: '11:00' };
    expect((await book(t, guestBooking(setup, slot))).statusCode).toBe(201);

    const refused = await answersBeforeHashing(() => book(t, guestBooking(setup, slot)));
    expect(refused).toEqual({ statusCode: 409, early: true });
    // A booking that is made does hash: it waits its turn behind the queue.
    const made = await answersBeforeHashing(() =>
      book(t, guestBooking(setup, { ...slot, appointment_time: '15:00' })),
    );
    expect(made).toEqual({ statusCode: 201, early: false });
  });

  it('a guest over the per-address limit is refused without hashing', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 5, capacity: 5 });
    const ip = '203.0.113.77';
    const times = ['09:00', '10:00', '11:00', '14:00', '15:00'];
    for (const time of times) {
      const body = guestBooking(setup, {
        appointment_date: salonDateIn(6),
        appointment_time: time,
      });
      expect((await book(t, body, { ip })).statusCode).toBe(201);
    }
    const body = guestBooking(setup, {
      appointment_date: salonDateIn(6),
      appointment_time: '16:00',
    });
    const refused = await answersBeforeHashing(() => book(t, body, { ip }));
    expect(refused).toEqual({ statusCode: 429, early: true });
  });
});
