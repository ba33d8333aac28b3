import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { createTestApp, sql, type TestApp } from '../test/test-app.js';
import { RateLimits, type RateRule } from './rate-limits.js';

const rule: RateRule = { name: 'test.rule', limit: 5, windowMs: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function limitsAt(db: Db, clock: { now: number }) {
  return new RateLimits(db, () => clock.now);
}

describe('database rate limits', () => {
  it('allows the limit in a sliding window, then tells how long to wait', async () => {
    const clock = { now: Date.parse('2026-11-26T10:00:00Z') };
    const limits = limitsAt(t.db, clock);
    const check = { rule, subject: 'sliding' };
    for (let i = 0; i < 5; i += 1) {
      expect(await limits.take([check])).toBe(0);
      clock.now += 10_000;
    }
    // Five events at 0, 10, 20, 30, 40 s; now 50 s: the first leaves the window at 60 s.
    expect(await limits.take([check])).toBe(10);
    expect(await limits.retryAfter([check])).toBe(10);
    clock.now += 10_001;
    expect(await limits.take([check])).toBe(0);
    expect((await limits.recent(check)).count).toBe(5);
  });

  it('takes all checks or none', async () => {
    const clock = { now: Date.parse('2026-11-26T11:00:00Z') };
    const limits = limitsAt(t.db, clock);
    const full = { rule: { ...rule, limit: 1 }, subject: 'full' };
    const free = { rule, subject: 'free' };
    expect(await limits.take([full])).toBe(0);
    expect(await limits.take([free, full])).toBeGreaterThan(0);
    expect((await limits.recent(free)).count).toBe(0);
  });

  it('keeps no subject in clear and forgets expired rows', async () => {
    const clock = { now: Date.parse('2026-11-26T12:00:00Z') };
    const limits = limitsAt(t.db, clock);
    await limits.hit([{ rule, subject: '203.0.113.9' }]);
    const rows = await sql<{ key: string }>`select key from rate_limits`.execute(t.db);
    expect(rows.rows.some((row) => row.key.includes('203.0.113.9'))).toBe(false);
    clock.now += rule.windowMs + 1;
    expect(await limits.purgeExpired()).toBeGreaterThan(0);
    expect((await limits.recent({ rule, subject: '203.0.113.9' })).count).toBe(0);
  });

  it('takes each check on its own, and answers full ones without writing', async () => {
    const clock = { now: Date.parse('2026-11-26T14:00:00Z') };
    const limits = limitsAt(t.db, clock);
    const once = { ...rule, name: 'test.once', limit: 1 };
    const a = { rule: once, subject: 'each-a' };
    const b = { rule: once, subject: 'each-b' };
    expect(await limits.takeEach([a])).toEqual([true]);
    expect(await limits.takeEach([a, b, b])).toEqual([false, true, false]);
    const before = await sql<{ hits: string }>`select hits from rate_limits`.execute(t.db);
    clock.now += 1_000;
    expect(await limits.takeEach([b, a])).toEqual([false, false]);
    const after = await sql<{ hits: string }>`select hits from rate_limits`.execute(t.db);
    expect(after.rows).toEqual(before.rows);
    clock.now += once.windowMs;
    expect(await limits.takeEach([b, a])).toEqual([true, true]);
    expect(await limits.takeEach([])).toEqual([]);
  });

  it('gives concurrent requests exactly the limit, even from two instances', async () => {
    const clock = { now: Date.parse('2026-11-26T13:00:00Z') };
    const { db: second } = await t.twin();
    // On SQLite a second instance is a second connection to the file; PostgreSQL is the
    // engine for several instances, and there each one has its own pool.
    const instances = t.engine === 'postgres' ? [t.db, second] : [t.db];
    const check = { rule, subject: 'race' };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        limitsAt(instances[i % instances.length]!, clock).take([check]),
      ),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(rule.limit);
  });
});
