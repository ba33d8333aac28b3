import { CART_MESSAGES as M, type Cart, type CartItem } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createCartLine } from '../../test/cart-factories.js';
import { createProduct, createService, createUser } from '../../test/factories.js';
import { createPromotion } from '../../test/promotion-factories.js';
import { logIn, sessionCookie, signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(cookie: string | null, method: Method, url: string, payload?: unknown) {
  return injectAs(t, cookie, method, `/api/cart${url}`, payload);
}

async function getCart(cookie: string): Promise<Cart> {
  const res = await call(cookie, 'GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Cart }>().data;
}

interface AddReply {
  cart: Cart;
  status: 'added' | 'updated';
  name: string;
}

async function add(cookie: string, body: Record<string, unknown>): Promise<AddReply> {
  const res = await call(cookie, 'POST', '/items', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AddReply }>().data;
}

function lineOf(cart: Cart, itemId: number, type: CartItem['type'] = 'product'): CartItem {
  const line = cart.items.find((i) => i.item_id === itemId && i.type === type);
  if (!line) throw new Error(`no line for ${type} ${itemId}`);
  return line;
}

function expectFailure(
  res: { statusCode: number; json: () => unknown; body: string },
  status: number,
  message: string,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message });
}

describe('who may use the cart', () => {
  it('gives a guest without a cart cookie an empty cart and no line to change', async () => {
    const read = await call(null, 'GET', '');
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ items: [], total_items: 0, total_amount: 0 });
    expect(read.headers['set-cookie']).toBeUndefined();
    expectFailure(await call(null, 'PATCH', '/items/1', { quantity: 2 }), 404, M.lineNotFound);
    expectFailure(await call(null, 'DELETE', '/items/1'), 404, M.lineNotFound);
  });

  it('refuses staff accounts', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: staff.user.email, password: staff.password },
    });
    const res = await call(sessionCookie(login), 'GET', '');
    expectFailure(res, 403, M.staffNoCart);
  });
});

describe('adding', () => {
  it('starts empty, adds a line priced from the catalogue and totals it', async () => {
    const { cookie } = await signIn(t);
    expect(await getCart(cookie)).toEqual({ items: [], total_items: 0, total_amount: 0 });

    const product = await createProduct(t.db, {
      name: 'Dầu gội bưởi',
      short_description: 'Giảm gãy rụng',
      price: 200_000,
      sale_price: 150_000,
      stock_quantity: 20,
      image_urls: JSON.stringify(['/api/storage/a.webp']),
      thumbnail_urls: JSON.stringify(['/api/storage/a-thumb.webp']),
    });
    // A price, total or name sent by the client is ignored.
    const reply = await add(cookie, {
      type: 'product',
      item_id: product.id,
      quantity: 2,
      price: 1,
      total_amount: 2,
      name: 'Giả mạo',
    });
    expect(reply.status).toBe('added');
    expect(reply.name).toBe('Dầu gội bưởi');
    expect(reply.cart.items).toEqual([
      {
        id: expect.any(Number) as number,
        type: 'product',
        item_id: product.id,
        slug: product.slug,
        name: 'Dầu gội bưởi',
        image: '/api/storage/a-thumb.webp',
        description: 'Giảm gãy rụng',
        price: 150_000,
        list_price: 200_000,
        quantity: 2,
        max_quantity: 20,
        available: true,
      },
    ]);
    expect(reply.cart.total_items).toBe(2);
    expect(reply.cart.total_amount).toBe(300_000);
    expect(await getCart(cookie)).toEqual(reply.cart);
  });

  it('raises the quantity of an item already in the cart (status updated), 1 by default', async () => {
    const { cookie } = await signIn(t);
    const product = await createProduct(t.db, { price: 100_000 });
    expect((await add(cookie, { type: 'product', item_id: product.id })).status).toBe('added');
    const second = await add(cookie, { type: 'product', item_id: product.id });
    expect(second.status).toBe('updated');
    expect(lineOf(second.cart, product.id).quantity).toBe(2);
    const third = await add(cookie, { type: 'product', item_id: product.id, quantity: 3 });
    expect(third.status).toBe('updated');
    expect(third.cart.items).toHaveLength(1);
    expect(third.cart.total_items).toBe(5);
    expect(third.cart.total_amount).toBe(500_000);
  });

  it('keeps products and services with the same id apart', async () => {
    const { cookie } = await signIn(t);
    const product = await createProduct(t.db, { price: 90_000 });
    const service = await createService(t.db, { price: 250_000, sale_price: 200_000 });
    await add(cookie, { type: 'product', item_id: product.id });
    const reply = await add(cookie, { type: 'service', item_id: service.id, quantity: 2 });
    expect(reply.status).toBe('added');
    const line = lineOf(reply.cart, service.id, 'service');
    expect(line).toMatchObject({ price: 200_000, list_price: 250_000, max_quantity: 999 });
    expect(reply.cart.total_amount).toBe(90_000 + 400_000);
  });

  it('caps a product at its stock and refuses more once the line holds it all', async () => {
    const { cookie } = await signIn(t);
    const product = await createProduct(t.db, { name: 'Sáp vuốt tóc', stock_quantity: 5 });
    expect(
      lineOf(
        (await add(cookie, { type: 'product', item_id: product.id, quantity: 9 })).cart,
        product.id,
      ).quantity,
    ).toBe(5);
    const res = await call(cookie, 'POST', '/items', { type: 'product', item_id: product.id });
    expectFailure(res, 409, M.limitReached('Sáp vuốt tóc', 5));
    expect(lineOf(await getCart(cookie), product.id).quantity).toBe(5);

    const other = await createProduct(t.db, { stock_quantity: 5 });
    await add(cookie, { type: 'product', item_id: other.id, quantity: 4 });
    const capped = await add(cookie, { type: 'product', item_id: other.id, quantity: 3 });
    expect(capped.status).toBe('updated');
    expect(lineOf(capped.cart, other.id).quantity).toBe(5);
  });

  it('caps a service at 999', async () => {
    const { cookie } = await signIn(t);
    const service = await createService(t.db, { name: 'Gội đầu dưỡng sinh' });
    await add(cookie, { type: 'service', item_id: service.id, quantity: 998 });
    const reply = await add(cookie, { type: 'service', item_id: service.id, quantity: 5 });
    expect(lineOf(reply.cart, service.id, 'service').quantity).toBe(999);
    const res = await call(cookie, 'POST', '/items', { type: 'service', item_id: service.id });
    expectFailure(res, 409, M.limitReached('Gội đầu dưỡng sinh', 999));
  });

  it('refuses what cannot be bought, with the reason', async () => {
    const { cookie } = await signIn(t);
    const soldOut = await createProduct(t.db, { name: 'Dầu xả', stock_quantity: 0 });
    const inactive = await createProduct(t.db, { name: 'Gôm cũ', status: 'inactive' });
    const notSold = await createProduct(t.db, { name: 'Máy sấy salon', is_sellable: false });
    const oldService = await createService(t.db, { name: 'Uốn lạnh', status: 'inactive' });
    const cases = [
      ['product', soldOut.id, M.outOfStock('Dầu xả')],
      ['product', inactive.id, M.productInactive('Gôm cũ')],
      ['product', notSold.id, M.notSellable('Máy sấy salon')],
      ['service', oldService.id, M.serviceInactive('Uốn lạnh')],
    ] as const;
    for (const [type, id, message] of cases) {
      expectFailure(await call(cookie, 'POST', '/items', { type, item_id: id }), 409, message);
    }
    expect((await getCart(cookie)).items).toEqual([]);
  });

  it('answers 404 for items that do not exist', async () => {
    const { cookie } = await signIn(t);
    const missing = { item_id: 2_000_000_000 };
    expectFailure(
      await call(cookie, 'POST', '/items', { type: 'product', ...missing }),
      404,
      M.productNotFound,
    );
    expectFailure(
      await call(cookie, 'POST', '/items', { type: 'service', ...missing }),
      404,
      M.serviceNotFound,
    );
  });

  it('rejects bad input with Vietnamese messages and writes nothing', async () => {
    const { cookie, user } = await signIn(t);
    const product = await createProduct(t.db);
    const cases: [unknown, string, string][] = [
      [{ type: 'voucher', item_id: product.id }, 'type', M.invalidType],
      [{ item_id: product.id }, 'type', M.invalidType],
      [{ type: 'product' }, 'item_id', M.invalidItemId],
      [{ type: 'product', item_id: String(product.id) }, 'item_id', M.invalidItemId],
      [{ type: 'product', item_id: 0 }, 'item_id', M.invalidItemId],
      [{ type: 'product', item_id: 1.5 }, 'item_id', M.invalidItemId],
      [{ type: 'product', item_id: 99_999_999_999 }, 'item_id', M.invalidItemId],
      [{ type: 'product', item_id: product.id, quantity: 0 }, 'quantity', M.invalidQuantity],
      [{ type: 'product', item_id: product.id, quantity: -2 }, 'quantity', M.invalidQuantity],
      [{ type: 'product', item_id: product.id, quantity: 2.5 }, 'quantity', M.invalidQuantity],
      [{ type: 'product', item_id: product.id, quantity: 1000 }, 'quantity', M.invalidQuantity],
      [{ type: 'product', item_id: product.id, quantity: '2' }, 'quantity', M.invalidQuantity],
      [[product.id], '_', 'x'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(cookie, 'POST', '/items', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      if (field !== '_') expect(res.json().errors[field]).toEqual([message]);
    }
    const rows = await t.db
      .selectFrom('cart_items')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('makes one line of simultaneous adds of the same item, counting every one', async () => {
    const { cookie, user } = await signIn(t);
    const product = await createProduct(t.db, { stock_quantity: 100 });
    const adds = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(cookie, 'POST', '/items', { type: 'product', item_id: product.id, quantity: i + 1 }),
      ),
    );
    for (const res of adds) expect(res.statusCode, res.body).toBe(200);
    const statuses = adds.map((res) => res.json<{ data: AddReply }>().data.status);
    expect(statuses.filter((s) => s === 'added')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'updated')).toHaveLength(7);

    const rows = await t.db
      .selectFrom('cart_items')
      .select('quantity')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ quantity: 36 }]);

    // Adds to a line that exists: none of them is lost.
    const more = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(cookie, 'POST', '/items', { type: 'product', item_id: product.id, quantity: 2 }),
      ),
    );
    for (const res of more) expect(res.json<{ data: AddReply }>().data.status).toBe('updated');
    expect(lineOf(await getCart(cookie), product.id).quantity).toBe(52);
  });

  it('stops simultaneous adds at the stock', async () => {
    const { cookie } = await signIn(t);
    const product = await createProduct(t.db, { stock_quantity: 6 });
    const adds = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(cookie, 'POST', '/items', { type: 'product', item_id: product.id, quantity: 2 }),
      ),
    );
    const ok = adds.filter((res) => res.statusCode === 200);
    const refused = adds.filter((res) => res.statusCode === 409);
    expect(ok.length + refused.length).toBe(5);
    expect(ok.length).toBeGreaterThanOrEqual(3);
    expect(lineOf(await getCart(cookie), product.id).quantity).toBe(6);
  });
});

describe('changing quantities and removing', () => {
  async function cartWith(stock = 10) {
    const session = await signIn(t);
    const product = await createProduct(t.db, {
      name: 'Serum dưỡng',
      price: 120_000,
      stock_quantity: stock,
    });
    const reply = await add(session.cookie, { type: 'product', item_id: product.id, quantity: 2 });
    return { ...session, product, lineId: lineOf(reply.cart, product.id).id };
  }

  it('sets a quantity and recomputes the totals', async () => {
    const { cookie, lineId } = await cartWith();
    const res = await call(cookie, 'PATCH', `/items/${lineId}`, { quantity: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json<{ data: Cart }>().data;
    expect(cart.items[0]?.quantity).toBe(4);
    expect(cart.total_items).toBe(4);
    expect(cart.total_amount).toBe(480_000);
  });

  it('caps a quantity above the stock', async () => {
    const { cookie, lineId } = await cartWith(7);
    const res = await call(cookie, 'PATCH', `/items/${lineId}`, { quantity: 50 });
    expect(res.json<{ data: Cart }>().data.items[0]?.quantity).toBe(7);
  });

  it('removes the line at 0 or less', async () => {
    for (const quantity of [0, -3]) {
      const { cookie, lineId } = await cartWith();
      const res = await call(cookie, 'PATCH', `/items/${lineId}`, { quantity });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Cart }>().data).toEqual({
        items: [],
        total_items: 0,
        total_amount: 0,
      });
    }
  });

  it('rejects a quantity that is not a whole number', async () => {
    const { cookie, lineId } = await cartWith();
    for (const body of [{ quantity: 1.5 }, { quantity: '3' }, {}, { quantity: null }]) {
      const res = await call(cookie, 'PATCH', `/items/${lineId}`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.quantity).toEqual([M.invalidLineQuantity]);
    }
    expect((await getCart(cookie)).items[0]?.quantity).toBe(2);
  });

  it('will not raise a line the shop no longer sells, but lets it go', async () => {
    const { cookie, lineId, product } = await cartWith();
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 0 })
      .where('id', '=', product.id)
      .execute();
    expectFailure(
      await call(cookie, 'PATCH', `/items/${lineId}`, { quantity: 3 }),
      409,
      M.outOfStock('Serum dưỡng'),
    );
    expect((await call(cookie, 'PATCH', `/items/${lineId}`, { quantity: 0 })).statusCode).toBe(200);
  });

  it('deletes one line, then answers 404 for it', async () => {
    const { cookie, lineId } = await cartWith();
    const res = await call(cookie, 'DELETE', `/items/${lineId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.removed, data: { items: [], total_items: 0 } });
    expectFailure(await call(cookie, 'DELETE', `/items/${lineId}`), 404, M.lineNotFound);
    expectFailure(
      await call(cookie, 'PATCH', `/items/${lineId}`, { quantity: 1 }),
      404,
      M.lineNotFound,
    );
  });

  it('answers 404 for line ids that name nothing', async () => {
    const { cookie } = await cartWith();
    for (const id of ['abc', '0', '-1', '1e3', '99999999999', '2147483647']) {
      expectFailure(await call(cookie, 'DELETE', `/items/${id}`), 404, M.lineNotFound);
    }
  });

  it('clears the whole cart', async () => {
    const { cookie } = await cartWith();
    await add(cookie, { type: 'service', item_id: (await createService(t.db)).id });
    const res = await call(cookie, 'DELETE', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.cleared,
      data: { items: [], total_items: 0, total_amount: 0 },
    });
    expect((await getCart(cookie)).items).toEqual([]);
  });
});

describe("another customer's lines", () => {
  it('cannot be read, changed or removed (404), and stay as they were', async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const product = await createProduct(t.db);
    const lineId = lineOf(
      (await add(owner.cookie, { type: 'product', item_id: product.id, quantity: 3 })).cart,
      product.id,
    ).id;

    expect((await getCart(other.cookie)).items).toEqual([]);
    expectFailure(
      await call(other.cookie, 'PATCH', `/items/${lineId}`, { quantity: 1 }),
      404,
      M.lineNotFound,
    );
    expectFailure(
      await call(other.cookie, 'PATCH', `/items/${lineId}`, { quantity: 0 }),
      404,
      M.lineNotFound,
    );
    expectFailure(await call(other.cookie, 'DELETE', `/items/${lineId}`), 404, M.lineNotFound);
    expect((await call(other.cookie, 'DELETE', '')).statusCode).toBe(200);

    expect(lineOf(await getCart(owner.cookie), product.id).quantity).toBe(3);
  });
});

describe('prices and availability, read again every time', () => {
  it('follows catalogue price changes, never the price at the time of adding', async () => {
    const { cookie } = await signIn(t);
    const product = await createProduct(t.db, { price: 300_000 });
    await add(cookie, { type: 'product', item_id: product.id, quantity: 2 });
    await t.db
      .updateTable('products')
      .set({ price: 280_000, sale_price: 199_000 })
      .where('id', '=', product.id)
      .execute();
    const cart = await getCart(cookie);
    expect(lineOf(cart, product.id)).toMatchObject({ price: 199_000, list_price: 280_000 });
    expect(cart.total_amount).toBe(398_000);
  });

  it('prices a line with the best running promotion, as the catalogue does', async () => {
    const { cookie } = await signIn(t);
    const product = await createProduct(t.db, { price: 200_000, sale_price: null });
    const service = await createService(t.db, { price: 400_000, sale_price: null });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], { discount_value: 25 });
    await createPromotion(t.db, [{ type: 'service', id: service.id }], {
      discount_type: 'fixed',
      discount_value: 50_000,
    });
    await add(cookie, { type: 'product', item_id: product.id, quantity: 2 });
    const { cart } = await add(cookie, { type: 'service', item_id: service.id });
    expect(lineOf(cart, product.id)).toMatchObject({ price: 150_000, list_price: 200_000 });
    expect(lineOf(cart, service.id, 'service')).toMatchObject({ price: 350_000 });
    expect(cart.total_amount).toBe(650_000);
  });

  it('flags lines that can no longer be bought and leaves them out of the totals', async () => {
    const { cookie } = await signIn(t);
    const kept = await createProduct(t.db, { price: 100_000 });
    const gone = await createProduct(t.db, { price: 50_000 });
    const notSold = await createProduct(t.db, { price: 70_000 });
    const service = await createService(t.db, { price: 40_000 });
    for (const id of [kept.id, gone.id, notSold.id])
      await add(cookie, { type: 'product', item_id: id });
    await add(cookie, { type: 'service', item_id: service.id });
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 0 })
      .where('id', '=', gone.id)
      .execute();
    await t.db
      .updateTable('products')
      .set({ is_sellable: false })
      .where('id', '=', notSold.id)
      .execute();
    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('id', '=', service.id)
      .execute();

    const cart = await getCart(cookie);
    expect(cart.items.map((i) => [i.item_id, i.available])).toEqual([
      [kept.id, true],
      [gone.id, false],
      [notSold.id, false],
      [service.id, false],
    ]);
    expect(cart.total_items).toBe(1);
    expect(cart.total_amount).toBe(100_000);
  });

  it('shows no more than the stock left, and drops lines of deleted items', async () => {
    const { cookie, user } = await signIn(t);
    const product = await createProduct(t.db, { price: 10_000, stock_quantity: 10 });
    const deleted = await createProduct(t.db);
    await add(cookie, { type: 'product', item_id: product.id, quantity: 8 });
    await createCartLine(t.db, {
      user_id: user.id,
      item_type: 'product',
      item_id: deleted.id,
      quantity: 1,
    });
    await t.db
      .updateTable('products')
      .set({ stock_quantity: 3 })
      .where('id', '=', product.id)
      .execute();
    await t.db.deleteFrom('products').where('id', '=', deleted.id).execute();

    const cart = await getCart(cookie);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 3, max_quantity: 3, available: true });
    expect(cart.total_amount).toBe(30_000);
    const rows = await t.db
      .selectFrom('cart_items')
      .select('item_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([{ item_id: product.id }]);
  });
});

describe('a cart kept on the server', () => {
  it('survives logout and follows the customer to a new login', async () => {
    const created = await createUser(t.db, { role: 'customer' });
    const first = await logIn(t, created);
    const product = await createProduct(t.db, { price: 60_000 });
    await add(first, { type: 'product', item_id: product.id, quantity: 2 });

    // Another device, logged in at the same time, sees the same cart.
    const second = await logIn(t, created);
    expect(lineOf(await getCart(second), product.id).quantity).toBe(2);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: first },
    });
    expect(logout.statusCode).toBe(200);
    // The ended session is told so (401), not served as a guest.
    expect((await call(first, 'GET', '')).statusCode).toBe(401);

    const again = await logIn(t, created);
    const cart = await getCart(again);
    expect(lineOf(cart, product.id).quantity).toBe(2);
    expect(cart.total_amount).toBe(120_000);
  });
});
