import {
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * A customer's request for a VAT invoice of a paid order: at most one per order (the unique
 * order_id makes a double submit one), handled by staff who issue it (with its number) or
 * reject it (with the reason).
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await withTimestamps(
    withId(db.schema.createTable('invoice_requests'), engine)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().unique().references('orders.id').onDelete('cascade'),
      )
      .addColumn('company_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('tax_code', 'varchar(20)', (c) => c.notNull())
      .addColumn('company_address', 'varchar(300)', (c) => c.notNull())
      .addColumn('email', 'varchar(100)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('invoice_number', 'varchar(50)')
      .addColumn('reject_reason', 'varchar(500)')
      .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('handled_at', t.timestamp),
    engine,
  ).execute();
  await db.schema
    .createIndex('invoice_requests_status_idx')
    .on('invoice_requests')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invoice_requests').execute();
}
