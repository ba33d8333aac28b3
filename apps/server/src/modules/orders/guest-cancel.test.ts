import { ORDER_MESSAGES as M, type OrderDetail } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sessions.js';
import { createShopSetup, orderBody, type ShopSetup } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let setup: ShopSetup;
beforeAll(async () => {
  t = await createTestApp();
  setup = await createShopSetup(t.db);
});
afterAll(() => t.close());

const stock = async () =>
  (
    await t.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', setup.product.id)
      .executeTakeFirstOrThrow()
  ).stock_quantity;

async function guestOrder(ip: string): Promise<{ order: OrderDetail; token: string }> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: ip,
    payload: orderBody(setup, { customer_info: { name: 'Lan', phone: '0912000111' } }),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const data = reply.json<{ data: { order: OrderDetail; access_token: string } }>().data;
  return { order: data.order, token: data.access_token };
}

function cancel(id: number, token: string | null, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/cancel${token === null ? '' : `?access_token=${token}`}`,
    headers: cookie ? { cookie } : {},
    payload: { reason: 'Đặt nhầm' },
  });
}

describe('POST /api/orders/:id/cancel: a guest cancels with the order’s access token', () => {
  it('cancels a pending unpaid order for the token holder and gives the stock back', async () => {
    const before = await stock();
    const { order, token } = await guestOrder('203.0.113.10');
    expect(await stock()).toBe(before - 1);

    const reply = await cancel(order.id, token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: M.cancelled,
      data: { id: order.id, status: 'cancelled', can_cancel: false },
    });
    expect(await stock()).toBe(before);

    const again = await cancel(order.id, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.cancelNotAllowed);
  });

  it('tells anyone without the token, or with another, that the order does not exist', async () => {
    const { order } = await guestOrder('203.0.113.11');
    const other = await guestOrder('203.0.113.12');
    const stranger = await signIn(t, 'customer');
    for (const [token, cookie] of [
      [null, undefined],
      ['x'.repeat(43), undefined],
      [other.token, undefined],
      [null, stranger.cookie],
    ] as const) {
      const reply = await cancel(order.id, token, cookie);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().message).toBe(M.notFound);
    }
    const still = await t.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('pending');
  });

  it('will not cancel an order already paid', async () => {
    const { order, token } = await guestOrder('203.0.113.13');
    await t.db
      .updateTable('orders')
      .set({ status: 'paid', payment_status: 'paid' })
      .where('id', '=', order.id)
      .execute();
    const reply = await cancel(order.id, token);
    expect(reply.statusCode).toBe(409);
  });
});
