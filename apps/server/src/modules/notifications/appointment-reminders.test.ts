import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { AppointmentRow } from '../../db/schema.js';
import { appointmentMessaging } from '../../test/appointment-messaging.js';
import { createBranch, createService } from '../../test/factories.js';
import {
  createAppointment,
  openSecondApp,
  salonDateTime,
} from '../../test/notification-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;

let t: TestApp;
let customer: SignedIn;
let branchId: number;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t);
  branchId = (await createBranch(t.db, { name: 'Chi nhánh Quận 3' })).id;
  serviceId = (await createService(t.db, { name: 'Uốn tóc Hàn Quốc' })).id;
});
afterAll(() => t.close());

/** An appointment of our customer (with e-mail) starting `hours` after `from`. */
const appointmentIn = (hours: number, from: Date, fields: Partial<AppointmentRow> = {}) =>
  createAppointment(t.db, {
    startsAt: new Date(from.getTime() + hours * HOUR),
    customer_user_id: customer.user.id,
    customer_email: customer.user.email,
    branch_id: branchId,
    service_id: serviceId,
    ...fields,
  });

/** The reminders written for an appointment: in-app notifications and e-mails. */
async function remindersOf(appointment: AppointmentRow) {
  const [notifications, emails, row] = await Promise.all([
    t.db
      .selectFrom('notifications')
      .selectAll()
      .where('type', '=', 'appointment_reminder')
      .where('action_url', '=', `/chi-tiet-lich-hen/${appointment.id}`)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('related_type', '=', 'appointment')
      .where('related_id', '=', appointment.id)
      .where('template', 'like', 'appointment.reminder%')
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('appointments')
      .select(['reminded_24h_for', 'reminded_2h_for'])
      .where('id', '=', appointment.id)
      .executeTakeFirstOrThrow(),
  ]);
  return { notifications, emails, row };
}

const startOf = (a: AppointmentRow) => `${a.appointment_date} ${a.appointment_time}`;

describe('appointment reminders', () => {
  it('sends the 24-hour reminder once, with notification and e-mail, however often the job runs', async () => {
    const now = new Date();
    const appointment = await appointmentIn(20, now);
    const { reminders } = appointmentMessaging(t.db);
    await reminders.run(now);
    await reminders.run(now);
    await reminders.run(new Date(now.getTime() + 60_000));

    const { notifications, emails, row } = await remindersOf(appointment);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      user_id: customer.user.id,
      title: 'Nhắc lịch hẹn',
      status: 'pending',
    });
    const { date, time } = salonDateTime(new Date(now.getTime() + 20 * HOUR));
    const [y, m, d] = date.split('-');
    expect(notifications[0]!.message).toBe(
      `Bạn có lịch hẹn Uốn tóc Hàn Quốc lúc ${time} ngày ${d}/${m}/${y} tại Chi nhánh Quận 3. Vui lòng đến đúng giờ; nếu cần đổi hoặc hủy lịch, hãy thực hiện sớm.`,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      channel: 'email',
      recipient: customer.user.email,
      template: 'appointment.reminder_24h',
      status: 'pending',
      dedupe_key: `appointment:${appointment.id}:reminder_24h:${startOf(appointment)}`,
    });
    expect(emails[0]!.body).toContain('Xin chào Trần Thị Mai,');
    expect(row).toEqual({ reminded_24h_for: startOf(appointment), reminded_2h_for: null });
  });

  it('then sends the 2-hour reminder once when that window begins', async () => {
    const now = new Date();
    const appointment = await appointmentIn(20, now);
    const { reminders } = appointmentMessaging(t.db);
    await reminders.run(now);
    const later = new Date(now.getTime() + 18.5 * HOUR);
    await reminders.run(later);
    await reminders.run(later);
    const { notifications, emails, row } = await remindersOf(appointment);
    expect(notifications.map((n) => n.title)).toEqual(['Nhắc lịch hẹn', 'Lịch hẹn sắp bắt đầu']);
    expect(notifications[1]!.priority).toBe('high');
    expect(emails.map((e) => e.template)).toEqual([
      'appointment.reminder_24h',
      'appointment.reminder_2h',
    ]);
    expect(row).toEqual({
      reminded_24h_for: startOf(appointment),
      reminded_2h_for: startOf(appointment),
    });
  });

  it('sends no 24-hour reminder once the 2-hour window has begun', async () => {
    const now = new Date();
    const appointment = await appointmentIn(1.5, now);
    await appointmentMessaging(t.db).reminders.run(now);
    const { notifications, emails, row } = await remindersOf(appointment);
    expect(notifications.map((n) => n.title)).toEqual(['Lịch hẹn sắp bắt đầu']);
    expect(emails.map((e) => e.template)).toEqual(['appointment.reminder_2h']);
    expect(row.reminded_24h_for).toBeNull();
  });

  it('skips appointments further than 24 hours, past, cancelled, completed or no-show', async () => {
    const now = new Date();
    const skipped = [
      await appointmentIn(25, now),
      await appointmentIn(-0.5, now),
      await appointmentIn(5, now, { status: 'cancelled' }),
      await appointmentIn(5, now, { status: 'completed' }),
      await appointmentIn(1, now, { status: 'no_show' }),
    ];
    const pending = await appointmentIn(5, now, { status: 'pending' });
    await appointmentMessaging(t.db).reminders.run(now);
    for (const appointment of skipped) {
      const { notifications, emails } = await remindersOf(appointment);
      expect(notifications.length + emails.length).toBe(0);
    }
    expect((await remindersOf(pending)).notifications).toHaveLength(1);
  });

  it('reminds a rescheduled appointment again for its new start', async () => {
    const now = new Date();
    const appointment = await appointmentIn(20, now);
    const { reminders } = appointmentMessaging(t.db);
    await reminders.run(now);
    const moved = salonDateTime(new Date(now.getTime() + 22 * HOUR));
    await t.db
      .updateTable('appointments')
      .set({ appointment_date: moved.date, appointment_time: moved.time })
      .where('id', '=', appointment.id)
      .execute();
    await reminders.run(now);
    await reminders.run(now);
    const { notifications, emails, row } = await remindersOf(appointment);
    expect(notifications).toHaveLength(2);
    expect(emails).toHaveLength(2);
    expect(row.reminded_24h_for).toBe(`${moved.date} ${moved.time}`);
  });

  it('writes only the notification when there is no e-mail, only the e-mail for a guest', async () => {
    const now = new Date();
    const noEmail = await appointmentIn(10, now, { customer_email: null });
    const guest = await appointmentIn(10, now, {
      customer_user_id: null,
      customer_email: 'khachle@example.com',
    });
    await appointmentMessaging(t.db).reminders.run(now);
    const a = await remindersOf(noEmail);
    expect([a.notifications.length, a.emails.length]).toEqual([1, 0]);
    const b = await remindersOf(guest);
    expect([b.notifications.length, b.emails.length]).toEqual([0, 1]);
    expect(b.emails[0]!.recipient).toBe('khachle@example.com');
  });

  it('sends each reminder once when runs overlap', async () => {
    const now = new Date();
    const appointments = [await appointmentIn(3, now), await appointmentIn(1, now)];
    const { reminders } = appointmentMessaging(t.db);
    const sent = await Promise.all([reminders.run(now), reminders.run(now), reminders.run(now)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    for (const appointment of appointments) {
      const { notifications, emails } = await remindersOf(appointment);
      expect([notifications.length, emails.length]).toEqual([1, 1]);
    }
  });

  it('sends each reminder once across two server instances and a restart', async () => {
    const now = new Date();
    const appointment = await appointmentIn(6, now);
    const second = await openSecondApp(t);
    try {
      // Both instances' job runners, then both reminder services directly (past the job lock),
      // then a "restarted" instance a minute later. On PostgreSQL the two run at once. Two SQLite
      // connections in one process cannot: better-sqlite3 waits for a lock synchronously, so one
      // connection waiting would stop the event loop the other needs to commit (separate server
      // processes do not share an event loop), and they run one after the other.
      const both = async (run: (app: { app: FastifyInstance; db: Db }) => Promise<unknown>) => {
        if (t.engine === 'postgres') await Promise.all([run(t), run(second)]);
        else for (const app of [t, second]) await run(app);
      };
      await both((app) => app.app.jobs.runDueJobs(now));
      await both((app) => appointmentMessaging(app.db).reminders.run(now));
    } finally {
      await second.app.close();
    }
    const restarted = await openSecondApp(t);
    try {
      await restarted.app.jobs.runDueJobs(new Date(now.getTime() + 60_000));
    } finally {
      await restarted.app.close();
    }
    const { notifications, emails } = await remindersOf(appointment);
    expect([notifications.length, emails.length]).toEqual([1, 1]);
  });
});
