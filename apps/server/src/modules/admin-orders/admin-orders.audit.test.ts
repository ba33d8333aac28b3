import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow } from '../../db/schema.js';
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
let branch: BranchRow;
let other: BranchRow;
let staff: SignedIn;
let manager: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  branch = await createBranch(t.db, { name: 'Chi nhánh Nhật ký A' });
  other = await createBranch(t.db, { name: 'Chi nhánh Nhật ký B' });
  staff = await signIn(t, 'staff', { branch_id: branch.id });
  manager = await signIn(t, 'manager');
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

const act = (who: SignedIn, id: number, body: object) =>
  injectFrom(t, who.cookie, 'POST', `/api/admin/orders/${id}/actions`, body);

const statusOf = (id: number) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'payment_status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('audit of the orders screen', () => {
  it('records each action once, with the actor, the address and only the changed fields', async () => {
    const order = await createOrderRow(t.db, { branch_id: branch.id });

    expect((await act(staff, order.id, { action: 'mark_paid', note: 'Tiền mặt' })).statusCode).toBe(
      200,
    );
    expect((await act(manager, order.id, { action: 'complete' })).statusCode).toBe(200);
    expect((await act(manager, order.id, { action: 'refund' })).statusCode).toBe(200);

    const entries = await auditEntries(t, 'order', order.id);
    expect(entries.map((e) => [e.action, e.actor_id, e.actor_role, e.ip])).toEqual([
      ['status', staff.user.id, 'staff', CLIENT_IP],
      ['status', manager.user.id, 'manager', CLIENT_IP],
      ['refund', manager.user.id, 'manager', CLIENT_IP],
    ]);
    const [paid, completed, refunded] = entries;
    expect(paid!.summary).toBe(`Xác nhận thanh toán đơn hàng ${order.order_number}`);
    expect(Object.keys(paid!.changes!).sort()).toEqual(['paid_at', 'payment_status', 'status']);
    expect(paid!.changes!.status).toEqual({ before: 'pending', after: 'paid' });
    expect(paid!.changes!.payment_status).toEqual({ before: 'pending', after: 'paid' });
    expect(Object.keys(completed!.changes!).sort()).toEqual(['completed_at', 'status']);
    expect(completed!.changes!.status).toEqual({ before: 'paid', after: 'completed' });
    expect(refunded!.changes).toEqual({ payment_status: { before: 'paid', after: 'refunded' } });
    expect(paid!.risk).toBe('medium');

    const cancelled = await createOrderRow(t.db, { branch_id: branch.id });
    await act(manager, cancelled.id, { action: 'cancel', reason: 'Khách đổi ý' });
    const [cancel] = await auditEntries(t, 'order', cancelled.id);
    expect(cancel!.changes).toMatchObject({
      status: { before: 'pending', after: 'cancelled' },
      cancel_reason: { before: null, after: 'Khách đổi ý' },
    });
    // The customer's name and phone on the order never reach the log.
    const text = await allAuditText(t);
    expect(text).not.toContain('Trần Thị Mua');
    expect(text).not.toContain('912000111');
  });

  it('leaves no entry for a refused action', async () => {
    const order = await createOrderRow(t.db, { branch_id: other.id });
    const mine = await createOrderRow(t.db, { branch_id: branch.id });
    // Another branch's order (404), a customer (403), a guest (401), an action not allowed (409),
    // a cancel without its reason (422).
    expect((await act(staff, order.id, { action: 'mark_paid' })).statusCode).toBe(404);
    expect((await act(customer, mine.id, { action: 'mark_paid' })).statusCode).toBe(403);
    expect(
      (
        await injectFrom(t, null, 'POST', `/api/admin/orders/${mine.id}/actions`, {
          action: 'mark_paid',
        })
      ).statusCode,
    ).toBe(401);
    expect((await act(manager, mine.id, { action: 'refund' })).statusCode).toBe(409);
    expect((await act(manager, mine.id, { action: 'cancel' })).statusCode).toBe(422);
    expect(await auditEntries(t, 'order', order.id)).toEqual([]);
    expect(await auditEntries(t, 'order', mine.id)).toEqual([]);
  });

  it('leaves no entry when the action fails inside its transaction', async () => {
    const order = await createOrderRow(t.db, { branch_id: branch.id });
    // The status changes first; the staff payment written after it is refused by the database.
    const undo = await refuseWrites(t, 'payment_transactions');
    try {
      expect((await act(manager, order.id, { action: 'mark_paid' })).statusCode).toBe(500);
    } finally {
      await undo();
    }
    expect(await statusOf(order.id)).toEqual({ status: 'pending', payment_status: 'pending' });
    expect(await auditEntries(t, 'order', order.id)).toEqual([]);
  });
});
