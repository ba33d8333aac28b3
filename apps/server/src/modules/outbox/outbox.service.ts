import {
  OUTBOX_MESSAGES as M,
  OUTBOX_RULES,
  OUTBOX_SECRET_SLOT,
  outboxBackoffMs,
  type ApiPage,
  type OutboxChannel,
  type OutboxListQuery,
  type OutboxMessageDto,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database, OutboxMessageRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { MailTransport } from './mail-transport.js';
import type { SmsTransport } from './sms-transport.js';
import { toOutboxMessageDto } from './outbox.dto.js';
import type { OutboxRepository } from './outbox.repository.js';

export interface OutboxEnqueue {
  channel: OutboxChannel;
  /** An e-mail address, or a phone number in E.164. */
  recipient: string;
  /** What kind of message, e.g. "appointment.confirmed". */
  template: string;
  subject?: string | null;
  body: string;
  /**
   * A code or one-time password the message carries. The subject and body hold
   * OUTBOX_SECRET_SLOT where it goes; the secret is stored sealed and put in only on delivery.
   */
  secret?: string | null;
  /** A message with a key already in the outbox is not added again. */
  dedupe_key?: string | null;
  related?: { type: string; id: number } | null;
}

export interface SendReport {
  sent: number;
  failed: number;
}

const ERROR_MAX = 1000;
/** A channel whose latest deliveries all failed, this many of them, is taken as down. */
const UNHEALTHY_AFTER_FAILURES = 3;
/** Names the key that seals message secrets (derived from the server's secret). */
const OUTBOX_SECRET_PURPOSE = 'salon outbox secret v1';

/**
 * Every e-mail and SMS goes through the outbox: written in the transaction of the change it
 * tells about, delivered later by the "outbox-sender" job when a transport exists (SMTP_URL);
 * otherwise it waits, readable by staff. SMS go through the HTTP provider of SMS_URL the same
 * way, and wait likewise without one.
 */
export class OutboxService {
  readonly #secrets: SecretBox;
  #kicking: Promise<void> | null = null;
  #kickAgain = false;

  constructor(
    private readonly repository: OutboxRepository,
    private readonly mail: MailTransport | null,
    private readonly sms: SmsTransport | null,
    serverSecret: string,
    /** Records the back office's retries (the app always gives it; some tests do not). */
    private readonly audit?: AuditTrail,
  ) {
    this.#secrets = new SecretBox(serverSecret, OUTBOX_SECRET_PURPOSE);
  }

  get canSendEmail(): boolean {
    return this.mail !== null;
  }

  get canSendSms(): boolean {
    return this.sms !== null;
  }

  /**
   * Whether a message on the channel can be expected to arrive: it has a transport, and its
   * latest deliveries did not all fail. The same answer for every recipient.
   */
  async channelHealthy(channel: OutboxChannel): Promise<boolean> {
    if (!(channel === 'email' ? this.mail : this.sms)) return false;
    const latest = await this.repository.latestAttempts(channel, UNHEALTHY_AFTER_FAILURES);
    return !(
      latest.length === UNHEALTHY_AFTER_FAILURES && latest.every((row) => row.status !== 'sent')
    );
  }

  /**
   * Sends what is due now instead of at the sender job's next run, for messages that someone
   * is waiting for (a code). Runs in the background; one run at a time, again if kicked meanwhile.
   */
  kick(onError: (error: unknown) => void): void {
    if (!this.mail && !this.sms) return;
    if (this.#kicking) {
      this.#kickAgain = true;
      return;
    }
    this.#kicking = (async () => {
      do {
        this.#kickAgain = false;
        await this.sendDue();
      } while (this.#kickAgain);
    })()
      .catch(onError)
      .finally(() => {
        this.#kicking = null;
      });
  }

  /** Returns the new message's id, or null when its dedupe_key was already used. */
  async enqueue(trx: Transaction<Database>, message: OutboxEnqueue): Promise<number | null> {
    if (
      message.secret != null &&
      !`${message.subject ?? ''}${message.body}`.includes(OUTBOX_SECRET_SLOT)
    ) {
      throw new Error(`outbox message ${message.template} has a secret but no place for it`);
    }
    return this.repository.insert(trx, {
      channel: message.channel,
      recipient: message.recipient,
      template: message.template,
      subject: message.subject ?? null,
      body: message.body,
      dedupe_key: message.dedupe_key ?? null,
      related_type: message.related?.type ?? null,
      related_id: message.related?.id ?? null,
      last_error: null,
      next_attempt_at: null,
      sent_at: null,
      secret_sealed: message.secret != null ? this.#secrets.seal(message.secret) : null,
    });
  }

  /**
   * Delivers the e-mails and SMS that are due, each through its transport; a channel without
   * one waits. A failure is retried later with a doubling wait.
   */
  async sendDue(now: Date = new Date()): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0 };
    const channels: OutboxChannel[] = [];
    if (this.mail) channels.push('email');
    if (this.sms) channels.push('sms');
    if (channels.length === 0) return report;
    const at = now.toISOString();
    const staleBefore = new Date(now.getTime() - OUTBOX_RULES.sendingTimeoutMs).toISOString();
    const ids = await this.repository.dueIds(channels, at, staleBefore, OUTBOX_RULES.batchSize);
    for (const id of ids) {
      const message = await this.repository.claim(id, at, staleBefore);
      if (!message) continue;
      try {
        await this.#deliver(message);
        await this.repository.markSent(id, new Date().toISOString());
        report.sent += 1;
      } catch (error) {
        const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
        const retry = message.attempts < OUTBOX_RULES.maxAttempts;
        await this.repository.markFailedAttempt(id, {
          now: at,
          error: text,
          nextAttemptAt: retry
            ? new Date(now.getTime() + outboxBackoffMs(message.attempts)).toISOString()
            : null,
        });
        report.failed += 1;
      }
    }
    return report;
  }

  async #deliver(message: OutboxMessageRow): Promise<void> {
    const reveal = this.#revealer(message);
    if (message.channel === 'sms') {
      if (!this.sms) throw new Error('no SMS transport');
      await this.sms.send({ to: message.recipient, message: reveal(message.body) });
      return;
    }
    if (!this.mail) throw new Error('no mail transport');
    await this.mail.send({
      to: message.recipient,
      subject: reveal(message.subject ?? ''),
      text: reveal(message.body),
    });
  }

  /** Puts the message's secret in its place, in memory only, just before it is handed over. */
  #revealer(message: OutboxMessageRow): (text: string) => string {
    if (message.secret_sealed === null) return (text) => text;
    const secret = this.#secrets.open(message.secret_sealed);
    if (secret === null) throw new Error('the message secret cannot be opened with this key');
    return (text) => text.replaceAll(OUTBOX_SECRET_SLOT, secret);
  }

  async list(query: OutboxListQuery): Promise<ApiPage<OutboxMessageDto>> {
    const [total, rows] = await Promise.all([
      this.repository.count(query),
      this.repository.list(query),
    ]);
    return toPage(rows.map(toOutboxMessageDto), total, query.page, query.per_page);
  }

  /** Sends a failed (or waiting) message again from a fresh count of attempts. */
  async retry(id: number, now: Date = new Date()): Promise<OutboxMessageDto> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('OUTBOX_MESSAGE_NOT_FOUND', M.notFound, 404);
    await this.repository.transaction(async (repository, trx) => {
      if (!(await repository.requeue(id, now.toISOString()))) {
        const message = row.status === 'sending' ? M.sending : M.alreadySent;
        throw new AppError('OUTBOX_NOT_RETRYABLE', message, 409);
      }
      // The recipient and the text stay out of the log: the channel and the count say enough.
      await this.audit?.record(trx, {
        action: 'send',
        resource: 'outbox_message',
        resourceId: id,
        summary: `Gửi lại tin nhắn #${id}`,
        before: { status: row.status, attempts: row.attempts },
        after: { status: 'pending', attempts: 0 },
      });
    });
    return toOutboxMessageDto((await this.repository.find(id))!);
  }

  /** Resolves once a running kick is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#kicking) await this.#kicking;
  }

  close(): void {
    this.mail?.close();
    this.sms?.close();
  }
}
