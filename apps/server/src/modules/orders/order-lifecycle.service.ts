import { ORDER_MESSAGES as M, nextOrderState, type OrderAction } from '@salon/shared';
import { PostgresAdapter, sql, type Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { Database, OrderRow } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { OrderChange, OrderChangeListener, OrderChangeListeners } from './order-changes.js';

type Trx = Transaction<Database>;

export interface OrderActor {
  /** Staff, the customer, or null for the bank's webhook. */
  userId: number | null;
}

export interface OrderActionOptions {
  reason?: string | null | undefined;
  /** A line for the order's history (e.g. which transfer paid it). */
  note?: string | null | undefined;
}

const KIND: Record<OrderAction, OrderChange['kind']> = {
  mark_paid: 'paid',
  complete: 'completed',
  cancel: 'cancelled',
  refund: 'refunded',
};

export const orderNotFound = () => new AppError('ORDER_NOT_FOUND', M.notFound, 404);

/**
 * Moves orders along their one lifecycle (`nextOrderState` of @salon/shared). Each change is one
 * transaction holding the order's row; cancelling (or refunding a paid order, which cancels it)
 * gives back the stock and the order promotion's use. Listeners run inside the same transaction.
 */
export class OrderLifecycleService {
  constructor(
    private readonly db: Db,
    private readonly listeners: OrderChangeListeners,
  ) {}

  onChange(listener: OrderChangeListener): void {
    this.listeners.add(listener);
  }

  async apply(
    orderId: number,
    action: OrderAction,
    actor: OrderActor,
    options: OrderActionOptions = {},
  ): Promise<OrderRow> {
    return this.db
      .transaction()
      .execute((trx) => this.applyIn(trx, orderId, action, actor, options));
  }

  /** The same change inside a transaction the caller holds (e.g. the payment webhook's). */
  async applyIn(
    trx: Trx,
    orderId: number,
    action: OrderAction,
    actor: OrderActor,
    options: OrderActionOptions = {},
  ): Promise<OrderRow> {
    const previous = await lockOrder(trx, orderId);
    if (!previous) throw orderNotFound();
    const next = nextOrderState(previous, action);
    if (!next) throw new AppError('ORDER_ACTION_NOT_ALLOWED', M.actionNotAllowed, 409);

    const now = nowIso();
    // A cancel, or the refund of a paid order not yet handed over, ends the order: its stock and
    // promotion use come back, once (the update below is conditional on the state read).
    const ends = next.status === 'cancelled' && previous.status !== 'cancelled';
    const updated = await trx
      .updateTable('orders')
      .set({
        status: next.status,
        payment_status: next.payment_status,
        updated_at: now,
        ...(next.payment_status === 'paid' && !previous.paid_at ? { paid_at: now } : {}),
        ...(action === 'complete' ? { completed_at: now } : {}),
        ...(ends ? { cancelled_at: now, cancel_reason: options.reason ?? null } : {}),
      })
      .where('id', '=', orderId)
      // The state it was read in: a change that raced this one cannot be overwritten.
      .where('status', '=', previous.status)
      .where('payment_status', '=', previous.payment_status)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError('ORDER_ACTION_NOT_ALLOWED', M.actionNotAllowed, 409);

    if (ends) await giveBack(trx, previous);
    await trx
      .insertInto('order_events')
      .values({
        order_id: orderId,
        kind: KIND[action],
        note: options.note ?? options.reason ?? null,
        actor_user_id: actor.userId,
      })
      .execute();
    await this.listeners.notify(trx, {
      kind: KIND[action],
      order: updated,
      previous,
      actor_user_id: actor.userId,
    });
    return updated;
  }
}

/** Reads the order and, on PostgreSQL, holds its row until the transaction ends. */
export async function lockOrder(trx: Trx, orderId: number): Promise<OrderRow | undefined> {
  const query = trx.selectFrom('orders').selectAll().where('id', '=', orderId);
  return trx.getExecutor().adapter instanceof PostgresAdapter
    ? query.forUpdate().executeTakeFirst()
    : query.executeTakeFirst();
}

/** A cancelled order's products go back on the shelf and its promotion use is returned. */
async function giveBack(trx: Trx, order: OrderRow): Promise<void> {
  const lines = await trx
    .selectFrom('order_items')
    .select(['item_id', 'quantity'])
    .where('order_id', '=', order.id)
    .where('item_type', '=', 'product')
    .execute();
  for (const line of lines) {
    await trx
      .updateTable('products')
      .set({
        stock_quantity: sql`stock_quantity + ${line.quantity}`,
        sold_count: sql`case when sold_count >= ${line.quantity} then sold_count - ${line.quantity} else 0 end`,
      })
      .where('id', '=', line.item_id)
      .execute();
  }
  if (order.promotion_id !== null) {
    await trx
      .updateTable('promotions')
      .set({ used_count: sql`case when used_count > 0 then used_count - 1 else 0 end` })
      .where('id', '=', order.promotion_id)
      .execute();
  }
}
