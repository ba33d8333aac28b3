import { ORDER_MESSAGES as M, buildVietQrPayload, type OrderDetail } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createService, createUser, uniquePhone } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import {
  createAddress,
  createShopSetup,
  orderBody,
  placeOrder,
  placedOrder,
  type ShopSetup,
} from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let customer: SignedIn;
let setup: ShopSetup;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t, 'customer');
  setup = await createShopSetup(t.db);
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (
    await t.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).stock_quantity;
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/orders: what the customer pays comes from the server', () => {
  it('prices a product and a service from the catalogue, adds VAT 10 % and takes the stock', async () => {
    const product = await createProduct(t.db, { price: 150_000, stock_quantity: 10 });
    const service = await createService(t.db, { price: 120_000 });
    const reply = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, {
        items: [
          { type: 'product', id: product.id, quantity: 2, unit_price: 1 },
          { type: 'service', id: service.id, quantity: 1, unit_price: 0 },
        ],
        tax_rate: 0,
      }),
    );
    expect(reply.statusCode).toBe(201);
    const body = reply.json<{
      message: string;
      data: { order: OrderDetail; access_token: null };
    }>();
    expect(body.message).toBe(M.placed);
    const order = body.data.order;
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      order_type: 'in_store',
      subtotal: 420_000,
      delivery_fee: 0,
      tax_rate: 10,
      tax_amount: 42_000,
      total_amount: 462_000,
      item_count: 3,
      can_cancel: true,
      transfer: null,
    });
    expect(order.order_number).toMatch(/^DH-\d{6}-[2-9A-HJ-NP-Z]{6}$/);
    expect(
      order.order_items.map((item) => [item.item_name, item.unit_price, item.total_price]),
    ).toEqual([
      [product.name, 150_000, 300_000],
      [service.name, 120_000, 120_000],
    ]);
    expect(order.customer.name).toBe(customer.user.name);
    expect(body.data.access_token).toBeNull();
    expect(await stockOf(product.id)).toBe(8);
  });

  it('uses the sale price and a running item promotion, never a price the client sends', async () => {
    const product = await createProduct(t.db, { price: 300_000, sale_price: 250_000 });
    const order = (
      await placedOrder(
        t,
        customer.cookie,
        orderBody(setup, {
          items: [{ type: 'product', id: product.id, quantity: 1, unit_price: 1_000 }],
        }),
      )
    ).order;
    expect(order.order_items[0]).toMatchObject({ list_price: 300_000, unit_price: 250_000 });
    expect(order.subtotal).toBe(250_000);
  });

  it.each([
    ['delivery under 500 000 ₫ costs 30 000 ₫', 'delivery', 499_000, 30_000],
    ['delivery from 500 000 ₫ is free', 'delivery', 500_000, 0],
    ['pickup is free', 'in_store', 100_000, 0],
  ])('%s', async (_name, orderType, price, fee) => {
    const product = await createProduct(t.db, { price });
    const address = await createAddress(t.db, customer.user.id);
    const order = (
      await placedOrder(
        t,
        customer.cookie,
        orderBody(setup, {
          order_type: orderType,
          address_id: orderType === 'delivery' ? address.id : null,
          items: [{ type: 'product', id: product.id, quantity: 1 }],
        }),
      )
    ).order;
    expect(order.delivery_fee).toBe(fee);
    expect(order.total_amount).toBe(price + fee + Math.round(price * 0.1));
    if (orderType === 'delivery') {
      expect(order.delivery_address).toBe('12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh');
    } else {
      expect(order.delivery_address).toBeNull();
    }
  });

  it('ignores every amount a client sends: prices, fees, discount, tax and total', async () => {
    const product = await createProduct(t.db, { price: 100_000 });
    const address = await createAddress(t.db, customer.user.id);
    const order = (
      await placedOrder(
        t,
        customer.cookie,
        orderBody(setup, {
          order_type: 'delivery',
          address_id: address.id,
          items: [{ type: 'product', id: product.id, quantity: 2, unit_price: 1, total_price: 2 }],
          tax_rate: 0,
          delivery_fee: 0,
          discount_amount: 200_000,
          subtotal: 2,
          tax_amount: 0,
          total_amount: 2,
        } as Record<string, unknown>),
      )
    ).order;
    expect(order).toMatchObject({
      subtotal: 200_000,
      discount_amount: 0,
      delivery_fee: 30_000,
      tax_rate: 10,
      tax_amount: 20_000,
      total_amount: 250_000,
    });
    const stored = await t.db
      .selectFrom('orders')
      .select(['subtotal', 'delivery_fee', 'tax_amount', 'total_amount'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      subtotal: 200_000,
      delivery_fee: 30_000,
      tax_amount: 20_000,
      total_amount: 250_000,
    });
  });

  it('clears the ordered lines from the customer’s cart and keeps the others', async () => {
    const ordered = await createProduct(t.db);
    const kept = await createProduct(t.db);
    for (const id of [ordered.id, kept.id]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { cookie: customer.cookie },
        payload: { type: 'product', item_id: id, quantity: 1 },
      });
    }
    await placedOrder(
      t,
      customer.cookie,
      orderBody(setup, { items: [{ type: 'product', id: ordered.id, quantity: 1 }] }),
    );
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { cookie: customer.cookie },
    });
    const lines = cart.json<{ data: { items: { item_id: number }[] } }>().data.items;
    expect(lines.map((item) => item.item_id)).toEqual([kept.id]);
  });

  it('answers a transfer order with the VietQR of its exact total and code', async () => {
    const order = (
      await placedOrder(t, customer.cookie, orderBody(setup, { payment_method: 'transfer' }))
    ).order;
    const content = order.order_number.replaceAll('-', '');
    expect(order.transfer).toMatchObject({
      bank_bin: '970436',
      amount: order.total_amount,
      content,
    });
    expect(order.transfer?.qr_payload).toBe(
      buildVietQrPayload({
        bankBin: '970436',
        accountNumber: order.transfer?.account_number ?? '',
        amount: order.total_amount,
        content,
      }),
    );
    expect(order.transfer?.qr_payload).toContain(
      `54${String(order.total_amount).length.toString().padStart(2, '0')}${order.total_amount}`,
    );
  });
});

describe('delivery address', () => {
  it('keeps the address and its recipient on the order as they were when ordered', async () => {
    const address = await createAddress(t.db, customer.user.id, {
      recipient_name: 'Lê Thị Nhận',
      recipient_phone: '+84912000111',
    });
    const order = (
      await placedOrder(
        t,
        customer.cookie,
        orderBody(setup, { order_type: 'delivery', address_id: address.id }),
      )
    ).order;
    await t.db
      .updateTable('customer_addresses')
      .set({ address_line_1: '99 Hai Bà Trưng' })
      .where('id', '=', address.id)
      .execute();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer.headers,
    });
    expect(again.json().data.delivery_address).toBe(
      '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh (Người nhận: Lê Thị Nhận, 0912 000 111)',
    );
  });
});

describe('POST /api/orders: refusals leave nothing written', () => {
  it('lists every problem of the cart after “Có lỗi với giỏ hàng:”', async () => {
    const hidden = await createProduct(t.db, { name: 'Sáp ẩn', is_sellable: false });
    const retired = await createProduct(t.db, { name: 'Gôm cũ', status: 'inactive' });
    const scarce = await createProduct(t.db, { name: 'Dầu dừa', stock_quantity: 2 });
    const closed = await createService(t.db, { name: 'Uốn lạnh', status: 'inactive' });
    const before = await orderCount();
    const reply = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, {
        items: [
          { type: 'product', id: 987_654, quantity: 1 },
          { type: 'product', id: hidden.id, quantity: 1 },
          { type: 'product', id: retired.id, quantity: 1 },
          { type: 'product', id: scarce.id, quantity: 3 },
          { type: 'service', id: closed.id, quantity: 1 },
        ],
      }),
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(
      `Có lỗi với giỏ hàng: ${[
        M.productMissing(987_654),
        M.productNotSold('Sáp ẩn'),
        M.productInactive('Gôm cũ'),
        M.insufficientStock('Dầu dừa', 2),
        M.serviceInactive('Uốn lạnh'),
      ].join('; ')}`,
    );
    expect(await orderCount()).toBe(before);
    expect(await stockOf(scarce.id)).toBe(2);
  });

  it.each([
    ['no items', { items: [] }, 'items', M.cartEmpty],
    [
      'a quantity of 0',
      { items: [{ type: 'product', id: 1, quantity: 0 }] },
      'items.0.quantity',
      M.quantityInvalid,
    ],
    [
      'a quantity as text',
      { items: [{ type: 'product', id: 1, quantity: 'hai' }] },
      'items.0.quantity',
      M.quantityInvalid,
    ],
    [
      'an unknown item type',
      { items: [{ type: 'voucher', id: 1, quantity: 1 }] },
      'items.0.type',
      M.itemTypeInvalid,
    ],
    [
      'the same item twice',
      {
        items: [
          { type: 'product', id: 1, quantity: 1 },
          { type: 'product', id: 1, quantity: 2 },
        ],
      },
      'items',
      M.duplicateLine,
    ],
    ['no branch', { branch_id: undefined }, 'branch_id', M.branchRequired],
    ['an unknown order type', { order_type: 'drone' }, 'order_type', M.orderTypeInvalid],
    [
      'an unknown payment method',
      { payment_method: 'bitcoin' },
      'payment_method',
      M.paymentMethodRequired,
    ],
    ['notes too long', { notes: 'x'.repeat(501) }, 'notes', M.notesTooLong],
  ])('refuses %s with a Vietnamese message', async (_name, overrides, field, message) => {
    const reply = await placeOrder(t, customer.cookie, orderBody(setup, overrides));
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors[field]).toContain(message);
  });

  it('refuses online payment (in development) and a branch that is closed', async () => {
    const online = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, { payment_method: 'online' }),
    );
    expect(online.json().errors.payment_method).toEqual([M.paymentMethodInDevelopment]);
    await t.db
      .updateTable('branches')
      .set({ status: 'inactive' })
      .where('id', '=', setup.branch.id)
      .execute();
    try {
      const closed = await placeOrder(t, customer.cookie, orderBody(setup));
      expect(closed.json().errors.branch_id).toEqual([M.branchInvalid]);
    } finally {
      await t.db
        .updateTable('branches')
        .set({ status: 'active' })
        .where('id', '=', setup.branch.id)
        .execute();
    }
  });

  it('refuses cash above its 20 000 000 ₫ maximum', async () => {
    const pricey = await createProduct(t.db, { price: 19_000_000 });
    const reply = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, { items: [{ type: 'product', id: pricey.id, quantity: 1 }] }),
    );
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors.payment_method[0]).toBe(
      M.paymentMethodOutOfRange('Tiền mặt', 1_000, 20_000_000),
    );
    expect(await stockOf(pricey.id)).toBe(50);
  });

  it('needs a saved address of the customer’s own for delivery', async () => {
    const missing = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, { order_type: 'delivery' }),
    );
    expect(missing.json().errors.address_id).toEqual([M.addressRequired]);
    const other = await createUser(t.db);
    const theirs = await createAddress(t.db, other.user.id);
    const stolen = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, { order_type: 'delivery', address_id: theirs.id }),
    );
    expect(stolen.json().errors.address_id).toEqual([M.addressNotFound]);
  });
});

describe('guests', () => {
  it('order for pickup with a name and phone, and see the order with their token only', async () => {
    const placed = await placedOrder(
      t,
      null,
      orderBody(setup, { customer_info: { name: 'Trần Khách', phone: '0903 123 456' } }),
    );
    expect(placed.order.customer).toEqual({ name: 'Trần Khách', phone: '0903123456', email: null });
    expect(placed.access_token).toMatch(/^[\w-]{43}$/);
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, customer_phone: '+84903123456' });
    expect(row.access_token_hash).not.toContain(placed.access_token);

    const withToken = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}?access_token=${placed.access_token}`,
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().data.order_number).toBe(placed.order.order_number);
    for (const url of [
      `/api/orders/${placed.order.id}`,
      `/api/orders/${placed.order.id}?access_token=sai`,
    ]) {
      const refused = await t.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(M.notFound);
    }
  });

  it('must give a name and a valid phone, and an address typed in for delivery', async () => {
    const nameless = await placeOrder(t, null, orderBody(setup));
    expect(nameless.json().errors['customer_info.name']).toEqual([M.guestNameRequired]);
    const badPhone = await placeOrder(
      t,
      null,
      orderBody(setup, { customer_info: { name: 'An', phone: '12345' } }),
    );
    expect(badPhone.json().errors['customer_info.phone']).toEqual([M.guestPhoneInvalid]);
    const delivery = await placeOrder(
      t,
      null,
      orderBody(setup, {
        order_type: 'delivery',
        customer_info: { name: 'An', phone: '0903123456' },
      }),
    );
    expect(delivery.json().errors.delivery_address).toEqual([M.addressRequired]);
    const saved = await placeOrder(
      t,
      null,
      orderBody(setup, {
        order_type: 'delivery',
        address_id: 1,
        customer_info: { name: 'An', phone: '0903123456' },
      }),
    );
    expect(saved.json().errors.address_id).toEqual([M.guestAddressLogin]);
    const wardless = await placeOrder(
      t,
      null,
      orderBody(setup, {
        order_type: 'delivery',
        customer_info: { name: 'An', phone: '0903123456' },
        delivery_address: { address_line_1: '12 Lý Tự Trọng', city: 'TP. Hồ Chí Minh' },
      }),
    );
    expect(wardless.statusCode).toBe(422);
    expect(Object.keys(wardless.json().errors)).toEqual(['delivery_address.ward']);
  });

  it('delivers to the address the guest typed, with the delivery fee', async () => {
    const reply = await placeOrder(
      t,
      null,
      orderBody(setup, {
        order_type: 'delivery',
        customer_info: { name: 'Bình', phone: '0903123457' },
        delivery_address: {
          recipient_name: 'Chị Lan',
          address_line_1: '12 Lý Tự Trọng',
          ward: 'Phường Sài Gòn',
          city: 'TP. Hồ Chí Minh',
        },
      }),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const order = reply.json<{ data: { order: OrderDetail } }>().data.order;
    expect(order.order_type).toBe('delivery');
    expect(order.delivery_address).toContain('12 Lý Tự Trọng, Phường Sài Gòn, TP. Hồ Chí Minh');
    expect(order.delivery_address).toContain('Chị Lan');
    expect(order.delivery_fee).toBe(order.subtotal >= 500_000 ? 0 : 30_000);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows the owner their order and tells anyone else it does not exist', async () => {
    const placed = await placedOrder(t, customer.cookie, orderBody(setup));
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.order.id}`,
      headers: customer.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual(placed.order);

    const stranger = await signIn(t, 'customer');
    for (const [cookie, id] of [
      [stranger.cookie, placed.order.id],
      [customer.cookie, 999_999],
      [null, placed.order.id],
    ] as const) {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${id}`,
        headers: cookie ? { cookie } : {},
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
        message: M.notFound,
      });
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/abc',
      headers: customer.headers,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('Idempotency-Key', () => {
  it('a double submit makes one order and answers both with it', async () => {
    const product = await createProduct(t.db, { stock_quantity: 5 });
    const body = orderBody(setup, { items: [{ type: 'product', id: product.id, quantity: 1 }] });
    const key = `checkout-${product.id}`;
    const [first, second] = await Promise.all([
      placeOrder(t, customer.cookie, body, key),
      placeOrder(t, customer.cookie, body, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().data.order.id).toBe(second.json().data.order.id);
    const third = await placeOrder(t, customer.cookie, body, key);
    expect(third.json().data.order.id).toBe(first.json().data.order.id);
    expect(await stockOf(product.id)).toBe(4);
  });

  it('refuses the key reused for a different order, and a malformed key', async () => {
    const key = `checkout-reuse-${setup.product.id}`;
    await placedOrder(t, customer.cookie, orderBody(setup));
    expect((await placeOrder(t, customer.cookie, orderBody(setup), key)).statusCode).toBe(201);
    const changed = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, { items: [{ type: 'product', id: setup.product.id, quantity: 2 }] }),
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(M.idempotencyKeyReused);
    const malformed = await placeOrder(t, customer.cookie, orderBody(setup), 'có dấu');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(M.idempotencyKeyInvalid);
  });

  it('tampered prices or tax rate on a retry are the same request', async () => {
    const key = `checkout-tamper-${setup.product.id}`;
    const first = await placeOrder(t, customer.cookie, orderBody(setup), key);
    const tampered = await placeOrder(
      t,
      customer.cookie,
      orderBody(setup, {
        items: [{ type: 'product', id: setup.product.id, quantity: 1, unit_price: 1 }],
        tax_rate: 0,
      }),
      key,
    );
    expect(tampered.statusCode).toBe(201);
    expect(tampered.json().data.order.id).toBe(first.json().data.order.id);
    expect(tampered.json().data.order.total_amount).toBe(220_000);
  });
});

describe('guest order limit', () => {
  it('lets one address try 10 guest orders an hour, then answers 429 with Retry-After', async () => {
    const fresh = await createTestApp();
    try {
      const shop = await createShopSetup(fresh.db);
      // Each order for a phone of its own: only the address is under test here.
      const guest = () => ({ customer_info: { name: 'Khách lạ', phone: uniquePhone() } });
      const replies = [];
      for (let i = 0; i < 11; i += 1)
        replies.push(await placeOrder(fresh, null, orderBody(shop, guest())));
      expect(replies.slice(0, 10).map((reply) => reply.statusCode)).toEqual(Array(10).fill(201));
      const refused = replies[10];
      expect(refused?.statusCode).toBe(429);
      expect(refused?.json().message).toBe(M.tooManyGuestOrders(60));
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
      // A signed-in customer is not limited by the address.
      const customerThere = await signIn(fresh, 'customer');
      expect((await placeOrder(fresh, customerThere.cookie, orderBody(shop))).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});
