import type { Config } from '../config.js';
import { createSmtpTransport } from '../modules/outbox/mail-transport.js';
import { OutboxRepository } from '../modules/outbox/outbox.repository.js';
import { OutboxService } from '../modules/outbox/outbox.service.js';
import { createHttpSmsTransport } from '../modules/outbox/sms-transport.js';
import { startSmsSink, type SmsSink } from './sms-sink.js';
import { mailText, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * What customers really receive: the app configured with a real SMTP server and a real SMS
 * provider on localhost. Secrets (codes, one-time passwords) are readable here only, as they
 * are readable only by the person they are sent to.
 */
export interface Mailbox {
  smtp: SmtpSink;
  sms: SmsSink;
  /** An outbox delivering to these sinks with the app's key (for services a test builds). */
  outbox: OutboxService;
  /** Delivers every message due now (the app also sends codes at once, in the background). */
  deliver(): Promise<void>;
  /** The texts (e-mail bodies, SMS messages) received by the recipient, oldest first. */
  textsTo(recipient: string): Promise<string[]>;
  /** The six-digit code of the next message not read yet to the recipient, waiting for it. */
  lastCodeTo(recipient: string): Promise<string>;
}

const mailboxes = new WeakMap<TestApp, Mailbox>();

/** A test app whose e-mails and SMS are delivered to sinks the test can read. */
export async function createTestAppWithMailbox(overrides: Partial<Config> = {}): Promise<TestApp> {
  const smtp = await startSmtpSink();
  const sms = await startSmsSink();
  const t = await createTestApp({
    smtpUrl: smtp.url,
    sms: { url: sms.url, apiKey: undefined, sender: undefined },
    ...overrides,
  });
  const outbox = new OutboxService(
    new OutboxRepository(t.db),
    createSmtpTransport(smtp.url, '"Salon Tóc Việt" <no-reply@localhost>'),
    createHttpSmsTransport({ url: sms.url }),
    t.config.sessionSecret,
  );
  const readCounts = new Map<string, number>();
  const mailbox: Mailbox = {
    smtp,
    sms,
    outbox,
    async deliver() {
      await outbox.sendDue(new Date());
    },
    async textsTo(recipient) {
      await mailbox.deliver();
      const mails = smtp.received
        .filter((mail) => mail.to.some((to) => to.includes(recipient)))
        .map(mailText);
      const texts = sms.received
        .map((message) => message.body as { to?: string; message?: string })
        .filter((body) => body.to === recipient)
        .map((body) => body.message ?? '');
      return [...mails, ...texts];
    },
    async lastCodeTo(recipient) {
      const deadline = Date.now() + 5000;
      // The code is made just after the answer: wait for a message not read yet.
      for (;;) {
        const texts = await mailbox.textsTo(recipient);
        const read = readCounts.get(recipient) ?? 0;
        // The newest unread message with a code (a sign-in alert, say, carries none).
        const code = texts
          .slice(read)
          .map((text) => /\b(\d{6})\b/.exec(text)?.[1])
          .findLast((found) => found !== undefined);
        if (code) {
          readCounts.set(recipient, texts.length);
          return code;
        }
        if (Date.now() > deadline) throw new Error(`no new code delivered to ${recipient}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
  mailboxes.set(t, mailbox);
  t.onClose(async () => {
    outbox.close();
    await smtp.close();
    await sms.close();
  });
  return t;
}

export function mailboxOf(t: TestApp): Mailbox {
  const mailbox = mailboxes.get(t);
  if (!mailbox) throw new Error('this test app has no mailbox: use createTestAppWithMailbox');
  return mailbox;
}
