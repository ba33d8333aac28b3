import type { Transaction } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';

/** What happened to an order; listeners (messages to the customer) act on it. */
export interface OrderChange {
  kind: 'placed' | 'paid' | 'completed' | 'cancelled' | 'refunded';
  order: OrderRow;
  /** The order before a status change. */
  previous?: OrderRow;
  /** Who made the change: the customer, staff, or null (a guest, the bank's webhook). */
  actor_user_id: number | null;
}

/**
 * Called inside the transaction that made the change, so what a listener writes (a notification,
 * an e-mail in the outbox) is committed with the change or not at all.
 */
export type OrderChangeListener = (
  trx: Transaction<Database>,
  change: OrderChange,
) => Promise<void>;

export class OrderChangeListeners {
  readonly #listeners: OrderChangeListener[] = [];

  add(listener: OrderChangeListener): void {
    this.#listeners.push(listener);
  }

  async notify(trx: Transaction<Database>, change: OrderChange): Promise<void> {
    for (const listener of this.#listeners) await listener(trx, change);
  }
}
