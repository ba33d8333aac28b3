import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/factories.js';
import { signIn } from '../../test/sessions.js';
import {
  createShopSetup,
  orderBody,
  placeOrder,
  type ShopSetup,
} from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* Many customers at once for the last units: the salon never sells stock it does not have. */

let t: TestApp;
let setup: ShopSetup;
beforeAll(async () => {
  t = await createTestApp();
  setup = await createShopSetup(t.db);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  await t.db
    .selectFrom('products')
    .select(['stock_quantity', 'sold_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe(`parallel orders (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('20 customers for 3 units: exactly 3 orders, 17 refusals, stock 0', async () => {
    const product = await createProduct(t.db, { name: 'Tinh dầu bưởi', stock_quantity: 3 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => signIn(t, 'customer')));
    const replies = await Promise.all(
      customers.map((customer) =>
        placeOrder(
          t,
          customer.cookie,
          orderBody(setup, { items: [{ type: 'product', id: product.id, quantity: 1 }] }),
        ),
      ),
    );
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    const refused = replies.filter((reply) => reply.statusCode !== 201);
    expect(refused).toHaveLength(17);
    for (const reply of refused) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe('Có lỗi với giỏ hàng: Sản phẩm Tinh dầu bưởi đã hết hàng');
    }
    expect(await stockOf(product.id)).toEqual({ stock_quantity: 0, sold_count: 3 });
    const lines = await t.db
      .selectFrom('order_items')
      .select('quantity')
      .where('item_type', '=', 'product')
      .where('item_id', '=', product.id)
      .execute();
    expect(lines).toHaveLength(3);
  });

  it('two customers racing for the last unit: one order, one 409', async () => {
    const product = await createProduct(t.db, { stock_quantity: 1 });
    const [a, b] = await Promise.all([signIn(t, 'customer'), signIn(t, 'customer')]);
    const body = orderBody(setup, { items: [{ type: 'product', id: product.id, quantity: 1 }] });
    const replies = await Promise.all([
      placeOrder(t, a.cookie, body),
      placeOrder(t, b.cookie, body),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409].sort());
    expect((await stockOf(product.id)).stock_quantity).toBe(0);
  });

  it('orders of different sizes never take more than the stock', async () => {
    const product = await createProduct(t.db, { stock_quantity: 10 });
    const customer = await signIn(t, 'customer');
    const sizes = [4, 3, 3, 2, 2, 1, 5, 1];
    const replies = await Promise.all(
      sizes.map((quantity) =>
        placeOrder(
          t,
          customer.cookie,
          orderBody(setup, { items: [{ type: 'product', id: product.id, quantity }] }),
        ),
      ),
    );
    const sold = replies
      .map((reply, index) => (reply.statusCode === 201 ? (sizes[index] ?? 0) : 0))
      .reduce((sum, quantity) => sum + quantity, 0);
    const { stock_quantity } = await stockOf(product.id);
    expect(stock_quantity).toBeGreaterThanOrEqual(0);
    expect(sold + stock_quantity).toBe(10);
  });
});
