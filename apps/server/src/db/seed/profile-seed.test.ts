import { describe, expect, it } from 'vitest';
import { useSeededDemoDatabase } from '../../test/seeded-demo.js';
import { computeTotalSpent } from '../../modules/customer-profile/total-spent.js';

describe('the demo customer profile', () => {
  const demo = useSeededDemoDatabase('profile');

  it('has a product in use for each product line of the completed orders, notes and spending', async () => {
    const db = demo.handle.db;
    const customer = await db
      .selectFrom('users')
      .innerJoin('customers', 'customers.user_id', 'users.id')
      .select(['users.id', 'customers.total_spent'])
      .where('email', '=', 'khachhang@example.com')
      .executeTakeFirstOrThrow();
    const lines = await db
      .selectFrom('order_items as oi')
      .innerJoin('orders as o', 'o.id', 'oi.order_id')
      .select('oi.id')
      .where('o.user_id', '=', customer.id)
      .where('o.status', '=', 'completed')
      .where('oi.item_type', '=', 'product')
      .execute();
    const products = await db
      .selectFrom('customer_products')
      .select(['order_item_id', 'purchase_date', 'usage_end_date'])
      .where('user_id', '=', customer.id)
      .execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(products.map((p) => p.order_item_id).sort()).toEqual(lines.map((l) => l.id).sort());
    for (const p of products) expect(p.usage_end_date > p.purchase_date).toBe(true);
    const notes = await db
      .selectFrom('customer_notes')
      .select('kind')
      .where('user_id', '=', customer.id)
      .execute();
    expect(notes.map((n) => n.kind).sort()).toEqual(['doctor', 'staff', 'staff']);
    expect(Number(customer.total_spent)).toBe(await computeTotalSpent(db, customer.id));
    expect(Number(customer.total_spent)).toBeGreaterThan(0);
  });
});
