import {
  addDaysIso,
  CUSTOMER_PRODUCT_MESSAGES as M,
  CUSTOMER_PRODUCT_RULES,
  salonToday,
  type CustomerProductDto,
  type CustomerProductsReply,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createBranch, createProduct, createService } from '../../test/factories.js';
import { completedOrder, createCustomerProduct } from '../../test/profile-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createOrder } from '../../test/order-factories.js';
import { addProductsOfCompletedOrder } from './products-from-orders.js';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager', { branch_id: (await createBranch(t.db)).id });
});
afterAll(() => t.close());

const today = salonToday();

async function list(cookie: string, query = '') {
  const res = await injectAs(t, cookie, 'GET', `/api/customer/products${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CustomerProductsReply }>().data;
}

async function storedFor(userId: number) {
  return t.db
    .selectFrom('customer_products')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe('products from completed orders', () => {
  it('adds one row per product line when an order completes, ending after the usage length', async () => {
    const customer = await signIn(t);
    const lasting = await createProduct(t.db, { name: 'Dầu gội 30 ngày', usage_duration_days: 30 });
    const plain = await createProduct(t.db, { name: 'Sáp vuốt tóc', usage_duration_days: null });
    const service = await createService(t.db);
    const pending = await createOrder(t.db, customer.user, {
      lines: [
        { item: lasting, kind: 'product' },
        { item: plain, kind: 'product', quantity: 2 },
        { item: service, kind: 'service' },
      ],
    });
    expect(await storedFor(customer.user.id)).toEqual([]);
    const res = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/orders/${pending.order.id}/actions`,
      {
        action: 'complete',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await storedFor(customer.user.id);
    expect(rows.map((r) => [r.product_name, r.purchase_date, r.usage_end_date, r.status])).toEqual([
      ['Dầu gội 30 ngày', today, addDaysIso(today, 30), 'active'],
      ['Sáp vuốt tóc', today, addDaysIso(today, CUSTOMER_PRODUCT_RULES.defaultUsageDays), 'active'],
    ]);

    // Completing again is refused, and running the listener again adds nothing.
    const again = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/orders/${pending.order.id}/actions`,
      {
        action: 'complete',
      },
    );
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', pending.order.id)
      .executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute((trx) =>
        addProductsOfCompletedOrder(trx, { kind: 'completed', order, actor_user_id: null }),
      );
    expect(await storedFor(customer.user.id)).toHaveLength(2);
  });

  it('adds nothing for paid or cancelled orders, nor for guests', async () => {
    const customer = await signIn(t);
    const pending = await createOrder(t.db, customer.user);
    await injectAs(t, manager.cookie, 'POST', `/api/admin/orders/${pending.order.id}/actions`, {
      action: 'mark_paid',
    });
    await injectAs(t, manager.cookie, 'POST', `/api/admin/orders/${pending.order.id}/actions`, {
      action: 'cancel',
      reason: 'Khách đổi ý',
    });
    expect(await storedFor(customer.user.id)).toEqual([]);
  });
});

describe('GET /api/customer/products', () => {
  it('lists own products with progress, states and stats, filtered and paged', async () => {
    const customer = await signIn(t);
    const other = await signIn(t);
    await createCustomerProduct(t.db, customer.user.id, {
      name: 'Sắp hết',
      purchase_date: addDaysIso(today, -25),
      usage_end_date: addDaysIso(today, 5),
    });
    await createCustomerProduct(t.db, customer.user.id, {
      name: 'Còn lâu',
      purchase_date: addDaysIso(today, -10),
      usage_end_date: addDaysIso(today, 30),
    });
    await createCustomerProduct(t.db, customer.user.id, {
      name: 'Hết hạn',
      purchase_date: addDaysIso(today, -40),
      usage_end_date: addDaysIso(today, -1),
    });
    await createCustomerProduct(t.db, customer.user.id, {
      name: 'Dùng hết',
      purchase_date: addDaysIso(today, -20),
      usage_end_date: addDaysIso(today, 20),
      status: 'finished',
    });
    await createCustomerProduct(t.db, other.user.id, {
      purchase_date: today,
      usage_end_date: addDaysIso(today, 5),
    });

    const all = await list(customer.cookie);
    expect(all.stats).toEqual({ total: 4, active: 2, near_expiry: 1, expired: 1, finished: 1 });
    const byName = Object.fromEntries(all.products.data.map((p) => [p.product.name, p]));
    expect(all.products.data.map((p) => p.product.name)).toEqual([
      'Sắp hết',
      'Còn lâu',
      'Hết hạn',
      'Dùng hết',
    ]);
    expect(byName['Sắp hết']).toMatchObject({
      status: 'active',
      is_near_expiry: true,
      days_left: 5,
      progress_percentage: 83,
    });
    expect(byName['Còn lâu']).toMatchObject({
      status: 'active',
      is_near_expiry: false,
      progress_percentage: 25,
    });
    expect(byName['Hết hạn']).toMatchObject({ status: 'expired', progress_percentage: 100 });
    expect(byName['Dùng hết']?.status).toBe('finished');

    expect(
      (await list(customer.cookie, '?status=near_expiry')).products.data.map((p) => p.product.name),
    ).toEqual(['Sắp hết']);
    expect((await list(customer.cookie, '?status=expired')).products.meta.total).toBe(1);
    const paged = await list(customer.cookie, '?per_page=3&page=2');
    expect(paged.products.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(paged.products.data).toHaveLength(1);
  });

  it('refuses bad queries, guests and staff', async () => {
    const customer = await signIn(t);
    const bad = await injectAs(t, customer.cookie, 'GET', '/api/customer/products?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: M.filterInvalid });
    expect(
      (await injectAs(t, customer.cookie, 'GET', '/api/customer/products?per_page=500')).statusCode,
    ).toBe(422);
    expect((await injectAs(t, null, 'GET', '/api/customer/products')).statusCode).toBe(401);
    expect((await injectAs(t, manager.cookie, 'GET', '/api/customer/products')).statusCode).toBe(
      403,
    );
  });
});

describe('PATCH /api/customer/products/:id/status', () => {
  const finish = (cookie: string, id: number | string, body: unknown) =>
    injectAs(t, cookie, 'PATCH', `/api/customer/products/${id}/status`, body);

  it('marks an own active product finished with notes, once', async () => {
    const customer = await signIn(t);
    const row = await createCustomerProduct(t.db, customer.user.id, {
      purchase_date: today,
      usage_end_date: addDaysIso(today, 10),
    });
    const res = await finish(customer.cookie, row.id, {
      status: 'finished',
      notes: '  Dùng hết sớm ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: CustomerProductDto; message: string }>()).toMatchObject({
      message: M.finished,
      data: { id: row.id, status: 'finished', notes: 'Dùng hết sớm' },
    });
    const twice = await finish(customer.cookie, row.id, { status: 'finished' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: M.notActive });
  });

  it('refuses a product whose usage period has ended (expired), and leaves it so', async () => {
    const customer = await signIn(t);
    const row = await createCustomerProduct(t.db, customer.user.id, {
      purchase_date: addDaysIso(today, -40),
      usage_end_date: addDaysIso(today, -1),
    });
    const res = await finish(customer.cookie, row.id, { status: 'finished' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_NOT_ACTIVE', message: M.notActive });
    const { products } = await list(customer.cookie);
    expect(products.data[0]).toMatchObject({ id: row.id, status: 'expired' });
    // Its last day still counts as in use.
    const lastDay = await createCustomerProduct(t.db, customer.user.id, {
      purchase_date: addDaysIso(today, -30),
      usage_end_date: today,
    });
    expect((await finish(customer.cookie, lastDay.id, { status: 'finished' })).statusCode).toBe(
      200,
    );
  });

  it("answers 404 for another customer's product and leaves it active", async () => {
    const owner = await signIn(t);
    const intruder = await signIn(t);
    const row = await createCustomerProduct(t.db, owner.user.id, {
      purchase_date: today,
      usage_end_date: addDaysIso(today, 10),
    });
    for (const id of [row.id, 'abc', 0, 99_999_999]) {
      const res = await finish(intruder.cookie, id, { status: 'finished' });
      expect(res.statusCode, String(id)).toBe(404);
    }
    expect((await storedFor(owner.user.id))[0]?.status).toBe('active');
  });

  it('refuses any other status and over-long notes', async () => {
    const customer = await signIn(t);
    const row = await createCustomerProduct(t.db, customer.user.id, {
      purchase_date: today,
      usage_end_date: addDaysIso(today, 10),
    });
    const wrong = await finish(customer.cookie, row.id, { status: 'active' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { status: [M.statusInvalid] } });
    const long = await finish(customer.cookie, row.id, {
      status: 'finished',
      notes: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { notes: [M.notesMax] } });
    expect((await storedFor(customer.user.id))[0]?.status).toBe('active');
  });

  it('takes the products of a real completed order through to finished', async () => {
    const customer = await signIn(t);
    await completedOrder(t, manager.cookie, customer.user);
    const { products } = await list(customer.cookie);
    const id = products.data[0]?.id ?? 0;
    expect((await finish(customer.cookie, id, { status: 'finished' })).statusCode).toBe(200);
  });
});
