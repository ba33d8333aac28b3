import {
  booleanColumn,
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Booking: each branch's working hours and holidays, appointments, the stylist time each one
 * holds, their history and photos, and the replies kept for `Idempotency-Key`.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  // A row per bookable 30-minute start time. date null: the branch's general hours; rows for a
  // date replace the general hours on that date.
  await withTimestamps(
    withId(db.schema.createTable('working_hours'), engine)
      .addColumn('branch_id', 'integer', (c) =>
        c.notNull().references('branches.id').onDelete('cascade'),
      )
      .addColumn('date', t.date)
      .addColumn('time', 'varchar(5)', (c) => c.notNull())
      .addColumn('is_available', t.boolean, booleanColumn(engine, true)),
    engine,
  ).execute();
  await db.schema
    .createIndex('working_hours_branch_date_idx')
    .on('working_hours')
    .columns(['branch_id', 'date'])
    .execute();

  // branch_id null: every branch. recurring_type none | yearly (same solar day) | lunar_yearly.
  await withTimestamps(
    withId(db.schema.createTable('holidays'), engine)
      .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('cascade'))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('recurring_type', 'varchar(20)', (c) => c.notNull().defaultTo('none')),
    engine,
  ).execute();

  await db.schema
    .alterTable('services')
    .addColumn('max_slots_per_time_slot', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('appointments'), engine)
      // Shown to customers and staff, e.g. LH-261121-7K3Q.
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      // The customer's account (null for a walk-in staff did not link to an account).
      .addColumn('customer_user_id', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .addColumn('customer_name', 'varchar(100)', (c) => c.notNull())
      // E.164.
      .addColumn('customer_phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('customer_email', 'varchar(255)')
      .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
      .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id'))
      // The lead stylist (the first of those holding the time).
      .addColumn('stylist_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('appointment_date', t.date, (c) => c.notNull())
      .addColumn('appointment_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('end_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('staff_count', 'integer', (c) => c.notNull().defaultTo(1))
      // Price of the service when booked, in đồng.
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('notes', 'text')
      .addColumn('staff_note', 'text')
      .addColumn('payment_method', 'varchar(20)')
      // online (the wizard) | desk (staff, walk-in or phone).
      .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('online'))
      .addColumn('rebook_of', 'integer')
      .addColumn('cancel_reason', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('confirmed_at', t.timestamp)
      .addColumn('completed_at', t.timestamp)
      .addColumn('cancelled_at', t.timestamp)
      .addColumn('no_show_at', t.timestamp)
      // The start ("YYYY-MM-DD HH:mm") each reminder was sent for: a reschedule earns new ones.
      .addColumn('reminded_24h_for', 'varchar(16)')
      .addColumn('reminded_2h_for', 'varchar(16)'),
    engine,
  ).execute();
  await db.schema
    .createIndex('appointments_branch_date_idx')
    .on('appointments')
    .columns(['branch_id', 'appointment_date'])
    .execute();
  await db.schema
    .createIndex('appointments_customer_idx')
    .on('appointments')
    .columns(['customer_user_id', 'appointment_date'])
    .execute();
  await db.schema
    .createIndex('appointments_status_date_idx')
    .on('appointments')
    .columns(['status', 'appointment_date'])
    .execute();

  // Every 30-minute slot a live appointment holds, per stylist. The unique key makes it
  // impossible for the database to hold two appointments for one stylist at one time.
  await withId(db.schema.createTable('appointment_slots'), engine)
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('stylist_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
    .addColumn('slot_date', t.date, (c) => c.notNull())
    .addColumn('slot_time', 'varchar(5)', (c) => c.notNull())
    .addUniqueConstraint('appointment_slots_stylist_time_unique', [
      'stylist_id',
      'slot_date',
      'slot_time',
    ])
    .execute();
  await db.schema
    .createIndex('appointment_slots_appointment_idx')
    .on('appointment_slots')
    .column('appointment_id')
    .execute();

  // The appointment's history: created, confirmed, rescheduled, cancelled, completed, no_show.
  await withId(db.schema.createTable('appointment_events'), engine)
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    // For a reschedule: the old start, "YYYY-MM-DD HH:mm".
    .addColumn('previous_start', 'varchar(16)')
    .addColumn('note', 'text')
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();
  await db.schema
    .createIndex('appointment_events_appointment_idx')
    .on('appointment_events')
    .column('appointment_id')
    .execute();

  // Before and after photos staff add when completing.
  await withId(db.schema.createTable('appointment_photos'), engine)
    .addColumn('appointment_id', 'integer', (c) =>
      c.notNull().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('thumbnail_url', 'varchar(500)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();

  // A review written for a completed appointment is a review of its service, tied to it.
  await db.schema
    .alterTable('reviews')
    .addColumn('appointment_id', 'integer', (c) =>
      c.references('appointments.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('reviews_appointment_unique')
    .on('reviews')
    .column('appointment_id')
    .unique()
    .execute();

  // The stored reply to a request sent with an Idempotency-Key, replayed for a repeat.
  await withId(db.schema.createTable('idempotency_keys'), engine)
    // Who sent it and to what: e.g. "appointments:user:12" or "appointments:guest:+8491...".
    .addColumn('scope', 'varchar(120)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response', t.json, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addUniqueConstraint('idempotency_keys_scope_key_unique', ['scope', 'key'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropIndex('reviews_appointment_unique').execute();
  await db.schema.alterTable('reviews').dropColumn('appointment_id').execute();
  await db.schema.dropTable('appointment_photos').execute();
  await db.schema.dropTable('appointment_events').execute();
  await db.schema.dropTable('appointment_slots').execute();
  await db.schema.dropTable('appointments').execute();
  await db.schema.alterTable('services').dropColumn('max_slots_per_time_slot').execute();
  await db.schema.dropTable('holidays').execute();
  await db.schema.dropTable('working_hours').execute();
}
