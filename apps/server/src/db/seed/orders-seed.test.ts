import { transferMentionsOrder } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { useSeededDemoDatabase } from '../../test/seeded-demo.js';

describe('demo orders', () => {
  const demo = useSeededDemoDatabase('orders');

  it('has three months of orders at every branch, in every state', async () => {
    const db = demo.handle.db;
    const orders = await db.selectFrom('orders').selectAll().execute();
    const branches = await db.selectFrom('branches').select('id').execute();
    expect(orders.length).toBeGreaterThan(150);
    for (const branch of branches)
      expect(orders.filter((o) => o.branch_id === branch.id).length).toBeGreaterThan(20);
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(['pending', 'paid', 'completed', 'cancelled']),
    );
    expect(new Set(orders.map((o) => o.payment_method))).toEqual(
      new Set(['cash', 'card', 'transfer']),
    );
    const oldest = Math.min(...orders.map((o) => Date.parse(o.created_at)));
    expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);
    // Totals add up and every order has lines and a history.
    for (const o of orders)
      expect(o.total_amount).toBe(o.subtotal - o.discount_amount + o.delivery_fee + o.tax_amount);
    const lines = await db.selectFrom('order_items').select('order_id').execute();
    const placed = await db
      .selectFrom('order_events')
      .select('order_id')
      .where('kind', '=', 'placed')
      .execute();
    expect(new Set(lines.map((l) => l.order_id)).size).toBe(orders.length);
    expect(placed.length).toBe(orders.length);
    // No unpaid transfer is left past the hold (the expiry job would cancel it).
    const hold = 24 * 3_600_000;
    expect(
      orders.filter(
        (o) =>
          o.status === 'pending' &&
          o.payment_method === 'transfer' &&
          Date.now() - Date.parse(o.created_at) > hold,
      ),
    ).toEqual([]);
    // Paid and completed orders carry their time; pending ones none.
    for (const o of orders) {
      expect(o.paid_at !== null).toBe(o.payment_status !== 'pending');
      expect(o.completed_at !== null).toBe(o.status === 'completed');
    }
  });

  it('records each payment: matched transfers, staff-recorded counter payments, strays, a refund', async () => {
    const db = demo.handle.db;
    const orders = await db.selectFrom('orders').selectAll().execute();
    const transactions = await db.selectFrom('payment_transactions').selectAll().execute();
    const byOrder = new Map(orders.map((o) => [o.id, o]));
    const payments = transactions.filter(
      (t) => t.kind === 'payment' && t.order_id !== null && t.status !== 'pending',
    );
    expect(payments.length).toBe(orders.filter((o) => o.payment_status !== 'pending').length);
    // Transfer orders still waiting show as pending payments, one each.
    const waiting = orders.filter(
      (o) =>
        o.payment_method === 'transfer' && o.status === 'pending' && o.payment_status === 'pending',
    );
    const pending = transactions.filter((t) => t.status === 'pending');
    expect(waiting.length).toBeGreaterThan(0);
    expect(pending.map((t) => t.order_id).sort()).toEqual(waiting.map((o) => o.id).sort());
    for (const t of payments) {
      const order = byOrder.get(t.order_id!)!;
      expect(t.amount).toBe(order.total_amount);
      expect(t.status).toBe('matched');
      if (order.payment_method === 'transfer') {
        expect(t.provider).toBe('sepay');
        expect(transferMentionsOrder(t.content!, order.order_number)).toBe(true);
      } else {
        expect(t.provider).toBe('staff');
        expect(t.recorded_by).not.toBeNull();
      }
    }
    const unmatched = transactions.filter((t) => t.status === 'unmatched');
    expect(unmatched.length).toBe(2);
    expect(unmatched.every((t) => t.order_id === null)).toBe(true);
    const refunds = transactions.filter((t) => t.kind === 'refund');
    expect(refunds.length).toBe(1);
    expect(byOrder.get(refunds[0]!.order_id!)).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    });
  });

  it('gives the demo customer orders to follow, pay, review and look back on', async () => {
    const db = demo.handle.db;
    const customer = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '+84912345678')
      .executeTakeFirstOrThrow();
    const mine = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', customer.id)
      .execute();
    expect(mine.length).toBeGreaterThanOrEqual(6);
    expect(mine.length).toBeLessThanOrEqual(8);
    expect(mine.some((o) => o.payment_method === 'transfer' && o.status === 'pending')).toBe(true);
    expect(mine.some((o) => o.status === 'cancelled')).toBe(true);
    expect(mine.filter((o) => o.status === 'completed').length).toBeGreaterThanOrEqual(1);
  });
});
