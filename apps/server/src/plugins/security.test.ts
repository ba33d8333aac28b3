import { AUTH_MESSAGES, COMMON_MESSAGES } from '@salon/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/auth/session-tokens.js';
import { createUser, uniqueEmail, uniquePhone } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
/** The app as deployed behind https: Secure cookies, HSTS, a public address. */
let https: TestApp;
beforeAll(async () => {
  [t, https] = await Promise.all([
    createTestApp(),
    createTestApp({ secureCookies: true, publicUrl: 'https://salon.example' }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), https.close()]);
});

function setCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const session = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  expect(session).toBeDefined();
  return session!;
}

/** `salon_sid=<token>` for a Cookie header. */
function cookieOf(res: LightMyRequestResponse): string {
  return setCookieOf(res).split(';')[0]!;
}

function tokenOf(res: LightMyRequestResponse): string {
  return cookieOf(res).slice(SESSION_COOKIE.length + 1);
}

function registration() {
  return {
    name: 'Võ Thị Hồng',
    phone: uniquePhone(),
    email: uniqueEmail('hong'),
    password: 'MatKhau123',
    password_confirmation: 'MatKhau123',
    terms_accepted: true,
  };
}

function register(app: TestApp, headers: Record<string, string> = {}, body = registration()) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    payload: body,
    headers,
  });
}

async function userWithEmail(app: TestApp, email: string) {
  return app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

async function me(app: TestApp, cookie: string) {
  const res = await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number; role: string } | null }>().data;
}

async function loginCustomer(app: TestApp = t, remember?: boolean) {
  const { user, password } = await createUser(app.db);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { identifier: user.email, password, ...(remember === undefined ? {} : { remember }) },
  });
  expect(res.statusCode).toBe(200);
  return { user, res };
}

describe('security headers', () => {
  function expectHelmet(res: LightMyRequestResponse) {
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(
      csp.includes("frame-ancestors 'none'") || res.headers['x-frame-options'] !== undefined,
    ).toBe(true);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  }

  it.each([
    ['an API reply', '/api/public/settings'],
    ['a page', '/dich-vu'],
    ['an API 404', '/api/khong-co'],
  ])('are on %s', async (_what, url) => {
    expectHelmet(await t.app.inject({ method: 'GET', url }));
  });

  it('are on a refused cross-origin request too', async () => {
    const res = await register(t, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expectHelmet(res);
  });

  it('ask for HTTPS only when the public address is https', async () => {
    const secure = await https.app.inject({ method: 'GET', url: '/api/ping' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Built files keep it: it is about the host, whatever the file.
    const file = await https.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(file.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(file.headers['content-security-policy']).toBeUndefined();
  });
});

describe('origin check on requests that change something', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['our host on another port', { origin: 'http://localhost:3000' }],
    ['our host over another scheme', { origin: 'https://localhost:80' }],
    ['a look-alike host', { origin: 'http://localhost:80.evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    [
      'a cross-site fetch from our origin',
      { origin: 'http://localhost:80', 'sec-fetch-site': 'cross-site' },
    ],
    [
      'forged forwarding headers (proxy not trusted)',
      {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    ],
  ])('refuses %s with 403 CROSS_ORIGIN and writes nothing', async (_what, headers) => {
    const body = registration();
    const res = await register(t, headers, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      code: 'CROSS_ORIGIN',
      message: COMMON_MESSAGES.crossOrigin,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userWithEmail(t, body.email)).toBeUndefined();
  });

  it('refuses a cross-site logout and keeps the session', async () => {
    const { res } = await loginCustomer();
    const cookie = cookieOf(res);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await me(t, cookie)).not.toBeNull();
  });

  it('refuses cross-site PUT, PATCH and DELETE before routing', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/auth/me',
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CROSS_ORIGIN');
    }
  });

  it.each([
    ['our own origin', { origin: 'http://localhost:80', host: 'localhost:80' }],
    [
      'our origin on another host name',
      { origin: 'http://salon.lan:8080', host: 'salon.lan:8080' },
    ],
    ['a same-origin fetch', { 'sec-fetch-site': 'same-origin' }],
    ['a typed address (no Origin, sec-fetch-site none)', { 'sec-fetch-site': 'none' }],
    ['a client that sends no Origin', {}],
  ])('lets %s through', async (_what, headers) => {
    const body = registration();
    const res = await register(t, headers, body);
    expect(res.statusCode).toBe(201);
    expect(await userWithEmail(t, body.email)).toBeDefined();
  });

  it('accepts the configured public address as our origin', async () => {
    const body = registration();
    const res = await register(
      https,
      { origin: 'https://salon.example', host: 'internal:3000' },
      body,
    );
    expect(res.statusCode).toBe(201);
    expect(await userWithEmail(https, body.email)).toBeDefined();
    const evil = await register(https, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
  });

  it.each(['GET', 'HEAD'] as const)('never blocks %s, whatever the origin', async (method) => {
    for (const url of ['/api/public/settings', '/api/auth/me', '/api/ping']) {
      const res = await t.app.inject({
        method,
        url,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('never blocks OPTIONS with a 403', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/customer/register',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).not.toBe(403);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and not Secure over plain http', async () => {
    const res = await register(t);
    expect(res.statusCode).toBe(201);
    const cookie = setCookieOf(res);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('is Secure when the app is built with secure cookies', async () => {
    const res = await register(https, { origin: 'https://salon.example' });
    expect(res.statusCode).toBe(201);
    const cookie = setCookieOf(res);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(await me(https, cookieOf(res))).toMatchObject({ role: 'customer' });
  });

  it('lasts 30 days when remembered and ends with the browser otherwise', async () => {
    const remembered = setCookieOf((await loginCustomer(t, true)).res);
    expect(remembered).toMatch(/;\s*Max-Age=2592000/i);
    const short = setCookieOf((await loginCustomer(t, false)).res);
    expect(short).not.toMatch(/Max-Age|Expires/i);
  });

  it('holds a random token of at least 256 bits, new at every login', async () => {
    const { user, password } = await createUser(t.db);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { identifier: user.email, password },
      });
      const token = tokenOf(res);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      tokens.add(token);
    }
    expect(tokens.size).toBe(3);
  });
});

describe('sessions', () => {
  it.each([
    ['a made-up token', 'abc'],
    ['a well-formed but unknown token', 'Zm9yZ2VkLXRva2VuLWZvcmdlZC10b2tlbi1mb3JnZWQtdG9rZW4'],
    ['SQL', "' OR 1=1 --"],
    ['broken percent-encoding', '%E0%A4%A'],
    ['a very long value', 'x'.repeat(4000)],
  ])('gives /api/auth/me data null for %s', async (_what, token) => {
    expect(await me(t, `${SESSION_COOKIE}=${token}`)).toBeNull();
  });

  it('does not accept the stored hash as a cookie', async () => {
    const { user, res } = await loginCustomer();
    expect(await me(t, cookieOf(res))).toMatchObject({ id: user.id });
    const row = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(await me(t, `${SESSION_COOKIE}=${row.token_hash}`)).toBeNull();
  });

  it('stores only a hash of the token', async () => {
    const { user, res } = await loginCustomer();
    const token = tokenOf(res);
    const rows = await t.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.token_hash).not.toBe(Buffer.from(token).toString('hex'));
  });

  it('ends an expired session: data null and the row deleted', async () => {
    const { user, res } = await loginCustomer();
    const cookie = cookieOf(res);
    expect(await me(t, cookie)).toMatchObject({ id: user.id });
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(await me(t, cookie)).toBeNull();
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('ends the session of a user who was made inactive', async () => {
    const { user, res } = await loginCustomer();
    const cookie = cookieOf(res);
    expect(await me(t, cookie)).toMatchObject({ id: user.id });
    await t.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', user.id).execute();
    expect(await me(t, cookie)).toBeNull();
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
    // Even once re-activated, the old cookie stays dead.
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', user.id).execute();
    expect(await me(t, cookie)).toBeNull();
  });

  it('refuses an inactive account at login with the Vietnamese message', async () => {
    const { user, password } = await createUser(t.db, { status: 'inactive' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: user.email, password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: AUTH_MESSAGES.accountInactive,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('deletes the session row at logout and clears the cookie', async () => {
    const { user, res } = await loginCustomer();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookieOf(res) },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
    );
    const left = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
