import {
  INVOICE_MESSAGES as M,
  type AdminInvoiceRequestDto,
  type ApiPage,
  type InvoiceRequestDto,
  type OrderReceipt,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createBranch } from '../../test/factories.js';
import { createOrderRow } from '../../test/order-admin-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newAccessToken } from '../orders/order-access.js';

let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
let otherStaff: SignedIn;
let manager: SignedIn;
let admin: SignedIn;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  branchId = (await createBranch(t.db)).id;
  const elsewhere = (await createBranch(t.db)).id;
  owner = await signIn(t, 'customer');
  other = await signIn(t, 'customer');
  staff = await signIn(t, 'staff', { branch_id: branchId });
  otherStaff = await signIn(t, 'staff', { branch_id: elsewhere });
  manager = await signIn(t, 'manager');
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: Method, url: string, body?: unknown) =>
  injectAs(t, who?.cookie, method, `/api${url}`, body);

const VALID = {
  company_name: 'Công ty TNHH Hoa Mai',
  tax_code: '0312345678-002',
  company_address: '12 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh',
  email: 'KeToan@HoaMai.vn',
};

/** A paid order of the owner at the branch, with two lines. */
async function paidOrder(overrides: Parameters<typeof createOrderRow>[1] = { branch_id: 0 }) {
  return createOrderRow(
    t.db,
    {
      user_id: owner.user.id,
      status: 'completed',
      payment_status: 'paid',
      subtotal: 400_000,
      tax_rate: 10,
      tax_amount: 40_000,
      total_amount: 440_000,
      paid_at: new Date().toISOString(),
      completed_at: new Date().toISOString(),
      ...overrides,
      branch_id: overrides.branch_id || branchId,
    },
    [
      { item_name: 'Dầu gội bưởi', quantity: 2, unit_price: 150_000, total_price: 300_000 },
      { item_name: 'Sáp vuốt tóc', quantity: 1, unit_price: 100_000, total_price: 100_000 },
    ],
  );
}

const rowsOf = async (orderId: number) =>
  t.db.selectFrom('invoice_requests').selectAll().where('order_id', '=', orderId).execute();

describe('the receipt of a paid order', () => {
  it('shows the salon, the lines, VAT and total to the order’s customer', async () => {
    const order = await paidOrder();
    const res = await call(owner, 'GET', `/orders/${order.id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const receipt = res.json<{ data: OrderReceipt }>().data;
    expect(receipt.company.name).toBe('Salon Tóc Việt');
    expect(receipt.company.address).toContain('Nguyễn Huệ');
    expect(receipt.items.map((i) => [i.item_name, i.quantity, i.total_price])).toEqual([
      ['Dầu gội bưởi', 2, 300_000],
      ['Sáp vuốt tóc', 1, 100_000],
    ]);
    expect(receipt).toMatchObject({
      order_number: order.order_number,
      subtotal: 400_000,
      tax_rate: 10,
      tax_amount: 40_000,
      total_amount: 440_000,
      invoice_request: null,
    });
  });

  it('follows the company details in the settings', async () => {
    await t.db
      .insertInto('settings')
      .values({
        key: 'company',
        value: JSON.stringify({ name: 'Salon Tóc Mới', address: '1 Hàng Bài, Hà Nội' }),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value') }))
      .execute();
    const order = await paidOrder();
    // Settings are cached briefly; a fresh app reads them at once.
    const twin = await t.twin();
    const res = await twin.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt`,
      headers: { cookie: owner.cookie },
    });
    const receipt = res.json<{ data: OrderReceipt }>().data;
    expect(receipt.company.name).toBe('Salon Tóc Mới');
    await t.db.deleteFrom('settings').where('key', '=', 'company').execute();
  });

  it('is 404 to a guest without the key and to another customer; 409 before payment', async () => {
    const order = await paidOrder();
    expect((await call(null, 'GET', `/orders/${order.id}/receipt`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/orders/${order.id}/receipt`)).statusCode).toBe(404);
    expect((await call(staff, 'GET', `/orders/${order.id}/receipt`)).statusCode).toBe(404);
    for (const state of [
      { status: 'pending', payment_status: 'pending' },
      { status: 'completed', payment_status: 'refunded' },
    ] as const) {
      const unpaid = await paidOrder({ branch_id: branchId, ...state });
      const res = await call(owner, 'GET', `/orders/${unpaid.id}/receipt`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.notPaid);
    }
  });

  it('opens for a guest with the order’s own key, not with another order’s', async () => {
    const key = newAccessToken();
    const guest = await paidOrder({
      branch_id: branchId,
      user_id: null,
      access_token_hash: key.hash,
    });
    const res = await call(null, 'GET', `/orders/${guest.id}/receipt?access_token=${key.token}`);
    expect(res.statusCode, res.body).toBe(200);
    const otherKey = newAccessToken();
    await paidOrder({ branch_id: branchId, user_id: null, access_token_hash: otherKey.hash });
    expect(
      (await call(null, 'GET', `/orders/${guest.id}/receipt?access_token=${otherKey.token}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('asking for a VAT invoice', () => {
  it('is kept once per order; a second request is 409 and writes nothing', async () => {
    const order = await paidOrder();
    const res = await call(owner, 'POST', `/orders/${order.id}/invoice-request`, VALID);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ data: InvoiceRequestDto; message: string }>();
    expect(created.message).toBe(M.requested);
    expect(created.data).toMatchObject({
      status: 'pending',
      tax_code: '0312345678-002',
      email: 'ketoan@hoamai.vn',
      invoice_number: null,
    });
    const again = await call(owner, 'POST', `/orders/${order.id}/invoice-request`, {
      ...VALID,
      company_name: 'Công ty khác',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyRequested);
    expect(await rowsOf(order.id)).toHaveLength(1);
    const read = await call(owner, 'GET', `/orders/${order.id}/invoice-request`);
    expect(read.json<{ data: InvoiceRequestDto }>().data.company_name).toBe(VALID.company_name);
    const receipt = await call(owner, 'GET', `/orders/${order.id}/receipt`);
    expect(receipt.json<{ data: OrderReceipt }>().data.invoice_request?.id).toBe(created.data.id);
  });

  it('two requests at once still make one', async () => {
    const order = await paidOrder();
    const results = await Promise.all(
      [1, 2, 3].map(() => call(owner, 'POST', `/orders/${order.id}/invoice-request`, VALID)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await rowsOf(order.id)).toHaveLength(1);
  });

  it('refuses bad input with Vietnamese messages and writes nothing', async () => {
    const order = await paidOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...VALID, tax_code: '12345' }, M.taxCodeInvalid],
      [{ ...VALID, tax_code: '0312345678-12' }, M.taxCodeInvalid],
      [{ ...VALID, tax_code: '0312345678; drop table orders' }, M.taxCodeInvalid],
      [{ ...VALID, tax_code: 312345678 }, M.taxCodeRequired],
      [{ ...VALID, email: 'khong-phai-email' }, M.emailInvalid],
      [{ ...VALID, company_name: '' }, M.companyNameRequired],
      [{ ...VALID, company_name: 'x'.repeat(201) }, M.companyNameLength],
      [{ ...VALID, company_address: undefined }, M.companyAddressRequired],
    ];
    for (const [body, message] of cases) {
      const res = await call(owner, 'POST', `/orders/${order.id}/invoice-request`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await rowsOf(order.id)).toHaveLength(0);
  });

  it('only the owner (or the guest key) asks; unpaid orders cannot', async () => {
    const order = await paidOrder();
    for (const who of [null, other, staff, admin]) {
      const res = await call(who, 'POST', `/orders/${order.id}/invoice-request`, VALID);
      expect(res.statusCode).toBe(404);
    }
    expect((await call(other, 'GET', `/orders/${order.id}/invoice-request`)).statusCode).toBe(404);
    const unpaid = await paidOrder({
      branch_id: branchId,
      status: 'pending',
      payment_status: 'pending',
    });
    expect(
      (await call(owner, 'POST', `/orders/${unpaid.id}/invoice-request`, VALID)).statusCode,
    ).toBe(409);
    expect(await rowsOf(order.id)).toHaveLength(0);
    expect(await rowsOf(unpaid.id)).toHaveLength(0);

    const key = newAccessToken();
    const guest = await paidOrder({
      branch_id: branchId,
      user_id: null,
      access_token_hash: key.hash,
    });
    const res = await call(
      null,
      'POST',
      `/orders/${guest.id}/invoice-request?access_token=${key.token}`,
      VALID,
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('staff handle the requests', () => {
  async function requested() {
    const order = await paidOrder();
    const res = await call(owner, 'POST', `/orders/${order.id}/invoice-request`, VALID);
    return { order, request: res.json<{ data: InvoiceRequestDto }>().data };
  }

  it('guards: guest 401, customer 403; staff of another branch do not see it', async () => {
    const { order, request } = await requested();
    expect((await call(null, 'GET', '/admin/invoice-requests')).statusCode).toBe(401);
    expect((await call(owner, 'GET', '/admin/invoice-requests')).statusCode).toBe(403);
    expect(
      (
        await call(owner, 'POST', `/admin/invoice-requests/${request.id}/issue`, {
          invoice_number: 'X1',
        })
      ).statusCode,
    ).toBe(403);
    const elsewhere = await call(otherStaff, 'GET', `/admin/invoice-requests?order_id=${order.id}`);
    expect(elsewhere.json<{ data: ApiPage<AdminInvoiceRequestDto> }>().data.data).toHaveLength(0);
    expect(
      (
        await call(otherStaff, 'POST', `/admin/invoice-requests/${request.id}/issue`, {
          invoice_number: 'X1',
        })
      ).statusCode,
    ).toBe(404);
    for (const who of [staff, manager, admin]) {
      const res = await call(who, 'GET', `/admin/invoice-requests?order_id=${order.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: ApiPage<AdminInvoiceRequestDto> }>().data.data[0]).toMatchObject({
        id: request.id,
        order_number: order.order_number,
        status: 'pending',
      });
    }
  });

  it('filters by status', async () => {
    const { request } = await requested();
    const pending = await call(manager, 'GET', '/admin/invoice-requests?status=pending');
    const ids = pending
      .json<{ data: ApiPage<AdminInvoiceRequestDto> }>()
      .data.data.map((r) => r.id);
    expect(ids).toContain(request.id);
    expect((await call(manager, 'GET', '/admin/invoice-requests?status=nope')).statusCode).toBe(
      422,
    );
  });

  it('issuing records the number, tells the customer, and happens once', async () => {
    const { order, request } = await requested();
    const bad = await call(staff, 'POST', `/admin/invoice-requests/${request.id}/issue`, {
      invoice_number: '<script>',
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain(M.invoiceNumberInvalid);
    const res = await call(staff, 'POST', `/admin/invoice-requests/${request.id}/issue`, {
      invoice_number: ' HD-2026/00123 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminInvoiceRequestDto }>().data).toMatchObject({
      status: 'issued',
      invoice_number: 'HD-2026/00123',
      handled_by_name: staff.user.name,
    });
    const again = await call(manager, 'POST', `/admin/invoice-requests/${request.id}/reject`, {
      reason: 'Sai mã số thuế',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyHandled);

    const seen = await call(owner, 'GET', `/orders/${order.id}/invoice-request`);
    expect(seen.json<{ data: InvoiceRequestDto }>().data).toMatchObject({
      status: 'issued',
      invoice_number: 'HD-2026/00123',
    });
    const notes = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('title', '=', M.notifyIssuedTitle)
      .execute();
    expect(
      notes.some(
        (n) => n.message.includes('HD-2026/00123') && n.action_url === `/don-hang/${order.id}`,
      ),
    ).toBe(true);
  });

  it('rejecting needs a reason and tells the customer why', async () => {
    const { order, request } = await requested();
    const empty = await call(admin, 'POST', `/admin/invoice-requests/${request.id}/reject`, {
      reason: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain(M.reasonRequired);
    expect((await rowsOf(order.id))[0]?.status).toBe('pending');
    const res = await call(admin, 'POST', `/admin/invoice-requests/${request.id}/reject`, {
      reason: 'Mã số thuế không khớp tên công ty',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await call(owner, 'GET', `/orders/${order.id}/invoice-request`);
    expect(seen.json<{ data: InvoiceRequestDto }>().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Mã số thuế không khớp tên công ty',
    });
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .where('title', '=', M.notifyRejectedTitle)
      .executeTakeFirst();
    expect(note?.message).toContain('Mã số thuế không khớp tên công ty');
    expect(
      (
        await call(admin, 'POST', '/admin/invoice-requests/99999999/issue', {
          invoice_number: 'A1',
        })
      ).statusCode,
    ).toBe(404);
  });
});
