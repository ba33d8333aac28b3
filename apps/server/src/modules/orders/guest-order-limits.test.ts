import { ORDER_LIMITS, ORDER_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/factories.js';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createShopSetup, orderBody } from '../../test/shop-factories.js';
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
      .executeTakeFirstOrThrow();
    expect(Number(placed.n)).toBe(ORDER_LIMITS.guestOrdersPerHour);
  });
});
