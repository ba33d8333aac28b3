import {
  ADMIN_ORDER_MESSAGES,
  ORDER_MESSAGES,
  salonToday,
  type AdminOrderDetail,
  type AdminOrderStats,
  type AdminOrderSummary,
  type ApiPage,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow } from '../../db/schema.js';
import { injectAs } from '../../test/api.js';
import { createBranch, createProduct } from '../../test/factories.js';
import { createOrderRow } from '../../test/order-admin-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { salonDayStart } from '../branches/branch-revenue.sql.js';

let t: TestApp;
let a: BranchRow;
let b: BranchRow;
let staffA: SignedIn;
let manager: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  a = await createBranch(t.db, { name: 'Chi nhánh Đơn A' });
  b = await createBranch(t.db, { name: 'Chi nhánh Đơn B' });
  staffA = await signIn(t, 'staff', { branch_id: a.id });
  manager = await signIn(t, 'manager');
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

const hours = (iso: string, n: number) => new Date(Date.parse(iso) + n * 3_600_000).toISOString();

async function list(cookie: string, query = '') {
  const res = await injectAs(t, cookie, 'GET', `/api/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<AdminOrderSummary> }>().data;
}

async function detail(cookie: string, id: number) {
  const res = await injectAs(t, cookie, 'GET', `/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminOrderDetail }>().data;
}

function act(cookie: string, id: number, body: object) {
  return injectAs(t, cookie, 'POST', `/api/admin/orders/${id}/actions`, body);
}

/** A customer's order placed through the real shop (stock taken, events and messages written). */
async function placeOrder(
  buyer: SignedIn,
  branchId: number,
  productId: number,
  quantity: number,
  paymentMethod: 'cash' | 'transfer' = 'cash',
) {
  const res = await injectAs(t, buyer.cookie, 'POST', '/api/orders', {
    branch_id: branchId,
    order_type: 'in_store',
    payment_method: paymentMethod,
    items: [{ type: 'product', id: productId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { order: { id: number; order_number: string; total_amount: number } } }>()
    .data.order;
}

async function stockOf(productId: number): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.stock_quantity);
}

describe('who may use the orders screen', () => {
  it('refuses guests and customers', async () => {
    expect((await injectAs(t, null, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    expect((await injectAs(t, customer.cookie, 'GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await act(customer.cookie, 1, { action: 'mark_paid' })).statusCode).toBe(403);
  });

  it("keeps staff to their own branch: another branch's filter is 403, its order 404", async () => {
    const own = await createOrderRow(t.db, { branch_id: a.id, customer_name: 'Khách Chi Nhánh A' });
    const other = await createOrderRow(t.db, {
      branch_id: b.id,
      customer_name: 'Khách Chi Nhánh B',
    });
    const page = await list(staffA.cookie, '?per_page=100');
    expect(page.data.map((o) => o.id)).toContain(own.id);
    expect(page.data.every((o) => o.branch?.id === a.id)).toBe(true);

    const forbidden = await injectAs(
      t,
      staffA.cookie,
      'GET',
      `/api/admin/orders?branch_id=${b.id}`,
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      success: false,
      message: ADMIN_ORDER_MESSAGES.otherBranch,
    });
    expect(
      (await injectAs(t, staffA.cookie, 'GET', `/api/admin/orders/stats?branch_id=${b.id}`))
        .statusCode,
    ).toBe(403);

    const hidden = await injectAs(t, staffA.cookie, 'GET', `/api/admin/orders/${other.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(ORDER_MESSAGES.notFound);
    const refused = await act(staffA.cookie, other.id, { action: 'mark_paid' });
    expect(refused.statusCode).toBe(404);
    const untouched = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(untouched.status).toBe('pending');

    // A manager sees both.
    expect((await detail(manager.cookie, other.id)).branch?.id).toBe(b.id);
  });
});

describe('the list', () => {
  it('filters by status, payment, method, type, branch, dates, and searches without diacritics', async () => {
    const branch = await createBranch(t.db, { name: 'Chi nhánh Lọc' });
    const today = salonDayStart(salonToday());
    const base = { branch_id: branch.id };
    const paidCard = await createOrderRow(t.db, {
      ...base,
      customer_name: 'Nguyễn Thị Hồng Nhung',
      customer_phone: '+84987654321',
      payment_method: 'card',
      status: 'paid',
      payment_status: 'paid',
      total_amount: 900_000,
      paid_at: hours(today, 2),
      created_at: hours(today, 1),
    });
    const delivery = await createOrderRow(t.db, {
      ...base,
      order_type: 'delivery',
      payment_method: 'transfer',
      total_amount: 350_000,
      created_at: hours(today, -48),
    });
    const cancelled = await createOrderRow(t.db, {
      ...base,
      status: 'cancelled',
      total_amount: 120_000,
      cancelled_at: hours(today, -100),
      created_at: hours(today, -120),
    });
    const ids = (page: ApiPage<AdminOrderSummary>) => page.data.map((o) => o.id).sort();
    const q = `?branch_id=${branch.id}`;

    expect(ids(await list(manager.cookie, q))).toEqual(
      [paidCard.id, delivery.id, cancelled.id].sort(),
    );
    expect(ids(await list(manager.cookie, `${q}&status=paid`))).toEqual([paidCard.id]);
    expect(ids(await list(manager.cookie, `${q}&payment_status=pending&status=cancelled`))).toEqual(
      [cancelled.id],
    );
    expect(ids(await list(manager.cookie, `${q}&payment_method=transfer`))).toEqual([delivery.id]);
    expect(ids(await list(manager.cookie, `${q}&order_type=delivery`))).toEqual([delivery.id]);
    const todayDate = salonToday();
    expect(
      ids(await list(manager.cookie, `${q}&date_from=${todayDate}&date_to=${todayDate}`)),
    ).toEqual([paidCard.id]);
    // Searching: the name without diacritics, the phone as typed, the order number in lower case.
    expect(ids(await list(manager.cookie, `${q}&search=hong%20nhung`))).toEqual([paidCard.id]);
    expect(ids(await list(manager.cookie, `${q}&search=0987654`))).toEqual([paidCard.id]);
    expect(
      ids(await list(manager.cookie, `${q}&search=${delivery.order_number.toLowerCase()}`)),
    ).toEqual([delivery.id]);

    const byTotal = await list(manager.cookie, `${q}&sort=total_desc`);
    expect(byTotal.data.map((o) => o.total_amount)).toEqual([900_000, 350_000, 120_000]);
    const newest = await list(manager.cookie, q);
    expect(newest.data[0]?.id).toBe(paidCard.id);
    const row = newest.data[0]!;
    expect(row).toMatchObject({
      order_number: paidCard.order_number,
      customer_name: 'Nguyễn Thị Hồng Nhung',
      customer_phone: '+84987654321',
      status: 'paid',
      payment_status: 'paid',
      branch: { id: branch.id, name: 'Chi nhánh Lọc' },
      items_summary: 'Dầu gội thảo dược',
    });
  });

  it('pages 15 at a time', async () => {
    const branch = await createBranch(t.db);
    for (let i = 0; i < 17; i += 1) await createOrderRow(t.db, { branch_id: branch.id });
    const first = await list(manager.cookie, `?branch_id=${branch.id}`);
    expect(first.data).toHaveLength(15);
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 17 });
    expect((await list(manager.cookie, `?branch_id=${branch.id}&page=2`)).data).toHaveLength(2);
  });

  it("scores each order's risk from the customer's earlier orders", async () => {
    const branch = await createBranch(t.db);
    const phone = '+84911222333';
    const start = salonDayStart('2026-01-05');
    const first = await createOrderRow(t.db, {
      branch_id: branch.id,
      customer_phone: phone,
      total_amount: 6_000_000,
      created_at: start,
    });
    await createOrderRow(t.db, {
      branch_id: branch.id,
      customer_phone: phone,
      status: 'cancelled',
      created_at: hours(start, 24),
    });
    const third = await createOrderRow(t.db, {
      branch_id: branch.id,
      customer_phone: phone,
      total_amount: 100_000,
      created_at: hours(start, 48),
    });
    const page = await list(manager.cookie, `?branch_id=${branch.id}`);
    const risk = (id: number) => page.data.find((o) => o.id === id)!.risk;
    // First order, over 5 million: new customer, few payments, the amount.
    expect(risk(first.id)).toMatchObject({ score: 60, level: 'medium' });
    expect(risk(first.id).reasons).toEqual([
      'Giá trị đơn trên 5.000.000 ₫ (+20)',
      'Khách hàng mới (+25)',
      'Ít hơn 5 giao dịch đã thanh toán (+15)',
    ]);
    // Third: known customer, but one earlier order was cancelled unpaid.
    expect(risk(third.id)).toMatchObject({ score: 35, level: 'low' });
    expect(risk(third.id).reasons).toContain('Từng có đơn bị hủy khi chưa thanh toán (+20)');
  });

  it('refuses bad filters in Vietnamese', async () => {
    const bad = async (query: string, message: string) => {
      const res = await injectAs(t, manager.cookie, 'GET', `/api/admin/orders${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    };
    await bad('?status=shipped', ADMIN_ORDER_MESSAGES.invalidStatus);
    await bad('?payment_method=bitcoin', ADMIN_ORDER_MESSAGES.invalidPaymentMethod);
    await bad('?per_page=500', ADMIN_ORDER_MESSAGES.invalidPerPage);
    await bad(`?search=${'a'.repeat(101)}`, ADMIN_ORDER_MESSAGES.searchTooLong);
    await bad('?date_from=2026-11-20&date_to=2026-11-01', ADMIN_ORDER_MESSAGES.dateRangeInvalid);
    await bad('?sort=random()', ADMIN_ORDER_MESSAGES.invalidSort);
  });
});

describe('the figures', () => {
  it("counts by status, today's orders and money, and what waits for payment", async () => {
    const branch = await createBranch(t.db);
    const today = salonDayStart(salonToday());
    const at = { branch_id: branch.id };
    await createOrderRow(t.db, { ...at, total_amount: 300_000, created_at: hours(today, 1) });
    await createOrderRow(t.db, {
      ...at,
      status: 'paid',
      payment_status: 'paid',
      total_amount: 500_000,
      created_at: hours(today, -30),
      paid_at: hours(today, 2),
    });
    await createOrderRow(t.db, {
      ...at,
      status: 'completed',
      payment_status: 'paid',
      total_amount: 800_000,
      created_at: hours(today, -50),
      paid_at: hours(today, -49),
      completed_at: hours(today, 1),
    });
    await createOrderRow(t.db, {
      ...at,
      status: 'cancelled',
      payment_status: 'refunded',
      total_amount: 700_000,
      created_at: hours(today, 3),
      paid_at: hours(today, 3),
    });
    const res = await injectAs(
      t,
      manager.cookie,
      'GET',
      `/api/admin/orders/stats?branch_id=${branch.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminOrderStats }>().data).toEqual({
      total: 4,
      by_status: { pending: 1, paid: 1, completed: 1, cancelled: 1 },
      today_orders: 2,
      today_revenue: 500_000,
      awaiting_payment: 1,
      awaiting_payment_amount: 300_000,
    });
  });
});

describe('actions', () => {
  it('marks an order paid by hand: the lifecycle, a staff transaction, the history, once', async () => {
    const product = await createProduct(t.db, { price: 150_000, stock_quantity: 10 });
    const placed = await placeOrder(customer, a.id, product.id, 2);
    const before = await detail(staffA.cookie, placed.id);
    expect(before.allowed_actions).toEqual(['mark_paid', 'complete', 'cancel']);
    expect(before.transactions).toEqual([]);

    const res = await act(staffA.cookie, placed.id, {
      action: 'mark_paid',
      note: 'Khách trả tiền mặt',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<{ data: AdminOrderDetail; message: string }>();
    expect(after.message).toBe(ADMIN_ORDER_MESSAGES.done.mark_paid);
    expect(after.data).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(after.data.allowed_actions).toEqual(['complete', 'cancel', 'refund']);
    expect(after.data.transactions).toHaveLength(1);
    expect(after.data.transactions[0]).toMatchObject({
      provider: 'staff',
      kind: 'payment',
      status: 'matched',
      method: 'cash',
      amount: placed.total_amount,
      order_id: placed.id,
      recorded_by: staffA.user.name,
    });
    expect(after.data.events.map((e) => e.kind)).toContain('paid');
    expect(after.data.events.find((e) => e.kind === 'paid')?.actor_name).toBe(staffA.user.name);

    const again = await act(staffA.cookie, placed.id, { action: 'mark_paid' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: ORDER_MESSAGES.actionNotAllowed,
    });
    const rows = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('order_id', '=', placed.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('completes an unpaid order as paid at hand-over; only a refund can follow', async () => {
    const product = await createProduct(t.db, { stock_quantity: 10 });
    const placed = await placeOrder(customer, a.id, product.id, 1);
    const res = await act(manager.cookie, placed.id, { action: 'complete' });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json<{ data: AdminOrderDetail }>().data;
    expect(done).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      allowed_actions: ['refund'],
    });
    expect(done.transactions.map((tr) => [tr.provider, tr.kind])).toEqual([['staff', 'payment']]);
    for (const action of ['mark_paid', 'complete'])
      expect((await act(manager.cookie, placed.id, { action })).statusCode).toBe(409);
    expect(
      (await act(manager.cookie, placed.id, { action: 'cancel', reason: 'Thử' })).statusCode,
    ).toBe(409);
  });

  it('cancels with a reason and gives the stock back; a paid one can then be refunded', async () => {
    const product = await createProduct(t.db, { stock_quantity: 10 });
    const placed = await placeOrder(customer, a.id, product.id, 3);
    expect(await stockOf(product.id)).toBe(7);

    const noReason = await act(staffA.cookie, placed.id, { action: 'cancel' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(ADMIN_ORDER_MESSAGES.cancelReasonRequired);
    const tooLong = await act(staffA.cookie, placed.id, {
      action: 'cancel',
      reason: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe(ADMIN_ORDER_MESSAGES.cancelReasonTooLong);
    expect(await stockOf(product.id)).toBe(7);

    expect((await act(staffA.cookie, placed.id, { action: 'refund' })).statusCode).toBe(409);
    expect((await act(staffA.cookie, placed.id, { action: 'mark_paid' })).statusCode).toBe(200);
    const cancelled = await act(staffA.cookie, placed.id, {
      action: 'cancel',
      reason: 'Khách đổi ý',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const data = cancelled.json<{ data: AdminOrderDetail }>().data;
    expect(data).toMatchObject({
      status: 'cancelled',
      payment_status: 'paid',
      cancel_reason: 'Khách đổi ý',
      allowed_actions: ['refund'],
    });
    expect(await stockOf(product.id)).toBe(10);

    const refunded = await act(staffA.cookie, placed.id, {
      action: 'refund',
      note: 'Đã chuyển lại',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const final = refunded.json<{ data: AdminOrderDetail }>().data;
    expect(final).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      allowed_actions: [],
    });
    expect(final.transactions.map((tr) => [tr.kind, tr.amount, tr.provider])).toEqual([
      ['payment', placed.total_amount, 'staff'],
      ['refund', placed.total_amount, 'staff'],
    ]);
    // Stock came back once only.
    expect(await stockOf(product.id)).toBe(10);
  });

  it('refuses unknown actions and ids in Vietnamese, writing nothing', async () => {
    const order = await createOrderRow(t.db, { branch_id: a.id });
    const unknown = await act(manager.cookie, order.id, { action: 'ship' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(ADMIN_ORDER_MESSAGES.invalidAction);
    expect((await act(manager.cookie, 999_999, { action: 'mark_paid' })).statusCode).toBe(404);
    expect((await injectAs(t, manager.cookie, 'GET', '/api/admin/orders/abc')).statusCode).toBe(
      422,
    );
    const rows = await t.db
      .selectFrom('payment_transactions')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
