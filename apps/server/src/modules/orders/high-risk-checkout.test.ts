import { PAYMENT_MESSAGES, formatVndText, type ApiPage, type NotificationDto } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createProduct } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import {
  createShopSetup,
  orderBody,
  placeOrder,
  type ShopSetup,
} from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Acceptance B6: risky orders are acted on. Back-office §4: a payment fails when its risk is
 * high (score above 70 or amount above 20 000 000 ₫): 'High risk transaction blocked'.
 */

let t: TestApp;
let setup: ShopSetup;
let manager: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  setup = await createShopSetup(t.db);
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

async function alertsOf(who: SignedIn): Promise<NotificationDto[]> {
  const res = await injectAs(t, who.cookie, 'GET', '/api/notifications?per_page=50');
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ data: ApiPage<NotificationDto> }>()
    .data.data.filter((n) => n.title === PAYMENT_MESSAGES.alertHighRiskTitle);
}

const stockOf = async (id: number) =>
  (
    await t.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock_quantity;

describe('POST /api/orders: a payment above 20 000 000 ₫', () => {
  it('is refused in Vietnamese, writes nothing, and staff are told once', async () => {
    const customer = await signIn(t, 'customer');
    // 19 000 000 ₫ + 10 % VAT = 20 900 000 ₫, within the transfer method's range.
    const pricey = await createProduct(t.db, { price: 19_000_000, stock_quantity: 5 });
    const body = orderBody(setup, {
      payment_method: 'transfer',
      items: [{ type: 'product', id: pricey.id, quantity: 1 }],
    });
    const before = (await alertsOf(manager)).length;

    const refused = await placeOrder(t, customer.cookie, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'HIGH_RISK_BLOCKED',
      message: PAYMENT_MESSAGES.highRiskBlocked,
    });
    expect(await stockOf(pricey.id)).toBe(5);
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(orders).toEqual([]);

    const alerts = await alertsOf(manager);
    expect(alerts).toHaveLength(before + 1);
    expect(alerts[0]!.message).toContain(formatVndText(20_900_000));
    expect(alerts[0]!.message).toContain(customer.user.name);
    expect(alerts[0]).toMatchObject({ priority: 'high', action_url: '/admin/payment' });

    // Retrying is refused again; staff are not told twice within the hour.
    expect((await placeOrder(t, customer.cookie, body)).statusCode).toBe(422);
    expect(await alertsOf(manager)).toHaveLength(before + 1);
  });

  it('an order of 20 000 000 ₫ or less is placed as before', async () => {
    const customer = await signIn(t, 'customer');
    const product = await createProduct(t.db, { price: 18_000_000, stock_quantity: 5 });
    const placed = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, {
        payment_method: 'transfer',
        items: [{ type: 'product', id: product.id, quantity: 1 }],
      }),
    );
    // 18 000 000 ₫ + 10 % VAT = 19 800 000 ₫.
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.order.total_amount).toBe(19_800_000);
  });
});
