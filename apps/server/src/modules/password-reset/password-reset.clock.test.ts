import { PASSWORD_RESET_RULES as R } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { lastResetCode, uniqueIp, wrongCode } from '../../test/password-reset-factories.js';
import { RateLimits } from '../../lib/rate-limits.js';
import { createTestAppWithMailbox, mailboxOf } from '../../test/delivered-messages.js';
import type { TestApp } from '../../test/test-app.js';
import { PasswordResetRepository } from './password-reset.repository.js';
import { PasswordResetService } from './password-reset.service.js';

/** The service as the app builds it, on the real database, with a clock the test moves. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
});
afterAll(async () => {
  await t.close();
});

function serviceAt(start: Date) {
  let now = start.getTime();
  const service = new PasswordResetService(
    t.db,
    new PasswordResetRepository(t.db),
    mailboxOf(t).outbox,
    new RateLimits(t.db, () => now),
    t.config.sessionSecret,
    async () => 'Salon Tóc Việt',
    () => new Date(now),
  );
  return {
    service,
    advance(ms: number) {
      now += ms;
    },
  };
}

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; status: number; message: string };
  }
  throw new Error('expected a failure');
};

describe('password reset over time', () => {
  it('a new code may be asked for after 60 s; it replaces the earlier one', async () => {
    const { user } = await createUser(t.db);
    const clock = serviceAt(new Date());
    const ip = uniqueIp();
    await clock.service.request({ identifier: user.email! }, ip);
    const first = await lastResetCode(t, user.email!);

    clock.advance(59_000);
    const early = await errorOf(clock.service.request({ identifier: user.email! }, ip));
    expect(early).toMatchObject({ code: 'RESET_RESEND_TOO_EARLY', status: 429 });
    expect(early.message).toContain('1 giây');

    clock.advance(1_000);
    await clock.service.request({ identifier: user.email! }, ip);
    const second = await lastResetCode(t, user.email!);
    const rows = await t.db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]!.consumed_at).not.toBeNull();
    expect(rows[1]!.consumed_at).toBeNull();

    if (first !== second) {
      const old = await errorOf(clock.service.verify({ identifier: user.email!, code: first }, ip));
      expect(old).toMatchObject({ code: 'RESET_CODE_WRONG' });
    }
    const ok = await clock.service.verify({ identifier: user.email!, code: second }, ip);
    expect(ok.reset_token).toBeTruthy();
  });

  it('a code is good for 10 minutes, not one second more', async () => {
    const { user } = await createUser(t.db);
    const clock = serviceAt(new Date());
    const ip = uniqueIp();
    await clock.service.request({ identifier: user.email! }, ip);
    const code = await lastResetCode(t, user.email!);
    clock.advance(R.codeTtlMs - 1_000);
    const wrong = await errorOf(
      clock.service.verify({ identifier: user.email!, code: wrongCode(code) }, ip),
    );
    expect(wrong).toMatchObject({ code: 'RESET_CODE_WRONG' });
    clock.advance(1_000);
    const late = await errorOf(clock.service.verify({ identifier: user.email!, code }, ip));
    expect(late).toMatchObject({ code: 'RESET_CODE_EXPIRED', status: 400 });
  });

  it('the reset token lasts 10 minutes', async () => {
    const { user } = await createUser(t.db);
    const clock = serviceAt(new Date());
    const ip = uniqueIp();
    await clock.service.request({ identifier: user.email! }, ip);
    const { reset_token } = await clock.service.verify(
      { identifier: user.email!, code: await lastResetCode(t, user.email!) },
      ip,
    );
    clock.advance(R.resetTokenTtlMs);
    const late = await errorOf(
      clock.service.complete({
        reset_token,
        password: 'MoiMatKhau2026',
        password_confirmation: 'MoiMatKhau2026',
      }),
    );
    expect(late).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('an identifier gets at most 5 codes an hour, known or not', async () => {
    const { user } = await createUser(t.db);
    for (const identifier of [user.email!, `khong-co.${Date.now()}@example.com`]) {
      const clock = serviceAt(new Date());
      for (let i = 0; i < R.requestsPerIdentifierPerHour; i += 1) {
        await clock.service.request({ identifier }, uniqueIp());
        clock.advance(61_000);
      }
      const over = await errorOf(clock.service.request({ identifier }, uniqueIp()));
      expect(over).toMatchObject({ code: 'RESET_TOO_MANY_REQUESTS', status: 429 });
      clock.advance(R.windowMs);
      await clock.service.request({ identifier }, uniqueIp());
    }
  });

  it('an unknown identifier behaves like a real code: wrong, locked after 5, expired after 10 minutes', async () => {
    const identifier = `khong-co.${Date.now()}@example.com`;
    const clock = serviceAt(new Date());
    const ip = uniqueIp();
    await clock.service.request({ identifier }, ip);
    // The phantom code, like a real one, is made just after the answer.
    await clock.service.idle();
    const codes: string[] = [];
    for (let i = 1; i <= R.maxAttempts + 1; i += 1) {
      codes.push((await errorOf(clock.service.verify({ identifier, code: '000000' }, ip))).code);
    }
    expect(codes).toEqual([
      'RESET_CODE_WRONG',
      'RESET_CODE_WRONG',
      'RESET_CODE_WRONG',
      'RESET_CODE_WRONG',
      'RESET_CODE_LOCKED',
      'RESET_CODE_LOCKED',
    ]);
    clock.advance(61_000);
    await clock.service.request({ identifier }, ip);
    clock.advance(R.codeTtlMs);
    const late = await errorOf(clock.service.verify({ identifier, code: '000000' }, ip));
    expect(late.code).toBe('RESET_CODE_EXPIRED');
  });

  it('wrong codes are limited per client address across identifiers', async () => {
    const clock = serviceAt(new Date());
    const ip = uniqueIp();
    let seen429 = false;
    for (let i = 0; i <= R.verifiesPerIpPerHour && !seen429; i += 1) {
      const identifier = `doan.${i}.${Date.now()}@example.com`;
      await clock.service.request({ identifier }, uniqueIp());
      await clock.service.idle();
      const error = await errorOf(clock.service.verify({ identifier, code: '111111' }, ip));
      if (error.status === 429) {
        seen429 = true;
        expect(i).toBe(R.verifiesPerIpPerHour);
      }
    }
    expect(seen429).toBe(true);
  });
});
