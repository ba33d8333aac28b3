import { createHash } from 'node:crypto';
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

type Executor = Db | Transaction<Database>;

/** A limit: at most `limit` events per subject in any `windowMs`. */
export interface RateRule {
  /** Names the limit in the table's keys, e.g. "login.ip". */
  name: string;
  limit: number;
  windowMs: number;
}

/** One rule applied to one subject (an address, an account, a phone). */
export interface RateCheck {
  rule: RateRule;
  subject: string;
}

/** What a subject did recently under a rule. */
export interface RecentEvents {
  count: number;
  /** Epoch ms of the newest event, or null. */
  last: number | null;
}

/** Events remembered per key: enough for the largest limit, no more. */
const MAX_HITS = 200;

/**
 * Sliding-window limits kept in the database (table `rate_limits`), so several server
 * instances on one PostgreSQL allow together what one allows. Each key is one row holding the
 * times of its recent events; every change reads and writes that row under a row lock (SQLite
 * writes one transaction at a time), so two requests never both take the last place.
 * Subjects are hashed: the table holds no addresses, phones or e-mails.
 */
export class RateLimits {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds before every check allows one more event; 0 when all allow it now. Reads only. */
  async retryAfter(checks: readonly RateCheck[], executor: Executor = this.db): Promise<number> {
    const now = this.now();
    let wait = 0;
    for (const check of checks) {
      const hits = await this.#read(executor, keyOf(check), false);
      wait = Math.max(wait, waitFor(check.rule, hits, now));
    }
    return wait;
  }

  /**
   * Atomically: when every check is under its limit, records one event on each and returns 0;
   * otherwise records nothing and returns the seconds to wait.
   */
  async take(checks: readonly RateCheck[], executor?: Executor): Promise<number> {
    return this.#locked(checks, executor, takeAll);
  }

  /**
   * Each check on its own (counting one view of each of several things, say): records one event
   * on every check under its limit and answers, in order, which were recorded. Checks already
   * at their limit are answered by one read, without a lock or a write.
   */
  async takeEach(checks: readonly RateCheck[]): Promise<boolean[]> {
    const taken = checks.map(() => false);
    if (checks.length === 0) return taken;
    const now = this.now();
    const keys = checks.map(keyOf);
    const stored = new Map<string, number[]>();
    const rows = await this.db
      .selectFrom('rate_limits')
      .select(['key', 'hits'])
      .where('key', 'in', [...new Set(keys)])
      .execute();
    for (const row of rows) stored.set(row.key, parseHits(row.hits));
    const open = checks
      .map((check, index) => ({ check, index, key: keys[index]! }))
      .filter(({ check, key }) => waitFor(check.rule, stored.get(key) ?? [], now) === 0)
      // Keys in one order, so two requests locking the same keys cannot deadlock.
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (open.length === 0) return taken;
    await this.db.transaction().execute(async (trx) => {
      for (const { check, index } of open) {
        taken[index] = (await this.#locked([check], trx, takeAll)) === 0;
      }
    });
    return taken;
  }

  /** Records one event on each check, whatever the counts. */
  async hit(checks: readonly RateCheck[], executor?: Executor): Promise<void> {
    await this.#locked(checks, executor, (rows, now) => {
      for (const row of rows) row.hits.push(now);
      return { wait: 0, write: true };
    });
  }

  /** Forgets the events of each check (after a success that should restore the allowance). */
  async clear(checks: readonly RateCheck[], executor: Executor = this.db): Promise<void> {
    if (checks.length === 0) return;
    await executor.deleteFrom('rate_limits').where('key', 'in', checks.map(keyOf)).execute();
  }

  /** How many events the subject had within the rule's window, and when the last was. */
  async recent(check: RateCheck, executor: Executor = this.db): Promise<RecentEvents> {
    const hits = inWindow(check.rule, await this.#read(executor, keyOf(check), false), this.now());
    return { count: hits.length, last: hits.at(-1) ?? null };
  }

  /** Deletes rows that count nothing any more; returns how many. */
  async purgeExpired(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limits')
      .where('expires_at', '<=', new Date(this.now()).toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async #locked(
    checks: readonly RateCheck[],
    executor: Executor | undefined,
    decide: (
      rows: { check: RateCheck; key: string; hits: number[] }[],
      now: number,
    ) => { wait: number; write: boolean },
  ): Promise<number> {
    if (checks.length === 0) return 0;
    const run = async (trx: Executor) => {
      const now = this.now();
      // Keys in one order, so two requests locking the same keys cannot deadlock.
      const keyed = checks
        .map((check) => ({ check, key: keyOf(check) }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const rows = [];
      for (const { check, key } of keyed) {
        await trx
          .insertInto('rate_limits')
          .values({ key, hits: '[]', expires_at: new Date(now).toISOString() })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        rows.push({
          check,
          key,
          hits: inWindow(check.rule, await this.#read(trx, key, true), now),
        });
      }
      const decision = decide(rows, now);
      if (decision.write) {
        for (const row of rows) {
          const hits = row.hits.slice(-MAX_HITS);
          await trx
            .updateTable('rate_limits')
            .set({
              hits: JSON.stringify(hits),
              expires_at: new Date((hits.at(-1) ?? now) + row.check.rule.windowMs).toISOString(),
            })
            .where('key', '=', row.key)
            .execute();
        }
      }
      return decision.wait;
    };
    return executor ? run(executor) : this.db.transaction().execute(run);
  }

  async #read(executor: Executor, key: string, forUpdate: boolean): Promise<number[]> {
    let query = executor.selectFrom('rate_limits').select('hits').where('key', '=', key);
    if (forUpdate && executor.getExecutor().adapter instanceof PostgresAdapter) {
      query = query.forUpdate();
    }
    const row = await query.executeTakeFirst();
    return row ? parseHits(row.hits) : [];
  }
}

/** `take`: every check under its limit, or nothing recorded. */
function takeAll(rows: { check: RateCheck; hits: number[] }[], now: number) {
  const wait = Math.max(0, ...rows.map(({ check, hits }) => waitFor(check.rule, hits, now)));
  if (wait > 0) return { wait, write: false };
  for (const row of rows) row.hits.push(now);
  return { wait: 0, write: true };
}

function keyOf(check: RateCheck): string {
  const digest = createHash('sha256').update(check.subject).digest('base64url');
  return `${check.rule.name}:${digest}`;
}

function parseHits(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

function inWindow(rule: RateRule, hits: number[], now: number): number[] {
  const since = now - rule.windowMs;
  return hits.filter((at) => at > since && at <= now);
}

/** Seconds until the rule allows one more event, given the subject's events. */
function waitFor(rule: RateRule, hits: number[], now: number): number {
  const recent = inWindow(rule, hits, now);
  if (recent.length < rule.limit) return 0;
  const oldest = recent[recent.length - rule.limit] ?? now;
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
}
