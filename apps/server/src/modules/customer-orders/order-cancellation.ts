import { ORDER_MESSAGES, type CurrentUser } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';

/** Cancels an order for its customer: status, history, and the stock given back, at once. */
export type CustomerOrderCancel = (
  orderId: number,
  actor: CurrentUser,
  reason: string | null,
) => Promise<void>;

/**
 * One transaction: the order goes from pending and unpaid to cancelled (the condition is in the
 * update, so a payment that lands meanwhile wins), its history records who and why, and every
 * product line's quantity goes back on the shelf.
 */
export function cancelUnpaidOrder(db: Db): CustomerOrderCancel {
  return async (orderId, actor, reason) => {
    await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const updated = await trx
        .updateTable('orders')
        .set({
          status: 'cancelled',
          cancelled_at: now,
          cancel_reason: reason,
          updated_at: now,
        })
        .where('id', '=', orderId)
        .where('status', '=', 'pending')
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        throw new AppError('ORDER_CANCEL_NOT_ALLOWED', ORDER_MESSAGES.cancelNotAllowed, 409);
      }
      const lines = await trx
        .selectFrom('order_items')
        .where('order_id', '=', orderId)
        .where('item_type', '=', 'product')
        .select(['item_id', 'quantity'])
        .execute();
      for (const line of lines) {
        await trx
          .updateTable('products')
          .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', line.quantity) }))
          .where('id', '=', line.item_id)
          .execute();
      }
      await trx
        .insertInto('order_events')
        .values({ order_id: orderId, kind: 'cancelled', note: reason, actor_user_id: actor.id })
        .execute();
    });
  };
}
