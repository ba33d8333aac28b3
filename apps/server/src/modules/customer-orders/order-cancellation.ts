import { customerCanCancelOrder, ORDER_MESSAGES, type CurrentUser } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { lockOrder, type OrderLifecycleService } from '../orders/order-lifecycle.service.js';

/** Cancels an order for its customer: status, history, and the stock given back, at once. */
export type CustomerOrderCancel = (
  orderId: number,
  actor: CurrentUser,
  reason: string | null,
) => Promise<void>;

/**
 * The customer's rule (pending and nothing paid) is checked again on the locked row, inside the
 * lifecycle's own transaction: a payment that lands meanwhile wins over the cancel.
 */
export function cancelUnpaidOrder(db: Db, lifecycle: OrderLifecycleService): CustomerOrderCancel {
  return async (orderId, actor, reason) => {
    await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId);
      if (!order || !customerCanCancelOrder(order)) {
        throw new AppError('ORDER_CANCEL_NOT_ALLOWED', ORDER_MESSAGES.cancelNotAllowed, 409);
      }
      await lifecycle.applyIn(trx, orderId, 'cancel', { userId: actor.id }, { reason });
    });
  };
}
