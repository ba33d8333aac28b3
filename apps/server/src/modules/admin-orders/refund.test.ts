import {
  CUSTOMER_ORDER_STATE_LABELS,
  customerOrderState,
  transferContentFor,
  type AdminOrderDetail,
  type ApiPage,
  type MyOrder,
  type OrderDetail,
  type PaymentTransactionDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow } from '../../db/schema.js';
import { injectAs } from '../../test/api.js';
import { createBranch, createProduct } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Acceptance B6: a paid order is refunded without being cancelled first, in one transaction
 * (stock back when the goods never left), and the customer sees 'Đã hoàn tiền'.
 */

const SECRET = 'refund-test-webhook-secret-0001';
let t: TestApp;
let branch: BranchRow;
let staff: SignedIn;
let manager: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ paymentWebhookSecret: SECRET });
  branch = await createBranch(t.db);
  staff = await signIn(t, 'staff', { branch_id: branch.id });
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

async function place(buyer: SignedIn, productId: number, quantity: number, method = 'cash') {
  const res = await injectAs(t, buyer.cookie, 'POST', '/api/orders', {
    branch_id: branch.id,
    order_type: 'in_store',
    payment_method: method,
    items: [{ type: 'product', id: productId, quantity }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { order: OrderDetail } }>().data.order;
}

const act = (who: SignedIn, id: number, body: object) =>
  injectAs(t, who.cookie, 'POST', `/api/admin/orders/${id}/actions`, body);

const stockOf = async (id: number) =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select('stock_quantity')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).stock_quantity,
  );

/** What the customer sees: the order page and My orders. */
async function seenByCustomer(customer: SignedIn, id: number) {
  const page = await injectAs(t, customer.cookie, 'GET', `/api/orders/${id}`);
  expect(page.statusCode, page.body).toBe(200);
  const list = await injectAs(t, customer.cookie, 'GET', '/api/customer/orders');
  expect(list.statusCode, list.body).toBe(200);
  const row = list.json<{ data: ApiPage<MyOrder> }>().data.data.find((o) => o.id === id)!;
  return { page: page.json<{ data: OrderDetail }>().data, row };
}

describe('refunding a paid order', () => {
  it('needs no cancel first: one action cancels, refunds, records the refund and restocks', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { stock_quantity: 10 });
    const order = await place(customer, product.id, 3);
    expect(await stockOf(product.id)).toBe(7);
    expect((await act(staff, order.id, { action: 'mark_paid' })).statusCode).toBe(200);

    const res = await act(staff, order.id, { action: 'refund', note: 'Khách trả hàng' });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<{ data: AdminOrderDetail }>().data;
    expect(detail).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      allowed_actions: [],
    });
    expect(detail.cancelled_at).not.toBeNull();
    expect(detail.transactions.map((tr) => [tr.kind, tr.amount])).toEqual([
      ['payment', order.total_amount],
      ['refund', order.total_amount],
    ]);
    expect(await stockOf(product.id)).toBe(10);

    // Once only: a second refund is refused and the stock stays.
    expect((await act(staff, order.id, { action: 'refund' })).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(10);

    const seen = await seenByCustomer(customer, order.id);
    for (const shown of [seen.page, seen.row]) {
      expect(shown).toMatchObject({ payment_status: 'refunded' });
      expect(CUSTOMER_ORDER_STATE_LABELS[customerOrderState(shown)]).toBe('Đã hoàn tiền');
    }
    const told = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(told.map((n) => n.title)).toContain('Đã hoàn tiền đơn hàng');
  });

  it('a completed order is refunded and stays completed; its goods are not restocked', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { stock_quantity: 10 });
    const order = await place(customer, product.id, 2);
    expect((await act(staff, order.id, { action: 'complete' })).statusCode).toBe(200);

    const res = await act(staff, order.id, { action: 'refund' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminOrderDetail }>().data).toMatchObject({
      status: 'completed',
      payment_status: 'refunded',
    });
    expect(await stockOf(product.id)).toBe(8);
    const seen = await seenByCustomer(customer, order.id);
    expect(CUSTOMER_ORDER_STATE_LABELS[customerOrderState(seen.row)]).toBe('Đã hoàn tiền');
  });

  it('an order paid by bank transfer is refunded from the payments screen’s transaction', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { stock_quantity: 4 });
    const order = await place(customer, product.id, 1, 'transfer');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { authorization: `Apikey ${SECRET}` },
      payload: {
        id: 88_001,
        accountNumber: '1023456789',
        content: transferContentFor(order.order_number),
        transferType: 'in',
        transferAmount: order.total_amount,
        referenceCode: 'FT26325880001',
      },
    });
    expect(paid.json()).toMatchObject({ data: { matched: 1 } });

    const screen = async () =>
      (
        await injectAs(
          t,
          manager.cookie,
          'GET',
          `/api/admin/payments/transactions?q=${order.order_number}`,
        )
      )
        .json<{ data: ApiPage<PaymentTransactionDto> }>()
        .data.data.filter((tr) => tr.order_id === order.id && tr.kind === 'payment');
    // The screen knows the order can still be refunded.
    expect(await screen()).toEqual([
      expect.objectContaining({
        status: 'matched',
        order_status: 'paid',
        order_payment_status: 'paid',
      }),
    ]);
    expect((await act(manager, order.id, { action: 'refund' })).statusCode).toBe(200);
    expect(await screen()).toEqual([
      expect.objectContaining({ status: 'matched', order_payment_status: 'refunded' }),
    ]);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('an unpaid order cannot be refunded', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { stock_quantity: 4 });
    const order = await place(customer, product.id, 1);
    expect((await act(staff, order.id, { action: 'refund' })).statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(3);
  });
});
