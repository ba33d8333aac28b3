import { salonToday, usageEndDate } from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrderChange } from '../orders/order-changes.js';

/**
 * When a customer's order is completed (handed over), each product line becomes a product the
 * customer is using, ending after the product's usage length. Runs in the completing transaction;
 * `order_item_id` is unique, so completing twice (or a retried listener) adds nothing more.
 */
export async function addProductsOfCompletedOrder(
  trx: Transaction<Database>,
  change: OrderChange,
): Promise<void> {
  if (change.kind !== 'completed' || change.order.user_id === null) return;
  const userId = change.order.user_id;
  const purchaseDate = salonToday(new Date(change.order.completed_at ?? Date.now()));
  const lines = await trx
    .selectFrom('order_items as oi')
    .leftJoin('products as p', 'p.id', 'oi.item_id')
    .leftJoin('customer_products as cp', 'cp.order_item_id', 'oi.id')
    .select(['oi.id', 'oi.item_id', 'oi.item_name', 'p.id as product_id', 'p.usage_duration_days'])
    .where('oi.order_id', '=', change.order.id)
    .where('oi.item_type', '=', 'product')
    .where('cp.id', 'is', null)
    .execute();
  if (lines.length === 0) return;
  await trx
    .insertInto('customer_products')
    .values(
      lines.map((line) => ({
        user_id: userId,
        product_id: line.product_id,
        product_name: line.item_name,
        order_item_id: line.id,
        purchase_date: purchaseDate,
        usage_end_date: usageEndDate(purchaseDate, line.usage_duration_days),
        notes: null,
        finished_at: null,
        expiry_reminded_at: null,
      })),
    )
    .execute();
}
