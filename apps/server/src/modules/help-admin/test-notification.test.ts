import {
  AUTH_MESSAGES,
  TEST_NOTIFICATION_LIMITS as L,
  TEST_NOTIFICATION_MESSAGES as M,
  type TestNotificationResult,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let sink: SmtpSink;
let admin: SignedIn;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
  admin = await signIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const send = (who: SignedIn | null, body: unknown) =>
  injectAs(t, who?.cookie, 'POST', '/api/admin/test-notifications', body);
const result = (who: SignedIn, id: number) =>
  injectAs(t, who.cookie, 'GET', `/api/admin/test-notifications/${id}`);

/** The send once its e-mail left `pending`/`sending` (the outbox sends in the background). */
async function settled(id: number): Promise<TestNotificationResult> {
  for (let i = 0; i < 50; i++) {
    const data = (await result(admin, id)).json<{ data: TestNotificationResult }>().data;
    if (data.email.last_error || !['pending', 'sending'].includes(data.email.status)) return data;
    await t.app.jobs.runDueJobs(new Date(Date.now() + 3_600_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await result(admin, id)).json<{ data: TestNotificationResult }>().data;
}

describe('POST /api/admin/test-notifications', () => {
  it('is for admins only', async () => {
    const target = await signIn(t, 'customer');
    expect((await send(null, { user_id: target.user.id })).statusCode).toBe(401);
    for (const role of ['customer', 'staff', 'manager'] as const) {
      const res = await send(await signIn(t, role), { user_id: target.user.id });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
    const count = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('sends a real notification to the bell and an e-mail through the outbox', async () => {
    const target = await signIn(t, 'customer');
    const res = await send(admin, { user_id: target.user.id, title: 'Thử chuông' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.sent);
    const sent = res.json().data;
    expect(sent.notification.delivered).toBe(false);
    expect(sent.email).toMatchObject({ recipient: target.user.email });

    // The notification-delivery job puts it in the bell (every 2 s on a running server).
    await t.app.jobs.runDueJobs(new Date(Date.now() + 60_000));
    const after = await settled(sent.notification.id);
    expect(after.notification.delivered).toBe(true);
    expect(after.email).toMatchObject({ status: 'sent', last_error: null });
    expect(sink.received.some((mail) => mail.to.includes(`<${target.user.email}>`))).toBe(true);

    const bell = await injectAs(t, target.cookie, 'GET', '/api/notifications');
    expect(bell.json().data.data[0]).toMatchObject({
      title: 'Thử chuông',
      message: M.defaultMessage,
    });
  });

  it('shows a failed e-mail with its error', async () => {
    const target = await signIn(t, 'staff');
    sink.failing = true;
    try {
      const res = await send(admin, { user_id: target.user.id });
      const id = res.json().data.notification.id as number;
      const after = await settled(id);
      // A refused e-mail waits for its next try (or failed for good), with the error shown.
      expect(after.email.status).toMatch(/^(pending|failed)$/);
      expect(after.email.attempts).toBeGreaterThan(0);
      expect(after.email.last_error).toBeTruthy();
    } finally {
      sink.failing = false;
    }
  });

  it('refuses a missing or unknown recipient and too long text, writing nothing', async () => {
    const before = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      [{}, M.recipientRequired],
      [{ user_id: 'abc' }, M.recipientRequired],
      [{ user_id: 999_999 }, M.recipientNotFound],
      [{ user_id: admin.user.id, title: 'x'.repeat(L.titleMax + 1) }, M.titleMax],
      [{ user_id: admin.user.id, message: 'x'.repeat(L.messageMax + 1) }, M.messageMax],
    ];
    for (const [body, message] of cases) {
      const res = await send(admin, body);
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const after = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('reads back only test sends, and limits how many one admin sends', async () => {
    const other = await t.db
      .insertInto('notifications')
      .values({
        user_id: admin.user.id,
        type: 'welcome',
        title: 'x',
        message: 'y',
        data: null,
        action_url: null,
        icon: null,
        read_at: null,
        scheduled_at: null,
        created_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await result(admin, other.id)).statusCode).toBe(404);

    const flooder = await signIn(t, 'admin');
    const target = await signIn(t, 'customer');
    for (let i = 0; i < L.perAdmin; i++) {
      expect((await send(flooder, { user_id: target.user.id })).statusCode).toBe(201);
    }
    const refused = await send(flooder, { user_id: target.user.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(M.tooMany);
  });
});

describe('without SMTP', () => {
  it('says e-mail is not configured and queues none', async () => {
    const plain = await createTestApp();
    try {
      const boss = await signIn(plain, 'admin');
      const target = await signIn(plain, 'customer');
      const res = await injectAs(plain, boss.cookie, 'POST', '/api/admin/test-notifications', {
        user_id: target.user.id,
      });
      expect(res.json().data.email).toMatchObject({ status: 'not_configured', outbox_id: null });
      // The two sign-ins' new-device alerts aside, nothing was queued.
      const outbox = await plain.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('template', '!=', 'auth.new_device')
        .execute();
      expect(outbox).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
