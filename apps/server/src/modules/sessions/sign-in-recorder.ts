import {
  deviceLabel,
  formatSalonDateTime,
  newDeviceMailText,
  type SignInOutcome,
} from '@salon/shared';
import { nowIso, type Db } from '../../db/database.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { SecurityPolicies } from '../security-policies/security-policies.js';

const LOCKED_EVENT_EVERY_MS = 60_000;

/** One password sign-in attempt, as the login path knows it. Never the password typed. */
export interface SignInAttempt {
  /** The e-mail or phone typed (stored lower-cased). */
  identifier: string;
  user: { id: number; role: string; name: string; email: string | null } | null;
  outcome: SignInOutcome;
  reason?: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The browser's device cookie holds an entry for this very account. */
  knownDevice: boolean;
  sessionId?: number | null;
}

export interface SignInRecorderOptions {
  companyName: () => Promise<string>;
  /** The site's address for links in e-mails ('' keeps them relative). */
  publicUrl: string | null;
  onBackgroundError: (error: unknown) => void;
}

/**
 * Writes every password sign-in attempt to `sign_in_events` (the user's history, the admins'
 * list, the incident rules), and on a success from a browser never used for the account, with
 * the 'new_device_alert' policy on, the account's e-mail warning in the same transaction.
 */
export class SignInRecorder {
  constructor(
    private readonly db: Db,
    private readonly outbox: OutboxService,
    private readonly policies: SecurityPolicies,
    private readonly options: SignInRecorderOptions,
  ) {}

  async record(attempt: SignInAttempt): Promise<void> {
    const occurredAt = nowIso();
    if (attempt.outcome === 'locked' && (await this.#lockedJustNow(attempt, occurredAt))) return;
    const alert =
      attempt.outcome === 'success' &&
      !attempt.knownDevice &&
      attempt.user?.email != null &&
      (await this.policies.isOn('new_device_alert'));
    const mail = alert ? await this.#newDeviceMail(attempt, occurredAt) : null;
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('sign_in_events')
        .values({
          occurred_at: occurredAt,
          user_id: attempt.user?.id ?? null,
          role: attempt.user?.role ?? null,
          identifier: attempt.identifier.toLowerCase().slice(0, 255),
          outcome: attempt.outcome,
          reason: attempt.reason ?? null,
          ip: attempt.ip?.slice(0, 64) ?? null,
          user_agent: attempt.userAgent?.slice(0, 300) ?? null,
          known_device: attempt.knownDevice,
          session_id: attempt.sessionId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (mail && attempt.user?.email) {
        await this.outbox.enqueue(trx, {
          channel: 'email',
          recipient: attempt.user.email,
          template: 'auth.new_device',
          subject: mail.subject,
          body: mail.body,
          related: { type: 'sign_in_event', id: row.id },
        });
      }
    });
    if (mail) this.outbox.kick(this.options.onBackgroundError);
  }

  /**
   * A refused attempt costs the attacker nothing, so one hammering a throttled account would
   * write a row per request: one row per identifier and address a minute is enough to see it.
   */
  async #lockedJustNow(attempt: SignInAttempt, occurredAt: string): Promise<boolean> {
    const since = new Date(Date.parse(occurredAt) - LOCKED_EVENT_EVERY_MS).toISOString();
    const row = await this.db
      .selectFrom('sign_in_events')
      .select('id')
      .where('occurred_at', '>=', since)
      .where('outcome', '=', 'locked')
      .where('identifier', '=', attempt.identifier.toLowerCase().slice(0, 255))
      .where('ip', attempt.ip === null ? 'is' : '=', attempt.ip?.slice(0, 64) ?? null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async #newDeviceMail(attempt: SignInAttempt, occurredAt: string) {
    const staff = attempt.user?.role !== 'customer';
    const path = staff ? '/admin/profile' : '/ho-so?tab=security';
    return newDeviceMailText({
      name: attempt.user?.name ?? '',
      company: await this.options.companyName(),
      time: formatSalonDateTime(occurredAt),
      device: deviceLabel(attempt.userAgent),
      ip: attempt.ip,
      securityUrl: `${this.options.publicUrl ?? ''}${path}`,
    });
  }
}
