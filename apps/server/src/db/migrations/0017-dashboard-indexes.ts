import type { MigrationDb } from '../migration-helpers.js';

/**
 * Indexes for the back-office dashboard, so its figures over a year of records are read from
 * indexes, not by reading the tables (each was a full scan or a lookup per row before):
 * - appointments by date, covering what the status counts, booked minutes and the chart read;
 * - completed appointments by completion time (revenue, top services);
 * - a customer's visits and paid orders by phone (returning customers look up each phone);
 * - orders by the time their money came in; refund history lines by kind and time.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createIndex('appointments_date_cover_idx')
    .on('appointments')
    .columns([
      'appointment_date',
      'status',
      'branch_id',
      'stylist_id',
      'duration_minutes',
      'staff_count',
    ])
    .execute();
  await db.schema
    .createIndex('appointments_completed_idx')
    .on('appointments')
    .columns(['completed_at', 'status', 'branch_id', 'service_id', 'price', 'customer_phone'])
    .execute();
  await db.schema
    .createIndex('appointments_phone_completed_idx')
    .on('appointments')
    .columns(['customer_phone', 'completed_at', 'status'])
    .execute();
  await db.schema
    .createIndex('orders_paid_idx')
    .on('orders')
    .columns(['paid_at', 'payment_status', 'branch_id', 'total_amount', 'customer_phone'])
    .execute();
  await db.schema
    .createIndex('orders_phone_paid_idx')
    .on('orders')
    .columns(['customer_phone', 'paid_at', 'payment_status'])
    .execute();
  await db.schema
    .createIndex('order_events_kind_created_idx')
    .on('order_events')
    .columns(['kind', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const name of [
    'order_events_kind_created_idx',
    'orders_phone_paid_idx',
    'orders_paid_idx',
    'appointments_phone_completed_idx',
    'appointments_completed_idx',
    'appointments_date_cover_idx',
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
