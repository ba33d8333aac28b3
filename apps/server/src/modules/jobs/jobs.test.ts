import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_CHAT_LIMITS, CHAT_MESSAGES } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import { sessionHash } from '../ai-chat/session-ids.js';
import { openSecondApp } from '../../test/notification-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { JobRunner } from './job-runner.js';
import { JobsRepository } from './jobs.repository.js';
import { IMAGE_VARIANTS_FIRST_RUN_AFTER_MS } from './jobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A runner with one job that counts its runs (a job name of its own per test). */
function counting(db: Db, name: string, intervalMs = 60_000, work?: () => Promise<void>) {
  const runs: Date[] = [];
  const runner = new JobRunner(new JobsRepository(db));
  runner.register({
    name,
    intervalMs,
    run: async (now) => {
      runs.push(now);
      await work?.();
    },
  });
  return { runner, runs };
}
const jobName = () => `test-job-${Date.now()}-${(seq += 1)}`;
const jobRow = (name: string) =>
  t.db.selectFrom('jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe('the app registers its jobs', () => {
  it('notification-delivery every 2 s, outbox-sender every 15 s, appointment-reminders and incident-rules every 60 s, audit-seal every 5 s, ai-chat-retention and idempotency-cleanup hourly, audit-retention, product-expiry-reminders and backups daily', async () => {
    expect(t.app.jobs.names).toEqual([
      'notification-delivery',
      'outbox-sender',
      'appointment-reminders',
      'unpaid-order-expiry',
      'product-expiry-reminders',
      'ai-chat-retention',
      'audit-seal',
      'audit-retention',
      'backups',
      'incident-rules',
      'image-variants',
      'idempotency-cleanup',
    ]);
    const now = new Date('2030-01-01T00:00:00.000Z');
    expect(await t.app.jobs.runDueJobs(now)).toEqual([
      'notification-delivery',
      'outbox-sender',
      'appointment-reminders',
      'unpaid-order-expiry',
      'product-expiry-reminders',
      'ai-chat-retention',
      'audit-seal',
      'audit-retention',
      'backups',
      'incident-rules',
      'idempotency-cleanup',
    ]);
    expect(await t.app.jobs.runDueJobs(now)).toEqual([]);
    expect(await t.app.jobs.runDueJobs(new Date(now.getTime() + 1_000))).toEqual([]);
    expect(await t.app.jobs.runDueJobs(new Date(now.getTime() + 15_000))).toEqual([
      'notification-delivery',
      'outbox-sender',
      'audit-seal',
    ]);
    expect(await t.app.jobs.runDueJobs(new Date(now.getTime() + 60_000))).toEqual([
      'notification-delivery',
      'outbox-sender',
      'appointment-reminders',
      'audit-seal',
      'incident-rules',
    ]);
    // The image copies wait a while after a fresh start.
    expect(new Date((await jobRow('image-variants')).next_run_at).getTime()).toBe(
      now.getTime() + IMAGE_VARIANTS_FIRST_RUN_AFTER_MS,
    );
    const row = await jobRow('appointment-reminders');
    expect(new Date(row.next_run_at).toISOString()).toBe('2030-01-01T00:02:00.000Z');
    expect(row).toMatchObject({ locked_until: null, locked_by: null, last_error: null });
  });

  it('ai-chat-retention closes idle consultant sessions and deletes old guest sessions with their messages', async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const customer = await signIn(t);
    const session = async (name: string, customerId: number | null, lastAt: string) => {
      const ask = await t.app.inject({
        method: 'POST',
        url: '/api/ai-chat/messages',
        remoteAddress: uniqueIp(),
        payload: { message: `Xin chào ${name}` },
      });
      const sessionId = ask.json<{ data: { session_id: string } }>().data.session_id;
      const row = await t.db
        .selectFrom('chat_conversations')
        .select('id')
        .where('ai_session_hash', '=', sessionHash(sessionId))
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('chat_conversations')
        .set({ customer_id: customerId, created_at: lastAt, last_message_at: lastAt })
        .where('id', '=', row.id)
        .execute();
      return { id: row.id, sessionId };
    };
    const idleMs = AI_CHAT_LIMITS.sessionIdleMs;
    const keptMs = AI_CHAT_LIMITS.guestRetentionMs;
    const fresh = await session('fresh', null, ago(idleMs - 60_000));
    const idle = await session('idle', customer.user.id, ago(idleMs + 60_000));
    const oldCustomer = await session('old customer', customer.user.id, ago(keptMs + 60_000));
    const oldGuest = await session('old guest', null, ago(keptMs + 60_000));
    const recentGuest = await session('recent guest', null, ago(keptMs - 60_000));

    // Due now, whatever the test above left.
    await t.db
      .updateTable('jobs')
      .set({ next_run_at: new Date(now.getTime() - 1000).toISOString() })
      .where('name', '=', 'ai-chat-retention')
      .execute();
    expect(await t.app.jobs.runDueJobs(now)).toContain('ai-chat-retention');

    const rowOf = (id: number) =>
      t.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
    expect(await rowOf(fresh.id)).toMatchObject({ status: 'active', closed_at: null });
    for (const closed of [idle, oldCustomer, recentGuest]) {
      const row = await rowOf(closed.id);
      expect(row).toMatchObject({
        status: 'closed',
        close_reason: CHAT_MESSAGES.aiSessionEnded,
      });
      expect(row?.closed_at).not.toBeNull();
    }
    expect(await rowOf(oldGuest.id)).toBeUndefined();
    const orphans = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('conversation_id', '=', oldGuest.id)
      .execute();
    expect(orphans).toEqual([]);

    // A closed session's id starts a new session.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/ai-chat/messages',
      remoteAddress: uniqueIp(),
      headers: { cookie: customer.cookie },
      payload: { message: 'Xin chào lại', session_id: idle.sessionId },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: { session_id: string } }>().data.session_id).not.toBe(idle.sessionId);
  });

  it('idempotency-cleanup forgets replies kept longer than a day', async () => {
    const now = new Date();
    const stored = { request_hash: 'h', status_code: 201, response: '{}' };
    await t.db
      .insertInto('idempotency_keys')
      .values([
        {
          ...stored,
          scope: 'test',
          key: 'old',
          created_at: new Date(now.getTime() - 25 * 3_600_000).toISOString(),
        },
        {
          ...stored,
          scope: 'test',
          key: 'fresh',
          created_at: new Date(now.getTime() - 3_600_000).toISOString(),
        },
      ])
      .execute();
    // Due now, whatever the test above left.
    await t.db
      .updateTable('jobs')
      .set({ next_run_at: new Date(now.getTime() - 1000).toISOString() })
      .where('name', '=', 'idempotency-cleanup')
      .execute();
    expect(await t.app.jobs.runDueJobs(now)).toContain('idempotency-cleanup');
    const left = await t.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('scope', '=', 'test')
      .execute();
    expect(left.map((row) => row.key)).toEqual(['fresh']);
  });
});

describe('JobRunner', () => {
  it('runs a due job once and books the next run an interval later', async () => {
    const name = jobName();
    const { runner, runs } = counting(t.db, name, 30_000);
    const now = new Date();
    expect(await runner.runDueJobs(now)).toEqual([name]);
    expect(await runner.runDueJobs(now)).toEqual([]);
    expect(await runner.runDueJobs(new Date(now.getTime() + 29_999))).toEqual([]);
    expect(await runner.runDueJobs(new Date(now.getTime() + 30_000))).toEqual([name]);
    expect(runs).toHaveLength(2);
  });

  it('lets one of several concurrent runners (instances) take a due job', async () => {
    const name = jobName();
    const second = await openSecondApp(t);
    try {
      const instances = [
        counting(t.db, name),
        counting(t.db, name),
        counting(second.db, name),
        counting(second.db, name),
      ];
      const now = new Date();
      const results = await Promise.all(instances.map((i) => i.runner.runDueJobs(now)));
      expect(results.flat()).toEqual([name]);
      expect(instances.reduce((sum, i) => sum + i.runs.length, 0)).toBe(1);
    } finally {
      await second.app.close();
    }
  });

  it('holds the job while it runs, so a slow run is not overtaken', async () => {
    const name = jobName();
    let release!: () => void;
    let started!: () => void;
    const running$ = new Promise<void>((r) => (started = r));
    const slow = counting(t.db, name, 1_000, () => {
      started();
      return new Promise<void>((r) => (release = r));
    });
    const other = counting(t.db, name, 1_000);
    const now = new Date();
    const running = slow.runner.runDueJobs(now);
    await running$;
    expect((await jobRow(name)).locked_by).toEqual(expect.any(String));
    // Past the next run time, but the slow run still holds the job.
    expect(await other.runner.runDueJobs(new Date(now.getTime() + 2_000))).toEqual([]);
    release();
    expect(await running).toEqual([name]);
    expect(await other.runner.runDueJobs(new Date(now.getTime() + 2_000))).toEqual([name]);
  });

  it('takes over a job whose run died once its lease is over', async () => {
    const name = jobName();
    const { runner, runs } = counting(t.db, name, 60_000);
    const now = new Date();
    await runner.runDueJobs(now);
    // A crashed instance: it claimed the job and never finished.
    await t.db
      .updateTable('jobs')
      .set({
        next_run_at: now.toISOString(),
        locked_by: 'crashed',
        locked_until: new Date(now.getTime() + 300_000).toISOString(),
      })
      .where('name', '=', name)
      .execute();
    expect(await runner.runDueJobs(new Date(now.getTime() + 299_000))).toEqual([]);
    expect(await runner.runDueJobs(new Date(now.getTime() + 300_000))).toEqual([name]);
    expect(runs).toHaveLength(2);
  });

  it('keeps the error of a failed run and still books the next one', async () => {
    const name = jobName();
    const errors: string[] = [];
    const runner = new JobRunner(new JobsRepository(t.db), (job) => errors.push(job));
    runner.register({
      name,
      intervalMs: 10_000,
      run: () => Promise.reject(new Error('SMTP không phản hồi')),
    });
    const now = new Date();
    expect(await runner.runDueJobs(now)).toEqual([name]);
    expect(errors).toEqual([name]);
    const row = await jobRow(name);
    expect(row).toMatchObject({ last_error: 'SMTP không phản hồi', locked_by: null });
    expect(new Date(row.next_run_at).getTime()).toBe(now.getTime() + 10_000);
  });

  it('refuses a job registered twice', () => {
    const runner = new JobRunner(new JobsRepository(t.db));
    const job = { name: 'x', intervalMs: 1, run: () => Promise.resolve() };
    runner.register(job);
    expect(() => runner.register(job)).toThrow(/twice/);
  });
});
