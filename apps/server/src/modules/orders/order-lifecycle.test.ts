import { ORDER_MESSAGES as M, type OrderAction } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderChange } from './order-changes.js';
import { OrderChangeListeners } from './order-changes.js';
import { OrderLifecycleService } from './order-lifecycle.service.js';
import { createProduct, createUser } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import {
  createShopSetup,
  orderBody,
  placedOrder,
  storeSetting,
  type ShopSetup,
} from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let customer: SignedIn;
let setup: ShopSetup;
let lifecycle: OrderLifecycleService;
const changes: OrderChange[] = [];

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t, 'customer');
  setup = await createShopSetup(t.db);
  const listeners = new OrderChangeListeners();
  listeners.add(async (_trx, change) => {
    changes.push(change);
  });
  lifecycle = new OrderLifecycleService(t.db, listeners);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (
    await t.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock_quantity;

async function newOrder(quantity = 2) {
  const product = await createProduct(t.db, { stock_quantity: 10 });
  const placed = await placedOrder(
    t,
    customer.cookie,
    orderBody(setup, { items: [{ type: 'product', id: product.id, quantity }] }),
  );
  return { product, order: placed.order };
}

describe('order lifecycle', () => {
  it('pending → paid → completed, with the times, history and listeners', async () => {
    const { order } = await newOrder();
    const staff = await createUser(t.db, { role: 'staff' });
    const paid = await lifecycle.apply(
      order.id,
      'mark_paid',
      { userId: staff.user.id },
      { note: 'Tiền mặt' },
    );
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(paid.paid_at).not.toBeNull();
    const completed = await lifecycle.apply(order.id, 'complete', { userId: staff.user.id });
    expect(completed).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      paid_at: paid.paid_at,
    });
    expect(completed.completed_at).not.toBeNull();
    const events = await t.db
      .selectFrom('order_events')
      .select(['kind', 'note', 'actor_user_id'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'placed', note: null, actor_user_id: customer.user.id },
      { kind: 'paid', note: 'Tiền mặt', actor_user_id: staff.user.id },
      { kind: 'completed', note: null, actor_user_id: staff.user.id },
    ]);
    expect(
      changes.filter((c) => c.order.id === order.id).map((c) => [c.kind, c.previous?.status]),
    ).toEqual([
      ['paid', 'pending'],
      ['completed', 'paid'],
    ]);
  });

  it('completing a pending order marks it paid (paid at hand-over)', async () => {
    const { order } = await newOrder();
    const completed = await lifecycle.apply(order.id, 'complete', { userId: null });
    expect(completed).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect(completed.paid_at).not.toBeNull();
  });

  it('cancelling gives the stock back, once, and a paid one can then be refunded', async () => {
    const { order, product } = await newOrder(3);
    expect(await stockOf(product.id)).toBe(7);
    await lifecycle.apply(order.id, 'mark_paid', { userId: null });
    const cancelled = await lifecycle.apply(
      order.id,
      'cancel',
      { userId: null },
      { reason: 'Khách đổi ý' },
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      cancel_reason: 'Khách đổi ý',
    });
    expect(await stockOf(product.id)).toBe(10);
    await expect(lifecycle.apply(order.id, 'cancel', { userId: null })).rejects.toMatchObject({
      status: 409,
    });
    expect(await stockOf(product.id)).toBe(10);
    const refunded = await lifecycle.apply(order.id, 'refund', { userId: null });
    expect(refunded).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
  });

  it.each<[string, OrderAction[], OrderAction]>([
    ['pay a completed order', ['complete'], 'mark_paid'],
    ['complete a cancelled order', ['cancel'], 'complete'],
    ['refund an unpaid cancelled order', ['cancel'], 'refund'],
    ['refund a pending order', [], 'refund'],
    ['pay twice', ['mark_paid'], 'mark_paid'],
  ])('refuses to %s with 409', async (_name, before, action) => {
    const { order } = await newOrder(1);
    for (const step of before) await lifecycle.apply(order.id, step, { userId: null });
    await expect(lifecycle.apply(order.id, action, { userId: null })).rejects.toMatchObject({
      status: 409,
      message: M.actionNotAllowed,
    });
  });

  it('two cancels at once give the stock back once', async () => {
    const { order, product } = await newOrder(4);
    const results = await Promise.allSettled([
      lifecycle.apply(order.id, 'cancel', { userId: null }),
      lifecycle.apply(order.id, 'cancel', { userId: null }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(10);
  });

  it('answers 404 for an order that does not exist', async () => {
    await expect(lifecycle.apply(987_654, 'cancel', { userId: null })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('drops the transfer QR once the order is paid', async () => {
    const placed = await placedOrder(
      t,
      customer.cookie,
      orderBody(setup, { payment_method: 'transfer' }),
    );
    expect(placed.order.transfer).not.toBeNull();
    await lifecycle.apply(placed.order.id, 'mark_paid', { userId: null });
    const reply = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: customer.headers,
    });
    expect(reply.json().data).toMatchObject({ status: 'paid', transfer: null, can_cancel: false });
  });
});

describe('order promotions and VAT from the settings', () => {
  it('applies the best order promotion from its minimum, counts its use, and returns it on cancel', async () => {
    const fresh = await createTestApp();
    try {
      await storeSetting(fresh.db, 'tax', { vat_enabled: true, vat_rate: 8 });
      const shop = await createShopSetup(fresh.db, { price: 300_000 });
      const other = await createProduct(fresh.db, { price: 100_000 });
      const promotion = await fresh.db
        .insertInto('promotions')
        .values({
          name: 'Đơn từ 500.000 ₫ giảm 10%',
          description: null,
          discount_type: 'percentage',
          discount_value: 10,
          max_discount_amount: 25_000,
          min_order_amount: 500_000,
          start_date: null,
          end_date: null,
          usage_limit: 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await fresh.db
        .insertInto('promotion_items')
        .values({ promotion_id: promotion.id, item_type: 'product', item_id: shop.product.id })
        .execute();
      const buyer = await signIn(fresh, 'customer');
      const items = [
        { type: 'product', id: shop.product.id, quantity: 1 },
        { type: 'product', id: other.id, quantity: 2 },
      ];
      const first = (await placedOrder(fresh, buyer.cookie, orderBody(shop, { items }))).order;
      // 10 % of the promotion's own items (300 000) = 30 000, capped at 25 000; VAT 8 % after it.
      expect(first).toMatchObject({
        subtotal: 500_000,
        discount_amount: 25_000,
        promotion_name: 'Đơn từ 500.000 ₫ giảm 10%',
        tax_rate: 8,
        tax_amount: 38_000,
        total_amount: 513_000,
      });
      // The limit of one use is spent: the next order pays in full.
      const second = (await placedOrder(fresh, buyer.cookie, orderBody(shop, { items }))).order;
      expect(second).toMatchObject({
        discount_amount: 0,
        promotion_name: null,
        total_amount: 540_000,
      });
      const lifecycleOnFresh = new OrderLifecycleService(fresh.db, new OrderChangeListeners());
      await lifecycleOnFresh.apply(first.id, 'cancel', { userId: null });
      const used = await fresh.db
        .selectFrom('promotions')
        .select('used_count')
        .where('id', '=', promotion.id)
        .executeTakeFirstOrThrow();
      expect(used.used_count).toBe(0);
      // Below the minimum it does not apply.
      const small = (
        await placedOrder(
          fresh,
          buyer.cookie,
          orderBody(shop, { items: [{ type: 'product', id: shop.product.id, quantity: 1 }] }),
        )
      ).order;
      expect(small.discount_amount).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('adds no VAT when the settings turn it off', async () => {
    const fresh = await createTestApp();
    try {
      await storeSetting(fresh.db, 'tax', { vat_enabled: false, vat_rate: 10 });
      const shop = await createShopSetup(fresh.db);
      const buyer = await signIn(fresh, 'customer');
      const order = (await placedOrder(fresh, buyer.cookie, orderBody(shop))).order;
      expect(order).toMatchObject({
        subtotal: 200_000,
        tax_rate: 0,
        tax_amount: 0,
        total_amount: 200_000,
      });
    } finally {
      await fresh.close();
    }
  });
});

describe('unpaid transfer orders', () => {
  it('are cancelled by the jobs a day later, their stock back; others are left alone', async () => {
    const product = await createProduct(t.db, { stock_quantity: 5 });
    const items = [{ type: 'product', id: product.id, quantity: 2 }];
    const transfer = await placedOrder(
      t,
      customer.cookie,
      orderBody(setup, { items, payment_method: 'transfer' }),
    );
    const cash = await placedOrder(t, customer.cookie, orderBody(setup, { items }));
    const paid = await placedOrder(
      t,
      customer.cookie,
      orderBody(setup, {
        items: [{ type: 'product', id: product.id, quantity: 1 }],
        payment_method: 'transfer',
      }),
    );
    await lifecycle.apply(paid.order.id, 'mark_paid', { userId: null });
    const yesterday = new Date(Date.now() - 25 * 3_600_000).toISOString();
    await t.db
      .updateTable('orders')
      .set({ created_at: yesterday })
      .where('id', 'in', [transfer.order.id, cash.order.id, paid.order.id])
      .execute();
    expect(await stockOf(product.id)).toBe(0);

    const ran = await t.app.jobs.runDueJobs(new Date());
    expect(ran).toContain('unpaid-order-expiry');
    const statuses = await t.db
      .selectFrom('orders')
      .select(['id', 'status', 'cancel_reason'])
      .where('id', 'in', [transfer.order.id, cash.order.id, paid.order.id])
      .orderBy('id')
      .execute();
    expect(statuses).toEqual([
      { id: transfer.order.id, status: 'cancelled', cancel_reason: M.expiredUnpaid },
      { id: cash.order.id, status: 'pending', cancel_reason: null },
      { id: paid.order.id, status: 'paid', cancel_reason: null },
    ]);
    expect(await stockOf(product.id)).toBe(2);
  });
});
