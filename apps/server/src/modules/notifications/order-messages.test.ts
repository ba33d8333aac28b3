import {
  formatVndText,
  transferContentFor,
  type ApiPage,
  type NotificationDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow } from '../../db/schema.js';
import { injectAs } from '../../test/api.js';
import { createBranch, createProduct, uniqueEmail } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/* The order lifecycle's changes reach the customer: through the real app and its listener. */

let t: TestApp;
let branch: BranchRow;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  branch = await createBranch(t.db, { name: 'Chi nhánh Nhắn Tin' });
  staff = await signIn(t, 'staff', { branch_id: branch.id });
});
afterAll(() => t.close());

async function placeOrder(
  buyer: SignedIn | null,
  paymentMethod: 'cash' | 'transfer',
  extra: object = {},
) {
  const product = await createProduct(t.db, { name: 'Dầu gội bưởi', price: 275_000 });
  const res = await injectAs(t, buyer?.cookie, 'POST', '/api/orders', {
    branch_id: branch.id,
    order_type: 'in_store',
    payment_method: paymentMethod,
    items: [{ type: 'product', id: product.id, quantity: 2 }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { order: { id: number; order_number: string; total_amount: number } } }>()
    .data.order;
}

async function notificationsOf(customer: SignedIn): Promise<NotificationDto[]> {
  const res = await injectAs(t, customer.cookie, 'GET', '/api/notifications?per_page=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<NotificationDto> }>().data.data;
}

const emailsAbout = (orderId: number) =>
  t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('related_type', '=', 'order')
    .where('related_id', '=', orderId)
    .orderBy('id')
    .execute();

function act(id: number, body: object) {
  return injectAs(t, staff.cookie, 'POST', `/api/admin/orders/${id}/actions`, body);
}

describe('orders tell the customer', () => {
  it('placing: one notification with the link and one e-mail, naming the number and the total', async () => {
    const customer = await signIn(t, 'customer', { email: uniqueEmail('mua') });
    const order = await placeOrder(customer, 'cash');
    const total = formatVndText(order.total_amount);

    const notifications = await notificationsOf(customer);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'order_confirmation',
      title: 'Đặt hàng thành công',
      action_url: `/don-hang/${order.id}`,
      is_read: false,
    });
    expect(notifications[0]!.message).toContain(order.order_number);
    expect(notifications[0]!.message).toContain(total);

    const emails = await emailsAbout(order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      channel: 'email',
      recipient: customer.user.email,
      template: 'order.placed',
    });
    expect(emails[0]!.subject).toContain(order.order_number);
    expect(emails[0]!.body).toContain(`Tổng tiền: ${total}`);

    // Marked paid by staff: one more of each.
    expect((await act(order.id, { action: 'mark_paid' })).statusCode).toBe(200);
    const after = await notificationsOf(customer);
    expect(after).toHaveLength(2);
    const paid = after.find((n) => n.title === 'Đã nhận thanh toán');
    expect(paid?.message).toContain(order.order_number);
    expect(paid?.message).toContain(total);
    expect((await emailsAbout(order.id)).map((e) => e.template)).toEqual([
      'order.placed',
      'order.paid',
    ]);
  });

  it('a pending transfer: the bank details and the transfer content', async () => {
    const customer = await signIn(t, 'customer', { email: uniqueEmail('ck') });
    const order = await placeOrder(customer, 'transfer');
    const [notification] = await notificationsOf(customer);
    expect(notification!.message).toContain(`nội dung ${transferContentFor(order.order_number)}`);
    expect(notification!.message).toContain('Vietcombank');
    const [email] = await emailsAbout(order.id);
    expect(email!.body).toContain(`Nội dung: ${transferContentFor(order.order_number)}`);
  });

  it('cancelled with the reason, refunded in the app only; completed asks for a review', async () => {
    const customer = await signIn(t, 'customer', { email: uniqueEmail('huy') });
    const order = await placeOrder(customer, 'cash');
    expect((await act(order.id, { action: 'mark_paid' })).statusCode).toBe(200);
    expect((await act(order.id, { action: 'cancel', reason: 'Hết hàng' })).statusCode).toBe(200);
    expect((await act(order.id, { action: 'refund' })).statusCode).toBe(200);
    const titles = (await notificationsOf(customer)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Đơn hàng đã bị hủy', 'Đã hoàn tiền đơn hàng']));
    const cancelled = (await notificationsOf(customer)).find(
      (n) => n.title === 'Đơn hàng đã bị hủy',
    );
    expect(cancelled).toMatchObject({ priority: 'high' });
    expect(cancelled!.message).toContain('Lý do: Hết hàng.');
    expect((await emailsAbout(order.id)).map((e) => e.template)).toEqual([
      'order.placed',
      'order.paid',
      'order.cancelled',
    ]);

    const second = await placeOrder(customer, 'cash');
    expect((await act(second.id, { action: 'complete' })).statusCode).toBe(200);
    const completed = (await notificationsOf(customer)).find(
      (n) => n.title === 'Đơn hàng đã hoàn thành' && n.action_url === `/don-hang/${second.id}`,
    );
    expect(completed?.type).toBe('informational');
  });

  it('a customer without e-mail gets no e-mail; a guest with none gets nothing', async () => {
    const noMail = await signIn(t, 'customer');
    // Signed in by e-mail, then the account's address removed.
    await t.db.updateTable('users').set({ email: null }).where('id', '=', noMail.user.id).execute();
    const order = await placeOrder(noMail, 'cash');
    expect(await notificationsOf(noMail)).toHaveLength(1);
    expect(await emailsAbout(order.id)).toEqual([]);

    const guest = await placeOrder(null, 'cash', {
      customer_info: { name: 'Khách Vãng Lai', phone: '0933444555' },
    });
    expect(await emailsAbout(guest.id)).toEqual([]);
    const rows = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('action_url', '=', `/don-hang/${guest.id}`)
      .execute();
    expect(rows).toEqual([]);
  });
});
