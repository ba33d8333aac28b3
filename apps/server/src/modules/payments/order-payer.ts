import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { OrderLifecycleService } from '../orders/order-lifecycle.service.js';

/** Marks an order paid inside the caller's transaction; false when it no longer waits for money. */
export type MarkOrderPaid = (
  trx: Transaction<Database>,
  orderId: number,
  actorUserId: number | null,
  note: string,
) => Promise<boolean>;

/**
 * Payments go through the order lifecycle (`mark_paid`), so the history line, `paid_at` and the
 * change listeners are the same as for any payment. An order that moved on meanwhile (paid by
 * staff, cancelled) is not an error here: the caller keeps the money for staff to look at.
 */
export function markOrderPaidThrough(lifecycle: OrderLifecycleService): MarkOrderPaid {
  return async (trx, orderId, actorUserId, note) => {
    try {
      await lifecycle.applyIn(trx, orderId, 'mark_paid', { userId: actorUserId }, { note });
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'ORDER_ACTION_NOT_ALLOWED') return false;
      throw error;
    }
  };
}
