import {
  DEFAULT_PAYMENT_METHOD_SETTINGS,
  ORDER_MESSAGES as M,
  type CheckoutPaymentMethod,
  type PaymentMethodSetting,
} from '@salon/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import {
  createShopSetup,
  orderBody,
  placeOrder,
  type ShopSetup,
} from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let setup: ShopSetup;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  customer = await signIn(t, 'customer');
  setup = await createShopSetup(t.db);
});
afterAll(() => t.close());

async function saveMethods(change: (s: PaymentMethodSetting) => PaymentMethodSetting) {
  const reply = await injectAs(
    t,
    admin.cookie,
    'PUT',
    '/api/admin/payments/methods',
    DEFAULT_PAYMENT_METHOD_SETTINGS.map(change),
  );
  expect(reply.statusCode).toBe(200);
}

async function offered(): Promise<CheckoutPaymentMethod[]> {
  const reply = await t.app.inject({ method: 'GET', url: '/api/public/payment-methods' });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['cache-control']).toBe('no-store');
  return reply.json<{ data: CheckoutPaymentMethod[] }>().data;
}

describe('GET /api/public/payment-methods: what checkout offers', () => {
  beforeEach(() => saveMethods((s) => s));

  it('lists the methods switched on with their range, to anyone, without fees or providers', async () => {
    expect(await offered()).toEqual([
      { method: 'cash', name: 'Tiền mặt', min_amount: 1_000, max_amount: 20_000_000 },
      { method: 'card', name: 'Thẻ ngân hàng', min_amount: 10_000, max_amount: 50_000_000 },
      {
        method: 'transfer',
        name: 'Chuyển khoản VietQR',
        min_amount: 10_000,
        max_amount: 100_000_000,
      },
    ]);
  });

  it('drops a method the admin switches off, and checkout refuses it with the right message', async () => {
    await saveMethods((s) =>
      s.method === 'card' ? { ...s, is_active: false } : { ...s, max_amount: s.max_amount - 1 },
    );
    const methods = await offered();
    expect(methods.map((m) => m.method)).toEqual(['cash', 'transfer']);
    expect(methods[0]?.max_amount).toBe(19_999_999);

    const card = await placeOrder(t, customer.cookie, orderBody(setup, { payment_method: 'card' }));
    expect(card.statusCode).toBe(422);
    expect(card.json().errors.payment_method).toEqual([M.paymentMethodUnavailable]);
    expect(M.paymentMethodUnavailable).not.toMatch(/phát triển/);
  });

  it('never lists online payment, even switched on: it is still in development', async () => {
    await saveMethods((s) => ({ ...s, is_active: true }));
    expect((await offered()).map((m) => m.method)).toEqual(['cash', 'card', 'transfer']);
    const online = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, { payment_method: 'online' }),
    );
    expect(online.json().errors.payment_method).toEqual([M.paymentMethodInDevelopment]);
  });
});
