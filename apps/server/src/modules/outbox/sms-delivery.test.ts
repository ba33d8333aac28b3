import { OUTBOX_RULES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { uniquePhone } from '../../test/factories.js';
import { startSmsSink, type SmsSink } from '../../test/sms-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OutboxRepository } from './outbox.repository.js';
import { OutboxService } from './outbox.service.js';
import { createHttpSmsTransport } from './sms-transport.js';

let t: TestApp;
let sink: SmsSink;
beforeAll(async () => {
  sink = await startSmsSink();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const outboxWith = (sms: 'http' | 'none') =>
  new OutboxService(
    new OutboxRepository(t.db),
    null,
    sms === 'http'
      ? createHttpSmsTransport({ url: sink.url, apiKey: 'khoa-bi-mat-123', sender: 'SalonTocViet' })
      : null,
    t.config.sessionSecret,
  );

/** A fresh E.164 number per test, so the sink's log is easy to filter. */
const phone = () => `+84${uniquePhone().slice(1)}`;

async function enqueueSms(recipient: string, body = 'Salon Toc Viet: ma xac thuc 123456') {
  return t.db
    .insertInto('outbox_messages')
    .values({ channel: 'sms', recipient, template: 'test.sms', subject: null, body })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
}

const row = (id: number) =>
  t.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const receivedBy = (to: string) =>
  sink.received.filter((sms) => (sms.body as { to?: string }).to === to);

describe('SMS through the HTTP provider', () => {
  it('without SMS_URL, SMS stay pending and untouched', async () => {
    const id = await enqueueSms(phone());
    expect(await outboxWith('none').sendDue()).toEqual({ sent: 0, failed: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
  });

  it('POSTs {to, message, sender} as JSON with the bearer key and marks the SMS sent', async () => {
    const to = phone();
    const id = await enqueueSms(to, 'Ma xac thuc cua ban la 654321');
    const report = await outboxWith('http').sendDue();
    expect(report.failed).toBe(0);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    const got = receivedBy(to);
    expect(got).toHaveLength(1);
    expect(got[0]).toEqual({
      authorization: 'Bearer khoa-bi-mat-123',
      contentType: 'application/json',
      body: { to, message: 'Ma xac thuc cua ban la 654321', sender: 'SalonTocViet' },
    });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Sent once: a second run finds nothing for it.
    await outboxWith('http').sendDue();
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('a non-2xx answer is a failure, retried with the doubling wait, then given up', async () => {
    const to = phone();
    const id = await enqueueSms(to);
    const outbox = outboxWith('http');
    sink.failWith = 503;
    try {
      let now = new Date();
      for (let attempt = 1; attempt <= OUTBOX_RULES.maxAttempts; attempt += 1) {
        await outbox.sendDue(now);
        const stored = await row(id);
        expect(stored.attempts).toBe(attempt);
        expect(stored.last_error).toContain('SMS provider answered 503');
        if (attempt < OUTBOX_RULES.maxAttempts) {
          expect(stored.status).toBe('pending');
          const wait = new Date(stored.next_attempt_at!).getTime() - now.getTime();
          expect(wait).toBe(60_000 * 2 ** (attempt - 1));
          now = new Date(now.getTime() + wait);
        } else {
          expect(stored).toMatchObject({ status: 'failed', next_attempt_at: null });
        }
      }
    } finally {
      sink.failWith = null;
    }
    expect(receivedBy(to)).toHaveLength(0);
  });

  it('an unreachable provider is a failure too', async () => {
    const to = phone();
    const id = await enqueueSms(to);
    const outbox = new OutboxService(
      new OutboxRepository(t.db),
      null,
      createHttpSmsTransport({ url: 'http://127.0.0.1:1/sms', timeoutMs: 2000 }),
      t.config.sessionSecret,
    );
    const report = await outbox.sendDue();
    expect(report.failed).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id)).last_error).toBeTruthy();
  });
});

describe('SMS_URL in the configuration', () => {
  it('is read with its key and sender, and a bad address stops the start', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/salon-config-test',
      SMS_URL: 'https://sms.example.vn/send',
      SMS_API_KEY: 'k',
      SMS_SENDER: 'SALON',
    });
    expect(config.sms).toEqual({
      url: 'https://sms.example.vn/send',
      apiKey: 'k',
      sender: 'SALON',
    });
    expect(loadConfig({ DATA_DIR: '/tmp/salon-config-test' }).sms).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: '/tmp/salon-config-test', SMS_URL: 'ftp://x' })).toThrow(
      /SMS_URL/,
    );
  });

  it('the app built with it delivers SMS on the outbox-sender job', async () => {
    const app = await createTestApp({
      sms: { url: sink.url, apiKey: undefined, sender: undefined },
    });
    try {
      const to = phone();
      await app.db
        .insertInto('outbox_messages')
        .values({ channel: 'sms', recipient: to, template: 't', subject: null, body: 'B' })
        .execute();
      await app.app.jobs.runDueJobs(new Date('2031-01-01T00:00:00.000Z'));
      expect(receivedBy(to)).toHaveLength(1);
      expect(receivedBy(to)[0]!.authorization).toBeUndefined();
      expect(receivedBy(to)[0]!.body).toMatchObject({ to, message: 'B', sender: null });
    } finally {
      await app.close();
    }
  });
});
