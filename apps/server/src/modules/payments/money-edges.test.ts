import {
  PAYMENT_MESSAGES as M,
  transferContentFor,
  type ApiPage,
  type NotificationDto,
  type PaymentTransactionDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createOrder } from '../../test/payment-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createShopSetup, orderBody, placedOrder } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* The money edges of the bank-transfer webhook and the payments screen (acceptance A9, A10, B6). */

const SECRET = 'money-edges-webhook-secret-0001';
/** The salon's receiving account (the default public settings). */
const SALON_ACCOUNT = '1023456789';

let t: TestApp;
let manager: SignedIn;
let admin: SignedIn;
let sequence = 40_000;

beforeAll(async () => {
  t = await createTestApp({ paymentWebhookSecret: SECRET });
  manager = await signIn(t, 'manager');
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

function sepay(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    id: sequence,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-21 09:30:00',
    accountNumber: SALON_ACCOUNT,
    content: 'chuyen tien',
    transferType: 'in',
    transferAmount: 350_000,
    referenceCode: `FT26325${sequence}`,
    description: 'chuyen tien',
    ...overrides,
  };
}

function casso(items: Record<string, unknown>[]) {
  return {
    error: 0,
    data: items.map((item) => {
      sequence += 1;
      return {
        id: sequence,
        tid: `TF${sequence}`,
        description: 'chuyen tien',
        amount: 350_000,
        when: '2026-11-21 09:31:00',
        bank_sub_acc_id: SALON_ACCOUNT,
        ...item,
      };
    }),
  };
}

const post = (body: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body as object, headers });
const fromSepay = (body: unknown) => post(body, { authorization: `Apikey ${SECRET}` });
const fromCasso = (body: unknown) => post(body, { 'secure-token': SECRET });

const transactionCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('payment_transactions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function screen(query: string): Promise<PaymentTransactionDto[]> {
  const res = await injectAs(t, manager.cookie, 'GET', `/api/admin/payments/transactions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<PaymentTransactionDto> }>().data.data;
}

async function notificationsOf(who: SignedIn): Promise<NotificationDto[]> {
  const res = await injectAs(t, who.cookie, 'GET', '/api/notifications?per_page=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<NotificationDto> }>().data.data;
}

const orderRow = (id: number) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('A9a: one bank transfer reported by SePay and by Casso', () => {
  it('is stored once, by the bank reference, and pays the order once', async () => {
    const order = await createOrder(t.db, { total_amount: 480_000 });
    const content = `NGUYEN VAN A ${transferContentFor(order.order_number)}`;
    const reference = 'FT26325777001';
    const first = await fromSepay(
      sepay({ transferAmount: 480_000, content, referenceCode: reference }),
    );
    expect(first.json()).toEqual({
      success: true,
      data: { recorded: 1, duplicates: 0, matched: 1 },
    });

    const second = await fromCasso(
      casso([{ tid: reference, amount: 480_000, description: `CT DEN ${content}` }]),
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({
      success: true,
      data: { recorded: 0, duplicates: 1, matched: 0 },
    });

    const rows = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('content', 'like', `%${transferContentFor(order.order_number)}%`)
      .where('status', '!=', 'pending')
      .execute();
    expect(rows.map((r) => [r.provider, r.status, r.bank_reference])).toEqual([
      ['sepay', 'matched', reference],
    ]);
    const paidEvents = await t.db
      .selectFrom('order_events')
      .select('id')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'paid')
      .execute();
    expect(paidEvents).toHaveLength(1);
  });
});

describe('A9b: a transfer for an order already paid', () => {
  it('is recorded, kept with the order, flagged as a likely double payment, and staff are told', async () => {
    const order = await createOrder(t.db, { total_amount: 260_000 });
    const content = transferContentFor(order.order_number);
    await fromSepay(sepay({ transferAmount: 260_000, content }));
    expect((await orderRow(order.id)).payment_status).toBe('paid');

    const again = sepay({ transferAmount: 260_000, content: `lan 2 ${content}` });
    const res = await fromSepay(again);
    expect(res.json()).toMatchObject({ data: { recorded: 1, matched: 0 } });

    const [row] = (await screen(`?q=${order.order_number}`)).filter(
      (tr) => tr.provider_transaction_id === String(again.id),
    );
    expect(row).toMatchObject({
      status: 'unmatched',
      flag: 'double_payment',
      order_id: order.id,
      order_number: order.order_number,
      amount: 260_000,
    });

    for (const who of [manager, admin]) {
      const told = (await notificationsOf(who)).filter(
        (n) => n.title === M.alertDoublePaymentTitle,
      );
      expect(told.map((n) => n.message)).toContain(
        M.alertDoublePayment(order.order_number, 260_000, 'SePay'),
      );
      expect(told[0]).toMatchObject({ priority: 'high', action_url: '/admin/payment' });
    }
  });
});

describe('A9c: an unpaid transfer order on the payments screen', () => {
  it('shows at once as a pending transaction, and leaves it when the transfer pays it', async () => {
    const setup = await createShopSetup(t.db);
    const customer = await signIn(t, 'customer');
    const { order } = await placedOrder(
      t,
      customer.cookie,
      orderBody(setup, { payment_method: 'transfer' }),
    );

    const pending = (await screen('?status=pending')).filter((tr) => tr.order_id === order.id);
    expect(pending).toEqual([
      expect.objectContaining({
        status: 'pending',
        method: 'transfer',
        amount: order.total_amount,
        order_number: order.order_number,
        content: transferContentFor(order.order_number),
        order_status: 'pending',
        order_payment_status: 'pending',
      }),
    ]);

    await fromSepay(
      sepay({
        transferAmount: order.total_amount,
        content: transferContentFor(order.order_number),
      }),
    );
    const after = (await screen(`?q=${order.order_number}`)).filter(
      (tr) => tr.order_id === order.id,
    );
    expect(after.map((tr) => [tr.status, tr.provider])).toEqual([['matched', 'sepay']]);
  });

  it('a cash order, or a transfer order cancelled, shows no pending transaction', async () => {
    const setup = await createShopSetup(t.db);
    const customer = await signIn(t, 'customer');
    const cash = (await placedOrder(t, customer.cookie, orderBody(setup))).order;
    const transfer = (
      await placedOrder(t, customer.cookie, orderBody(setup, { payment_method: 'transfer' }))
    ).order;
    const cancel = await injectAs(
      t,
      customer.cookie,
      'PATCH',
      `/api/customer/orders/${transfer.id}/cancel`,
      { reason: 'Đổi ý' },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const pending = await screen('?status=pending');
    expect(pending.filter((tr) => tr.order_id === cash.id || tr.order_id === transfer.id)).toEqual(
      [],
    );
  });
});

describe('A10: the webhook refuses what is not a payment to the salon', () => {
  it.each([
    ['SePay', () => fromSepay(sepay({ transferAmount: 350_000.5 }))],
    ['Casso', () => fromCasso(casso([{ amount: 120_000 }, { amount: 99_999.99 }]))],
  ])('a fractional amount (%s) → 422 in Vietnamese, nothing recorded', async (_label, send) => {
    const before = await transactionCount();
    const res = await send();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'WEBHOOK_AMOUNT_INVALID',
      message: M.webhookAmountNotWhole,
    });
    expect(await transactionCount()).toBe(before);
  });

  it.each([
    ['SePay', () => fromSepay(sepay({ accountNumber: '9999888877' }))],
    [
      'Casso',
      () =>
        fromCasso(casso([{ amount: 50_000 }, { amount: 70_000, bank_sub_acc_id: '9999888877' }])),
    ],
  ])(
    'a transfer to another account (%s) → 422 in Vietnamese, nothing recorded',
    async (_l, send) => {
      const order = await createOrder(t.db, { total_amount: 350_000 });
      const before = await transactionCount();
      const res = await send();
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'WEBHOOK_WRONG_ACCOUNT',
        message: M.webhookWrongAccount('9999888877'),
      });
      expect(await transactionCount()).toBe(before);
      expect((await orderRow(order.id)).payment_status).toBe('pending');
    },
  );
});

describe('B6: a high-risk payment through the webhook', () => {
  it('over 20 000 000 ₫ does not pay the order: kept for staff, flagged, staff told', async () => {
    const order = await createOrder(t.db, { total_amount: 25_000_000 });
    const body = sepay({
      transferAmount: 25_000_000,
      content: transferContentFor(order.order_number),
    });
    const res = await fromSepay(body);
    expect(res.json()).toEqual({ success: true, data: { recorded: 1, duplicates: 0, matched: 0 } });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    });

    const [row] = (await screen(`?q=${order.order_number}`)).filter(
      (tr) => tr.provider_transaction_id === String(body.id),
    );
    expect(row).toMatchObject({
      status: 'unmatched',
      flag: 'high_risk',
      order_id: order.id,
      note: M.noteHighRisk(order.order_number),
    });
    const told = (await notificationsOf(manager)).filter((n) => n.title === M.alertHighRiskTitle);
    expect(told.map((n) => n.message)).toContain(
      M.alertHighRiskTransfer(25_000_000, order.order_number, 0),
    );

    // Staff who checked it may still match it by hand.
    const matched = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/payments/transactions/${row!.id}/match`,
      { order_id: order.id },
    );
    expect(matched.statusCode, matched.body).toBe(200);
    expect((await orderRow(order.id)).payment_status).toBe('paid');
  });

  it('an order whose risk score is above 70 is not paid automatically either', async () => {
    const order = await createOrder(t.db, { total_amount: 300_000, risk_score: 75 });
    await fromSepay(
      sepay({ transferAmount: 300_000, content: transferContentFor(order.order_number) }),
    );
    expect((await orderRow(order.id)).payment_status).toBe('pending');
    const [row] = (await screen(`?q=${order.order_number}`)).filter(
      (tr) => tr.order_id === order.id,
    );
    expect(row).toMatchObject({ status: 'unmatched', flag: 'high_risk' });
  });
});
