import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What a customer has spent at the salon: the totals of completed orders that were not refunded,
 * plus the prices of completed appointments. The `customers.total_spent` column is refreshed
 * from this whenever an order or an appointment of the customer completes or is refunded.
 */
export async function computeTotalSpent(db: Kysely<Database>, userId: number): Promise<number> {
  const [orders, appointments] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_amount'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .where('payment_status', '!=', 'refunded')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('appointments')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('price'), eb.lit(0)).as('total'))
      .where('customer_user_id', '=', userId)
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow(),
  ]);
  return Number(orders.total) + Number(appointments.total);
}

/** Stores the computed figure; called inside the transaction of the change. */
export async function refreshTotalSpent(db: Kysely<Database>, userId: number): Promise<void> {
  const total = await computeTotalSpent(db, userId);
  await db
    .updateTable('customers')
    .set({ total_spent: total, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
}
