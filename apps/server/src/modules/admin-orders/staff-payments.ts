import { transferContentFor } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database, OrderRow } from '../../db/schema.js';

/**
 * Money staff record by hand for an order (cash or card at the counter, a payment they checked
 * themselves, or a refund they sent): matched to the order at once, for its full amount.
 */
export async function recordStaffPayment(
  trx: Transaction<Database>,
  order: OrderRow,
  kind: 'payment' | 'refund',
  staffUserId: number,
  note: string | null,
): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('payment_transactions')
    .values({
      provider: 'staff',
      provider_transaction_id: null,
      kind,
      method: order.payment_method,
      amount: Number(order.total_amount),
      content: kind === 'refund' ? `Hoan tien ${transferContentFor(order.order_number)}` : null,
      account_number: null,
      status: 'matched',
      order_id: order.id,
      note,
      raw: null,
      recorded_by: staffUserId,
      transferred_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
