import type { Role } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

interface EventPage {
  data: { user_id: number; outcome: string; occurred_at: string; ip: string }[];
  meta: { total: number; last_page: number };
}

function call(method: 'GET' | 'DELETE', url: string, cookie?: string) {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
}

/** Signs the same user in again from another browser and address; returns the cookie. */
async function secondDevice(me: SignedIn, userAgent = SAFARI_IPHONE, ip = uniqueIp()) {
  const customer = me.user.role === 'customer';
  const res = await t.app.inject({
    method: 'POST',
    url: customer ? '/api/auth/customer/login' : '/api/auth/admin/login',
    payload: customer
      ? { identifier: me.user.email, password: me.password }
      : { email: me.user.email, password: me.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = [res.headers['set-cookie']]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith('salon_sid='));
  return cookie!.split(';')[0]!;
}

describe('GET /api/auth/sessions', () => {
  it('lists the signed-in user’s sessions with a readable device, address and the current one', async () => {
    const me = await signIn(t, 'customer');
    const ip = uniqueIp();
    const other = await secondDevice(me, SAFARI_IPHONE, ip);
    const res = await call('GET', '/api/auth/sessions', me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const sessions = res.json().data as {
      id: number;
      device: string;
      ip: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => !s.current)!;
    expect(phone.device).toBe('Safari trên iPhone');
    expect(phone.ip).toBe(ip);
    // From the other device, that one is current.
    const there = (await call('GET', '/api/auth/sessions', other)).json().data as typeof sessions;
    expect(there.find((s) => s.current)!.id).toBe(phone.id);
  });

  it('shows nobody else’s sessions and refuses a guest', async () => {
    const me = await signIn(t, 'staff');
    const someone = await signIn(t, 'customer');
    const mine = (await call('GET', '/api/auth/sessions', me.cookie)).json().data as {
      id: number;
    }[];
    const theirs = (await call('GET', '/api/auth/sessions', someone.cookie)).json().data as {
      id: number;
    }[];
    expect(mine.map((s) => s.id)).not.toContain(theirs[0]!.id);
    expect((await call('GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sign-ins')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await call('DELETE', '/api/auth/sessions/1')).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it.each(['customer', 'staff', 'manager', 'admin'] as Role[])(
    'a %s ends one of their sessions: its cookie gets 401 at once',
    async (role) => {
      const me = await signIn(t, role);
      const other = await secondDevice(me);
      const list = (await call('GET', '/api/auth/sessions', me.cookie)).json().data as {
        id: number;
        current: boolean;
      }[];
      const target = list.find((s) => !s.current)!;
      const res = await call('DELETE', `/api/auth/sessions/${target.id}`, me.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect((await call('GET', '/api/auth/sessions', other)).statusCode).toBe(401);
      expect((await call('GET', '/api/auth/sessions', me.cookie)).statusCode).toBe(200);
    },
  );

  it('answers 404 for anyone else’s session, even an admin’s own route, and ends nothing', async () => {
    const victim = await signIn(t, 'customer');
    const victimSession = (
      (await call('GET', '/api/auth/sessions', victim.cookie)).json().data as { id: number }[]
    )[0]!.id;
    for (const role of ['customer', 'staff', 'manager', 'admin'] as Role[]) {
      const attacker = await signIn(t, role);
      const res = await call('DELETE', `/api/auth/sessions/${victimSession}`, attacker.cookie);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('DELETE', '/api/auth/sessions/999999999', victim.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/auth/sessions', victim.cookie)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number with a Vietnamese message', async () => {
    const me = await signIn(t, 'customer');
    const res = await call('DELETE', `/api/auth/sessions/abc'%20or%201=1`, me.cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Mã phiên không hợp lệ/);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('ends every other session and keeps this one', async () => {
    const me = await signIn(t, 'manager');
    const a = await secondDevice(me);
    const b = await secondDevice(me, CHROME_WINDOWS);
    const res = await call('DELETE', '/api/auth/sessions', me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ended).toBe(2);
    expect((await call('GET', '/api/auth/me', a)).json().data).toBeNull();
    expect((await call('GET', '/api/auth/sessions', b)).statusCode).toBe(401);
    const left = (await call('GET', '/api/auth/sessions', me.cookie)).json().data as unknown[];
    expect(left).toHaveLength(1);
  });
});

describe('ending a session closes its live stream', () => {
  it('the ended session’s stream closes without waiting for the next event', async () => {
    const me = await signIn(t, 'customer');
    const other = await secondDevice(me);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, {
      headers: { cookie: other },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const ended = (async () => {
      for await (const chunk of response.body!) void chunk;
      return true;
    })();
    const list = (await call('GET', '/api/auth/sessions', me.cookie)).json().data as {
      id: number;
      current: boolean;
    }[];
    await call('DELETE', `/api/auth/sessions/${list.find((s) => !s.current)!.id}`, me.cookie);
    const closed = await Promise.race([
      ended,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    controller.abort();
    expect(closed).toBe(true);
  });
});

describe('GET /api/auth/sign-ins', () => {
  it('shows one’s own history with failures, newest first, 10 a page', async () => {
    const me = await signIn(t, 'staff');
    const ip = uniqueIp();
    for (let i = 0; i < 11; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: me.user.email, password: `SaiMatKhau${i}` },
        headers: { 'user-agent': CHROME_WINDOWS },
        remoteAddress: i < 5 ? ip : uniqueIp(),
      });
    }
    const someone = await signIn(t, 'staff');
    const history = async (cookie: string, page = 1) =>
      (await call('GET', `/api/auth/sign-ins?page=${page}`, cookie)).json<{ data: EventPage }>()
        .data;
    const first = await history(me.cookie);
    expect(first.meta.total).toBeGreaterThanOrEqual(12);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.outcome).not.toBe('success');
    expect(first.data.every((e) => e.user_id === me.user.id)).toBe(true);
    const times = first.data.map((e) => e.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
    const last = await history(me.cookie, first.meta.last_page);
    expect(last.data.at(-1)!.outcome).toBe('success');
    const theirs = await history(someone.cookie);
    expect(theirs.data.every((e) => e.user_id === someone.user.id)).toBe(true);
    expect((await call('GET', '/api/auth/sign-ins?page=0', me.cookie)).statusCode).toBe(422);
  });
});

describe('admin: /api/admin/security/sessions', () => {
  it.each([
    ['guest', null, 401],
    ['customer', 'customer', 403],
    ['staff', 'staff', 403],
    ['manager', 'manager', 403],
  ] as const)('a %s is refused every admin route', async (_name, role, status) => {
    for (const [method, url] of [
      ['GET', '/api/admin/security/sessions?user_id=1'],
      ['DELETE', '/api/admin/security/sessions/1'],
      ['DELETE', '/api/admin/security/sessions?user_id=1'],
      ['GET', '/api/admin/security/sign-ins'],
    ] as const) {
      // Someone new each time: a third refusal within 10 minutes ends a session.
      const cookie = role ? (await signIn(t, role)).cookie : undefined;
      expect((await call(method, url, cookie)).statusCode, `${method} ${url}`).toBe(status);
    }
  });

  it('an admin sees a staff member’s sessions, ends one and then all, each audited', async () => {
    const admin = await signIn(t, 'admin');
    const staff = await signIn(t, 'staff');
    const second = await secondDevice(staff);
    const third = await secondDevice(staff, CHROME_WINDOWS);
    const list = await call(
      'GET',
      `/api/admin/security/sessions?user_id=${staff.user.id}`,
      admin.cookie,
    );
    expect(list.statusCode, list.body).toBe(200);
    const sessions = list.json().data as { id: number; device: string }[];
    expect(sessions).toHaveLength(3);
    const one = await call(
      'DELETE',
      `/api/admin/security/sessions/${sessions[0]!.id}`,
      admin.cookie,
    );
    expect(one.statusCode, one.body).toBe(200);
    const all = await call(
      'DELETE',
      `/api/admin/security/sessions?user_id=${staff.user.id}`,
      admin.cookie,
    );
    expect(all.json().data.ended).toBe(2);
    for (const cookie of [staff.cookie, second, third]) {
      expect((await call('GET', '/api/auth/sessions', cookie)).statusCode).toBe(401);
    }
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'session')
      .where('actor_id', '=', admin.user.id)
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['end_session', 'end_session']);
    expect(entries[0]!.resource_id).toBe(String(sessions[0]!.id));
    expect(entries.map((e) => e.summary).join(' ')).not.toContain(staff.user.name);
  });

  it('a customer’s sessions and unknown ids are 404 to the admin routes, and nothing is ended', async () => {
    const admin = await signIn(t, 'admin');
    const customer = await signIn(t, 'customer');
    const id = (
      (await call('GET', '/api/auth/sessions', customer.cookie)).json().data as {
        id: number;
      }[]
    )[0]!.id;
    expect(
      (await call('DELETE', `/api/admin/security/sessions/${id}`, admin.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/admin/security/sessions?user_id=${customer.user.id}`, admin.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/api/admin/security/sessions?user_id=${customer.user.id}`,
          admin.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/auth/sessions', customer.cookie)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/admin/security/sessions?user_id=abc', admin.cookie)).statusCode,
    ).toBe(422);
    const audited = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'session')
      .where('actor_id', '=', admin.user.id)
      .execute();
    expect(audited).toHaveLength(0);
  });
});

describe('admin: GET /api/admin/security/sign-ins', () => {
  it('lists every sign-in, filtered by outcome, role, user, address and date', async () => {
    const admin = await signIn(t, 'admin');
    const { user: manager } = await createUser(t.db, { role: 'manager' });
    const ip = uniqueIp();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: manager.email, password: 'SaiMatKhau1' },
      remoteAddress: ip,
    });
    const get = async (query: string) => {
      const res = await call('GET', `/api/admin/security/sign-ins?${query}`, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        data: { user_id: number; outcome: string; ip: string }[];
        meta: { total: number };
      };
    };
    const byUser = await get(`user_id=${manager.id}`);
    expect(byUser.meta.total).toBe(1);
    expect(byUser.data[0]).toMatchObject({ outcome: 'failure', ip });
    expect((await get(`user_id=${manager.id}&outcome=success`)).meta.total).toBe(0);
    expect((await get(`ip=${ip}`)).data.map((e) => e.user_id)).toEqual([manager.id]);
    expect((await get(`role=manager&ip=${ip}`)).meta.total).toBe(1);
    expect((await get(`role=admin&ip=${ip}`)).meta.total).toBe(0);
    const today = new Date(Date.now() + 7 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await get(`ip=${ip}&from=${today}&to=${today}`)).meta.total).toBe(1);
    expect((await get(`ip=${ip}&to=2020-01-01`)).meta.total).toBe(0);
    // A % typed in the address filter is not a wildcard.
    expect((await get('ip=%25')).meta.total).toBe(0);
    const bad = await call('GET', '/api/admin/security/sign-ins?outcome=hacked', admin.cookie);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/không hợp lệ/);
    const order = await call(
      'GET',
      '/api/admin/security/sign-ins?from=2026-02-01&to=2026-01-01',
      admin.cookie,
    );
    expect(order.statusCode).toBe(422);
  });
});
