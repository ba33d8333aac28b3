import {
  assertMethodAccepts,
  DEFAULT_INSTALLMENT_PLANS,
  DEFAULT_PAYMENT_METHOD_SETTINGS,
  PAYMENT_MESSAGES,
  type ApiPage,
  type PaymentsOverview,
  type PaymentTransactionDto,
  type RiskyOrderDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createUser } from '../../test/factories.js';
import { addOrderEvent, createOrder } from '../../test/payment-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createShopSetup, orderBody, placeOrder } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PaymentMethodSettings } from './payment-method-settings.js';

const SECRET = 'payments-admin-test-secret-0001';
let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let nextId = 5_000;

beforeAll(async () => {
  t = await createTestApp({ paymentWebhookSecret: SECRET });
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const api = (who: SignedIn | null, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  injectAs(t, who?.cookie, method, `/api/admin/payments${path}`, body);

/** A transfer arriving through the real webhook; returns its stored id. */
async function transfer(amount: number, content: string): Promise<number> {
  nextId += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { authorization: `Apikey ${SECRET}` },
    payload: {
      id: nextId,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-21 10:00:00',
      accountNumber: '1023456789',
      content,
      transferType: 'in',
      transferAmount: amount,
      referenceCode: `FT${nextId}`,
      description: content,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('provider', '=', 'sepay')
    .where('provider_transaction_id', '=', String(nextId))
    .executeTakeFirstOrThrow();
  return row.id;
}

const orderRow = (id: number) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('who may use the payments API', () => {
  it('staff and customers are refused, managers read', async () => {
    expect((await api(null, 'GET', '/overview')).statusCode).toBe(401);
    expect((await api(staff, 'GET', '/overview')).statusCode).toBe(403);
    const customer = await signIn(t, 'customer');
    expect((await api(customer, 'GET', '/transactions')).statusCode).toBe(403);
    expect((await api(manager, 'GET', '/overview')).statusCode).toBe(200);
  });

  it('managers cannot change methods, plans or the bank account; admins can', async () => {
    for (const [path, body] of [
      ['/methods', DEFAULT_PAYMENT_METHOD_SETTINGS],
      ['/installment-plans', DEFAULT_INSTALLMENT_PLANS],
    ] as const) {
      expect((await api(manager, 'PUT', path, body)).statusCode).toBe(403);
      expect((await api(admin, 'PUT', path, body)).statusCode).toBe(200);
    }
  });
});

describe('matching by hand', () => {
  it('an unmatched transfer is matched to a pending order: the order is paid, the transfer names it', async () => {
    const order = await createOrder(t.db, { total_amount: 500_000 });
    const id = await transfer(500_000, 'chuyen khoan tien toc');
    const res = await api(manager, 'POST', `/transactions/${id}/match`, { order_id: order.id });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: PaymentTransactionDto; message: string }>();
    expect(data.message).toBe('Đã khớp giao dịch với đơn hàng');
    expect(data.data).toMatchObject({
      status: 'matched',
      order_id: order.id,
      order_number: order.order_number,
      recorded_by: manager.user.name,
    });
    expect(data.data.note).toContain(`khớp thủ công với đơn ${order.order_number}`);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });

    // Settled once: a second match or an ignore is refused.
    const again = await api(manager, 'POST', `/transactions/${id}/match`, { order_id: order.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Chỉ có thể xử lý giao dịch đang chờ đối soát' });
    expect((await api(manager, 'POST', `/transactions/${id}/ignore`, {})).statusCode).toBe(409);
  });

  it('a different amount needs confirming; confirmed, it is accepted and noted', async () => {
    const order = await createOrder(t.db, { total_amount: 500_000 });
    const id = await transfer(495_000, order.order_number);
    const refused = await api(manager, 'POST', `/transactions/${id}/match`, { order_id: order.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'AMOUNT_MISMATCH',
      message: 'Số tiền chuyển 495.000 ₫ khác tổng đơn 500.000 ₫. Hãy xác nhận nếu vẫn chấp nhận.',
    });
    expect((await orderRow(order.id)).status).toBe('pending');

    const accepted = await api(manager, 'POST', `/transactions/${id}/match`, {
      order_id: order.id,
      accept_amount_difference: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ data: PaymentTransactionDto }>().data.note).toContain(
      'chấp nhận số tiền 495.000 ₫ khác tổng đơn 500.000 ₫',
    );
    expect((await orderRow(order.id)).payment_status).toBe('paid');
  });

  it('an order no longer waiting for money, or missing, is refused and nothing changes', async () => {
    const paid = await createOrder(t.db, {
      status: 'paid',
      payment_status: 'paid',
      total_amount: 100_000,
    });
    const id = await transfer(100_000, 'tien hang');
    const res = await api(manager, 'POST', `/transactions/${id}/match`, { order_id: paid.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Đơn hàng này không còn chờ thanh toán' });
    const missing = await api(manager, 'POST', `/transactions/${id}/match`, {
      order_id: 99_999_999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { order_id: ['Không tìm thấy đơn hàng'] } });
    const bad = await api(manager, 'POST', `/transactions/${id}/match`, { order_id: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: 'Vui lòng chọn đơn hàng hợp lệ' });
    const row = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unmatched');
    expect(
      (await api(manager, 'POST', '/transactions/99999999/match', { order_id: paid.id }))
        .statusCode,
    ).toBe(404);
  });

  it('ignore keeps the reason and who did it', async () => {
    const id = await transfer(20_000, 'tien le');
    const tooLong = await api(manager, 'POST', `/transactions/${id}/ignore`, {
      reason: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({ message: 'Lý do tối đa 200 ký tự' });
    const res = await api(manager, 'POST', `/transactions/${id}/ignore`, {
      reason: 'Tiền nhân viên nộp quỹ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: PaymentTransactionDto }>().data).toMatchObject({
      status: 'ignored',
      note: `${manager.user.name} đánh dấu bỏ qua: Tiền nhân viên nộp quỹ`,
    });
  });

  it('payable orders lists pending unpaid orders, searchable by number', async () => {
    const order = await createOrder(t.db, { total_amount: 123_000 });
    await createOrder(t.db, { status: 'paid', payment_status: 'paid' });
    const compact = order.order_number.replace(/-/g, '').slice(-6);
    const res = await api(manager, 'GET', `/payable-orders?q=${compact}`);
    const list = res.json<{ data: { id: number }[] }>().data;
    expect(list.map((o) => o.id)).toEqual([order.id]);
  });
});

describe('transactions list', () => {
  it('filters by status, provider and a search on content or order number; 10 a page', async () => {
    const order = await createOrder(t.db, { total_amount: 77_000 });
    await transfer(77_000, `thanh toan ${order.order_number.replace(/-/g, '')}`);
    for (let i = 0; i < 11; i += 1) await transfer(1_000 + i, `khong ma ${i}`);

    const page1 = await api(manager, 'GET', '/transactions?status=unmatched');
    const body = page1.json<{ data: ApiPage<PaymentTransactionDto> }>().data;
    expect(body.data).toHaveLength(10);
    expect(body.meta.per_page).toBe(10);
    expect(body.data.every((row) => row.status === 'unmatched')).toBe(true);
    expect(body.meta.total).toBeGreaterThanOrEqual(11);

    const byNumber = await api(
      manager,
      'GET',
      `/transactions?q=${encodeURIComponent(order.order_number)}`,
    );
    const found = byNumber.json<{ data: ApiPage<PaymentTransactionDto> }>().data.data;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ status: 'matched', order_id: order.id });

    const byContent = await api(manager, 'GET', '/transactions?q=khong%20ma%2010');
    expect(byContent.json<{ data: ApiPage<PaymentTransactionDto> }>().data.data).toHaveLength(1);

    const casso = await api(manager, 'GET', '/transactions?provider=casso');
    expect(casso.json<{ data: ApiPage<PaymentTransactionDto> }>().data.meta.total).toBe(0);

    const bad = await api(manager, 'GET', '/transactions?status=lost');
    expect(bad.statusCode).toBe(422);

    // The back office asks for the user's own items per page (1–100).
    const twenty = await api(manager, 'GET', '/transactions?status=unmatched&per_page=20');
    const wide = twenty.json<{ data: ApiPage<PaymentTransactionDto> }>().data;
    expect(wide.meta.per_page).toBe(20);
    expect(wide.data).toHaveLength(Math.min(20, wide.meta.total));
    for (const perPage of ['0', '101', 'abc']) {
      const refused = await api(manager, 'GET', `/transactions?per_page=${perPage}`);
      expect(refused.statusCode, perPage).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.per_page).toEqual([
        PAYMENT_MESSAGES.perPageInvalid,
      ]);
    }
  });
});

describe('settings', () => {
  it('methods: saved and read back; bad values get Vietnamese messages and change nothing', async () => {
    const edited = DEFAULT_PAYMENT_METHOD_SETTINGS.map((m) =>
      m.method === 'card' ? { ...m, processing_fee_percent: 2.2, max_amount: 30_000_000 } : m,
    );
    const saved = await api(admin, 'PUT', '/methods', edited);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Đã lưu cài đặt thanh toán' });
    const read = await api(manager, 'GET', '/methods');
    const card = read.json<{ data: typeof edited }>().data.find((m) => m.method === 'card');
    expect(card).toMatchObject({ processing_fee_percent: 2.2, max_amount: 30_000_000 });
    // The reader checkout uses sees the same list, and the card's new maximum applies.
    const forCheckout = await new PaymentMethodSettings(t.db).methods();
    expect(assertMethodAccepts(forCheckout, 'card', 30_000_000)).toBeNull();
    expect(assertMethodAccepts(forCheckout, 'card', 30_000_001)).toBe(
      'Thẻ ngân hàng áp dụng cho đơn từ 10.000 ₫ đến 30.000.000 ₫',
    );

    const cases: [unknown, string][] = [
      [
        edited.map((m) => (m.method === 'cash' ? { ...m, processing_fee_percent: 101 } : m)),
        'Phí xử lý phải từ 0 đến 100%',
      ],
      [
        edited.map((m) =>
          m.method === 'cash' ? { ...m, min_amount: 5_000, max_amount: 1_000 } : m,
        ),
        'Số tiền tối đa phải lớn hơn hoặc bằng số tiền tối thiểu',
      ],
      [edited.map((m) => (m.method === 'cash' ? { ...m, name: '  ' } : m)), 'Vui lòng nhập tên'],
      [
        edited.slice(1),
        'Cần đủ và không trùng các phương thức: tiền mặt, thẻ, chuyển khoản, trực tuyến',
      ],
      [
        edited.map((m) => (m.method === 'cash' ? { ...m, min_amount: 1.5 } : m)),
        'Số tiền phải là số nguyên từ 0 đến 1.000.000.000 ₫',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api(admin, 'PUT', '/methods', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const after = await api(manager, 'GET', '/methods');
    expect(after.json<{ data: typeof edited }>().data).toEqual(edited);
  });

  it('checkout follows the methods admins set: a lower cash maximum refuses a bigger order', async () => {
    const setup = await createShopSetup(t.db, { price: 200_000 });
    const cashUpTo = (max: number) =>
      DEFAULT_PAYMENT_METHOD_SETTINGS.map((m) =>
        m.method === 'cash' ? { ...m, max_amount: max } : m,
      );
    expect((await api(admin, 'PUT', '/methods', cashUpTo(100_000))).statusCode).toBe(200);
    const refused = await placeOrder(
      t,
      null,
      orderBody(setup, { customer_info: { name: 'Khách lẻ', phone: '0988111222' } }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { payment_method: ['Tiền mặt áp dụng cho đơn từ 1.000 ₫ đến 100.000 ₫'] },
    });
    expect((await api(admin, 'PUT', '/methods', cashUpTo(20_000_000))).statusCode).toBe(200);
    const placed = await placeOrder(
      t,
      null,
      orderBody(setup, { customer_info: { name: 'Khách lẻ', phone: '0988111222' } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('installment plans: saved and validated', async () => {
    const plans = [
      ...DEFAULT_INSTALLMENT_PLANS.slice(0, 2),
      { ...DEFAULT_INSTALLMENT_PLANS[2]!, interest_rate: 1.2 },
    ];
    expect((await api(admin, 'PUT', '/installment-plans', plans)).statusCode).toBe(200);
    expect(
      (await api(manager, 'GET', '/installment-plans')).json<{ data: typeof plans }>().data[2]!
        .interest_rate,
    ).toBe(1.2);
    const dup = await api(admin, 'PUT', '/installment-plans', [plans[0], plans[0]]);
    expect(dup.json()).toMatchObject({ message: 'Mã gói trả góp bị trùng' });
    const months = await api(admin, 'PUT', '/installment-plans', [{ ...plans[0], months: 0 }]);
    expect(months.json()).toMatchObject({ message: 'Số tháng phải là số nguyên từ 1 đến 60' });
    const rate = await api(admin, 'PUT', '/installment-plans', [
      { ...plans[0], interest_rate: 12 },
    ]);
    expect(rate.json()).toMatchObject({ message: 'Lãi suất phải từ 0 đến 10% mỗi tháng' });
  });

  it('bank account: saved into the public payment settings that checkout shows', async () => {
    const res = await api(admin, 'PUT', '/bank-account', {
      bank_bin: '970422',
      bank_name: 'MB Bank',
      bank_account_number: '0881000458086',
      bank_account_name: 'cong ty salon toc viet',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { bank_account_name: 'CONG TY SALON TOC VIET' } });
    const pub = await t.app.inject({ method: 'GET', url: '/api/public/settings' });
    expect(pub.json()).toMatchObject({
      data: { payment: { bank_bin: '970422', bank_account_number: '0881000458086' } },
    });

    const bad = await api(admin, 'PUT', '/bank-account', {
      bank_bin: '97042',
      bank_name: 'MB',
      bank_account_number: '0881 000',
      bank_account_name: 'Công ty',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errors: {
        bank_bin: ['Mã BIN ngân hàng gồm 6 chữ số'],
        bank_account_number: ['Số tài khoản gồm 1–19 chữ hoặc số, không dấu cách'],
        bank_account_name: ['Tên chủ tài khoản viết in hoa không dấu, tối đa 50 ký tự'],
      },
    });
  });
});

describe('overview and risk from real orders', () => {
  it('counts money received today and this month, awaiting transfers, unmatched transfers, refunds and fees', async () => {
    const fresh = await createTestApp({ paymentWebhookSecret: SECRET });
    try {
      const boss = await signIn(fresh, 'admin');
      const now = new Date();
      const longAgo = new Date(now.getTime() - 70 * 24 * 3_600_000).toISOString();
      await createOrder(fresh.db, {
        payment_method: 'transfer',
        total_amount: 1_000_000,
        status: 'paid',
        payment_status: 'paid',
        paid_at: now.toISOString(),
      });
      await createOrder(fresh.db, {
        payment_method: 'card',
        total_amount: 2_000_000,
        status: 'completed',
        payment_status: 'paid',
        paid_at: now.toISOString(),
      });
      await createOrder(fresh.db, {
        payment_method: 'cash',
        total_amount: 9_000_000,
        status: 'completed',
        payment_status: 'paid',
        paid_at: longAgo,
      });
      await createOrder(fresh.db, { payment_method: 'transfer', total_amount: 300_000 });
      await createOrder(fresh.db, { payment_method: 'transfer', total_amount: 200_000 });
      await createOrder(fresh.db, { payment_method: 'cash', total_amount: 999_000 });
      const refunded = await createOrder(fresh.db, {
        payment_method: 'transfer',
        total_amount: 400_000,
        status: 'cancelled',
        payment_status: 'refunded',
        paid_at: longAgo,
      });
      await addOrderEvent(fresh.db, refunded.id, 'refunded', now.toISOString());
      await fresh.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { authorization: `Apikey ${SECRET}` },
        payload: { id: 1, content: 'khong ro', transferType: 'in', transferAmount: 150_000 },
      });

      const res = await injectAs(fresh, boss.cookie, 'GET', '/api/admin/payments/overview');
      const data = res.json<{ data: PaymentsOverview }>().data;
      expect(data.received_today).toEqual({ count: 2, amount: 3_000_000 });
      // The month may have started less than 70 days ago only: the old cash order is not in it.
      expect(data.received_month).toEqual({ count: 2, amount: 3_000_000 });
      expect(data.awaiting_transfer).toEqual({ count: 2, amount: 500_000 });
      expect(data.unmatched).toEqual({ count: 1, amount: 150_000 });
      expect(data.refunded_month).toEqual({ count: 1, amount: 400_000 });
      const fee = (m: string) => data.fees_month.by_method.find((row) => row.method === m);
      expect(fee('transfer')).toMatchObject({
        count: 1,
        amount: 1_000_000,
        fee_percent: 0.5,
        fee: 5_000,
      });
      expect(fee('card')).toMatchObject({
        count: 1,
        amount: 2_000_000,
        fee_percent: 2.9,
        fee: 58_000,
      });
      expect(fee('cash')).toMatchObject({ count: 0, fee: 0 });
      expect(data.fees_month.total).toBe(63_000);
    } finally {
      await fresh.close();
    }
  });

  it('ranks open orders by the risk score built from the customer history', async () => {
    const fresh = await createTestApp();
    try {
      const boss = await signIn(fresh, 'admin');
      const regular = await createUser(fresh.db);
      for (let i = 0; i < 5; i += 1) {
        await createOrder(fresh.db, {
          user_id: regular.user.id,
          status: 'completed',
          payment_status: 'paid',
          total_amount: 200_000,
        });
      }
      const trusted = await createOrder(fresh.db, {
        user_id: regular.user.id,
        total_amount: 300_000,
      });
      const flaky = await createUser(fresh.db);
      await createOrder(fresh.db, {
        user_id: flaky.user.id,
        status: 'cancelled',
        total_amount: 100_000,
      });
      const risky = await createOrder(fresh.db, {
        user_id: flaky.user.id,
        total_amount: 12_000_000,
      });
      const newcomer = await createOrder(fresh.db, { total_amount: 6_000_000 });

      const res = await injectAs(fresh, boss.cookie, 'GET', '/api/admin/payments/risk');
      const data = res.json<{ data: { rules: { points: number }[]; orders: RiskyOrderDto[] } }>()
        .data;
      expect(data.rules.length).toBe(6);
      expect(data.orders.map((o) => o.id)).toEqual([risky.id, newcomer.id, trusted.id]);
      const byId = new Map(data.orders.map((o) => [o.id, o]));
      // 20 (over 5M) + 25 (new) + 15 (fewer than 5 paid)
      expect(byId.get(newcomer.id)).toMatchObject({
        previous_orders: 0,
        risk: { score: 60, level: 'medium' },
      });
      // 30 (over 10M) + 15 + 20 (a cancelled unpaid order before)
      expect(byId.get(risky.id)).toMatchObject({
        previous_orders: 1,
        previous_failed: 1,
        risk: { score: 65 },
      });
      expect(byId.get(trusted.id)).toMatchObject({
        previous_orders: 5,
        previous_paid: 5,
        risk: { score: 0, level: 'low' },
      });
    } finally {
      await fresh.close();
    }
  });
});
