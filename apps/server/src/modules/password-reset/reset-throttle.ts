import { PASSWORD_RESET_MESSAGES as M, PASSWORD_RESET_RULES as R } from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';

const RULES = {
  resendGap: { name: 'reset.gap', limit: 1, windowMs: R.resendAfterSeconds * 1000 },
  perIdentifier: {
    name: 'reset.identifier',
    limit: R.requestsPerIdentifierPerHour,
    windowMs: R.windowMs,
  },
  perIp: { name: 'reset.ip', limit: R.requestsPerIpPerHour, windowMs: R.windowMs },
  wrongCodesPerIp: { name: 'reset.wrong-ip', limit: R.verifiesPerIpPerHour, windowMs: R.windowMs },
  phantomIssued: { name: 'reset.phantom', limit: 1, windowMs: R.codeTtlMs },
  phantomTries: { name: 'reset.phantom-tries', limit: R.maxAttempts, windowMs: R.codeTtlMs },
} satisfies Record<string, RateRule>;

/**
 * The limits of the flow, kept in the database so every instance counts together, and the
 * same for every identifier whether or not an account is behind it (so a 429 tells nothing):
 * one code per identifier each 60 s, a few per hour per identifier and per client address, and
 * wrong codes per address.
 */
export class PasswordResetThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Throws the 429 a new code request gets now, if any; else counts the request. */
  async takeRequest(identifierKey: string, ip: string): Promise<void> {
    const gap = { rule: RULES.resendGap, subject: identifierKey };
    const left = await this.limits.retryAfter([gap]);
    if (left > 0) {
      throw new AppError('RESET_RESEND_TOO_EARLY', M.resendTooEarly(left), 429, undefined, {
        'retry-after': String(left),
      });
    }
    const wait = await this.limits.take([
      gap,
      { rule: RULES.perIdentifier, subject: identifierKey },
      { rule: RULES.perIp, subject: ip },
    ]);
    if (wait > 0) {
      throw new AppError('RESET_TOO_MANY_REQUESTS', M.tooManyRequests(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  /** Throws when the address has tried too many wrong codes in the hour. */
  async checkVerify(ip: string): Promise<void> {
    const wait = await this.limits.retryAfter([{ rule: RULES.wrongCodesPerIp, subject: ip }]);
    if (wait > 0) {
      throw new AppError('RESET_TOO_MANY_TRIES', M.tooManyRequests(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  async recordWrongCode(ip: string): Promise<void> {
    await this.limits.hit([{ rule: RULES.wrongCodesPerIp, subject: ip }]);
  }

  /**
   * A code "sent" to an identifier without an account: verifying against it behaves exactly
   * like a real code (wrong, then dead after 5 tries, expired after 10 minutes), on every
   * instance, so the verify step does not tell which identifiers have an account either.
   */
  async issuePhantom(identifierKey: string): Promise<void> {
    await this.limits.clear([
      { rule: RULES.phantomTries, subject: identifierKey },
      { rule: RULES.phantomIssued, subject: identifierKey },
    ]);
    await this.limits.hit([{ rule: RULES.phantomIssued, subject: identifierKey }]);
  }

  /** What verifying any code against a phantom gives: the failure a real code would. */
  async verifyPhantom(identifierKey: string): Promise<AppError> {
    const issued = await this.limits.recent({ rule: RULES.phantomIssued, subject: identifierKey });
    if (issued.count === 0) return codeExpired();
    const tries = { rule: RULES.phantomTries, subject: identifierKey };
    if ((await this.limits.take([tries])) > 0) return tooManyTries();
    const { count } = await this.limits.recent(tries);
    return count >= R.maxAttempts ? tooManyTries() : codeWrong();
  }
}

export const codeExpired = () => new AppError('RESET_CODE_EXPIRED', M.codeExpired, 400);
export const tooManyTries = () => new AppError('RESET_CODE_LOCKED', M.tooManyTries, 400);
export const codeWrong = () =>
  new AppError('RESET_CODE_WRONG', M.codeWrong, 400, { code: [M.codeWrong] });
export const tokenInvalid = () => new AppError('RESET_TOKEN_INVALID', M.resetTokenInvalid, 400);
export const sendFailed = () => new AppError('RESET_SEND_FAILED', M.sendFailed, 503);
