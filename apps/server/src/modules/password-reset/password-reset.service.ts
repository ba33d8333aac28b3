import {
  classifyIdentifier,
  OUTBOX_SECRET_SLOT,
  PASSWORD_RESET_RULES as R,
  passwordResetCodeText,
  toE164Phone,
  type passwordResetCompleteSchema,
  type PasswordResetChannel,
  type PasswordResetRequested,
  type passwordResetRequestSchema,
  type PasswordResetVerified,
  type passwordResetVerifySchema,
} from '@salon/shared';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { hashPassword } from '../auth/passwords.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { PasswordResetRepository } from './password-reset.repository.js';
import {
  hashResetCode,
  hashResetToken,
  newResetCode,
  newResetToken,
  sameHash,
} from './reset-secrets.js';
import {
  codeExpired,
  codeWrong,
  PasswordResetThrottle,
  sendFailed,
  tokenInvalid,
  tooManyTries,
} from './reset-throttle.js';

type RequestInput = z.output<typeof passwordResetRequestSchema>;
type VerifyInput = z.output<typeof passwordResetVerifySchema>;
type CompleteInput = z.output<typeof passwordResetCompleteSchema>;

interface Identifier {
  /** Where the code goes: the e-mail when an e-mail was typed, the phone (SMS) otherwise. */
  channel: PasswordResetChannel;
  /** The limiter key: the normalized e-mail or E.164 phone. */
  key: string;
  /** The lookup value, or null for a phone that is not a valid Vietnamese number. */
  lookup: string | null;
}

/**
 * Forgotten password (customer-account §4/§5): a 6-digit code by e-mail or SMS, verified for
 * a one-use token, which sets a new password and ends every session. Works for every role
 * with an active account. The answers never tell whether an account exists.
 */
export class PasswordResetService {
  readonly #throttle: PasswordResetThrottle;
  readonly #sending = new Set<Promise<void>>();
  /** Where a failure of the work done after the answer goes (the app's log). */
  onBackgroundError: (error: unknown) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly repository: PasswordResetRepository,
    private readonly outbox: OutboxService,
    limits: RateLimits,
    private readonly secret: string,
    private readonly companyName: () => Promise<string>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#throttle = new PasswordResetThrottle(limits);
  }

  /**
   * Answers the same, after the same work, whether or not an account is behind the identifier:
   * the limits and the look-up, then the answer; the code is made and sent after it. Refused
   * for everyone alike while the channel cannot deliver (no transport, or its recent deliveries
   * all failed).
   */
  async request(input: RequestInput, ip: string): Promise<PasswordResetRequested> {
    const identifier = readIdentifier(input.identifier);
    if (!(await this.outbox.channelHealthy(identifier.channel))) throw sendFailed();
    await this.#throttle.takeRequest(identifier.key, ip);
    const user = await this.#findUser(identifier);
    this.#afterAnswer(async () => {
      if (user) await this.#sendCode(user, identifier.channel, newResetCode());
      else await this.#throttle.issuePhantom(identifier.key);
    });
    return {
      channel: identifier.channel,
      resend_after_seconds: R.resendAfterSeconds,
      expires_in_seconds: R.codeTtlMs / 1000,
    };
  }

  /** Resolves once the work started after earlier answers is done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#sending.size > 0) await Promise.allSettled([...this.#sending]);
  }

  async verify(input: VerifyInput, ip: string): Promise<PasswordResetVerified> {
    await this.#throttle.checkVerify(ip);
    const identifier = readIdentifier(input.identifier);
    const user = await this.#findUser(identifier);
    if (!user) {
      const failure = await this.#throttle.verifyPhantom(identifier.key);
      if (failure.code === 'RESET_CODE_WRONG') await this.#throttle.recordWrongCode(ip);
      throw failure;
    }
    const now = this.clock();
    const row = await this.repository.openCode(user.id);
    if (!row || Date.parse(row.expires_at) <= now.getTime()) throw codeExpired();
    if (!(await this.repository.takeAttempt(row.id, R.maxAttempts, now.toISOString()))) {
      throw tooManyTries();
    }
    if (!sameHash(hashResetCode(this.secret, user.id, input.code), row.code_hash)) {
      await this.#throttle.recordWrongCode(ip);
      throw row.attempts + 1 >= R.maxAttempts ? tooManyTries() : codeWrong();
    }
    const token = newResetToken();
    const stored = await this.repository.markVerified(
      row.id,
      hashResetToken(this.secret, token),
      now.toISOString(),
    );
    if (!stored) throw codeExpired();
    return { reset_token: token, expires_in_seconds: R.resetTokenTtlMs / 1000 };
  }

  async complete(input: CompleteInput): Promise<void> {
    const row = await this.repository.findByTokenHash(
      hashResetToken(this.secret, input.reset_token),
    );
    const now = this.clock();
    if (
      !row?.verified_at ||
      row.consumed_at ||
      Date.parse(row.verified_at) + R.resetTokenTtlMs <= now.getTime()
    ) {
      throw tokenInvalid();
    }
    const done = await this.repository.completeReset({
      codeId: row.id,
      userId: row.user_id,
      passwordHash: await hashPassword(input.password),
      now: now.toISOString(),
    });
    if (!done) throw tokenInvalid();
  }

  async #findUser(identifier: Identifier): Promise<UserRow | undefined> {
    if (!identifier.lookup) return undefined;
    const user =
      identifier.channel === 'email'
        ? await this.repository.findUserByEmail(identifier.lookup)
        : await this.repository.findUserByPhone(identifier.lookup);
    return user?.status === 'active' ? user : undefined;
  }

  #afterAnswer(work: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.onBackgroundError(error))
      .finally(() => this.#sending.delete(running));
    this.#sending.add(running);
  }

  /** A fresh code replaces the open ones; stored hashed, sent through the outbox, one transaction. */
  async #sendCode(user: UserRow, channel: PasswordResetChannel, code: string): Promise<void> {
    const now = this.clock();
    const recipient = channel === 'email' ? user.email : user.phone;
    if (!recipient) return;
    const minutes = R.codeTtlMs / 60_000;
    // The message holds a slot; the code itself is sealed by the outbox and never stored in clear.
    const text = passwordResetCodeText(OUTBOX_SECRET_SLOT, await this.companyName(), minutes);
    await this.db.transaction().execute(async (trx) => {
      await this.repository.consumeOpenCodes(trx, user.id, now.toISOString());
      const id = await this.repository.insertCode(trx, {
        user_id: user.id,
        channel,
        recipient,
        code_hash: hashResetCode(this.secret, user.id, code),
        expires_at: new Date(now.getTime() + R.codeTtlMs).toISOString(),
        sent_at: now.toISOString(),
        reset_token_hash: null,
        verified_at: null,
        consumed_at: null,
      });
      await this.outbox.enqueue(trx, {
        channel,
        recipient,
        template: 'auth.password_reset_code',
        subject: channel === 'email' ? text.subject : null,
        body: channel === 'email' ? text.email : text.sms,
        secret: code,
        related: { type: 'password_reset', id },
      });
    });
    this.outbox.kick(this.onBackgroundError);
  }
}

function readIdentifier(raw: string): Identifier {
  const identifier = classifyIdentifier(raw);
  if (identifier.kind === 'email') {
    return { channel: 'email', key: `email:${identifier.value}`, lookup: identifier.value };
  }
  const phone = toE164Phone(identifier.value);
  return { channel: 'sms', key: `phone:${phone ?? identifier.value}`, lookup: phone };
}
