import { accountLoginDelaySeconds, LOGIN_LIMITS as L } from '@salon/shared';
import type { RateCheck, RateLimits, RateRule } from '../../lib/rate-limits.js';

const RULES = {
  device: { name: 'login.device', limit: L.perDevice, windowMs: L.windowMs },
  accountAndIp: { name: 'login.account-ip', limit: L.perAccountAndIp, windowMs: L.windowMs },
  // Counted, not capped: the wait grows with the count (accountLoginDelaySeconds).
  account: { name: 'login.account', limit: Number.MAX_SAFE_INTEGER, windowMs: L.windowMs },
  ip: { name: 'login.ip', limit: L.perIp, windowMs: L.windowMs },
} satisfies Record<string, RateRule>;

/** Who is trying: the account (or the identifier typed, when none), from where, on what. */
export interface LoginAttempt {
  /** `user:<id>` when the identifier belongs to an account, so e-mail and phone count as one. */
  account: string;
  ip: string;
  /** The nonce of the browser's device entry for this very account, if it has one. */
  deviceNonce: string | null;
}

/**
 * The wrong-password limits of sign-in, in the database (shared by every instance). A known
 * device counts only its own failures; unknown devices are limited per (account, address),
 * per account with a growing delay, and per address loosely.
 */
export class LoginThrottle {
  constructor(
    private readonly limits: RateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds the attempt must wait before its password is even checked; 0 when it may go. */
  async wait(attempt: LoginAttempt): Promise<number> {
    if (await this.#trusted(attempt)) return 0;
    const capped = await this.limits.retryAfter(this.#unknownChecks(attempt));
    const { count, last } = await this.limits.recent({
      rule: RULES.account,
      subject: attempt.account,
    });
    const delay = accountLoginDelaySeconds(count);
    const growing =
      delay > 0 && last !== null
        ? Math.max(0, Math.ceil((last + delay * 1000 - this.now()) / 1000))
        : 0;
    return Math.max(capped, growing);
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    if (await this.#trusted(attempt)) {
      await this.limits.hit([{ rule: RULES.device, subject: attempt.deviceNonce! }]);
      return;
    }
    await this.limits.hit([
      ...this.#unknownChecks(attempt),
      { rule: RULES.account, subject: attempt.account },
    ]);
  }

  /** The right password: this address's and device's failures for the account are forgiven. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    const checks: RateCheck[] = [
      { rule: RULES.accountAndIp, subject: `${attempt.account}|${attempt.ip}` },
    ];
    if (attempt.deviceNonce) checks.push({ rule: RULES.device, subject: attempt.deviceNonce });
    await this.limits.clear(checks);
  }

  /** A device that signed in to this account before, and has not used up its own allowance. */
  async #trusted(attempt: LoginAttempt): Promise<boolean> {
    if (!attempt.deviceNonce) return false;
    const wait = await this.limits.retryAfter([
      { rule: RULES.device, subject: attempt.deviceNonce },
    ]);
    return wait === 0;
  }

  #unknownChecks(attempt: LoginAttempt): RateCheck[] {
    return [
      { rule: RULES.accountAndIp, subject: `${attempt.account}|${attempt.ip}` },
      { rule: RULES.ip, subject: attempt.ip },
    ];
  }
}
