import { CART_LIMITS, CART_MESSAGES as M, type Cart } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createProduct, createService, createUser } from '../../test/factories.js';
import { logIn, sessionCookie } from '../../test/sessions.js';
import { createShopSetup } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(
  cookie: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  ip = '203.0.113.1',
) {
  return t.app.inject({
    method,
    url: `/api/cart${url}`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A guest's first add: answers the cart cookie it was given. */
async function guestWith(itemId: number, quantity = 1, ip?: string): Promise<string> {
  const res = await call(
    null,
    'POST',
    '/items',
    { type: 'product', item_id: itemId, quantity },
    ip,
  );
  expect(res.statusCode, res.body).toBe(200);
  const header = String(res.headers['set-cookie']);
  expect(header).toMatch(/^salon_cart=[A-Za-z0-9_-]{43};/);
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Lax/);
  expect(header).toMatch(/Path=\/api/);
  return sessionCookie(res, 'salon_cart');
}

async function cartOf(cookie: string): Promise<Cart> {
  const res = await call(cookie, 'GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Cart }>().data;
}

describe('a guest cart behind its cookie', () => {
  it('keeps a guest’s lines on the server, read and changed only with its cookie', async () => {
    const product = await createProduct(t.db, { price: 50_000, stock_quantity: 10 });
    const guest = await guestWith(product.id, 2);
    const cart = await cartOf(guest);
    expect(cart.items).toHaveLength(1);
    expect(cart.total_amount).toBe(100_000);

    // The table keeps only the secret's hash.
    const secret = guest.split('=')[1] ?? '';
    const stored = await t.db.selectFrom('guest_carts').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(secret);

    // Another guest, or a made-up cookie, sees nothing and changes nothing.
    const line = cart.items[0]?.id ?? 0;
    const other = await guestWith(product.id, 1, '203.0.113.2');
    expect((await cartOf(other)).items[0]?.quantity).toBe(1);
    for (const stranger of [other, 'salon_cart=' + 'A'.repeat(43), 'salon_cart=bad']) {
      const patch = await call(stranger, 'PATCH', `/items/${line}`, { quantity: 9 });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe(M.lineNotFound);
    }
    expect((await cartOf('salon_cart=' + 'A'.repeat(43))).items).toEqual([]);

    const patched = await call(guest, 'PATCH', `/items/${line}`, { quantity: 3 });
    expect(patched.json().data.total_amount).toBe(150_000);
    const removed = await call(guest, 'DELETE', `/items/${line}`);
    expect(removed.json().data.items).toEqual([]);
  });

  it('bounds a cart: at most 50 different items, each at most its stock or 999', async () => {
    const service = await createService(t.db, { price: 10_000 });
    const first = await call(null, 'POST', '/items', {
      type: 'service',
      item_id: service.id,
      quantity: 999,
    });
    const guest = sessionCookie(first, 'salon_cart');
    const more = await call(guest, 'POST', '/items', { type: 'service', item_id: service.id });
    expect(more.statusCode).toBe(409);
    expect(await cartOf(guest)).toMatchObject({ total_items: 999 });

    for (let i = 1; i < CART_LIMITS.maxLines; i++) {
      const product = await createProduct(t.db, { price: 1_000 });
      const res = await call(guest, 'POST', '/items', { type: 'product', item_id: product.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const extra = await createProduct(t.db, { price: 1_000 });
    const refused = await call(guest, 'POST', '/items', { type: 'product', item_id: extra.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CART_FULL', message: M.full });
    expect((await cartOf(guest)).items).toHaveLength(CART_LIMITS.maxLines);
  });

  it('limits the new guest carts one address may start, with Retry-After', async () => {
    const product = await createProduct(t.db, { price: 1_000 });
    const ip = '198.51.100.7';
    for (let i = 0; i < CART_LIMITS.guestCartsPerHour; i++) await guestWith(product.id, 1, ip);
    const res = await call(null, 'POST', '/items', { type: 'product', item_id: product.id }, ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(/quá nhiều giỏ hàng/);
    // Another address is not held back.
    await guestWith(product.id, 1, '198.51.100.8');
  });

  it('forgets a guest cart unused for 30 days', async () => {
    const product = await createProduct(t.db, { price: 1_000 });
    const old = await guestWith(product.id);
    await t.db
      .updateTable('guest_carts')
      .set({ updated_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .execute();
    await guestWith(product.id, 1, '203.0.113.50');
    expect((await cartOf(old)).items).toEqual([]);
  });
});

describe('a guest order from the cart', () => {
  it('takes the ordered lines out of that guest’s cart only', async () => {
    const setup = await createShopSetup(t.db);
    const kept = await createProduct(t.db, { price: 10_000 });
    const ip = '203.0.113.90';
    const guest = await guestWith(setup.product.id, 2, ip);
    await call(guest, 'POST', '/items', { type: 'product', item_id: kept.id }, ip);
    const other = await guestWith(setup.product.id, 1, '203.0.113.91');

    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      remoteAddress: ip,
      headers: { cookie: guest },
      payload: {
        branch_id: setup.branch.id,
        order_type: 'delivery',
        payment_method: 'cash',
        items: [{ type: 'product', id: setup.product.id, quantity: 2 }],
        customer_info: { name: 'Khách Vãng Lai', phone: '0912345678' },
        delivery_address: { address_line_1: '1 Lê Lợi', ward: 'Phường Bến Thành', city: 'TP. HCM' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.access_token).toEqual(expect.any(String));
    expect((await cartOf(guest)).items.map((i) => i.item_id)).toEqual([kept.id]);
    expect((await cartOf(other)).items.map((i) => i.item_id)).toEqual([setup.product.id]);
  });
});

describe('logging in with a guest cart', () => {
  it('merges its lines into the account’s cart (capped at the stock), then forgets it', async () => {
    const created = await createUser(t.db, { role: 'customer' });
    const both = await createProduct(t.db, { price: 20_000, stock_quantity: 5 });
    const guestOnly = await createProduct(t.db, { price: 30_000, stock_quantity: 5 });
    const session = await logIn(t, created);
    const own = await injectAs(t, session, 'POST', '/api/cart/items', {
      type: 'product',
      item_id: both.id,
      quantity: 3,
    });
    expect(own.statusCode).toBe(200);

    const guest = await guestWith(both.id, 4, '203.0.113.60');
    await call(guest, 'POST', '/items', { type: 'product', item_id: guestOnly.id, quantity: 2 });

    const merged = await call(`${session}; ${guest}`, 'GET', '');
    expect(merged.statusCode).toBe(200);
    expect(String(merged.headers['set-cookie'])).toMatch(/^salon_cart=;/);
    const cart = merged.json<{ data: Cart }>().data;
    expect(cart.items.map((i) => [i.item_id, i.quantity])).toEqual([
      [both.id, 5],
      [guestOnly.id, 2],
    ]);
    // Merged once: the guest cart is gone, a replayed cookie adds nothing.
    expect((await cartOf(guest)).items).toEqual([]);
    const again = await call(`${session}; ${guest}`, 'GET', '');
    expect(again.json<{ data: Cart }>().data.total_items).toBe(7);
  });

  it('still refuses staff, cookie or not', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: staff.user.email, password: staff.password },
    });
    const res = await call(sessionCookie(login), 'POST', '/items', { type: 'service', item_id: 1 });
    expect(res.statusCode).toBe(403);
  });
});
