import { transferContentFor } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createOrder } from '../../test/payment-factories.js';
import { createShopSetup, orderBody, placedOrder } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SECRET = 'sepay-and-casso-shared-secret-1234';

let t: TestApp;
let sequence = 1_000;

beforeAll(async () => {
  t = await createTestApp({ paymentWebhookSecret: SECRET });
});
afterAll(() => t.close());

function sepay(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    id: sequence,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-21 09:30:00',
    accountNumber: '1023456789',
    code: null,
    content: 'chuyen tien',
    transferType: 'in',
    transferAmount: 350_000,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `FT${sequence}`,
    description: 'MBVCB.123456.chuyen tien',
    ...overrides,
  };
}

function post(
  body: unknown,
  headers: Record<string, string> = { authorization: `Apikey ${SECRET}` },
  app = t,
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body as object,
    headers,
  });
}

async function transactionsOf(provider: string, providerId: string) {
  return t.db
    .selectFrom('payment_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_transaction_id', '=', providerId)
    .execute();
}

async function orderRow(id: number) {
  return t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /api/payments/webhook: authentication', () => {
  it.each([
    ['no header', {}],
    ['a wrong Apikey', { authorization: 'Apikey not-the-secret-at-all-000' }],
    ['a wrong Secure-Token', { 'secure-token': 'not-the-secret-at-all-000' }],
    ['the secret without the Apikey scheme', { authorization: SECRET }],
  ])('%s → 401 and nothing stored', async (_label, headers) => {
    const body = sepay();
    const res = await post(body, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'WEBHOOK_UNAUTHORIZED',
      message: 'Khóa xác thực webhook không đúng',
    });
    expect(await transactionsOf('sepay', String(body.id))).toHaveLength(0);
  });

  it('answers 503 and records nothing when no secret is configured', async () => {
    const off = await createTestApp();
    try {
      const body = sepay();
      const res = await post(body, { authorization: `Apikey ${SECRET}` }, off);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_NOT_CONFIGURED' });
      const rows = await off.db.selectFrom('payment_transactions').select('id').execute();
      expect(rows).toHaveLength(0);
    } finally {
      await off.close();
    }
  });

  it('the secret is checked at start: short or with spaces stops the server', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/salon-config-test', PAYMENT_WEBHOOK_SECRET: 'short' }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET: must be at least 16 characters/);
    expect(() =>
      loadConfig({
        DATA_DIR: '/tmp/salon-config-test',
        PAYMENT_WEBHOOK_SECRET: 'has a space in the secret',
      }),
    ).toThrow(/must not contain spaces/);
    expect(loadConfig({ DATA_DIR: '/tmp/salon-config-test' }).paymentWebhookSecret).toBeUndefined();
  });
});

describe('POST /api/payments/webhook: SePay', () => {
  it('a transfer naming a placed order with its exact total pays the order, once', async () => {
    const setup = await createShopSetup(t.db);
    const { order, access_token } = await placedOrder(
      t,
      null,
      orderBody(setup, {
        payment_method: 'transfer',
        customer_info: { name: 'Lê Thị Chuyển', phone: '0987000111' },
      }),
    );
    expect(order.transfer).not.toBeNull();
    const body = sepay({
      transferAmount: order.total_amount,
      content: `NGUYEN VAN A chuyen tien ${order.transfer!.content}`,
    });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: 1, duplicates: 0, matched: 1 } });

    // What the customer sees: paid, no transfer instructions any more.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}?access_token=${access_token}`,
    });
    expect(seen.json()).toMatchObject({
      data: { status: 'paid', payment_status: 'paid', transfer: null },
    });
    expect((await orderRow(order.id)).paid_at).not.toBeNull();
    const rows = await transactionsOf('sepay', String(body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'matched',
      order_id: order.id,
      method: 'transfer',
      amount: order.total_amount,
      note: `Tự động khớp đơn ${order.order_number}`,
    });
    expect(rows[0]!.transferred_at).toBe('2026-11-21T02:30:00.000Z');
    const events = await t.db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'paid')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.note).toMatch(/^Nhận chuyển khoản .* qua SePay$/);

    // The provider retries: same id, one payment, still success.
    const replay = await post(body);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      success: true,
      data: { recorded: 0, duplicates: 1, matched: 0 },
    });
    expect(await transactionsOf('sepay', String(body.id))).toHaveLength(1);
  });

  it('a second transfer for an order already paid is kept as a possible double payment', async () => {
    const order = await createOrder(t.db, { total_amount: 250_000 });
    await post(sepay({ transferAmount: 250_000, content: order.order_number }));
    const again = sepay({ transferAmount: 250_000, content: order.order_number });
    expect((await post(again)).json()).toMatchObject({ data: { matched: 0, recorded: 1 } });
    const [row] = await transactionsOf('sepay', String(again.id));
    // Kept with the order it names, flagged for staff (money-edges.test.ts: the alert).
    expect(row).toMatchObject({ status: 'unmatched', order_id: order.id, flag: 'double_payment' });
    expect(row!.note).toContain('có thể khách chuyển trùng');
  });

  it('concurrent deliveries of the same transfer record one payment', async () => {
    const order = await createOrder(t.db, { total_amount: 420_000 });
    const body = sepay({
      transferAmount: 420_000,
      content: transferContentFor(order.order_number),
    });
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const matched = replies.reduce(
      (n, r) => n + r.json<{ data: { matched: number } }>().data.matched,
      0,
    );
    expect(matched).toBe(1);
    expect(await transactionsOf('sepay', String(body.id))).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('a wrong amount is kept unmatched with the reason, and the order stays pending', async () => {
    const order = await createOrder(t.db, { total_amount: 350_000 });
    const body = sepay({ transferAmount: 300_000, content: `TT ${order.order_number}` });
    const res = await post(body);
    expect(res.json()).toMatchObject({ data: { recorded: 1, matched: 0 } });
    const [row] = await transactionsOf('sepay', String(body.id));
    expect(row).toMatchObject({ status: 'unmatched', order_id: null });
    expect(row!.note).toBe(`Số tiền 300.000 ₫ khác tổng đơn ${order.order_number} (350.000 ₫)`);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    });
  });

  it.each([
    [
      'no order code',
      () => Promise.resolve('chuyen tien cat toc'),
      'Nội dung chuyển khoản không có mã đơn hàng nào',
    ],
    [
      'an order already paid',
      async () =>
        (await createOrder(t.db, { status: 'paid', payment_status: 'paid' })).order_number,
      'đã được thanh toán trước đó',
    ],
    [
      'a cancelled order',
      async () =>
        (await createOrder(t.db, { status: 'cancelled', cancelled_at: new Date().toISOString() }))
          .order_number,
      'đã hủy',
    ],
  ])('%s → unmatched with a note for staff', async (_label, content, note) => {
    const body = sepay({ content: await content() });
    await post(body);
    const [row] = await transactionsOf('sepay', String(body.id));
    expect(row!.status).toBe('unmatched');
    expect(row!.note).toContain(note);
  });

  it('an outgoing transfer is stored as ignored and pays nothing', async () => {
    const order = await createOrder(t.db, { total_amount: 350_000 });
    const body = sepay({ transferType: 'out', content: transferContentFor(order.order_number) });
    await post(body);
    const [row] = await transactionsOf('sepay', String(body.id));
    expect(row).toMatchObject({
      status: 'ignored',
      note: 'Giao dịch tiền ra khỏi tài khoản, không cần đối soát',
    });
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it.each([
    ['an empty object', {}],
    ['a wrong transferType', { ...sepay(), transferType: 'sideways' }],
    ['a text amount', { ...sepay(), transferAmount: '350000' }],
    ['an array', [sepay()]],
    ['Casso with no data', { error: 0, data: [] }],
  ])('%s → 400 with a Vietnamese message', async (_label, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'INVALID_WEBHOOK' });
    expect(res.json<{ message: string }>().message).toMatch(/^Dữ liệu webhook không hợp lệ/);
  });

  it('malformed JSON → 400 in Vietnamese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: '{"id": 1,',
      headers: { authorization: `Apikey ${SECRET}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });
});

describe('POST /api/payments/webhook: Casso', () => {
  it('a batch: the matching transfer pays its order, the others are kept, a replay adds nothing', async () => {
    const order = await createOrder(t.db, { total_amount: 1_250_000 });
    const body = {
      error: 0,
      data: [
        {
          id: 90_001,
          tid: 'TF2611210001',
          description: `CT DEN:123 ${transferContentFor(order.order_number)} thanh toan`,
          amount: 1_250_000,
          cusum_balance: 5_000_000,
          when: '2026-11-21 20:54:46',
          bank_sub_acc_id: '1023456789',
          subAccId: '1023456789',
        },
        {
          id: 90_002,
          tid: 'TF2611210002',
          description: 'tien dien',
          amount: -500_000,
          when: '2026-11-21 21:00:00',
          bank_sub_acc_id: '1023456789',
        },
      ],
    };
    const res = await post(body, { 'secure-token': SECRET });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: 2, duplicates: 0, matched: 1 } });
    expect((await orderRow(order.id)).payment_status).toBe('paid');
    expect((await transactionsOf('casso', '90001'))[0]).toMatchObject({
      status: 'matched',
      order_id: order.id,
    });
    expect((await transactionsOf('casso', '90002'))[0]).toMatchObject({
      status: 'ignored',
      amount: 500_000,
    });

    const replay = await post(body, { 'secure-token': SECRET });
    expect(replay.json()).toEqual({
      success: true,
      data: { recorded: 0, duplicates: 2, matched: 0 },
    });
  });

  it('the same id from SePay and from Casso are two different transfers', async () => {
    await post(sepay({ id: 77_777 }));
    await post(
      { error: 0, data: [{ id: 77_777, description: 'x', amount: 1000, when: null }] },
      { 'secure-token': SECRET },
    );
    const rows = await t.db
      .selectFrom('payment_transactions')
      .select('provider')
      .where('provider_transaction_id', '=', '77777')
      .execute();
    expect(rows.map((r) => r.provider).sort()).toEqual(['casso', 'sepay']);
  });
});
