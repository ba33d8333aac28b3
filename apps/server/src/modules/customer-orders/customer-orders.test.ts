import {
  MY_ORDERS_MESSAGES,
  ORDER_MESSAGES,
  salonToday,
  type MyOrder,
  type RebuyReply,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createProduct, createService } from '../../test/factories.js';
import { createOrder, salonInstant } from '../../test/order-factories.js';
import { createShopSetup, orderBody, placedOrder } from '../../test/shop-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function get(customer: SignedIn, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/customer/orders${query}`,
    headers: customer.headers,
  });
}

async function list(customer: SignedIn, query = '') {
  const res = await get(customer, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: MyOrder[]; meta: Record<string, number> };
}

const numbers = (page: { data: MyOrder[] }) => page.data.map((order) => order.order_number);

async function stockOf(productId: number): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .where('id', '=', productId)
    .select('stock_quantity')
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

describe('access', () => {
  it('asks a guest to log in, and refuses staff', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/customer/orders' });
    expect(guest.statusCode).toBe(401);
    const staff = await signIn(t, 'staff');
    expect((await get(staff)).statusCode).toBe(403);
  });
});

describe('GET /api/customer/orders', () => {
  let customer: SignedIn;
  const placed: Record<string, string> = {};

  beforeAll(async () => {
    customer = await signIn(t, 'customer');
    const branch = await createBranch(t.db, { name: 'Chi nhánh Quận 1' });
    const shampoo = await createProduct(t.db, { name: 'Dầu gội bưởi', price: 150_000 });
    const haircut = await createService(t.db, { name: 'Cắt tóc nam', price: 100_000 });
    const make = async (key: string, date: string, time: string, extra = {}) => {
      const { order } = await createOrder(t.db, customer.user, {
        branch_id: branch.id,
        created_at: salonInstant(date, time),
        lines: [
          { item: shampoo, kind: 'product', quantity: 2 },
          { item: haircut, kind: 'service', quantity: 1 },
        ],
        ...extra,
      });
      placed[key] = order.order_number;
    };
    await make('nov01', '2026-11-01', '09:00', { status: 'completed' });
    // 23:30 in the salon is 16:30 UTC the same day: it belongs to 5 November.
    await make('nov05late', '2026-11-05', '23:30', { status: 'cancelled' });
    // 00:15 in the salon is 17:15 UTC the day before: it belongs to 6 November.
    await make('nov06early', '2026-11-06', '00:15', { status: 'paid', order_type: 'delivery' });
    await make('nov10', '2026-11-10', '14:00');
    // Another customer's order never shows.
    const other = await signIn(t, 'customer');
    await createOrder(t.db, other.user, { created_at: salonInstant('2026-11-07') });
  });

  it('lists only the customer’s orders, newest first, with summaries', async () => {
    const page = await list(customer);
    expect(numbers(page)).toEqual([
      placed.nov10,
      placed.nov06early,
      placed.nov05late,
      placed.nov01,
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    const first = page.data[0]!;
    expect(first).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      order_type: 'in_store',
      branch: { name: 'Chi nhánh Quận 1' },
      items_summary: 'Dầu gội bưởi ×2, Cắt tóc nam',
      item_count: 3,
      // 400 000 ₫ + 10 % VAT, picked up.
      total_amount: 440_000,
      can_cancel: true,
      can_rebuy: false,
      can_review: false,
    });
    expect(
      first.order_items.map((item) => [item.item_type, item.item_name, item.quantity]),
    ).toEqual([
      ['product', 'Dầu gội bưởi', 2],
      ['service', 'Cắt tóc nam', 1],
    ]);
    expect(first.order_items[0]).toMatchObject({ unit_price: 150_000, total_price: 300_000 });
    expect(page.data.find((o) => o.status === 'completed')).toMatchObject({
      can_cancel: false,
      can_rebuy: true,
      can_review: true,
    });
  });

  it('sorts by date either way and pages', async () => {
    expect(numbers(await list(customer, '?sort_order=asc'))).toEqual([
      placed.nov01,
      placed.nov05late,
      placed.nov06early,
      placed.nov10,
    ]);
    const second = await list(customer, '?per_page=3&page=2');
    expect(numbers(second)).toEqual([placed.nov01]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    const beyond = await list(customer, '?per_page=3&page=9');
    expect(beyond.data).toEqual([]);
  });

  it('filters by status and by how the order is received', async () => {
    expect(numbers(await list(customer, '?status=cancelled'))).toEqual([placed.nov05late]);
    expect(numbers(await list(customer, '?status=paid'))).toEqual([placed.nov06early]);
    expect(numbers(await list(customer, '?order_type=delivery'))).toEqual([placed.nov06early]);
    expect(numbers(await list(customer, '?status=pending&order_type=delivery'))).toEqual([]);
  });

  it('filters by the salon’s days, both ends included', async () => {
    expect(numbers(await list(customer, '?from=2026-11-05&to=2026-11-05'))).toEqual([
      placed.nov05late,
    ]);
    expect(numbers(await list(customer, '?from=2026-11-06&to=2026-11-06'))).toEqual([
      placed.nov06early,
    ]);
    expect(numbers(await list(customer, '?from=2026-11-02'))).toEqual([
      placed.nov10,
      placed.nov06early,
      placed.nov05late,
    ]);
    expect(numbers(await list(customer, '?to=2026-11-05'))).toEqual([
      placed.nov05late,
      placed.nov01,
    ]);
  });

  it('searches order numbers and item names, diacritics optional', async () => {
    expect(numbers(await list(customer, `?search=${placed.nov10!.toLowerCase()}`))).toEqual([
      placed.nov10,
    ]);
    expect((await list(customer, '?search=dau%20goi%20buoi')).meta.total).toBe(4);
    expect((await list(customer, '?search=cat%20toc&status=completed')).meta.total).toBe(1);
    expect((await list(customer, '?search=nhuom')).data).toEqual([]);
  });

  it.each([
    ['?per_page=51', MY_ORDERS_MESSAGES.invalidPerPage],
    ['?per_page=abc', MY_ORDERS_MESSAGES.invalidPerPage],
    ['?page=0', MY_ORDERS_MESSAGES.invalidPage],
    ['?status=shipped', MY_ORDERS_MESSAGES.invalidStatus],
    ['?order_type=drone', MY_ORDERS_MESSAGES.invalidOrderType],
    ['?from=2026-02-30', MY_ORDERS_MESSAGES.invalidDate],
    ['?to=21/11/2026', MY_ORDERS_MESSAGES.invalidDate],
    ['?from=2026-11-10&to=2026-11-01', MY_ORDERS_MESSAGES.invalidDateRange],
    ['?sort_order=sideways', MY_ORDERS_MESSAGES.invalidSort],
    [`?search=${'a'.repeat(101)}`, MY_ORDERS_MESSAGES.searchTooLong],
  ])('refuses %s with a Vietnamese message', async (query, message) => {
    const res = await get(customer, query);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message });
  });
});

describe('GET /api/customer/orders/stats', () => {
  it('counts the customer’s orders by status', async () => {
    const customer = await signIn(t, 'customer');
    const empty = await get(customer, '/stats');
    expect(empty.json().data).toEqual({ total: 0, completed: 0, paid: 0, pending: 0 });
    for (const status of ['pending', 'pending', 'paid', 'completed', 'completed', 'completed'])
      await createOrder(t.db, customer.user, { status: status as 'pending' });
    await createOrder(t.db, customer.user, { status: 'cancelled' });
    await createOrder(t.db, (await signIn(t, 'customer')).user, { status: 'completed' });
    const res = await get(customer, '/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ total: 7, completed: 3, paid: 1, pending: 2 });
  });
});

describe('PATCH /api/customer/orders/:id/cancel', () => {
  const cancel = (customer: SignedIn, id: number | string, payload: object = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/customer/orders/${id}/cancel`,
      headers: customer.headers,
      payload,
    });

  it('cancels a pending unpaid order, keeps the reason and gives the stock back', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { stock_quantity: 20 });
    const { order } = await createOrder(t.db, customer.user, {
      lines: [{ item: product, kind: 'product', quantity: 3 }],
    });
    expect(await stockOf(product.id)).toBe(17);

    const res = await cancel(customer, order.id, { reason: '  Đặt nhầm sản phẩm  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.cancelled,
      data: { id: order.id, status: 'cancelled', can_cancel: false, can_rebuy: true },
    });
    expect(await stockOf(product.id)).toBe(20);
    const row = await t.db
      .selectFrom('orders')
      .where('id', '=', order.id)
      .select(['cancel_reason', 'cancelled_at'])
      .executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('Đặt nhầm sản phẩm');
    expect(row.cancelled_at).not.toBeNull();
    const events = await t.db
      .selectFrom('order_events')
      .where('order_id', '=', order.id)
      .select(['kind', 'actor_user_id'])
      .execute();
    expect(events).toEqual([{ kind: 'cancelled', actor_user_id: customer.user.id }]);

    // Twice does not give the stock back twice.
    const again = await cancel(customer, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.cancelNotAllowed);
    expect(await stockOf(product.id)).toBe(20);
  });

  it('works without a reason', async () => {
    const customer = await signIn(t, 'customer');
    const { order } = await createOrder(t.db, customer.user);
    const res = await cancel(customer, order.id);
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['paid', 'paid'],
    ['completed', 'paid'],
    ['cancelled', 'pending'],
    ['pending', 'paid'],
  ] as const)('refuses a %s order (payment %s)', async (status, payment_status) => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { stock_quantity: 10 });
    const { order } = await createOrder(t.db, customer.user, {
      status,
      payment_status,
      lines: [{ item: product, kind: 'product', quantity: 2 }],
    });
    const stock = await stockOf(product.id);
    const res = await cancel(customer, order.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelNotAllowed);
    expect(await stockOf(product.id)).toBe(stock);
  });

  it('refuses a reason over 200 characters and changes nothing', async () => {
    const customer = await signIn(t, 'customer');
    const { order } = await createOrder(t.db, customer.user);
    const res = await cancel(customer, order.id, { reason: 'a'.repeat(201) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(ORDER_MESSAGES.cancelReasonTooLong);
    const wrongType = await cancel(customer, order.id, { reason: 42 });
    expect(wrongType.statusCode).toBe(422);
    const row = await t.db
      .selectFrom('orders')
      .where('id', '=', order.id)
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('answers 404 for another customer’s order or an id that names none', async () => {
    const owner = await signIn(t, 'customer');
    const intruder = await signIn(t, 'customer');
    const { order } = await createOrder(t.db, owner.user);
    for (const id of [order.id, 99_999_999, 'abc', '0', '1e3']) {
      const res = await cancel(intruder, id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().message).toBe(ORDER_MESSAGES.notFound);
    }
    const row = await t.db
      .selectFrom('orders')
      .where('id', '=', order.id)
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});

describe('POST /api/customer/orders/:id/rebuy', () => {
  const rebuy = (customer: SignedIn, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customer/orders/${id}/rebuy`,
      headers: customer.headers,
    });

  it('puts every line of a completed order back in the cart', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { name: 'Sáp vuốt tóc', stock_quantity: 30 });
    const service = await createService(t.db, { name: 'Gội đầu dưỡng sinh' });
    const { order } = await createOrder(t.db, customer.user, {
      status: 'completed',
      lines: [
        { item: product, kind: 'product', quantity: 2 },
        { item: service, kind: 'service', quantity: 1 },
      ],
    });
    const res = await rebuy(customer, order.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: RebuyReply }>();
    expect(body.message).toBe(ORDER_MESSAGES.rebuyDone);
    expect(body.data).toMatchObject({ added: 2, skipped: 0, cart: { total_items: 3 } });
    expect(body.data.cart.items.map((i) => [i.name, i.quantity])).toEqual(
      expect.arrayContaining([
        ['Sáp vuốt tóc', 2],
        ['Gội đầu dưỡng sinh', 1],
      ]),
    );
  });

  it('skips what can no longer be bought, and says when nothing could be', async () => {
    const customer = await signIn(t, 'customer');
    const gone = await createProduct(t.db, { name: 'Ngừng bán', is_sellable: false });
    const soldOut = await createProduct(t.db, { name: 'Hết hàng', stock_quantity: 1 });
    const fine = await createProduct(t.db, { name: 'Còn bán', stock_quantity: 5 });
    const { order } = await createOrder(t.db, customer.user, {
      status: 'cancelled',
      lines: [
        { item: gone, kind: 'product', quantity: 1 },
        { item: soldOut, kind: 'product', quantity: 1 },
        { item: fine, kind: 'product', quantity: 1 },
      ],
    });
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 0 })
      .where('id', '=', soldOut.id)
      .execute();
    const partial = await rebuy(customer, order.id);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      message: ORDER_MESSAGES.rebuyPartial(2),
      data: { added: 1, skipped: 2, cart: { total_items: 1 } },
    });

    const { order: nothing } = await createOrder(t.db, customer.user, {
      status: 'completed',
      lines: [{ item: gone, kind: 'product', quantity: 1 }],
    });
    await t.db.deleteFrom('cart_items').where('user_id', '=', customer.user.id).execute();
    const none = await rebuy(customer, nothing.id);
    expect(none.json()).toMatchObject({
      message: ORDER_MESSAGES.rebuyNothing,
      data: { added: 0, skipped: 1, cart: { total_items: 0 } },
    });
  });

  it('refuses an order still running, and another customer’s order', async () => {
    const customer = await signIn(t, 'customer');
    const { order } = await createOrder(t.db, customer.user, { status: 'paid' });
    const running = await rebuy(customer, order.id);
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(ORDER_MESSAGES.actionNotAllowed);

    const intruder = await signIn(t, 'customer');
    const { order: done } = await createOrder(t.db, customer.user, { status: 'completed' });
    const res = await rebuy(intruder, done.id);
    expect(res.statusCode).toBe(404);
    const cart = await t.db
      .selectFrom('cart_items')
      .where('user_id', '=', intruder.user.id)
      .selectAll()
      .execute();
    expect(cart).toEqual([]);
  });
});

describe('POST /api/customer/orders/:id/items/:itemId/review', () => {
  const review = (customer: SignedIn, orderId: number, itemId: number | string, payload = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/customer/orders/${orderId}/items/${itemId}/review`,
      headers: customer.headers,
      payload,
    });

  it('stores one verified review of the product, pending moderation', async () => {
    const customer = await signIn(t, 'customer', { name: 'Lê Thu Hà' });
    const product = await createProduct(t.db, { name: 'Dầu xả bưởi' });
    const service = await createService(t.db, { name: 'Uốn tóc' });
    const { order, items } = await createOrder(t.db, customer.user, {
      status: 'completed',
      lines: [
        { item: product, kind: 'product' },
        { item: service, kind: 'service' },
      ],
    });
    const res = await review(customer, order.id, items[0]!.id, {
      rating: 4,
      comment: '  Thơm, tóc mềm  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: ORDER_MESSAGES.reviewThanks,
      data: { order_item_id: items[0]!.id, rating: 4, content: 'Thơm, tóc mềm', status: 'pending' },
    });
    const stored = await t.db
      .selectFrom('reviews')
      .where('order_item_id', '=', items[0]!.id)
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reviewable_type: 'product',
      reviewable_id: product.id,
      user_id: customer.user.id,
      rating: 4,
      status: 'pending',
      is_verified: true,
    });

    // The default rating is 5; a service line is a review of the service.
    const second = await review(customer, order.id, items[1]!.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ rating: 5, content: '' });
    const ofService = await t.db
      .selectFrom('reviews')
      .where('order_item_id', '=', items[1]!.id)
      .select(['reviewable_type', 'reviewable_id'])
      .executeTakeFirstOrThrow();
    expect(ofService).toEqual({ reviewable_type: 'service', reviewable_id: service.id });

    // Once per line; the list shows it reviewed.
    const again = await review(customer, order.id, items[0]!.id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ORDER_MESSAGES.reviewAlreadyDone);
    const row = (await list(customer)).data.find((o) => o.id === order.id)!;
    expect(row.order_items.map((item) => item.is_reviewed)).toEqual([true, true]);

    // Not public until a moderator approves it.
    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/reviews?reviewable_type=product&reviewable_id=${product.id}`,
    });
    expect(JSON.stringify(publicList.json())).not.toContain('Thơm, tóc mềm');
  });

  it('only for a completed order', async () => {
    const customer = await signIn(t, 'customer');
    for (const status of ['pending', 'paid', 'cancelled'] as const) {
      const { order, items } = await createOrder(t.db, customer.user, { status });
      const res = await review(customer, order.id, items[0]!.id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(ORDER_MESSAGES.reviewNotAllowed);
    }
  });

  it('answers 404 for another customer’s order, or a line of another order', async () => {
    const owner = await signIn(t, 'customer');
    const intruder = await signIn(t, 'customer');
    const { order, items } = await createOrder(t.db, owner.user, { status: 'completed' });
    const theirs = await review(intruder, order.id, items[0]!.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(ORDER_MESSAGES.notFound);

    const { order: mine } = await createOrder(t.db, intruder.user, { status: 'completed' });
    const crossed = await review(intruder, mine.id, items[0]!.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(MY_ORDERS_MESSAGES.itemNotFound);
    expect((await review(intruder, mine.id, 'x')).statusCode).toBe(404);

    const count = await t.db
      .selectFrom('reviews')
      .where('order_item_id', '=', items[0]!.id)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it.each([
    [{ rating: 6 }, ORDER_MESSAGES.reviewRatingInvalid],
    [{ rating: 0 }, ORDER_MESSAGES.reviewRatingInvalid],
    [{ rating: 3.5 }, ORDER_MESSAGES.reviewRatingInvalid],
    [{ rating: 'năm' }, ORDER_MESSAGES.reviewRatingInvalid],
    [{ comment: 'a'.repeat(501) }, ORDER_MESSAGES.reviewCommentTooLong],
    [{ comment: { html: '<script>' } }, ORDER_MESSAGES.reviewCommentTooLong],
  ])('refuses %o and stores nothing', async (payload, message) => {
    const customer = await signIn(t, 'customer');
    const { order, items } = await createOrder(t.db, customer.user, { status: 'completed' });
    const res = await review(customer, order.id, items[0]!.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    const row = await t.db
      .selectFrom('reviews')
      .where('order_item_id', '=', items[0]!.id)
      .select('id')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});

describe('salon day of today', () => {
  it('an order placed now is found under today’s date', async () => {
    const customer = await signIn(t, 'customer');
    const { order } = await createOrder(t.db, customer.user);
    const today = salonToday();
    expect(numbers(await list(customer, `?from=${today}&to=${today}`))).toEqual([
      order.order_number,
    ]);
  });
});

describe('orders placed through the shop', () => {
  it('show in the list, cancel with their stock back, and go back in the cart', async () => {
    const customer = await signIn(t, 'customer');
    const setup = await createShopSetup(t.db, { price: 120_000, stock: 10 });
    const placed = await placedOrder(
      t,
      customer.cookie,
      orderBody(setup, {
        items: [
          { type: 'product', id: setup.product.id, quantity: 3 },
          { type: 'service', id: setup.service.id, quantity: 1 },
        ],
      }),
    );
    expect(await stockOf(setup.product.id)).toBe(7);

    const [row] = (await list(customer)).data;
    expect(row).toMatchObject({
      id: placed.order.id,
      order_number: placed.order.order_number,
      total_amount: placed.order.total_amount,
      items_summary: placed.order.items_summary,
      can_cancel: true,
    });
    expect(row!.order_items).toEqual(placed.order.order_items);

    const cancelled = await t.app.inject({
      method: 'PATCH',
      url: `/api/customer/orders/${placed.order.id}/cancel`,
      headers: customer.headers,
      payload: { reason: 'Đổi ý' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(setup.product.id)).toBe(10);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: customer.headers,
    });
    expect(detail.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'Đổi ý' });

    const rebuy = await t.app.inject({
      method: 'POST',
      url: `/api/customer/orders/${placed.order.id}/rebuy`,
      headers: customer.headers,
    });
    expect(rebuy.json()).toMatchObject({
      message: ORDER_MESSAGES.rebuyDone,
      data: { added: 2, skipped: 0, cart: { total_items: 4 } },
    });
  });
});
