import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Insertable } from 'kysely';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/database.js';
import type {
  AppointmentRow,
  AppointmentTable,
  NotificationRow,
  NotificationTable,
} from '../db/schema.js';
import type { Db } from '../db/database.js';
import { createBranch, createService } from './factories.js';
import type { TestApp } from './test-app.js';

/** A notification row for a user (unread, normal, informational unless told otherwise). */
export async function createNotification(
  db: Db,
  userId: number | null,
  overrides: Partial<Insertable<NotificationTable>> = {},
): Promise<NotificationRow> {
  return db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: 'informational',
      title: 'Thông báo thử',
      message: 'Nội dung thông báo thử',
      action_url: null,
      icon: null,
      data: null,
      read_at: null,
      scheduled_at: null,
      created_by: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The salon date and time (UTC+7) of an instant: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function salonDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/**
 * An appointment row written directly (a branch and service are made unless given), starting
 * at `startsAt` when given.
 */
export async function createAppointment(
  db: Db,
  overrides: Partial<Insertable<AppointmentTable>> & { startsAt?: Date } = {},
): Promise<AppointmentRow> {
  const { startsAt, ...fields } = overrides;
  const branchId = fields.branch_id ?? (await createBranch(db, { name: 'Chi nhánh Quận 1' })).id;
  const serviceId = fields.service_id ?? (await createService(db, { name: 'Cắt tóc nữ' })).id;
  const when = salonDateTime(startsAt ?? new Date(Date.now() + 3 * 24 * 3_600_000));
  return db
    .insertInto('appointments')
    .values({
      code: `LH-${randomBytes(4).toString('hex').toUpperCase()}`,
      customer_user_id: null,
      customer_name: 'Trần Thị Mai',
      customer_phone: '+84912000111',
      customer_email: null,
      branch_id: branchId,
      service_id: serviceId,
      stylist_id: null,
      appointment_date: when.date,
      appointment_time: when.time,
      end_time: when.time,
      duration_minutes: 30,
      price: 150_000,
      notes: null,
      staff_note: null,
      payment_method: null,
      rebook_of: null,
      cancel_reason: null,
      created_by: null,
      confirmed_at: null,
      completed_at: null,
      cancelled_at: null,
      no_show_at: null,
      reminded_24h_for: null,
      reminded_2h_for: null,
      status: 'confirmed',
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A second app on the same database as `t` (as after a restart, or a second server instance):
 * the same SQLite file, or the same PostgreSQL schema. Close it before `t`.
 */
export async function openSecondApp(t: TestApp): Promise<{ app: FastifyInstance; db: Db }> {
  const pgSchema =
    t.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]
          ?.schema
      : undefined;
  const database = openDatabase({
    dataDir: t.config.dataDir,
    databaseUrl: t.config.databaseUrl,
    pgSchema,
  });
  const app = await buildApp({ config: t.config, database, webDist: '/nonexistent' });
  await app.ready();
  return { app, db: database.db };
}
