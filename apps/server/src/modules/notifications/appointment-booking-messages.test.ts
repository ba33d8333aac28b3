import {
  appointmentStartsAt,
  type ApiPage,
  type AppointmentSummary,
  type NotificationDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.js';
import { injectAs } from '../../test/api.js';
import {
  book,
  createBookingSetup,
  newIdempotencyKey,
  salonDateIn,
  type BookingSetup,
} from '../../test/booking-factories.js';
import { createUser } from '../../test/factories.js';
import { moveIntoPast } from '../../test/appointment-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { toCurrentUser } from '../auth/auth.dto.js';

/* The booking module's changes reach the customer: through the real app and its listeners. */

let t: TestApp;
let services: Services;
let setup: BookingSetup;
beforeAll(async () => {
  t = await createTestApp();
  // The app's own services are not exposed; these share its database and register the same
  // listener, for the staff moves that have no route yet.
  services = createServices(t.db, t.config);
  setup = await createBookingSetup(t.db, { stylists: 2 });
});
afterAll(() => t.close());

async function bookAs(customer: SignedIn, days: number, time: string): Promise<AppointmentSummary> {
  const res = await book(
    t,
    {
      service_id: setup.service.id,
      branch_id: setup.branch.id,
      appointment_date: salonDateIn(days),
      appointment_time: time,
    },
    { cookie: customer.cookie, key: newIdempotencyKey() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { appointment: AppointmentSummary } }>().data.appointment;
}

async function notificationsOf(customer: SignedIn): Promise<NotificationDto[]> {
  const res = await injectAs(t, customer.cookie, 'GET', '/api/notifications?per_page=50');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<NotificationDto> }>().data.data;
}

const emailsAbout = (appointmentId: number) =>
  t.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('related_type', '=', 'appointment')
    .where('related_id', '=', appointmentId)
    .orderBy('id')
    .execute();

const vi = (date: string) => date.split('-').reverse().join('/');

describe('booking tells the customer', () => {
  it('POST /api/appointments: a notification with the link and an e-mail to the account address', async () => {
    const customer = await signIn(t);
    const appointment = await bookAs(customer, 3, '10:00');

    const [notification] = await notificationsOf(customer);
    expect(notification).toMatchObject({
      type: 'appointment_confirmation',
      title: 'Đặt lịch thành công',
      action_url: `/chi-tiet-lich-hen/${appointment.id}`,
      is_read: false,
    });
    expect(notification!.message).toBe(
      `Bạn đã đặt lịch ${setup.service.name} lúc 10:00 ngày ${vi(salonDateIn(3))} tại ${setup.branch.name}. Salon sẽ sớm xác nhận lịch hẹn của bạn.`,
    );
    const count = await injectAs(t, customer.cookie, 'GET', '/api/notifications/count');
    expect(count.json()).toMatchObject({ data: { unread: 1 } });

    const emails = await emailsAbout(appointment.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      channel: 'email',
      recipient: customer.user.email,
      template: 'appointment.booked',
      status: 'pending',
    });
  });

  it('a guest booking with an e-mail: the e-mail, and the new account gets the notification', async () => {
    const phone = `09${String(Date.now()).slice(-8)}`;
    const res = await book(t, {
      service_id: setup.service.id,
      branch_id: setup.branch.id,
      appointment_date: salonDateIn(4),
      appointment_time: '11:00',
      customer_info: { name: 'Lê Văn Khách', phone, email: 'levankhach@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { appointment } = res.json<{ data: { appointment: AppointmentSummary } }>().data;
    const emails = await emailsAbout(appointment.id);
    expect(emails.map((e) => e.recipient)).toEqual(['levankhach@example.com']);
    expect(emails[0]!.body).toContain('Xin chào Lê Văn Khách,');
    const stored = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'title'])
      .where('action_url', '=', `/chi-tiet-lich-hen/${appointment.id}`)
      .execute();
    expect(stored).toEqual([
      { user_id: appointment.customer.user_id, title: 'Đặt lịch thành công' },
    ]);
  });

  it('a refused booking leaves no message', async () => {
    const customer = await signIn(t);
    const res = await book(
      t,
      {
        service_id: setup.service.id,
        branch_id: setup.branch.id,
        appointment_date: salonDateIn(-1),
        appointment_time: '10:00',
      },
      { cookie: customer.cookie, key: newIdempotencyKey() },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await notificationsOf(customer)).toEqual([]);
  });

  it('confirm, reschedule, cancel: one message each, in order', async () => {
    const customer = await signIn(t);
    const appointment = await bookAs(customer, 5, '14:00');
    const staff = toCurrentUser((await createUser(t.db, { role: 'staff' })).user);
    await services.appointmentBooking.transition(appointment.id, 'confirm', staff);
    await services.appointmentBooking.reschedule(
      appointment.id,
      { appointment_date: salonDateIn(6), appointment_time: '15:00', notes: null },
      staff,
    );
    await services.appointmentBooking.cancel(appointment.id, 'Khách báo bận', staff);

    const titles = (await notificationsOf(customer)).map((n) => n.title).reverse();
    expect(titles).toEqual([
      'Đặt lịch thành công',
      'Lịch hẹn đã được xác nhận',
      'Lịch hẹn đã được đổi',
      'Lịch hẹn đã bị hủy',
    ]);
    const [cancelled, rescheduled] = await notificationsOf(customer);
    expect(rescheduled!.message).toContain(
      `đã chuyển sang 15:00 ngày ${vi(salonDateIn(6))} tại ${setup.branch.name} (trước đó: 14:00 ngày ${vi(salonDateIn(5))})`,
    );
    expect(cancelled!.message).toContain('Lý do: Khách báo bận.');
    expect((await emailsAbout(appointment.id)).map((e) => e.template)).toEqual([
      'appointment.booked',
      'appointment.confirmed',
      'appointment.rescheduled',
      'appointment.cancelled',
    ]);
  });

  it('completed thanks the customer in the app only; no-show says nothing', async () => {
    const customer = await signIn(t);
    const staff = toCurrentUser((await createUser(t.db, { role: 'staff' })).user);
    const done = await bookAs(customer, 7, '09:00');
    const missed = await bookAs(customer, 8, '09:00');
    // Staff complete or mark a no-show once the appointment has started.
    await moveIntoPast(t.db, done.id);
    await moveIntoPast(t.db, missed.id);
    await services.appointmentBooking.transition(done.id, 'complete', staff);
    await services.appointmentBooking.transition(missed.id, 'no_show', staff);
    const titles = (await notificationsOf(customer)).map((n) => n.title);
    expect(titles.filter((title) => title === 'Cảm ơn bạn đã đến salon')).toHaveLength(1);
    expect(titles).toHaveLength(3);
    expect((await emailsAbout(done.id)).map((e) => e.template)).toEqual(['appointment.booked']);
    expect((await emailsAbout(missed.id)).map((e) => e.template)).toEqual(['appointment.booked']);
  });

  it('a booked appointment gets its reminders from the job, once each', async () => {
    const customer = await signIn(t);
    const appointment = await bookAs(customer, 9, '16:00');
    const start = appointmentStartsAt(appointment.appointment_date, appointment.appointment_time);
    const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * 3_600_000);
    for (const now of [at(20), at(19), at(1.5), at(1)]) {
      await services.appointmentReminders.run(now);
    }
    const titles = (await notificationsOf(customer)).map((n) => n.title).reverse();
    expect(titles).toEqual(['Đặt lịch thành công', 'Nhắc lịch hẹn', 'Lịch hẹn sắp bắt đầu']);
    expect((await emailsAbout(appointment.id)).map((e) => e.template)).toEqual([
      'appointment.booked',
      'appointment.reminder_24h',
      'appointment.reminder_2h',
    ]);
  });
});
