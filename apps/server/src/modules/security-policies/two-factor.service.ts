import { createHash, randomBytes } from 'node:crypto';
import {
  normalizeRecoveryCode,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES as M,
  type Role,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { SecretBox } from '../../lib/secret-box.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { verifyPassword } from '../auth/passwords.js';
import type { SecurityPolicies } from './security-policies.js';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.js';

const SECRET_PURPOSE = 'two-factor-secret';

/** Wrong codes per user: a stolen password cannot try codes for long. */
const FAILURE_RULE = {
  name: 'two-factor.user',
  limit: TWO_FACTOR.failuresPerWindow,
  windowMs: 15 * 60_000,
};

export interface ChallengeOwner {
  userId: number;
  remember: boolean;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function newRecoveryCode(): string {
  // 10 base32 characters (50 bits), shown as two groups of five.
  const raw = randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/**
 * Two-factor sign-in with an authenticator app: enrolment (secret sealed, confirmed by a
 * first code, recovery codes shown once and kept hashed), the check of a code (one step either
 * side, never twice) and the challenge between the password and the code.
 */
export class TwoFactorService {
  readonly #box: SecretBox;

  constructor(
    private readonly db: Db,
    private readonly policies: SecurityPolicies,
    private readonly limits: RateLimits,
    private readonly audit: AuditTrail,
    serverSecret: string,
  ) {
    this.#box = new SecretBox(serverSecret, SECRET_PURPOSE);
  }

  /** Whether the two-factor policy is on and covers `role`. */
  async requiredFor(role: Role): Promise<boolean> {
    const policy = await this.policies.get('two_factor_staff');
    return policy.enabled && (policy.settings.roles as string[]).includes(role);
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_two_factor')
      .select('enabled_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Boolean(row?.enabled_at);
  }

  async status(userId: number, role: Role): Promise<TwoFactorStatus> {
    const left = await this.db
      .selectFrom('two_factor_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return {
      enabled: await this.isEnabled(userId),
      required: await this.requiredFor(role),
      recovery_codes_left: Number(left.count),
    };
  }

  /** A new secret for the app (replacing an unconfirmed one); refused once enabled. */
  async startSetup(userId: number, account: string): Promise<TwoFactorSetup> {
    if (await this.isEnabled(userId)) {
      throw new AppError('TWO_FACTOR_ENABLED', M.alreadyEnabled, 409);
    }
    const secret = newTotpSecret();
    const sealed = this.#box.seal(secret);
    await this.db
      .insertInto('user_two_factor')
      .values({ user_id: userId, secret_sealed: sealed, enabled_at: null, last_step: null })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_sealed: sealed, enabled_at: null, last_step: null }),
      )
      .execute();
    return { secret, otpauth_uri: otpauthUri(secret, account, TWO_FACTOR.issuer) };
  }

  /** The first code proves the app holds the secret: two-factor is on; the recovery codes. */
  async confirmSetup(userId: number, code: string): Promise<string[]> {
    const row = await this.#row(userId);
    if (!row) throw new AppError('TWO_FACTOR_SETUP_MISSING', M.setupMissing, 409);
    if (row.enabled_at) throw new AppError('TWO_FACTOR_ENABLED', M.alreadyEnabled, 409);
    const step = await this.#checkCode(userId, row, code);
    const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('user_two_factor')
        .set({ enabled_at: new Date().toISOString(), last_step: step })
        .where('user_id', '=', userId)
        .execute();
      await this.#replaceRecoveryCodes(trx, userId, codes);
      await this.audit.record(trx, {
        action: 'update',
        resource: 'account',
        resourceId: String(userId),
        summary: `Bật xác thực hai lớp cho tài khoản #${userId}`,
        before: { two_factor: false },
        after: { two_factor: true },
      });
    });
    return codes;
  }

  /** Turns two-factor off after the password and a code; not while the policy requires it. */
  async disable(userId: number, role: Role, passwordHash: string, password: string, code: string) {
    const row = await this.#row(userId);
    if (!row?.enabled_at) throw new AppError('TWO_FACTOR_DISABLED', M.notEnabled, 409);
    if (await this.requiredFor(role)) {
      throw new AppError('TWO_FACTOR_REQUIRED_BY_POLICY', M.requiredByPolicy, 409);
    }
    if (!(await verifyPassword(passwordHash, password))) {
      throw fieldError('password', M.passwordWrong, 'WRONG_PASSWORD');
    }
    await this.#checkCode(userId, row, code);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
      await this.audit.record(trx, {
        action: 'update',
        resource: 'account',
        resourceId: String(userId),
        summary: `Tắt xác thực hai lớp của tài khoản #${userId}`,
        before: { two_factor: true },
        after: { two_factor: false },
      });
    });
  }

  /** New recovery codes (the old ones stop working), after a code from the app. */
  async regenerateRecoveryCodes(userId: number, code: string): Promise<string[]> {
    const row = await this.#row(userId);
    if (!row?.enabled_at) throw new AppError('TWO_FACTOR_DISABLED', M.notEnabled, 409);
    const step = await this.#checkCode(userId, row, code);
    const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
    await this.db.transaction().execute(async (trx) => {
      await this.#consumeStep(trx, userId, step);
      await this.#replaceRecoveryCodes(trx, userId, codes);
    });
    return codes;
  }

  /** A challenge for the code step: the token to give the browser (kept hashed here). */
  async createChallenge(userId: number, remember: boolean): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.db
      .deleteFrom('two_factor_challenges')
      .where('expires_at', '<', new Date().toISOString())
      .execute();
    await this.db
      .insertInto('two_factor_challenges')
      .values({
        token_hash: sha256(token),
        user_id: userId,
        remember,
        expires_at: new Date(Date.now() + TWO_FACTOR.challengeMinutes * 60_000).toISOString(),
      })
      .execute();
    return token;
  }

  /**
   * Checks the code (or a recovery code) of a challenge. Right: the challenge is used up and
   * its owner returned. Wrong: one attempt counted; the fifth ends the challenge.
   */
  async answerChallenge(
    token: string,
    answer: { code?: string | undefined; recovery_code?: string | undefined },
  ): Promise<ChallengeOwner> {
    const challenge = await this.db
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (
      !challenge ||
      Date.parse(challenge.expires_at) <= Date.now() ||
      challenge.attempts >= TWO_FACTOR.challengeAttempts
    ) {
      if (challenge) {
        await this.db.deleteFrom('two_factor_challenges').where('id', '=', challenge.id).execute();
      }
      throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED', M.challengeExpired, 401);
    }
    const owner = { userId: challenge.user_id, remember: Boolean(challenge.remember) };
    try {
      if (answer.recovery_code !== undefined) {
        await this.#useRecoveryCode(owner.userId, answer.recovery_code);
      } else {
        const row = await this.#row(owner.userId);
        if (!row?.enabled_at) throw new AppError('TWO_FACTOR_DISABLED', M.notEnabled, 409);
        const step = await this.#checkCode(owner.userId, row, answer.code ?? '');
        await this.#consumeStep(this.db, owner.userId, step);
      }
    } catch (error) {
      if (error instanceof AppError && error.code === 'TWO_FACTOR_CODE_INVALID') {
        const attempts = challenge.attempts + 1;
        if (attempts >= TWO_FACTOR.challengeAttempts) {
          await this.db
            .deleteFrom('two_factor_challenges')
            .where('id', '=', challenge.id)
            .execute();
        } else {
          await this.db
            .updateTable('two_factor_challenges')
            .set({ attempts })
            .where('id', '=', challenge.id)
            .execute();
        }
      }
      throw error;
    }
    await this.db.deleteFrom('two_factor_challenges').where('id', '=', challenge.id).execute();
    return owner;
  }

  #row(userId: number) {
    return this.db
      .selectFrom('user_two_factor')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The step of a right code (rate-limited per user); throws on a wrong or reused one. */
  async #checkCode(
    userId: number,
    row: { secret_sealed: string; last_step: number | string | null },
    code: string,
  ): Promise<number> {
    const check = { rule: FAILURE_RULE, subject: `user:${userId}` };
    await this.#refuseWhileLimited(check);
    const secret = this.#box.open(row.secret_sealed);
    const lastStep = row.last_step === null ? null : Number(row.last_step);
    const step = secret ? matchTotp(secret, code, lastStep) : null;
    if (step === null) {
      await this.limits.hit([check]);
      throw new AppError('TWO_FACTOR_CODE_INVALID', M.codeInvalid, 401, { code: [M.codeInvalid] });
    }
    return step;
  }

  /** Marks `step` used; refused when it (or a later one) already was: two requests racing. */
  async #consumeStep(executor: Db, userId: number, step: number): Promise<void> {
    const result = await executor
      .updateTable('user_two_factor')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new AppError('TWO_FACTOR_CODE_INVALID', M.codeInvalid, 401, { code: [M.codeInvalid] });
    }
  }

  async #useRecoveryCode(userId: number, typed: string): Promise<void> {
    const check = { rule: FAILURE_RULE, subject: `user:${userId}` };
    await this.#refuseWhileLimited(check);
    const used = await this.db
      .updateTable('two_factor_recovery_codes')
      .set({ used_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('code_hash', '=', sha256(normalizeRecoveryCode(typed)))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) {
      await this.limits.hit([check]);
      throw new AppError('TWO_FACTOR_CODE_INVALID', M.codeInvalid, 401, {
        recovery_code: [M.codeInvalid],
      });
    }
  }

  async #refuseWhileLimited(check: { rule: typeof FAILURE_RULE; subject: string }) {
    const wait = await this.limits.retryAfter([check]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_ATTEMPTS', M.tooManyAttempts(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  async #replaceRecoveryCodes(trx: Db, userId: number, codes: string[]): Promise<void> {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(
        codes.map((code) => ({ user_id: userId, code_hash: sha256(normalizeRecoveryCode(code)) })),
      )
      .execute();
  }
}
