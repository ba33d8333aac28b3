import type { Transaction } from 'kysely';
import { nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Marks an order paid inside the caller's transaction; false when it no longer waits for money. */
export type MarkOrderPaid = (
  trx: Transaction<Database>,
  orderId: number,
  actorUserId: number | null,
  note: string,
) => Promise<boolean>;

/** A conditional update: only a pending, unpaid order becomes paid (a race marks it once). */
export const markOrderPaidInTables: MarkOrderPaid = async (trx, orderId, actorUserId, note) => {
  const now = nowIso();
  const result = await trx
    .updateTable('orders')
    .set({ status: 'paid', payment_status: 'paid', paid_at: now, updated_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .insertInto('order_events')
    .values({ order_id: orderId, kind: 'paid', note, actor_user_id: actorUserId })
    .execute();
  return true;
};
