import { TWO_FACTOR } from '@salon/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-tokens.js';
import { injectAs } from '../../test/api.js';
import { sessionCookie, signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { totpCode, totpStep } from './totp.js';

/** Waits out the last two seconds of a time step, so a code computed here is judged in it. */
async function awayFromStepEdge(): Promise<void> {
  const intoStep = (Date.now() / 1000) % TWO_FACTOR.stepSeconds;
  if (intoStep > TWO_FACTOR.stepSeconds - 2) {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
  }
}

async function codeAt(secret: string, shift: number): Promise<string> {
  await awayFromStepEdge();
  return totpCode(secret, totpStep() + shift);
}

describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  async function enrol(user: SignedIn): Promise<{ secret: string; recovery: string[] }> {
    const setup = await injectAs(t, user.cookie, 'POST', '/api/auth/two-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauth_uri } = setup.json().data;
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const confirm = await injectAs(t, user.cookie, 'POST', '/api/auth/two-factor/confirm', {
      code: await codeAt(secret, 0),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { secret, recovery: confirm.json().data.recovery_codes };
  }

  async function passwordStep(user: SignedIn) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: user.user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  async function challengeOf(user: SignedIn): Promise<string> {
    const response = await passwordStep(user);
    expect(response.headers['set-cookie']).toBeUndefined();
    const data = response.json().data;
    expect(data.two_factor_required).toBe(true);
    return data.challenge as string;
  }

  const answer = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: body });

  it('stores the secret sealed and never shows it again; recovery codes hashed', async () => {
    const admin = await signIn(t, 'admin');
    const { secret, recovery } = await enrol(admin);
    expect(recovery).toHaveLength(10);
    const row = await t.db.selectFrom('user_two_factor').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    const codes = await t.db.selectFrom('two_factor_recovery_codes').selectAll().execute();
    expect(codes.map((c) => c.code_hash)).not.toContain(recovery[0]);
    const status = await injectAs(t, admin.cookie, 'GET', '/api/auth/two-factor');
    expect(status.json().data).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });
    expect(status.body).not.toContain(secret);
    // A second setup cannot read or replace the secret once enabled.
    expect((await injectAs(t, admin.cookie, 'POST', '/api/auth/two-factor/setup')).statusCode).toBe(
      409,
    );
  });

  it('accepts a code of the current, previous and next step; refuses two away and a replay', async () => {
    const admin = await signIn(t, 'admin');
    const { secret } = await enrol(admin);
    // As if enrolled long ago: the enrolment's code used the current step, which would
    // (rightly) refuse every code of that step or before.
    await t.db.updateTable('user_two_factor').set({ last_step: null }).execute();
    for (const shift of [-2, 2]) {
      const refused = await answer({
        challenge: await challengeOf(admin),
        code: await codeAt(secret, shift),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    for (const shift of [-1, 0, 1]) {
      const challenge = await challengeOf(admin);
      const code = await codeAt(secret, shift);
      const ok = await answer({ challenge, code });
      expect(ok.statusCode, `${shift}: ${ok.body}`).toBe(200);
      expect(ok.json().data.id).toBe(admin.user.id);
      const cookie = sessionCookie(ok, SESSION_COOKIE);
      expect((await injectAs(t, cookie, 'GET', '/api/auth/me')).json().data.id).toBe(admin.user.id);
      // The same code again, on a new challenge: refused.
      const replay = await answer({ challenge: await challengeOf(admin), code });
      expect(replay.statusCode).toBe(401);
      // A used challenge is gone.
      expect((await answer({ challenge, code })).json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    }
    const events = await t.db
      .selectFrom('sign_in_events')
      .select('outcome')
      .where('user_id', '=', admin.user.id)
      .execute();
    expect(events.filter((e) => e.outcome === 'two_factor_failure').length).toBeGreaterThanOrEqual(
      5,
    );
    expect(events.filter((e) => e.outcome === 'two_factor_required').length).toBeGreaterThanOrEqual(
      8,
    );
  });

  it('lets a recovery code sign in once', async () => {
    const manager = await signIn(t, 'manager');
    const { recovery } = await enrol(manager);
    const first = await answer({
      challenge: await challengeOf(manager),
      recovery_code: recovery[3]!.toUpperCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await answer({
      challenge: await challengeOf(manager),
      recovery_code: recovery[3],
    });
    expect(again.statusCode).toBe(401);
    const status = await injectAs(t, manager.cookie, 'GET', '/api/auth/two-factor');
    expect(status.json().data.recovery_codes_left).toBe(9);
  });

  it('lets a challenge die after 5 wrong codes and after 5 minutes', async () => {
    const admin = await signIn(t, 'admin');
    const { secret } = await enrol(admin);
    const challenge = await challengeOf(admin);
    for (let i = 0; i < 5; i++) {
      expect((await answer({ challenge, code: '000000' })).statusCode).toBe(401);
    }
    const dead = await answer({ challenge, code: await codeAt(secret, 1) });
    expect(dead.json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');

    const late = await challengeOf(admin);
    await t.db
      .updateTable('two_factor_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await answer({ challenge: late, code: await codeAt(secret, 1) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    expect(expired.headers['set-cookie']).toBeUndefined();
  });

  it('rate-limits wrong codes per user across challenges', async () => {
    const admin = await signIn(t, 'admin');
    const { secret } = await enrol(admin);
    for (let i = 0; i < TWO_FACTOR.failuresPerWindow; i++) {
      const challenge = i % 4 === 0 ? await challengeOf(admin) : undefined;
      await answer({ challenge: challenge ?? (await challengeOf(admin)), code: '000000' });
    }
    const limited = await answer({
      challenge: await challengeOf(admin),
      code: await codeAt(secret, 1),
    });
    expect(limited.statusCode).toBe(429);
  }, 60_000);

  it('refuses malformed answers with a Vietnamese message', async () => {
    const admin = await signIn(t, 'admin');
    await enrol(admin);
    const challenge = await challengeOf(admin);
    for (const body of [
      { challenge, code: '12345' },
      { challenge, code: 'abcdef' },
      { challenge },
      { challenge, code: '123456', recovery_code: 'x' },
      { code: '123456' },
    ]) {
      const response = await answer(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().message).toMatch(/[ãáàạảâăêôơưđ]/);
    }
  });

  it('under the policy, an unenrolled admin may only enrol; then signs in with a code', async () => {
    const admin = await signIn(t, 'admin');
    const staff = await signIn(t, 'staff');
    const turnOn = await injectAs(
      t,
      admin.cookie,
      'PUT',
      '/api/admin/security/policies/two_factor_staff',
      { enabled: true, settings: { roles: ['admin'] } },
    );
    expect(turnOn.statusCode).toBe(200);
    const me = await injectAs(t, admin.cookie, 'GET', '/api/auth/me');
    expect(me.json().data.two_factor_setup_required).toBe(true);
    const blocked = await injectAs(t, admin.cookie, 'GET', '/api/admin/security/policies');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    // A fresh password sign-in gives the same limited session.
    const limited = sessionCookie(await passwordStep(admin), SESSION_COOKIE);
    expect((await injectAs(t, limited, 'GET', '/api/admin/dashboard')).json().code).toBe(
      'TWO_FACTOR_SETUP_REQUIRED',
    );
    // Staff are not covered.
    expect(
      (await injectAs(t, staff.cookie, 'GET', '/api/auth/me')).json().data
        .two_factor_setup_required,
    ).toBeUndefined();
    const { secret } = await enrol({ ...admin, cookie: limited, headers: { cookie: limited } });
    expect((await injectAs(t, limited, 'GET', '/api/admin/security/policies')).statusCode).toBe(
      200,
    );
    // Cannot turn it off while the policy requires it.
    const off = await injectAs(t, limited, 'POST', '/api/auth/two-factor/disable', {
      password: admin.password,
      code: await codeAt(secret, 1),
    });
    expect(off.statusCode).toBe(409);
    const challenge = await challengeOf(admin);
    const signedIn = await answer({ challenge, code: await codeAt(secret, 1) });
    expect(signedIn.statusCode).toBe(200);
  });

  it('turns off with the password and a code, after which the password alone signs in', async () => {
    const manager = await signIn(t, 'manager');
    const { secret } = await enrol(manager);
    const wrong = await injectAs(t, manager.cookie, 'POST', '/api/auth/two-factor/disable', {
      password: 'sai-mat-khau',
      code: await codeAt(secret, 1),
    });
    expect(wrong.statusCode).toBe(422);
    const off = await injectAs(t, manager.cookie, 'POST', '/api/auth/two-factor/disable', {
      password: manager.password,
      code: await codeAt(secret, 1),
    });
    expect(off.statusCode, off.body).toBe(200);
    const login = await passwordStep(manager);
    expect(login.json().data.id).toBe(manager.user.id);
    expect(await t.db.selectFrom('two_factor_recovery_codes').selectAll().execute()).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('summary')
      .where('resource', '=', 'account')
      .execute();
    expect(audit.map((a) => a.summary)).toEqual([
      `Bật xác thực hai lớp cho tài khoản #${manager.user.id}`,
      `Tắt xác thực hai lớp của tài khoản #${manager.user.id}`,
    ]);
  });

  it('the two-factor endpoints need a session', async () => {
    expect((await injectAs(t, null, 'GET', '/api/auth/two-factor')).statusCode).toBe(401);
    expect((await injectAs(t, null, 'POST', '/api/auth/two-factor/setup')).statusCode).toBe(401);
    expect(
      (await injectAs(t, null, 'POST', '/api/auth/two-factor/confirm', { code: '123456' }))
        .statusCode,
    ).toBe(401);
  });
});
