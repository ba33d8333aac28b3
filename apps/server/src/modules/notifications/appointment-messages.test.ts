import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow } from '../../db/schema.js';
import { appointmentMessaging } from '../../test/appointment-messaging.js';
import { createBranch, createService } from '../../test/factories.js';
import { createAppointment } from '../../test/notification-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { AppointmentChangeEvent } from './appointment-messages.service.js';

let t: TestApp;
let customer: SignedIn;
let branchId: number;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t);
  branchId = (
    await createBranch(t.db, { name: 'Chi nhánh Quận 1', address: '12 Nguyễn Huệ, Quận 1' })
  ).id;
  serviceId = (await createService(t.db, { name: 'Cắt tóc nam' })).id;
});
afterAll(() => t.close());

const appointment = (fields: Partial<AppointmentRow> = {}) =>
  createAppointment(t.db, {
    customer_user_id: customer.user.id,
    customer_email: customer.user.email,
    branch_id: branchId,
    service_id: serviceId,
    appointment_date: '2030-03-05',
    appointment_time: '14:30',
    ...fields,
  });

/** Runs the listener inside a transaction, as the booking module does. */
async function change(
  kind: AppointmentChangeEvent['kind'],
  row: AppointmentRow,
  extra: Partial<AppointmentChangeEvent> = {},
) {
  const { messages } = appointmentMessaging(t.db, 'https://salontocviet.vn');
  await t.db
    .transaction()
    .execute((trx) =>
      messages.onChange(trx, { kind, appointment: row, actor_user_id: null, ...extra }),
    );
}

async function messagesOf(row: AppointmentRow) {
  const [notifications, emails] = await Promise.all([
    t.db
      .selectFrom('notifications')
      .selectAll()
      .where('action_url', '=', `/chi-tiet-lich-hen/${row.id}`)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('related_type', '=', 'appointment')
      .where('related_id', '=', row.id)
      .orderBy('id')
      .execute(),
  ]);
  return { notifications, emails };
}

describe('appointment change messages', () => {
  it('booked: a notification for the account and an e-mail, in natural Vietnamese', async () => {
    const row = await appointment({ status: 'pending' });
    await change('booked', row);
    const { notifications, emails } = await messagesOf(row);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      user_id: customer.user.id,
      type: 'appointment_confirmation',
      title: 'Đặt lịch thành công',
      message:
        'Bạn đã đặt lịch Cắt tóc nam lúc 14:30 ngày 05/03/2030 tại Chi nhánh Quận 1. Salon sẽ sớm xác nhận lịch hẹn của bạn.',
      action_url: `/chi-tiet-lich-hen/${row.id}`,
      status: 'pending',
    });
    expect(JSON.parse(notifications[0]!.data!)).toEqual({
      appointment_id: row.id,
      event: 'booked',
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      channel: 'email',
      recipient: customer.user.email,
      template: 'appointment.booked',
      subject: 'Đặt lịch thành công – Salon Tóc Việt',
      status: 'pending',
    });
    expect(emails[0]!.body).toContain(`Mã lịch hẹn: ${row.code}`);
    expect(emails[0]!.body).toContain('Chi nhánh: Chi nhánh Quận 1, 12 Nguyễn Huệ, Quận 1');
    expect(emails[0]!.body).toContain(
      `Xem chi tiết: https://salontocviet.vn/chi-tiet-lich-hen/${row.id}`,
    );
  });

  it('confirmed, rescheduled and cancelled each tell the customer', async () => {
    const before = await appointment();
    const after = { ...before, appointment_date: '2030-03-06', appointment_time: '09:00' };
    await change('confirmed', before);
    await change('rescheduled', after, { previous: before });
    await change('cancelled', { ...after, status: 'cancelled', cancel_reason: 'Bận đột xuất' });
    const { notifications, emails } = await messagesOf(before);
    expect(notifications.map((n) => n.title)).toEqual([
      'Lịch hẹn đã được xác nhận',
      'Lịch hẹn đã được đổi',
      'Lịch hẹn đã bị hủy',
    ]);
    expect(notifications[1]!.message).toBe(
      'Lịch hẹn Cắt tóc nam của bạn đã chuyển sang 09:00 ngày 06/03/2030 tại Chi nhánh Quận 1 (trước đó: 14:30 ngày 05/03/2030).',
    );
    expect(notifications[2]!.message).toContain('Lý do: Bận đột xuất.');
    expect(notifications[2]!.priority).toBe('high');
    expect(emails.map((e) => e.template)).toEqual([
      'appointment.confirmed',
      'appointment.rescheduled',
      'appointment.cancelled',
    ]);
  });

  it('completed: a thank-you in the app only; no-show: nothing', async () => {
    const done = await appointment({ status: 'completed' });
    await change('completed', done);
    const a = await messagesOf(done);
    expect(a.notifications.map((n) => [n.type, n.title])).toEqual([
      ['informational', 'Cảm ơn bạn đã đến salon'],
    ]);
    expect(a.emails).toEqual([]);

    const missed = await appointment({ status: 'no_show' });
    await change('no_show', missed);
    const b = await messagesOf(missed);
    expect(b.notifications.length + b.emails.length).toBe(0);
  });

  it('a guest gets the e-mail only; without e-mail or account, nothing', async () => {
    const guest = await appointment({ customer_user_id: null, customer_email: 'le@example.com' });
    await change('booked', guest);
    const a = await messagesOf(guest);
    expect([a.notifications.length, a.emails.length]).toEqual([0, 1]);

    const nobody = await appointment({ customer_user_id: null, customer_email: null });
    await change('booked', nobody);
    const b = await messagesOf(nobody);
    expect([b.notifications.length, b.emails.length]).toEqual([0, 0]);
  });

  it('writes nothing when the change itself rolls back', async () => {
    const row = await appointment();
    const { messages } = appointmentMessaging(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await messages.onChange(trx, { kind: 'confirmed', appointment: row, actor_user_id: null });
        throw new Error('the confirm failed');
      }),
    ).rejects.toThrow('the confirm failed');
    const { notifications, emails } = await messagesOf(row);
    expect(notifications.length + emails.length).toBe(0);
  });
});
