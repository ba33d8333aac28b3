import { PASSWORD_RESET_MESSAGES as M, PASSWORD_RESET_RULES as R } from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter.js';

const MAP_PRUNE_SIZE = 10_000;

/**
 * The in-memory limits of the flow, the same for every identifier whether or not an account
 * is behind it (so a 429 tells nothing): one code per identifier each 60 s, a few per hour per
 * identifier and per client address, and wrong codes per address. One server process counts
 * its own, like the login limits.
 */
export class PasswordResetThrottle {
  readonly #lastRequest = new Map<string, number>();
  readonly #requestsByIdentifier: SlidingWindowLimiter;
  readonly #requestsByIp: SlidingWindowLimiter;
  readonly #wrongCodesByIp: SlidingWindowLimiter;

  constructor(private readonly now: () => number) {
    this.#requestsByIdentifier = new SlidingWindowLimiter(
      R.requestsPerIdentifierPerHour,
      R.windowMs,
      now,
    );
    this.#requestsByIp = new SlidingWindowLimiter(R.requestsPerIpPerHour, R.windowMs, now);
    this.#wrongCodesByIp = new SlidingWindowLimiter(R.verifiesPerIpPerHour, R.windowMs, now);
  }

  /** Throws the 429 a new code request gets now, if any; else counts the request. */
  takeRequest(identifierKey: string, ip: string): void {
    const last = this.#lastRequest.get(identifierKey);
    if (last !== undefined) {
      const left = Math.ceil((last + R.resendAfterSeconds * 1000 - this.now()) / 1000);
      if (left > 0) {
        throw new AppError('RESET_RESEND_TOO_EARLY', M.resendTooEarly(left), 429, undefined, {
          'retry-after': String(left),
        });
      }
    }
    const wait = Math.max(
      this.#requestsByIdentifier.retryAfterSeconds(identifierKey),
      this.#requestsByIp.retryAfterSeconds(ip),
    );
    if (wait > 0) {
      throw new AppError('RESET_TOO_MANY_REQUESTS', M.tooManyRequests(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
    this.#requestsByIdentifier.record(identifierKey);
    this.#requestsByIp.record(ip);
    this.#lastRequest.set(identifierKey, this.now());
    if (this.#lastRequest.size > MAP_PRUNE_SIZE) this.#pruneLastRequests();
  }

  /** Throws when the address has tried too many wrong codes in the hour. */
  checkVerify(ip: string): void {
    const wait = this.#wrongCodesByIp.retryAfterSeconds(ip);
    if (wait > 0) {
      throw new AppError('RESET_TOO_MANY_TRIES', M.tooManyRequests(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
  }

  recordWrongCode(ip: string): void {
    this.#wrongCodesByIp.record(ip);
  }

  #pruneLastRequests(): void {
    const before = this.now() - R.resendAfterSeconds * 1000;
    for (const [key, at] of this.#lastRequest) if (at <= before) this.#lastRequest.delete(key);
  }
}

interface PhantomCode {
  expiresAt: number;
  attempts: number;
}

/**
 * Codes "sent" to an identifier without an account. Verifying against one behaves exactly
 * like a real code (wrong, then dead after 5 tries, expired after 10 minutes), so the verify
 * step does not tell which identifiers have an account either.
 */
export class PhantomCodes {
  readonly #codes = new Map<string, PhantomCode>();

  constructor(private readonly now: () => number) {}

  issue(identifierKey: string): void {
    this.#codes.set(identifierKey, { expiresAt: this.now() + R.codeTtlMs, attempts: 0 });
    if (this.#codes.size > MAP_PRUNE_SIZE) {
      for (const [key, code] of this.#codes)
        if (code.expiresAt <= this.now()) this.#codes.delete(key);
    }
  }

  /** What verifying any code against the identifier gives: the failure a real code would. */
  verify(identifierKey: string): AppError {
    const code = this.#codes.get(identifierKey);
    if (!code || code.expiresAt <= this.now()) return codeExpired();
    if (code.attempts >= R.maxAttempts) return tooManyTries();
    code.attempts += 1;
    return code.attempts >= R.maxAttempts ? tooManyTries() : codeWrong();
  }
}

export const codeExpired = () => new AppError('RESET_CODE_EXPIRED', M.codeExpired, 400);
export const tooManyTries = () => new AppError('RESET_CODE_LOCKED', M.tooManyTries, 400);
export const codeWrong = () =>
  new AppError('RESET_CODE_WRONG', M.codeWrong, 400, { code: [M.codeWrong] });
export const tokenInvalid = () => new AppError('RESET_TOKEN_INVALID', M.resetTokenInvalid, 400);
