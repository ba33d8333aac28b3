import type { InvoiceRequestDto } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import {
  CLIENT_IP,
  allAuditText,
  auditEntries,
  injectFrom,
  refuseWrites,
} from '../../test/audit-entries.js';
import { createBranch } from '../../test/factories.js';
import { createOrderRow } from '../../test/order-admin-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: SignedIn;
let staff: SignedIn;
let otherStaff: SignedIn;
let manager: SignedIn;
let branchId: number;

beforeAll(async () => {
  t = await createTestApp();
  branchId = (await createBranch(t.db)).id;
  owner = await signIn(t, 'customer');
  staff = await signIn(t, 'staff', { branch_id: branchId });
  otherStaff = await signIn(t, 'staff', { branch_id: (await createBranch(t.db)).id });
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

const COMPANY = {
  company_name: 'Công ty TNHH Nhật Ký Riêng',
  tax_code: '0312345678-002',
  company_address: '12 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh',
  email: 'ketoan@nhatky.vn',
};

async function requested() {
  const order = await createOrderRow(t.db, {
    branch_id: branchId,
    user_id: owner.user.id,
    status: 'completed',
    payment_status: 'paid',
    paid_at: new Date().toISOString(),
    completed_at: new Date().toISOString(),
  });
  const res = await injectAs(
    t,
    owner.cookie,
    'POST',
    `/api/orders/${order.id}/invoice-request`,
    COMPANY,
  );
  expect(res.statusCode, res.body).toBe(201);
  return { order, request: res.json<{ data: InvoiceRequestDto }>().data };
}

const settle = (who: SignedIn | null, id: number, how: 'issue' | 'reject', body: object) =>
  injectFrom(t, who?.cookie, 'POST', `/api/admin/invoice-requests/${id}/${how}`, body);

describe('audit of invoice requests', () => {
  it('records issuing and rejecting with the actor, the address and the changed fields', async () => {
    const issued = await requested();
    expect(
      (await settle(staff, issued.request.id, 'issue', { invoice_number: 'HD-2026/1' })).statusCode,
    ).toBe(200);
    expect(await auditEntries(t, 'invoice_request', issued.request.id)).toEqual([
      expect.objectContaining({
        action: 'approve',
        actor_id: staff.user.id,
        actor_role: 'staff',
        ip: CLIENT_IP,
        summary: `Xuất hóa đơn cho đơn hàng ${issued.order.order_number}`,
        changes: {
          status: { before: 'pending', after: 'issued' },
          invoice_number: { before: null, after: 'HD-2026/1' },
        },
      }),
    ]);

    const rejected = await requested();
    expect(
      (await settle(manager, rejected.request.id, 'reject', { reason: 'Sai mã số thuế' }))
        .statusCode,
    ).toBe(200);
    const [entry] = await auditEntries(t, 'invoice_request', rejected.request.id);
    expect(entry).toMatchObject({
      action: 'reject',
      actor_id: manager.user.id,
      actor_role: 'manager',
    });
    expect(entry!.changes).toEqual({
      status: { before: 'pending', after: 'rejected' },
      reject_reason: { before: null, after: 'Sai mã số thuế' },
    });
    // The company's name, tax code, address and e-mail stay out of the log.
    const text = await allAuditText(t);
    for (const value of Object.values(COMPANY)) expect(text).not.toContain(value);
  });

  it('leaves no entry for a refused action', async () => {
    const { request } = await requested();
    expect((await settle(null, request.id, 'issue', { invoice_number: 'X1' })).statusCode).toBe(
      401,
    );
    expect((await settle(owner, request.id, 'issue', { invoice_number: 'X1' })).statusCode).toBe(
      403,
    );
    expect(
      (await settle(otherStaff, request.id, 'issue', { invoice_number: 'X1' })).statusCode,
    ).toBe(404);
    expect(
      (await settle(staff, request.id, 'issue', { invoice_number: '<script>' })).statusCode,
    ).toBe(422);
    expect((await settle(staff, request.id, 'reject', { reason: '' })).statusCode).toBe(422);
    expect(await auditEntries(t, 'invoice_request', request.id)).toEqual([]);
    await settle(staff, request.id, 'issue', { invoice_number: 'X1' });
    expect((await settle(manager, request.id, 'reject', { reason: 'Muộn' })).statusCode).toBe(409);
    expect(await auditEntries(t, 'invoice_request', request.id)).toHaveLength(1);
  });

  it('leaves no entry when settling fails inside its transaction', async () => {
    const { request } = await requested();
    // The request is settled first; the customer's notification after it is refused.
    const undo = await refuseWrites(t, 'notifications');
    try {
      expect(
        (await settle(staff, request.id, 'issue', { invoice_number: 'HD-9' })).statusCode,
      ).toBe(500);
    } finally {
      await undo();
    }
    const row = await t.db
      .selectFrom('invoice_requests')
      .select('status')
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await auditEntries(t, 'invoice_request', request.id)).toEqual([]);
  });
});
