import { ORDER_LIMITS, ORDER_MESSAGES as M, type OrderDetail } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import { createShopSetup, orderBody, type ShopSetup } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('guest orders across instances', () => {
  it('two instances give one address no more guest orders than one', async () => {
    const { app: twin } = await t.twin();
    const shop = await createShopSetup(t.db);
    const ip = uniqueIp();
    const replies = [];
    for (let i = 0; i < ORDER_LIMITS.guestOrdersPerHour + 2; i += 1) {
      replies.push(
        await (i % 2 === 0 ? t.app : twin).inject({
          method: 'POST',
          url: '/api/orders',
          remoteAddress: ip,
          payload: orderBody(shop, { customer_info: { name: 'Khách Lạ', phone: uniquePhone() } }),
        }),
      );
    }
    expect(replies.map((reply) => reply.statusCode)).toEqual([
      ...Array<number>(ORDER_LIMITS.guestOrdersPerHour).fill(201),
      429,
      429,
    ]);
    const refused = replies.at(-1)!;
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_GUEST_ORDERS',
      message: M.tooManyGuestOrders(Math.ceil(wait / 60)),
    });
    const placed = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('branch_id', '=', shop.branch.id)
      .executeTakeFirstOrThrow();
    expect(Number(placed.n)).toBe(ORDER_LIMITS.guestOrdersPerHour);
  });
});

/** A guest order for `phone` from a client address of its own (unless told), on `app`. */
function guestOrder(
  shop: ShopSetup,
  phone: string,
  {
    app = t.app,
    ip = uniqueIp(),
    items,
  }: { app?: FastifyInstance; ip?: string; items?: unknown } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: ip,
    payload: orderBody(shop, {
      customer_info: { name: 'Khách Lạ', phone },
      ...(items ? { items } : {}),
    }),
  });
}

type Placed = { data: { order: OrderDetail; access_token: string } };

/** The guest cancels the order with its token (it stops being open, it still was placed). */
async function cancelAsGuest(app: FastifyInstance, reply: { json: <T>() => T }): Promise<void> {
  const { order, access_token } = reply.json<Placed>().data;
  const res = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/cancel?access_token=${access_token}`,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function ordersOf(phone: string) {
  return t.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('customer_phone', '=', `+84${phone.slice(1)}`)
    .execute();
}

async function stockOf(shop: ShopSetup): Promise<number> {
  const row = await t.db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', shop.product.id)
    .executeTakeFirstOrThrow();
  return row.stock_quantity ?? 0;
}

describe('guest orders per phone, from any address', () => {
  it('many addresses on two instances ordering as one phone get 5 an hour, then 429; nothing half-written', async () => {
    const { app: twin } = await t.twin();
    const shop = await createShopSetup(t.db);
    const phone = uniquePhone();
    // The same phone typed three ways is one phone.
    const spellings = [
      phone,
      `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`,
      `+84${phone.slice(1)}`,
    ];
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof guestOrder>> | undefined;
    for (let i = 0; i < ORDER_LIMITS.guestOrdersPerPhonePerHour + 2; i += 1) {
      const app = i % 2 === 0 ? t.app : twin;
      const reply = await guestOrder(shop, spellings[i % spellings.length]!, { app });
      statuses.push(reply.statusCode);
      // Placed and cancelled at once: never more than one open, so only the hourly count stops it.
      if (reply.statusCode === 201) await cancelAsGuest(app, reply);
      else refused = reply;
    }
    expect(statuses).toEqual([
      ...Array<number>(ORDER_LIMITS.guestOrdersPerPhonePerHour).fill(201),
      429,
      429,
    ]);
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(ORDER_LIMITS.guestOrderWindowMs / 1000);
    expect(refused?.json()).toMatchObject({
      success: false,
      code: 'GUEST_PHONE_ORDER_LIMIT',
      message: M.tooManyGuestOrdersForPhone(Math.ceil(wait / 60)),
    });
    // The refused ones wrote nothing and took no stock (the five placed gave theirs back).
    expect(await ordersOf(phone)).toHaveLength(ORDER_LIMITS.guestOrdersPerPhonePerHour);
    expect(await stockOf(shop)).toBe(50);
    // Another phone, from the same address as a refused one, still orders.
    expect((await guestOrder(shop, uniquePhone())).statusCode).toBe(201);
  });

  it('one phone holds at most 3 open (pending, unpaid) guest orders; cancelling one frees a place', async () => {
    const shop = await createShopSetup(t.db);
    const phone = uniquePhone();
    const placed = [];
    for (let i = 0; i < ORDER_LIMITS.guestOpenOrdersPerPhone; i += 1) {
      const reply = await guestOrder(shop, phone);
      expect(reply.statusCode, reply.body).toBe(201);
      placed.push(reply);
    }
    const refused = await guestOrder(shop, phone);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'GUEST_PHONE_OPEN_ORDERS',
      message: M.tooManyOpenGuestOrders(ORDER_LIMITS.guestOpenOrdersPerPhone),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf(phone)).toHaveLength(ORDER_LIMITS.guestOpenOrdersPerPhone);
    expect(await stockOf(shop)).toBe(50 - ORDER_LIMITS.guestOpenOrdersPerPhone);
    // Another phone is not affected.
    expect((await guestOrder(shop, uniquePhone())).statusCode).toBe(201);
    // The refusal counted nothing: after one cancel, the phone orders again (4 of 5 this hour).
    await cancelAsGuest(t.app, placed[0]!);
    expect((await guestOrder(shop, phone)).statusCode).toBe(201);
  });

  it('orders refused for stock count nothing against the phone', async () => {
    const shop = await createShopSetup(t.db, { stock: 0 });
    const phone = uniquePhone();
    for (let i = 0; i < ORDER_LIMITS.guestOrdersPerPhonePerHour + 2; i += 1) {
      const reply = await guestOrder(shop, phone);
      expect(reply.statusCode, reply.body).toBe(409);
    }
    const service = [{ type: 'service', id: shop.service.id, quantity: 1 }];
    expect((await guestOrder(shop, phone, { items: service })).statusCode).toBe(201);
    expect(await ordersOf(phone)).toHaveLength(1);
  });

  it('sent together to two instances, one phone still gets no more than 3 open orders', async () => {
    const { app: twin } = await t.twin();
    const shop = await createShopSetup(t.db);
    const phone = uniquePhone();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => guestOrder(shop, phone, { app: i % 2 ? twin : t.app })),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(ORDER_LIMITS.guestOpenOrdersPerPhone).fill(201),
      ...Array<number>(8 - ORDER_LIMITS.guestOpenOrdersPerPhone).fill(429),
    ]);
    expect(await ordersOf(phone)).toHaveLength(ORDER_LIMITS.guestOpenOrdersPerPhone);
    expect(await stockOf(shop)).toBe(50 - ORDER_LIMITS.guestOpenOrdersPerPhone);
  });

  it('a signed-in customer is not limited by the guest rules', async () => {
    const shop = await createShopSetup(t.db);
    const customer = await signIn(t, 'customer');
    const ip = uniqueIp();
    for (let i = 0; i < ORDER_LIMITS.guestOrdersPerPhonePerHour + 1; i += 1) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        remoteAddress: ip,
        headers: { cookie: customer.cookie },
        payload: orderBody(shop),
      });
      expect(reply.statusCode, reply.body).toBe(201);
    }
  });
});
