import { ORDER_LIMITS, ORDER_MESSAGES as M, type CurrentUser } from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter.js';

/**
 * Guests order without an account, and an order holds stock: without a limit a script could
 * empty the shelves with made-up names. Attempts are counted per client address (checked and
 * counted in one step, so requests sent together cannot all slip under the limit).
 */
export class GuestOrderThrottle {
  readonly #limiter: SlidingWindowLimiter;

  constructor(
    limit: number = ORDER_LIMITS.guestOrdersPerHour,
    windowMs = 3_600_000,
    now?: () => number,
  ) {
    this.#limiter = new SlidingWindowLimiter(limit, windowMs, now);
  }

  /** Throws 429 with Retry-After when this guest address has tried too often. */
  take(user: CurrentUser | null, clientAddress: string): void {
    if (user) return;
    const wait = this.#limiter.retryAfterSeconds(clientAddress);
    if (wait > 0) {
      throw new AppError(
        'TOO_MANY_GUEST_ORDERS',
        M.tooManyGuestOrders(Math.ceil(wait / 60)),
        429,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    this.#limiter.record(clientAddress);
  }
}
