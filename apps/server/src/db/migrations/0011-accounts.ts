import {
  booleanColumn,
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * The customer's account and the staff's own settings: password-reset codes, each user's
 * preferences, the products a customer uses (from completed orders) and the treatment notes
 * staff keep about a customer.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('password_reset_codes'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // email | sms: where the code went.
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
      // The 6-digit code, hashed like a session token; never stored in clear.
      .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', t.timestamp, (c) => c.notNull())
      .addColumn('sent_at', t.timestamp, (c) => c.notNull())
      // After the right code: a one-time token (hashed) that allows setting the new password.
      .addColumn('reset_token_hash', 'varchar(128)', (c) => c.unique())
      .addColumn('verified_at', t.timestamp)
      // Used or replaced by a newer code.
      .addColumn('consumed_at', t.timestamp),
    engine,
  ).execute();
  await db.schema
    .createIndex('password_reset_codes_user_idx')
    .on('password_reset_codes')
    .columns(['user_id', 'created_at'])
    .execute();

  await withTimestamps(
    db.schema
      .createTable('user_preferences')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      // JSON object of back-office §3 User preferences; missing keys take the defaults.
      .addColumn('data', t.json, (c) => c.notNull()),
    engine,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('customer_products'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
      // The name as sold, kept when the product is renamed or deleted.
      .addColumn('product_name', 'varchar(255)', (c) => c.notNull())
      // One row per order line; null for products staff add by hand.
      .addColumn('order_item_id', 'integer', (c) =>
        c.unique().references('order_items.id').onDelete('set null'),
      )
      .addColumn('purchase_date', t.date, (c) => c.notNull())
      .addColumn('usage_end_date', t.date, (c) => c.notNull())
      // active | finished; "expired" is computed from usage_end_date.
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('active'))
      .addColumn('notes', 'varchar(500)')
      .addColumn('finished_at', t.timestamp)
      // The product-expiry reminder went out (once per product).
      .addColumn('expiry_reminded_at', t.timestamp),
    engine,
  ).execute();
  await db.schema
    .createIndex('customer_products_user_idx')
    .on('customer_products')
    .columns(['user_id', 'status', 'usage_end_date'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('customer_notes'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('appointment_id', 'integer', (c) =>
        c.references('appointments.id').onDelete('set null'),
      )
      // staff | doctor (a doctor's note is shown to the customer as a public note).
      .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('staff'))
      .addColumn('content', 'text', (c) => c.notNull())
      // Internal notes stay in the back office.
      .addColumn('visible_to_customer', t.boolean, booleanColumn(engine, true))
      // JSON lists: images `{ url, thumbnail_url }`, attachments `{ path, name }`.
      .addColumn('images', t.json)
      .addColumn('attachments', t.json),
    engine,
  ).execute();
  await db.schema
    .createIndex('customer_notes_user_idx')
    .on('customer_notes')
    .columns(['user_id', 'created_at'])
    .execute();

  // The delivery job finds notifications still to push (pending, due) without a scan.
  await db.schema
    .createIndex('notifications_status_scheduled_idx')
    .on('notifications')
    .columns(['status', 'scheduled_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('notifications_status_scheduled_idx').execute();
  await db.schema.dropTable('customer_notes').execute();
  await db.schema.dropTable('customer_products').execute();
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropTable('password_reset_codes').execute();
}
