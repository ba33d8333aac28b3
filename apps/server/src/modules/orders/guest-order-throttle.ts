import { ORDER_LIMITS, ORDER_MESSAGES as M, type CurrentUser } from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';

const GUEST_ORDERS: RateRule = {
  name: 'order.guest-ip',
  limit: ORDER_LIMITS.guestOrdersPerHour,
  windowMs: ORDER_LIMITS.guestOrderWindowMs,
};

/**
 * Guests order without an account, and an order holds stock: without a limit a script could
 * empty the shelves with made-up names. Attempts are counted per client address, checked and
 * counted in one step in the database, so requests sent together, or to several instances,
 * cannot all slip under the limit.
 */
export class GuestOrderThrottle {
  constructor(private readonly limits: RateLimits) {}

  /** Throws 429 with Retry-After when this guest address has tried too often; else counts. */
  async take(user: CurrentUser | null, clientAddress: string): Promise<void> {
    if (user) return;
    const wait = await this.limits.take([{ rule: GUEST_ORDERS, subject: clientAddress }]);
    if (wait > 0) {
      throw new AppError(
        'TOO_MANY_GUEST_ORDERS',
        M.tooManyGuestOrders(Math.ceil(wait / 60)),
        429,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
  }
}
