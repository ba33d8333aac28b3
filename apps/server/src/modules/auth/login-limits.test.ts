import { LOGIN_LIMITS } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEVICE_COOKIE } from './device-cookie.js';

let t: TestApp;
let twin: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  twin = (await t.twin()).app;
});
afterAll(async () => t.close());

interface Try {
  identifier: string;
  password: string;
  ip: string;
  device?: string | undefined;
  app?: FastifyInstance;
  /** Through the back-office login. */
  staff?: boolean;
}

async function login({ identifier, password, ip, device, app = t.app, staff = false }: Try) {
  return app.inject({
    method: 'POST',
    url: staff ? '/api/auth/admin/login' : '/api/auth/customer/login',
    payload: staff ? { email: identifier, password } : { identifier, password },
    remoteAddress: ip,
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
  });
}

/** The device cookie a successful sign-in leaves in the browser. */
function deviceOf(res: { headers: Record<string, unknown> }): string {
  const cookie = [res.headers['set-cookie']]
    .flat()
    .find((c): c is string => typeof c === 'string' && c.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) throw new Error('no device cookie');
  return cookie.split(';')[0]!.slice(DEVICE_COOKIE.length + 1);
}

describe('an attacker cannot lock people out', () => {
  it('failures from an address against many accounts do not refuse a right password there', async () => {
    const { user: admin, password } = await createUser(t.db, { role: 'admin' });
    const shared = uniqueIp();
    for (let i = 0; i < 40; i += 1) {
      const res = await login({
        identifier: `khach.${i}.${Date.now()}@example.com`,
        password: 'Sai1',
        ip: shared,
      });
      expect(res.statusCode).toBe(401);
    }
    // The walk's attack: 30 wrong logins a minute from one address locked the admin out of it.
    expect(
      (await login({ identifier: admin.email!, password, ip: shared, staff: true })).statusCode,
    ).toBe(200);
  });

  it("the owner's usual browser signs in while attackers hammer the account from everywhere", async () => {
    const { user, password } = await createUser(t.db, { role: 'admin' });
    const home = uniqueIp();
    const first = await login({ identifier: user.email!, staff: true, password, ip: home });
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first);

    for (let i = 0; i < 30; i += 1) {
      await login({ identifier: user.email!, staff: true, password: `Doan${i}`, ip: uniqueIp() });
    }
    // An unknown browser must now wait, even with the right password...
    const stranger = await login({
      identifier: user.email!,
      staff: true,
      password,
      ip: uniqueIp(),
    });
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // ...the owner's does not, from home or elsewhere.
    expect(
      (await login({ identifier: user.email!, staff: true, password, ip: home, device }))
        .statusCode,
    ).toBe(200);
    expect(
      (await login({ identifier: user.email!, staff: true, password, ip: uniqueIp(), device }))
        .statusCode,
    ).toBe(200);
  });

  it('one address gets 5 wrong passwords per account; a known device has its own 10', async () => {
    const { user, password } = await createUser(t.db);
    const ip = uniqueIp();
    const device = deviceOf(await login({ identifier: user.email!, password, ip }));
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      expect((await login({ identifier: user.email!, password: 'Sai1', ip })).statusCode).toBe(401);
    }
    expect((await login({ identifier: user.email!, password, ip })).statusCode).toBe(429);
    expect((await login({ identifier: user.email!, password, ip, device })).statusCode).toBe(200);
  });

  it('a known device that spent its own allowance counts as an unknown one', async () => {
    const { user, password } = await createUser(t.db);
    const device = deviceOf(await login({ identifier: user.email!, password, ip: uniqueIp() }));
    for (let i = 0; i < LOGIN_LIMITS.perDevice; i += 1) {
      const res = await login({
        identifier: user.email!,
        password: 'Sai1',
        ip: uniqueIp(),
        device,
      });
      expect(res.statusCode).toBe(401);
    }
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      expect(
        (await login({ identifier: user.email!, password: 'Sai1', ip, device })).statusCode,
      ).toBe(401);
    }
    expect((await login({ identifier: user.email!, password, ip, device })).statusCode).toBe(429);
  });

  it('a device cookie is worth nothing for another account, nor forged', async () => {
    const owner = await createUser(t.db);
    const victim = await createUser(t.db);
    const ip = uniqueIp();
    const device = deviceOf(
      await login({ identifier: owner.user.email!, password: owner.password, ip }),
    );
    const forged = device.replace(/^\d+:/, `${victim.user.id}:`);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      await login({ identifier: victim.user.email!, password: 'Sai1', ip, device: forged });
    }
    for (const cookie of [device, forged]) {
      const res = await login({
        identifier: victim.user.email!,
        password: victim.password,
        ip,
        device: cookie,
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('an account reached by its e-mail and its phone has one counter', async () => {
    const { user, password } = await createUser(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      const identifier = i % 2 === 0 ? user.email! : `0${user.phone!.slice(3)}`;
      expect((await login({ identifier, password: 'Sai1', ip })).statusCode).toBe(401);
    }
    expect((await login({ identifier: user.phone!, password, ip })).statusCode).toBe(429);
  });

  it('two instances give no more tries than one', async () => {
    const { user, password } = await createUser(t.db);
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp; i += 1) {
      const app = i % 2 === 0 ? t.app : twin;
      expect((await login({ identifier: user.email!, password: 'Sai1', ip, app })).statusCode).toBe(
        401,
      );
    }
    expect((await login({ identifier: user.email!, password, ip, app: twin })).statusCode).toBe(
      429,
    );
    expect((await login({ identifier: user.email!, password, ip })).statusCode).toBe(429);
  });
});
