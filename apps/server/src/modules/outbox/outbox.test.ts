import {
  AUTH_MESSAGES,
  OUTBOX_MESSAGES as M,
  OUTBOX_RULES,
  type ApiPage,
  type OutboxMessageDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { injectAs } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSmtpTransport, mailFrom } from './mail-transport.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService, type OutboxEnqueue } from './outbox.service.js';

let t: TestApp;
let sink: SmtpSink;
let admin: SignedIn;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** The outbox as the app builds it, delivering to the test's SMTP server (or to none). */
const outboxWith = (mail: 'smtp' | 'none', db: Db = t.db) =>
  new OutboxService(
    new OutboxRepository(db),
    mail === 'smtp' ? createSmtpTransport(sink.url, '"Salon Tóc Việt" <no-reply@localhost>') : null,
    null,
    t.config.sessionSecret,
  );

let seq = 0;
async function enqueue(overrides: Partial<OutboxEnqueue> = {}): Promise<number> {
  seq += 1;
  const id = await t.db.transaction().execute((trx) =>
    outboxWith('none').enqueue(trx, {
      channel: 'email',
      recipient: `khach${seq}.${Date.now()}@example.com`,
      template: 'test.message',
      subject: 'Xác nhận lịch hẹn',
      body: 'Xin chào,\nLịch hẹn của bạn đã được xác nhận.',
      related: { type: 'appointment', id: seq },
      ...overrides,
    }),
  );
  if (id === null) throw new Error('not enqueued');
  return id;
}

const row = (id: number) =>
  t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const receivedBy = (recipient: string) =>
  sink.received.filter((mail) => mail.to.includes(`<${recipient}>`));

describe('OutboxService.enqueue', () => {
  it('writes in the caller transaction, once per dedupe_key', async () => {
    const key = `dedupe-${Date.now()}`;
    const first = await enqueue({ dedupe_key: key });
    const again = await t.db.transaction().execute((trx) =>
      outboxWith('none').enqueue(trx, {
        channel: 'email',
        recipient: 'a@example.com',
        template: 't',
        body: 'b',
        dedupe_key: key,
      }),
    );
    expect(again).toBeNull();
    const rows = await t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('dedupe_key', '=', key)
      .execute();
    expect(rows.map((r) => r.id)).toEqual([first]);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, related_type: 'appointment' });

    await expect(
      t.db.transaction().execute(async (trx) => {
        await outboxWith('none').enqueue(trx, {
          channel: 'sms',
          recipient: '+84912345678',
          template: 'rolled.back',
          body: 'x',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rolledBack = await t.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('template', '=', 'rolled.back')
      .execute();
    expect(rolledBack).toEqual([]);
  });
});

describe('sending e-mail', () => {
  it('without SMTP, messages stay pending and untouched', async () => {
    const id = await enqueue();
    expect(await outboxWith('none').sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
  });

  it('delivers through SMTP (nodemailer) and marks sent; SMS stay pending', async () => {
    const recipient = `giao.${Date.now()}@example.com`;
    const id = await enqueue({ recipient, subject: 'Nhắc lịch hẹn – Salon Tóc Việt' });
    const sms = await enqueue({ channel: 'sms', recipient: '+84912345678' });
    const report = await outboxWith('smtp').sendDue();
    expect(report.failed).toBe(0);
    expect(report.sent).toBeGreaterThanOrEqual(1);

    const mails = receivedBy(recipient);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.from).toContain('no-reply@localhost');
    // The Vietnamese subject travels encoded, the body as UTF-8 text.
    expect(mails[0]!.data).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect((await row(id)).sent_at).toEqual(expect.any(String));
    expect(await row(sms)).toMatchObject({ status: 'pending', attempts: 0 });

    await outboxWith('smtp').sendDue();
    expect(receivedBy(recipient)).toHaveLength(1);
  });

  it('retries a failure with a doubling wait, then gives up after 5 attempts', async () => {
    const recipient = `loi.${Date.now()}@example.com`;
    const id = await enqueue({ recipient });
    const outbox = outboxWith('smtp');
    sink.failing = true;
    try {
      let now = new Date();
      for (let attempt = 1; attempt <= OUTBOX_RULES.maxAttempts; attempt += 1) {
        await outbox.sendDue(now);
        const stored = await row(id);
        expect(stored.attempts).toBe(attempt);
        expect(stored.last_error).toMatch(/451|rejected/);
        if (attempt < OUTBOX_RULES.maxAttempts) {
          expect(stored.status).toBe('pending');
          const wait = new Date(stored.next_attempt_at!).getTime() - now.getTime();
          expect(wait).toBe(60_000 * 2 ** (attempt - 1));
          // Not yet due a moment before the wait ends.
          await outbox.sendDue(new Date(now.getTime() + wait - 1000));
          expect((await row(id)).attempts).toBe(attempt);
          now = new Date(now.getTime() + wait);
        } else {
          expect(stored).toMatchObject({ status: 'failed', next_attempt_at: null });
        }
      }
      await outbox.sendDue(new Date(now.getTime() + 24 * 3_600_000));
      expect((await row(id)).attempts).toBe(OUTBOX_RULES.maxAttempts);
    } finally {
      sink.failing = false;
    }
    expect(receivedBy(recipient)).toHaveLength(0);

    // Staff retry: back in the queue with fresh attempts, and delivered.
    const res = await injectAs(t, admin.cookie, 'POST', `/api/admin/outbox/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.requeued,
      data: { id, status: 'pending', attempts: 0 },
    });
    await outbox.sendDue();
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(receivedBy(recipient)).toHaveLength(1);
  });

  it('hands each message to the mail server once when two senders run at once', async () => {
    const recipients = [1, 2, 3].map((i) => `dongthoi${i}.${Date.now()}@example.com`);
    for (const recipient of recipients) await enqueue({ recipient });
    await Promise.all([outboxWith('smtp').sendDue(), outboxWith('smtp').sendDue()]);
    for (const recipient of recipients) expect(receivedBy(recipient)).toHaveLength(1);
  });

  it('takes the sender address from SMTP_URL, else no-reply at the site', () => {
    expect(mailFrom('smtp://h:25?from=Salon%20<lich@salon.vn>', undefined, 'S')).toBe(
      'Salon <lich@salon.vn>',
    );
    expect(mailFrom('smtp://h:25', 'https://salontocviet.vn', 'Salon Tóc Việt')).toBe(
      '"Salon Tóc Việt" <no-reply@salontocviet.vn>',
    );
  });
});

describe('the outbox-sender job of an app with SMTP_URL', () => {
  it('sends on the jobs runner', async () => {
    const app = await createTestApp({ smtpUrl: sink.url });
    try {
      const recipient = `job.${Date.now()}@example.com`;
      await app.db
        .insertInto('outbox_messages')
        .values({ channel: 'email', recipient, template: 't', subject: 'S', body: 'B' })
        .execute();
      expect(await app.app.jobs.runDueJobs()).toContain('outbox-sender');
      expect(receivedBy(recipient)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/admin/outbox', () => {
  const list = async (who: SignedIn, query = '') => {
    const res = await injectAs(t, who.cookie, 'GET', `/api/admin/outbox${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ApiPage<OutboxMessageDto> }>().data;
  };

  it('is for admins only: not staff, managers or customers', async () => {
    expect((await injectAs(t, null, 'GET', '/api/admin/outbox')).statusCode).toBe(401);
    const customer = await signIn(t);
    const res = await injectAs(t, customer.cookie, 'GET', '/api/admin/outbox');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.forbidden });
    expect(
      (await injectAs(t, customer.cookie, 'POST', '/api/admin/outbox/1/retry')).statusCode,
    ).toBe(403);
    for (const role of ['staff', 'manager'] as const) {
      const member = await signIn(t, role);
      expect((await injectAs(t, member.cookie, 'GET', '/api/admin/outbox')).statusCode).toBe(403);
    }
    expect((await list(admin)).meta.total).toBeGreaterThan(0);
  });

  it('lists newest first with status and channel filters, paged', async () => {
    const sms = await enqueue({ channel: 'sms', recipient: '+84987654321', body: 'SMS nhắc lịch' });
    const page = await list(admin, '?channel=sms&status=pending&per_page=1');
    expect(page.meta.per_page).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: sms,
      channel: 'sms',
      status: 'pending',
      status_label: 'Chờ gửi',
      body: 'SMS nhắc lịch',
    });
    const sent = await list(admin, '?status=sent');
    expect(sent.data.every((m) => m.status === 'sent')).toBe(true);
    expect(sent.meta.total).toBeGreaterThan(0);
  });

  it('refuses bad filters', async () => {
    for (const [query, message] of [
      ['?status=lost', M.invalidStatus],
      ['?channel=fax', M.invalidChannel],
    ] as const) {
      const res = await injectAs(t, admin.cookie, 'GET', `/api/admin/outbox${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });

  it('will not retry a sent message, nor a missing one', async () => {
    const sentId = await enqueue();
    await t.db
      .updateTable('outbox_messages')
      .set({ status: 'sent' })
      .where('id', '=', sentId)
      .execute();
    const res = await injectAs(t, admin.cookie, 'POST', `/api/admin/outbox/${sentId}/retry`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUTBOX_NOT_RETRYABLE', message: M.alreadySent });
    const missing = await injectAs(t, admin.cookie, 'POST', '/api/admin/outbox/987654/retry');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: M.notFound });
    const bad = await injectAs(t, admin.cookie, 'POST', '/api/admin/outbox/abc/retry');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: M.invalidId });
  });
});
