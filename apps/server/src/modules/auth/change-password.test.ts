import { AUTH_MESSAGES as A, BOOKING_MESSAGES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createUser } from '../../test/factories.js';
import { logIn, signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE = '/api/customer/change-password';

/** A customer as booking makes one: the phone is the password, and it must be changed. */
async function bookedAccount() {
  const created = await createUser(t.db, { must_change_password: true, password: 'Tam0912345' });
  return { ...created, cookie: await logIn(t, created) };
}

function change(cookie: string | null, body: Record<string, unknown>) {
  return injectAs(t, cookie, 'PATCH', CHANGE, body);
}

async function flagOf(userId: number): Promise<boolean> {
  const row = await t.db
    .selectFrom('users')
    .select('must_change_password')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.must_change_password;
}

describe('the forced password change gate', () => {
  it('answers 403 PASSWORD_CHANGE_REQUIRED on every other API call of the session', async () => {
    const { cookie } = await bookedAccount();
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['GET', '/api/public/services'],
      ['GET', '/api/public/settings'],
      ['POST', '/api/cart/items'],
      ['GET', '/api/no-such-route'],
    ] as const) {
      const res = await injectAs(t, cookie, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: BOOKING_MESSAGES.passwordChangeRequired,
      });
    }
  });

  it('still lets the session ask who it is and log out', async () => {
    const { cookie, user } = await bookedAccount();
    const me = await injectAs(t, cookie, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: user.id, must_change_password: true });

    const logout = await injectAs(t, cookie, 'POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect((await injectAs(t, cookie, 'GET', '/api/auth/me')).json().data).toBeNull();
    // Signed out, the same browser browses like any visitor.
    expect((await injectAs(t, cookie, 'GET', '/api/public/services')).statusCode).toBe(200);
  });

  it('leaves visitors and users without the flag alone', async () => {
    expect((await injectAs(t, null, 'GET', '/api/public/services')).statusCode).toBe(200);
    const { cookie } = await signIn(t, 'customer');
    expect((await injectAs(t, cookie, 'GET', '/api/cart')).statusCode).toBe(200);
  });
});

describe('PATCH /api/customer/change-password', () => {
  it('changes the password, lifts the gate and ends the other sessions', async () => {
    const account = await bookedAccount();
    const otherDevice = await logIn(t, account);

    const res = await change(account.cookie, {
      current_password: 'Tam0912345',
      new_password: 'MoiMatKhau9',
      new_password_confirmation: 'MoiMatKhau9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Đổi mật khẩu thành công!',
      data: { id: account.user.id, must_change_password: false },
    });
    expect(res.body).not.toMatch(/password_hash|argon2|MoiMatKhau9/);
    expect(await flagOf(account.user.id)).toBe(false);

    // This session goes on, now ungated; the other device is signed out.
    expect((await injectAs(t, account.cookie, 'GET', '/api/cart')).statusCode).toBe(200);
    expect((await injectAs(t, otherDevice, 'GET', '/api/auth/me')).json().data).toBeNull();

    // The new password signs in, the old one no longer does.
    const login = (password: string) =>
      injectAs(t, null, 'POST', '/api/auth/customer/login', {
        identifier: account.user.email,
        password,
      });
    expect((await login('MoiMatKhau9')).statusCode).toBe(200);
    expect((await login('Tam0912345')).statusCode).toBe(401);
  });

  it('works for any signed-in customer, without the flag too', async () => {
    const { cookie, user } = await signIn(t, 'customer', { password: 'CuMatKhau1' });
    const res = await change(cookie, {
      current_password: 'CuMatKhau1',
      new_password: 'MoiMatKhau2',
      new_password_confirmation: 'MoiMatKhau2',
    });
    expect(res.statusCode).toBe(200);
    expect(await flagOf(user.id)).toBe(false);
  });

  it('refuses a wrong current password and keeps the gate', async () => {
    const { cookie, user } = await bookedAccount();
    const res = await change(cookie, {
      current_password: 'Sai0912345',
      new_password: 'MoiMatKhau9',
      new_password_confirmation: 'MoiMatKhau9',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'WRONG_PASSWORD',
      errors: { current_password: [A.currentPasswordWrong] },
    });
    expect(await flagOf(user.id)).toBe(true);
    expect((await injectAs(t, cookie, 'GET', '/api/cart')).statusCode).toBe(403);
  });

  it.each([
    [{ current_password: undefined }, 'current_password', A.currentPasswordRequired],
    [{ current_password: '' }, 'current_password', A.currentPasswordRequired],
    [{ current_password: 12345 }, 'current_password', A.currentPasswordRequired],
    [{ new_password: undefined }, 'new_password', A.newPasswordRequired],
    [{ new_password: 'Ab1', new_password_confirmation: 'Ab1' }, 'new_password', A.passwordMin8],
    [
      { new_password: 'matkhau123', new_password_confirmation: 'matkhau123' },
      'new_password',
      A.passwordComplexity,
    ],
    [
      { new_password: 'MATKHAU123', new_password_confirmation: 'MATKHAU123' },
      'new_password',
      A.passwordComplexity,
    ],
    [
      { new_password: `Aa1${'x'.repeat(126)}`, new_password_confirmation: `Aa1${'x'.repeat(126)}` },
      'new_password',
      A.passwordMax,
    ],
    [{ new_password_confirmation: '' }, 'new_password_confirmation', A.confirmationRequired],
    [
      { new_password_confirmation: 'Khac12345' },
      'new_password_confirmation',
      A.confirmationMismatch,
    ],
    [
      { new_password: 'Tam0912345', new_password_confirmation: 'Tam0912345' },
      'new_password',
      A.newPasswordSameAsCurrent,
    ],
  ])('refuses %j with the message on %s', async (overrides, field, message) => {
    const { cookie, user } = await bookedAccount();
    const body = {
      current_password: 'Tam0912345',
      new_password: 'MoiMatKhau9',
      new_password_confirmation: 'MoiMatKhau9',
      ...overrides,
    };
    const res = await change(cookie, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await flagOf(user.id)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const res = await change(null, {
      current_password: 'Tam0912345',
      new_password: 'MoiMatKhau9',
      new_password_confirmation: 'MoiMatKhau9',
    });
    expect(res.statusCode).toBe(401);
    expect((await change(null, {})).statusCode).toBe(401);
  });

  it('slows down guessing the current password from a session', async () => {
    const { cookie } = await bookedAccount();
    const wrong = () =>
      change(cookie, {
        current_password: 'Doan0912345',
        new_password: 'MoiMatKhau9',
        new_password_confirmation: 'MoiMatKhau9',
      });
    for (let i = 0; i < 10; i++) expect((await wrong()).statusCode).toBe(422);
    const blocked = await wrong();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Even the right password waits until the window passes.
    const right = await change(cookie, {
      current_password: 'Tam0912345',
      new_password: 'MoiMatKhau9',
      new_password_confirmation: 'MoiMatKhau9',
    });
    expect(right.statusCode).toBe(429);
  });
});
