import { PHONE_VERIFICATION_MESSAGES as M, PHONE_VERIFICATION_RULES as R } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createTestAppWithMailbox, mailboxOf } from '../../test/delivered-messages.js';
import { uniqueEmail, uniquePhone } from '../../test/factories.js';
import { wrongCode } from '../../test/password-reset-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
});
afterAll(async () => t.close());

const send = (who: SignedIn) => injectAs(t, who.cookie, 'POST', '/api/customer/phone-verification');
const verify = (who: SignedIn, code: string) =>
  injectAs(t, who.cookie, 'POST', '/api/customer/phone-verification/verify', { code });
const national = (e164: string) => `0${e164.slice(3)}`;

describe('proving a phone', () => {
  it('a proven phone takes in its upcoming guest bookings, and later ones join at once', async () => {
    const setup = await createBookingSetup(t.db, { capacity: 5 });
    const owner = await signIn(t);
    const phone = national(owner.user.phone!);
    const before = await book(
      t,
      guestBooking(setup, { customer_info: { name: 'Chủ Số', phone, email: null } }),
    );
    expect(before.json().data.appointment.customer.user_id).toBeNull();

    const sent = await send(owner);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: M.codeSent, data: { resend_after_seconds: 60 } });
    const code = await mailboxOf(t).lastCodeTo(owner.user.phone!);
    expect(sent.body).not.toContain(code);

    const wrong = await verify(owner, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PHONE_CODE_WRONG', message: M.codeWrong });
    const ok = await verify(owner, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.verified, data: { joined_appointments: 1 } });

    const me = await injectAs(t, owner.cookie, 'GET', '/api/auth/me');
    expect(me.json().data.phone_verified).toBe(true);
    const mine = await injectAs(t, owner.cookie, 'GET', '/api/customer/appointments');
    expect(mine.body).toContain(before.json().data.appointment.code);

    const after = await book(
      t,
      guestBooking(setup, {
        appointment_date: salonDateIn(3),
        customer_info: { name: 'Chủ Số', phone, email: null },
      }),
    );
    expect(after.json().data.appointment.customer.user_id).toBe(owner.user.id);
    expect((await send(owner)).statusCode).toBe(409);
  });

  it('a code is bound to its account and phone; five wrong tries kill it', async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    await send(owner);
    const code = await mailboxOf(t).lastCodeTo(owner.user.phone!);
    // Another account cannot use it (it has no code of its own).
    expect((await verify(other, code)).json().code).toBe('PHONE_CODE_EXPIRED');
    const answers: string[] = [];
    for (let i = 0; i < R.maxAttempts; i += 1) {
      answers.push((await verify(owner, wrongCode(code))).json<{ code: string }>().code);
    }
    expect(answers.at(-1)).toBe('PHONE_CODE_LOCKED');
    expect((await verify(owner, code)).json().code).toBe('PHONE_CODE_LOCKED');
  });

  it('a new code waits 60 seconds; the database never holds one in clear', async () => {
    const owner = await signIn(t);
    expect((await send(owner)).statusCode).toBe(200);
    const again = await send(owner);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const code = await mailboxOf(t).lastCodeTo(owner.user.phone!);
    const rows = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', owner.user.phone!)
      .execute();
    const codes = await t.db
      .selectFrom('phone_verification_codes')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(JSON.stringify([rows, codes])).not.toContain(code);
  });

  it('changing the phone in the profile makes it unproven again', async () => {
    const owner = await signIn(t, 'customer', { phone_verified_at: new Date().toISOString() });
    expect(
      (await injectAs(t, owner.cookie, 'GET', '/api/auth/me')).json().data.phone_verified,
    ).toBe(true);
    const same = {
      name: 'Trần Thị Mai',
      email: uniqueEmail('mai'),
      phone: national(owner.user.phone!),
      gender: 'female',
      date_of_birth: '1994-05-06',
    };
    expect((await injectAs(t, owner.cookie, 'PUT', '/api/customer/profile', same)).statusCode).toBe(
      200,
    );
    expect(
      (await injectAs(t, owner.cookie, 'GET', '/api/auth/me')).json().data.phone_verified,
    ).toBe(true);
    const moved = { ...same, phone: uniquePhone() };
    expect(
      (await injectAs(t, owner.cookie, 'PUT', '/api/customer/profile', moved)).statusCode,
    ).toBe(200);
    expect(
      (await injectAs(t, owner.cookie, 'GET', '/api/auth/me')).json().data.phone_verified,
    ).toBe(false);
  });

  it('is for signed-in customers only', async () => {
    expect((await injectAs(t, null, 'POST', '/api/customer/phone-verification')).statusCode).toBe(
      401,
    );
    const staff = await signIn(t, 'staff');
    expect((await send(staff)).statusCode).toBe(403);
  });

  it('without an SMS provider the code cannot be sent, and the customer is told so', async () => {
    const bare = await createTestApp();
    try {
      const owner = await signIn(bare);
      const res = await injectAs(bare, owner.cookie, 'POST', '/api/customer/phone-verification');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: M.sendFailed });
    } finally {
      await bare.close();
    }
  });
});
