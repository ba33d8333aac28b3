import { DEFAULT_INSTALLMENT_PLANS, DEFAULT_PAYMENT_METHOD_SETTINGS } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_IP,
  allAuditText,
  auditEntries,
  injectFrom,
  refuseWrites,
} from '../../test/audit-entries.js';
import { createOrder } from '../../test/payment-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SECRET = 'payments-audit-test-secret-0001';
let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let nextId = 7_000;

beforeAll(async () => {
  t = await createTestApp({ paymentWebhookSecret: SECRET });
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const api = (who: SignedIn | null, method: 'POST' | 'PUT', path: string, body?: unknown) =>
  injectFrom(t, who?.cookie, method, `/api/admin/payments${path}`, body);

/** A transfer nobody could match, arriving through the real webhook; returns its id. */
async function transfer(amount: number): Promise<number> {
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
      content: 'chuyen khoan',
      transferType: 'in',
      transferAmount: amount,
      referenceCode: `FT${nextId}`,
      description: 'chuyen khoan',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.db
    .selectFrom('payment_transactions')
    .select('id')
    .where('provider_transaction_id', '=', String(nextId))
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('audit of the payments screen', () => {
  it('records a match and an ignore with the actor, the address and the changed fields', async () => {
    const order = await createOrder(t.db, { total_amount: 300_000 });
    const matched = await transfer(300_000);
    const res = await api(manager, 'POST', `/transactions/${matched}/match`, {
      order_id: order.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [match] = await auditEntries(t, 'payment', matched);
    expect(match).toMatchObject({
      action: 'status',
      actor_id: manager.user.id,
      actor_role: 'manager',
      ip: CLIENT_IP,
      summary: `Đối soát giao dịch #${matched} với đơn hàng ${order.order_number}`,
      changes: {
        status: { before: 'unmatched', after: 'matched' },
        order_id: { before: null, after: order.id },
        accepted_difference: { before: null, after: false },
      },
    });

    const ignored = await transfer(10_000);
    expect(
      (await api(manager, 'POST', `/transactions/${ignored}/ignore`, { reason: 'Thử' })).statusCode,
    ).toBe(200);
    expect((await auditEntries(t, 'payment', ignored)).map((e) => e.changes)).toEqual([
      { status: { before: 'unmatched', after: 'ignored' } },
    ]);
    expect(await allAuditText(t)).not.toContain(SECRET);
  });

  it('records a change of the methods and the plans with only the items changed', async () => {
    const methods = DEFAULT_PAYMENT_METHOD_SETTINGS.map((m, i) =>
      i === 0 ? { ...m, processing_fee_percent: 1.5 } : m,
    );
    expect((await api(admin, 'PUT', '/methods', methods)).statusCode).toBe(200);
    const [entry] = await auditEntries(t, 'setting', 'payment_methods');
    const key = DEFAULT_PAYMENT_METHOD_SETTINGS[0]!.method;
    expect(entry).toMatchObject({ action: 'update', actor_id: admin.user.id, actor_role: 'admin' });
    expect(Object.keys(entry!.changes!)).toEqual([key]);
    expect(entry!.changes![key]).toEqual({
      before: DEFAULT_PAYMENT_METHOD_SETTINGS[0],
      after: methods[0],
    });

    const plans = DEFAULT_INSTALLMENT_PLANS.slice(1);
    expect((await api(admin, 'PUT', '/installment-plans', plans)).statusCode).toBe(200);
    const [plan] = await auditEntries(t, 'setting', 'installment_plans');
    expect(plan!.changes).toEqual({
      [DEFAULT_INSTALLMENT_PLANS[0]!.id]: { before: DEFAULT_INSTALLMENT_PLANS[0], after: null },
    });
  });

  it('leaves no entry for a refused action', async () => {
    const id = await transfer(20_000);
    const before = (await auditEntries(t, 'setting')).length;
    expect((await api(staff, 'POST', `/transactions/${id}/ignore`, {})).statusCode).toBe(403);
    expect((await api(null, 'POST', `/transactions/${id}/ignore`, {})).statusCode).toBe(401);
    expect(
      (await api(manager, 'POST', `/transactions/${id}/match`, { order_id: 999_999 })).statusCode,
    ).toBe(422);
    expect(
      (await api(manager, 'PUT', '/methods', DEFAULT_PAYMENT_METHOD_SETTINGS)).statusCode,
    ).toBe(403);
    expect((await api(admin, 'PUT', '/installment-plans', [{ id: 'X X' }])).statusCode).toBe(422);
    expect(await auditEntries(t, 'payment', id)).toEqual([]);
    expect(await auditEntries(t, 'setting')).toHaveLength(before);
  });

  it('leaves no entry when the match fails inside its transaction', async () => {
    const order = await createOrder(t.db, { total_amount: 40_000 });
    const id = await transfer(40_000);
    // The transfer is settled first; paying the order after it is refused by the database.
    const undo = await refuseWrites(t, 'orders');
    try {
      expect(
        (await api(manager, 'POST', `/transactions/${id}/match`, { order_id: order.id }))
          .statusCode,
      ).toBe(500);
    } finally {
      await undo();
    }
    const row = await t.db
      .selectFrom('payment_transactions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unmatched');
    expect(await auditEntries(t, 'payment', id)).toEqual([]);
  });
});
