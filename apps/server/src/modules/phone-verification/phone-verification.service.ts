import { createHmac } from 'node:crypto';
import {
  LIVE_APPOINTMENT_STATUSES,
  OUTBOX_SECRET_SLOT,
  PHONE_VERIFICATION_MESSAGES as M,
  PHONE_VERIFICATION_RULES as R,
  phoneVerificationSmsText,
  salonToday,
  type PhoneVerificationSent,
  type PhoneVerified,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { newResetCode, sameHash } from '../password-reset/reset-secrets.js';

const RULES = {
  gap: { name: 'phone-verify.gap', limit: 1, windowMs: R.resendAfterSeconds * 1000 },
  perUser: { name: 'phone-verify.user', limit: R.codesPerHour, windowMs: R.windowMs },
};

const tooMany = (code: string, message: string, seconds: number) =>
  new AppError(code, message, 429, undefined, { 'retry-after': String(seconds) });

/**
 * A customer proves their phone with a code sent to it by SMS. Once proven, guest bookings made
 * with the phone join the account (the upcoming ones at once). Codes are kept only as keyed
 * hashes and travel sealed in the outbox.
 */
export class PhoneVerificationService {
  constructor(
    private readonly db: Db,
    private readonly outbox: OutboxService,
    private readonly limits: RateLimits,
    private readonly secret: string,
    private readonly companyName: () => Promise<string>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async request(userId: number): Promise<PhoneVerificationSent> {
    const user = await this.#user(userId);
    if (!(await this.outbox.channelHealthy('sms'))) {
      throw new AppError('PHONE_VERIFICATION_SEND_FAILED', M.sendFailed, 503);
    }
    const gap = { rule: RULES.gap, subject: `user:${userId}` };
    const early = await this.limits.retryAfter([gap]);
    if (early > 0) throw tooMany('PHONE_VERIFICATION_TOO_EARLY', M.resendTooEarly(early), early);
    const wait = await this.limits.take([gap, { rule: RULES.perUser, subject: `user:${userId}` }]);
    if (wait > 0) throw tooMany('PHONE_VERIFICATION_TOO_MANY', M.tooManyRequests(wait), wait);

    const code = newResetCode();
    const now = this.clock();
    const text = phoneVerificationSmsText(
      await this.companyName(),
      OUTBOX_SECRET_SLOT,
      R.codeTtlMs / 60_000,
    );
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('phone_verification_codes')
        .set({ consumed_at: now.toISOString(), updated_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('consumed_at', 'is', null)
        .execute();
      const row = await trx
        .insertInto('phone_verification_codes')
        .values({
          user_id: userId,
          phone: user.phone,
          code_hash: this.#hash(userId, user.phone, code),
          expires_at: new Date(now.getTime() + R.codeTtlMs).toISOString(),
          consumed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.outbox.enqueue(trx, {
        channel: 'sms',
        recipient: user.phone,
        template: 'auth.phone_verification_code',
        body: text,
        secret: code,
        related: { type: 'phone_verification', id: row.id },
      });
    });
    this.outbox.kick(() => {});
    return { resend_after_seconds: R.resendAfterSeconds, expires_in_seconds: R.codeTtlMs / 1000 };
  }

  async verify(userId: number, code: string): Promise<PhoneVerified> {
    const user = await this.#user(userId);
    const now = this.clock();
    const row = await this.db
      .selectFrom('phone_verification_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('phone', '=', user.phone)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row || Date.parse(row.expires_at) <= now.getTime()) {
      throw new AppError('PHONE_CODE_EXPIRED', M.codeExpired, 400);
    }
    const counted = await this.db
      .updateTable('phone_verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', row.id)
      .where('attempts', '<', R.maxAttempts)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) !== 1) {
      throw new AppError('PHONE_CODE_LOCKED', M.tooManyTries, 400);
    }
    if (!sameHash(this.#hash(userId, user.phone, code), row.code_hash)) {
      if (row.attempts + 1 >= R.maxAttempts) {
        throw new AppError('PHONE_CODE_LOCKED', M.tooManyTries, 400);
      }
      throw new AppError('PHONE_CODE_WRONG', M.codeWrong, 400, { code: [M.codeWrong] });
    }
    const at = now.toISOString();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('phone_verification_codes')
        .set({ consumed_at: at, updated_at: at })
        .where('id', '=', row.id)
        .execute();
      await trx
        .updateTable('users')
        .set({ phone_verified_at: at, updated_at: at })
        .where('id', '=', userId)
        .where('phone', '=', row.phone)
        .execute();
      // The upcoming guest bookings made with the phone are now this account's.
      const joined = await trx
        .updateTable('appointments')
        .set({ customer_user_id: userId, updated_at: at })
        .where('customer_user_id', 'is', null)
        .where('customer_phone', '=', row.phone)
        .where('status', 'in', [...LIVE_APPOINTMENT_STATUSES])
        .where('appointment_date', '>=', salonToday(now))
        .executeTakeFirst();
      return { joined_appointments: Number(joined.numUpdatedRows) };
    });
  }

  async #user(userId: number): Promise<{ phone: string }> {
    const user = await this.db
      .selectFrom('users')
      .select(['phone', 'phone_verified_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (!user.phone) throw new AppError('NO_PHONE', M.noPhone, 422);
    if (user.phone_verified_at)
      throw new AppError('PHONE_ALREADY_VERIFIED', M.alreadyVerified, 409);
    return { phone: user.phone };
  }

  #hash(userId: number, phone: string, code: string): string {
    return createHmac('sha256', this.secret)
      .update(`phone-code:${userId}:${phone}:${code}`)
      .digest('hex');
  }
}
