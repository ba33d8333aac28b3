import { formatSalonDateTime } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { sessionCookie, signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEVICE_COOKIE } from '../auth/device-cookie.js';
import { SESSION_COOKIE } from '../auth/session-tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://salon.example' });
});
afterAll(() => t.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function login(
  staff: boolean,
  identifier: string,
  password: string,
  options: { ip?: string; device?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: staff ? '/api/auth/admin/login' : '/api/auth/customer/login',
    payload: staff ? { email: identifier, password } : { identifier, password },
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      'user-agent': FIREFOX_LINUX,
      ...(options.device ? { cookie: `${DEVICE_COOKIE}=${options.device}` } : {}),
    },
  });
}

const eventsOf = (userId: number) =>
  t.db
    .selectFrom('sign_in_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

const mailsTo = (email: string) =>
  t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', email)
    .where('template', '=', 'auth.new_device')
    .execute();

/** Switches the policy through its own route, as an admin does (the app's copy is cached). */
async function setAlert(enabled: boolean) {
  const admin = await signIn(t, 'admin');
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/security/policies/new_device_alert',
    headers: admin.headers,
    payload: { enabled },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the sign-in recorder', () => {
  it('records a success with its session, address, browser and whether the device is known', async () => {
    const { user, password } = await createUser(t.db, { role: 'customer' });
    const ip = uniqueIp();
    const first = await login(false, user.email!.toUpperCase(), password, { ip });
    expect(first.statusCode, first.body).toBe(200);
    const [event] = await eventsOf(user.id);
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      outcome: 'success',
      reason: null,
      role: 'customer',
      identifier: user.email!.toLowerCase(),
      ip,
      user_agent: FIREFOX_LINUX,
      session_id: session.id,
    });
    expect(Boolean(event!.known_device)).toBe(false);
    const device = sessionCookie(first, DEVICE_COOKIE).slice(DEVICE_COOKIE.length + 1);
    expect(sessionCookie(first, SESSION_COOKIE)).toBeTruthy();
    await login(false, user.email!, password, { device });
    const events = await eventsOf(user.id);
    expect(Boolean(events[1]!.known_device)).toBe(true);
  });

  it('records a wrong password and a wrong portal against the account, never the password', async () => {
    const { user } = await createUser(t.db, { role: 'staff' });
    const { user: customer, password } = await createUser(t.db, { role: 'customer' });
    expect((await login(true, user.email!, 'DoanMo!Secret99')).statusCode).toBe(401);
    // A customer's right password typed on the back-office login.
    expect((await login(true, customer.email!, password)).statusCode).toBe(401);
    const [wrong] = await eventsOf(user.id);
    expect(wrong).toMatchObject({
      outcome: 'failure',
      reason: 'wrong_password',
      role: 'staff',
      session_id: null,
    });
    expect((await eventsOf(customer.id))[0]).toMatchObject({
      outcome: 'failure',
      reason: 'wrong_portal',
    });
    const all = await t.db.selectFrom('sign_in_events').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain('DoanMo!Secret99');
    expect(JSON.stringify(all)).not.toContain(password);
  });

  it('records an unknown account by the identifier typed, lower-cased, with no user', async () => {
    const typed = `Khong.Co.${Date.now()}@Example.com`;
    expect((await login(false, typed, 'MatKhau@123')).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('sign_in_events')
      .selectAll()
      .where('identifier', '=', typed.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, role: null, outcome: 'failure' });
    expect(row.reason).toBe('unknown_account');
  });

  it('records a disabled account and a throttled attempt', async () => {
    const { user, password } = await createUser(t.db, { role: 'manager', status: 'inactive' });
    expect((await login(true, user.email!, password)).statusCode).toBe(403);
    expect((await eventsOf(user.id))[0]).toMatchObject({ outcome: 'failure', reason: 'inactive' });

    const { user: target } = await createUser(t.db, { role: 'admin' });
    const ip = uniqueIp();
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await login(true, target.email!, `Sai${i}xyz!`, { ip })).statusCode;
    }
    expect(status).toBe(429);
    const events = await eventsOf(target.id);
    expect(events.at(-1)).toMatchObject({ outcome: 'locked', reason: 'throttled', ip });
    expect(events.filter((e) => e.outcome === 'failure').length).toBeGreaterThan(0);
    // Hammering on while refused adds no row per request: one a minute per identifier and address.
    for (let i = 0; i < 20; i += 1) {
      expect((await login(true, target.email!, `Sai${i}abc!`, { ip })).statusCode).toBe(429);
    }
    const locked = (await eventsOf(target.id)).filter((e) => e.outcome === 'locked');
    expect(locked).toHaveLength(1);
  });
});

describe('new_device_alert', () => {
  it('with the policy on, a sign-in from a new browser e-mails the account once', async () => {
    await setAlert(true);
    const { user, password } = await createUser(t.db, { role: 'staff' });
    const ip = uniqueIp();
    const res = await login(true, user.email!, password, { ip });
    expect(res.statusCode).toBe(200);
    const [mail, ...more] = await mailsTo(user.email!);
    expect(more).toHaveLength(0);
    const [event] = await eventsOf(user.id);
    expect(mail!.subject).toBe('Đăng nhập từ thiết bị mới');
    expect(mail!.body).toContain(formatSalonDateTime(event!.occurred_at));
    expect(mail!.body).toContain('Firefox trên Linux');
    expect(mail!.body).toContain(ip);
    expect(mail!.body).toContain('https://salon.example/admin/profile');
    expect(mail!.body).toMatch(/đổi mật khẩu/);
    // Nothing secret: not the password, not the session or device cookie.
    const token = sessionCookie(res, SESSION_COOKIE).split('=')[1]!;
    const device = sessionCookie(res, DEVICE_COOKIE).slice(DEVICE_COOKIE.length + 1);
    for (const secret of [password, token, device]) expect(mail!.body).not.toContain(secret);
    expect(mail!.secret_sealed).toBeNull();

    // The same browser again: known, no new mail.
    await login(true, user.email!, password, { device });
    expect(await mailsTo(user.email!)).toHaveLength(1);
    // A failure from a new browser sends nothing either.
    await login(true, user.email!, 'SaiMatKhau123');
    expect(await mailsTo(user.email!)).toHaveLength(1);
    // Another new browser: a second mail.
    await login(true, user.email!, password);
    expect(await mailsTo(user.email!)).toHaveLength(2);
  });

  it('links a customer to the security tab of their account', async () => {
    await setAlert(true);
    const { user, password } = await createUser(t.db, { role: 'customer' });
    await login(false, user.email!, password);
    const [mail] = await mailsTo(user.email!);
    expect(mail!.body).toContain('https://salon.example/ho-so?tab=security');
  });

  it('with the policy off, nothing is sent', async () => {
    await setAlert(false);
    try {
      const { user, password } = await createUser(t.db, { role: 'customer' });
      expect((await login(false, user.email!, password)).statusCode).toBe(200);
      expect(await mailsTo(user.email!)).toHaveLength(0);
      expect((await eventsOf(user.id))[0]!.outcome).toBe('success');
    } finally {
      await setAlert(true);
    }
  });
});
