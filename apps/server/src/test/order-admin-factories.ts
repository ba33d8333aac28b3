import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { OrderItemTable, OrderTable } from '../db/schema.js';

/** A unique order number of the shop's shape (DH-yymmdd-XXXXXX). */
export function testOrderNumber(): string {
  return `DH-261121-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * An order row written directly, as placing or the lifecycle would leave it: back-office lists,
 * figures and revenue only read the rows, so a test sets the state it needs.
 */
export async function createOrderRow(
  db: Db,
  overrides: Partial<Insertable<OrderTable>> & { branch_id: number },
  items: Partial<Insertable<OrderItemTable>>[] = [{}],
) {
  const order = await db
    .insertInto('orders')
    .values({
      order_number: testOrderNumber(),
      user_id: null,
      customer_name: 'Trần Thị Mua',
      customer_phone: '+84912000111',
      customer_email: null,
      order_type: 'in_store',
      payment_method: 'cash',
      subtotal: 200_000,
      total_amount: 200_000,
      delivery_address: null,
      notes: null,
      promotion_id: null,
      promotion_name: null,
      access_token_hash: null,
      cancel_reason: null,
      paid_at: null,
      completed_at: null,
      cancelled_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const item of items) {
    await db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        item_type: 'product',
        item_id: 1,
        item_name: 'Dầu gội thảo dược',
        image: null,
        quantity: 1,
        list_price: order.subtotal,
        unit_price: order.subtotal,
        total_price: order.subtotal,
        ...item,
      })
      .execute();
  }
  return order;
}
