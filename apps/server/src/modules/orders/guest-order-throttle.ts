import { ORDER_LIMITS, ORDER_MESSAGES as M, type CurrentUser } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { RateLimits, RateRule } from '../../lib/rate-limits.js';

const GUEST_ORDERS: RateRule = {
  name: 'order.guest-ip',
  limit: ORDER_LIMITS.guestOrdersPerHour,
  windowMs: ORDER_LIMITS.guestOrderWindowMs,
};

const GUEST_PHONE_ORDERS: RateRule = {
  name: 'order.guest-phone',
  limit: ORDER_LIMITS.guestOrdersPerPhonePerHour,
  windowMs: ORDER_LIMITS.guestOrderWindowMs,
};

/**
 * Guests order without an account, and an order holds stock: without a limit a script could
 * empty the shelves with made-up names. Attempts are counted per client address, checked and
 * counted in one step in the database, so requests sent together, or to several instances,
 * cannot all slip under the limit. Many addresses ordering as one phone are limited too (`admit`).
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

  /**
   * Admits a guest order for `phone` (E.164) in the transaction that places it: a few orders per
   * phone in a sliding hour, and a few of its guest orders pending and unpaid at once. The order
   * is counted in that transaction, so one refused or rolled back counts nothing. The count's
   * row stays locked until the order is written, so orders for one phone, on any instance, are
   * admitted one after another and cannot all see the same open orders.
   */
  async admit(trx: Transaction<Database>, phone: string): Promise<void> {
    const wait = await this.limits.take([{ rule: GUEST_PHONE_ORDERS, subject: phone }], trx);
    if (wait > 0) {
      throw new AppError(
        'GUEST_PHONE_ORDER_LIMIT',
        M.tooManyGuestOrdersForPhone(Math.ceil(wait / 60)),
        429,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    const row = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'pending')
      .where('payment_status', '=', 'pending')
      .where('customer_phone', '=', phone)
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
    const open = Number(row.n);
    if (open >= ORDER_LIMITS.guestOpenOrdersPerPhone) {
      throw new AppError(
        'GUEST_PHONE_OPEN_ORDERS',
        M.tooManyOpenGuestOrders(open),
        429,
        undefined,
        {
          'retry-after': String(ORDER_LIMITS.guestOrderWindowMs / 1000),
        },
      );
    }
  }
}
