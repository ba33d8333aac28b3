import { PASSWORD_RESET_MESSAGES as M, PASSWORD_RESET_RULES as R } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail, uniquePhone } from '../../test/factories.js';
import {
  lastResetCode,
  lastResetMessage,
  resetStep,
  uniqueIp,
  wrongCode,
} from '../../test/password-reset-factories.js';
import { logIn } from '../../test/sessions.js';
import { createTestAppWithMailbox } from '../../test/delivered-messages.js';
import type { TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'MoiMatKhau2026';

const codeRows = (userId: number) =>
  t.db
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

/** Requests a code for the identifier and reads it from the outbox. */
async function requestCode(identifier: string, recipient: string, ip = uniqueIp()) {
  const res = await resetStep(t, 'request', { identifier }, ip);
  expect(res.statusCode, res.body).toBe(200);
  return { code: await lastResetCode(t, recipient), ip, res };
}

describe('POST /api/auth/password-reset/request', () => {
  it('sends a fresh code by e-mail through the outbox, stores it hashed, never in the reply', async () => {
    const { user } = await createUser(t.db);
    const res = await resetStep(
      t,
      'request',
      { identifier: user.email!.toUpperCase() },
      uniqueIp(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Mã xác thực đã được gửi đến email của bạn!',
      data: { channel: 'email', resend_after_seconds: 60, expires_in_seconds: 600 },
    });

    // Made just after the answer and sent at once.
    const code = await lastResetCode(t, user.email!);
    const message = await lastResetMessage(t, user.email!);
    expect(message).toMatchObject({ channel: 'email', status: 'sent' });
    expect(message!.subject).toContain('Mã xác thực đặt lại mật khẩu');
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);

    const [row] = await codeRows(user.id);
    expect(row).toMatchObject({ channel: 'email', recipient: user.email, attempts: 0 });
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    const life = Date.parse(row!.expires_at) - Date.parse(row!.sent_at);
    expect(life).toBe(R.codeTtlMs);
    expect(message).toMatchObject({ related_type: 'password_reset', related_id: row!.id });
  });

  it('sends an SMS to the phone when a phone number is typed, in any usual form', async () => {
    const national = uniquePhone();
    const { user } = await createUser(t.db, { phone: `+84${national.slice(1)}` });
    const typed = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    const res = await resetStep(t, 'request', { identifier: typed }, uniqueIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Mã xác thực đã được gửi đến số điện thoại của bạn!',
      data: { channel: 'sms' },
    });
    const code = await lastResetCode(t, user.phone!);
    const message = await lastResetMessage(t, user.phone!);
    expect(message).toMatchObject({ channel: 'sms', subject: null });
    expect(res.body).not.toContain(code);
    // Nothing went to the e-mail.
    expect(await lastResetMessage(t, user.email!)).toBeUndefined();
  });

  it('answers an unknown e-mail or phone exactly as a known one, and sends nothing', async () => {
    const { user } = await createUser(t.db);
    const known = await resetStep(t, 'request', { identifier: user.email }, uniqueIp());
    const unknownEmail = uniqueEmail('khong-co');
    const unknown = await resetStep(t, 'request', { identifier: unknownEmail }, uniqueIp());
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastResetMessage(t, unknownEmail)).toBeUndefined();

    const knownPhone = await resetStep(t, 'request', { identifier: user.phone }, uniqueIp());
    const unknownPhone = uniquePhone();
    const unknownPhoneRes = await resetStep(t, 'request', { identifier: unknownPhone }, uniqueIp());
    expect(unknownPhoneRes.statusCode).toBe(knownPhone.statusCode);
    expect(unknownPhoneRes.json()).toEqual(knownPhone.json());
    expect(await lastResetMessage(t, `+84${unknownPhone.slice(1)}`)).toBeUndefined();

    // The 60-second wait answers the same too.
    const knownAgain = await resetStep(t, 'request', { identifier: user.email }, uniqueIp());
    const unknownAgain = await resetStep(t, 'request', { identifier: unknownEmail }, uniqueIp());
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(knownAgain.json());
  });

  it('refuses a new code within 60 seconds with the seconds left', async () => {
    const { user } = await createUser(t.db);
    await requestCode(user.email!, user.email!);
    const again = await resetStep(t, 'request', { identifier: user.email }, uniqueIp());
    expect(again.statusCode).toBe(429);
    const body = again.json<{ message: string; code: string }>();
    expect(body.code).toBe('RESET_RESEND_TOO_EARLY');
    const seconds = Number(/(\d+) giây/.exec(body.message)?.[1]);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(body.message).toBe(M.resendTooEarly(seconds));
    expect(again.headers['retry-after']).toBe(String(seconds));
    expect(await codeRows(user.id)).toHaveLength(1);
  });

  it('limits the requests of one client address per hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < R.requestsPerIpPerHour; i += 1) {
      const res = await resetStep(t, 'request', { identifier: uniqueEmail('ip') }, ip);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await resetStep(t, 'request', { identifier: uniqueEmail('ip') }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RESET_TOO_MANY_REQUESTS' });
    expect(over.json<{ message: string }>().message).toMatch(/quá nhiều lần.*phút/);
    // Another address is not held back.
    const other = await resetStep(t, 'request', { identifier: uniqueEmail('ip') }, uniqueIp());
    expect(other.statusCode).toBe(200);
  });

  it('sends nothing to a disabled account, and answers the same', async () => {
    const { user } = await createUser(t.db, { status: 'inactive' });
    const res = await resetStep(t, 'request', { identifier: user.email }, uniqueIp());
    expect(res.statusCode).toBe(200);
    expect(await lastResetMessage(t, user.email!)).toBeUndefined();
    expect(await codeRows(user.id)).toEqual([]);
  });

  it('refuses bad input with 422 and the Vietnamese messages, writing nothing', async () => {
    const before = await t.db
      .selectFrom('password_reset_codes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{}, M.identifierRequired],
      [{ identifier: '   ' }, M.identifierRequired],
      [{ identifier: 912345678 }, M.identifierRequired],
      [{ identifier: 'abc' }, M.identifierInvalid],
      [{ identifier: '12345' }, M.identifierInvalid],
      [{ identifier: `${'a'.repeat(100)}@example.com` }, M.identifierInvalid],
      [{ identifier: "' OR 1=1 --" }, M.identifierInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await resetStep(t, 'request', payload, uniqueIp());
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errors: { identifier: [message] } });
    }
    const after = await t.db
      .selectFrom('password_reset_codes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('POST /api/auth/password-reset/verify', () => {
  it('gives a one-use reset token for the right code, stored hashed', async () => {
    const { user } = await createUser(t.db);
    const { code, ip } = await requestCode(user.email!, user.email!);
    const res = await resetStep(t, 'verify', { identifier: user.email, code }, ip);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: { reset_token: string } }>();
    expect(body.message).toBe('Xác thực thành công!');
    expect(body.data.reset_token).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toContain(code);
    const [row] = await codeRows(user.id);
    expect(row!.verified_at).not.toBeNull();
    expect(row!.reset_token_hash).not.toBe(body.data.reset_token);

    // The code is spent once verified.
    const again = await resetStep(t, 'verify', { identifier: user.email, code }, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_CODE_EXPIRED', message: M.codeExpired });
  });

  it('counts wrong codes: the fifth kills the code, even for the right one after', async () => {
    const { user } = await createUser(t.db);
    const { code, ip } = await requestCode(user.email!, user.email!);
    for (let i = 1; i < R.maxAttempts; i += 1) {
      const res = await resetStep(
        t,
        'verify',
        { identifier: user.email, code: wrongCode(code) },
        ip,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'RESET_CODE_WRONG',
        message: 'Mã xác thực không đúng. Vui lòng thử lại.',
        errors: { code: [M.codeWrong] },
      });
    }
    const fifth = await resetStep(
      t,
      'verify',
      { identifier: user.email, code: wrongCode(code) },
      ip,
    );
    expect(fifth.json()).toMatchObject({ code: 'RESET_CODE_LOCKED', message: M.tooManyTries });
    const right = await resetStep(t, 'verify', { identifier: user.email, code }, ip);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'RESET_CODE_LOCKED', message: M.tooManyTries });
    expect((await codeRows(user.id))[0]).toMatchObject({
      attempts: R.maxAttempts,
      verified_at: null,
    });
  });

  it('the right code on the fifth try still works', async () => {
    const { user } = await createUser(t.db);
    const { code, ip } = await requestCode(user.email!, user.email!);
    for (let i = 1; i < R.maxAttempts; i += 1) {
      await resetStep(t, 'verify', { identifier: user.email, code: wrongCode(code) }, ip);
    }
    const res = await resetStep(t, 'verify', { identifier: user.email, code }, ip);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an expired code is refused', async () => {
    const { user } = await createUser(t.db);
    const { code, ip } = await requestCode(user.email!, user.email!);
    await t.db
      .updateTable('password_reset_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const res = await resetStep(t, 'verify', { identifier: user.email, code }, ip);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'RESET_CODE_EXPIRED', message: M.codeExpired });
  });

  it('answers an unknown identifier like a known one, try after try', async () => {
    const { user } = await createUser(t.db);
    const { code } = await requestCode(user.email!, user.email!);
    const unknown = uniqueEmail('khong-co');
    await resetStep(t, 'request', { identifier: unknown }, uniqueIp());
    const ip = uniqueIp();
    for (let i = 1; i <= R.maxAttempts + 1; i += 1) {
      const known = await resetStep(
        t,
        'verify',
        { identifier: user.email, code: wrongCode(code) },
        ip,
      );
      const other = await resetStep(
        t,
        'verify',
        { identifier: unknown, code: wrongCode(code) },
        ip,
      );
      expect(other.statusCode).toBe(known.statusCode);
      expect(other.json()).toEqual(known.json());
    }
    // Never asked for: the same as an expired code.
    const never = await resetStep(t, 'verify', { identifier: uniqueEmail('x'), code }, ip);
    expect(never.json()).toMatchObject({ code: 'RESET_CODE_EXPIRED' });
  });

  it('refuses a malformed code with 422', async () => {
    const cases: [unknown, string][] = [
      [{ identifier: 'a@example.com' }, M.codeRequired],
      [{ identifier: 'a@example.com', code: '12345' }, M.codeInvalidFormat],
      [{ identifier: 'a@example.com', code: '12a456' }, M.codeInvalidFormat],
      [{ identifier: 'a@example.com', code: '1234567' }, M.codeInvalidFormat],
    ];
    for (const [payload, message] of cases) {
      const res = await resetStep(t, 'verify', payload, uniqueIp());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { code: [message] } });
    }
  });
});

describe('POST /api/auth/password-reset/complete', () => {
  async function verifiedToken(email: string) {
    const { code, ip } = await requestCode(email, email);
    const res = await resetStep(t, 'verify', { identifier: email, code }, ip);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { reset_token: string } }>().data.reset_token;
  }

  const login = (identifier: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier, password },
      remoteAddress: uniqueIp(),
    });

  const signedInAs = async (cookie: string) => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    return me.json<{ data: { id: number } | null }>().data?.id ?? null;
  };

  it('sets the new password, lifts the forced change, ends every session; the token works once', async () => {
    const created = await createUser(t.db, { must_change_password: true });
    const { user, password } = created;
    const sessions = [await logIn(t, created), await logIn(t, created)];
    for (const cookie of sessions) expect(await signedInAs(cookie)).toBe(user.id);
    const token = await verifiedToken(user.email!);

    const res = await resetStep(
      t,
      'complete',
      { reset_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      uniqueIp(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Mật khẩu đã được cập nhật thành công!',
      data: null,
    });

    for (const cookie of sessions) expect(await signedInAs(cookie)).toBeNull();
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
    expect((await login(user.email!, password)).statusCode).toBe(401);
    const fresh = await login(user.email!, NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);
    const stored = await t.db
      .selectFrom('users')
      .select(['must_change_password', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.must_change_password).toBe(false);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const twice = await resetStep(
      t,
      'complete',
      { reset_token: token, password: 'KhacNua2026', password_confirmation: 'KhacNua2026' },
      uniqueIp(),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: M.resetTokenInvalid,
    });
    expect((await login(user.email!, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token older than 10 minutes, and an invented one', async () => {
    const { user } = await createUser(t.db);
    const token = await verifiedToken(user.email!);
    await t.db
      .updateTable('password_reset_codes')
      .set({ verified_at: new Date(Date.now() - R.resetTokenTtlMs - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const payload = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const old = await resetStep(t, 'complete', { ...payload, reset_token: token }, uniqueIp());
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    const invented = await resetStep(
      t,
      'complete',
      { ...payload, reset_token: 'x'.repeat(43) },
      uniqueIp(),
    );
    expect(invented.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses a weak or unconfirmed password with 422 and keeps the token usable', async () => {
    const created = await createUser(t.db);
    const token = await verifiedToken(created.user.email!);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: '', password_confirmation: '' }, 'password', M.newPasswordRequired],
      [{ password: 'Ab1', password_confirmation: 'Ab1' }, 'password', M.passwordMin8],
      [
        { password: 'matkhau123', password_confirmation: 'matkhau123' },
        'password',
        M.passwordComplexity,
      ],
      [
        { password: NEW_PASSWORD, password_confirmation: 'Khac2026x' },
        'password_confirmation',
        M.confirmationMismatch,
      ],
      [{ password: NEW_PASSWORD }, 'password_confirmation', M.confirmationRequired],
      [
        { password: `${NEW_PASSWORD}${'a'.repeat(130)}`, password_confirmation: 'x' },
        'password',
        M.passwordMax,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await resetStep(t, 'complete', { reset_token: token, ...fields }, uniqueIp());
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0]).toBe(message);
    }
    const missing = await resetStep(
      t,
      'complete',
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      uniqueIp(),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { reset_token: [M.resetTokenRequired] } });

    // Nothing changed: the old password still signs in, and the token still works.
    expect((await login(created.user.email!, created.password)).statusCode).toBe(200);
    const ok = await resetStep(
      t,
      'complete',
      { reset_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      uniqueIp(),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('works for a staff account too (back-office login with the new password)', async () => {
    const created = await createUser(t.db, { role: 'staff' });
    const token = await verifiedToken(created.user.email!);
    const res = await resetStep(
      t,
      'complete',
      { reset_token: token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      uniqueIp(),
    );
    expect(res.statusCode).toBe(200);
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: created.user.email, password: NEW_PASSWORD },
    });
    expect(staffLogin.statusCode, staffLogin.body).toBe(200);
  });
});
