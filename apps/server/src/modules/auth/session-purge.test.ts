import { RateLimits } from '../../lib/rate-limits.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BranchesRepository } from '../branches/branches.repository.js';
import { BranchesService } from '../branches/branches.service.js';
import { AuthRepository } from './auth.repository.js';
import { AuthService } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('purgeExpiredSessions', () => {
  it('removes only the sessions past their expiry', async () => {
    const { user } = await createUser(t.db);
    const hour = 60 * 60 * 1000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    await t.db
      .insertInto('sessions')
      .values([
        {
          token_hash: 'a'.repeat(64),
          user_id: user.id,
          expires_at: at(-2 * hour),
          ip: null,
          user_agent: null,
        },
        {
          token_hash: 'b'.repeat(64),
          user_id: user.id,
          expires_at: at(-1000),
          ip: null,
          user_agent: null,
        },
        {
          token_hash: 'c'.repeat(64),
          user_id: user.id,
          expires_at: at(hour),
          ip: null,
          user_agent: null,
        },
      ])
      .execute();

    const auth = new AuthService(
      new AuthRepository(t.db),
      new BranchesService(new BranchesRepository(t.db)),
      t.config.sessionSecret,
      new RateLimits(t.db),
    );
    expect(await auth.purgeExpiredSessions()).toBe(2);
    const left = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((row) => row.token_hash)).toEqual(['c'.repeat(64)]);
    expect(await auth.purgeExpiredSessions()).toBe(0);
  });
});
