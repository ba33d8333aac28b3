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
 * The shop: customers' saved addresses, orders with their lines and history, and every payment
 * that moves money for an order (bank transfers reported by the provider's webhook, payments
 * staff record by hand, refunds), including transfers that matched no order yet.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('customer_addresses'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // home | work | other
      .addColumn('type', 'varchar(10)', (c) => c.notNull().defaultTo('home'))
      .addColumn('recipient_name', 'varchar(100)')
      // E.164; null: the account's own phone.
      .addColumn('recipient_phone', 'varchar(20)')
      .addColumn('address_line_1', 'varchar(255)', (c) => c.notNull())
      .addColumn('address_line_2', 'varchar(255)')
      .addColumn('ward', 'varchar(100)', (c) => c.notNull())
      // Optional: Vietnam's units are two-tier (province, then ward) since 2025.
      .addColumn('district', 'varchar(100)')
      .addColumn('city', 'varchar(100)', (c) => c.notNull())
      .addColumn('postal_code', 'varchar(10)')
      .addColumn('is_default', t.boolean, booleanColumn(engine, false)),
    engine,
  ).execute();
  await db.schema
    .createIndex('customer_addresses_user_idx')
    .on('customer_addresses')
    .column('user_id')
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('orders'), engine)
      // DH-261121-7K3QX9: also the transfer content a payment is matched on.
      .addColumn('order_number', 'varchar(20)', (c) => c.notNull().unique())
      // null: a guest's order (kept with the name and phone given).
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('customer_name', 'varchar(100)', (c) => c.notNull())
      // E.164.
      .addColumn('customer_phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('customer_email', 'varchar(255)')
      .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id'))
      // in_store | delivery
      .addColumn('order_type', 'varchar(10)', (c) => c.notNull())
      // cash | card | transfer | online
      .addColumn('payment_method', 'varchar(10)', (c) => c.notNull())
      // pending | paid | completed | cancelled
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      // pending | paid | refunded
      .addColumn('payment_status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      // The address as it was when ordered, one line of text.
      .addColumn('delivery_address', 'varchar(600)')
      .addColumn('notes', 'text')
      .addColumn('subtotal', t.bigint, (c) => c.notNull())
      .addColumn('discount_amount', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('promotion_id', 'integer', (c) =>
        c.references('promotions.id').onDelete('set null'),
      )
      .addColumn('promotion_name', 'varchar(200)')
      .addColumn('delivery_fee', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('tax_rate', t.real, (c) => c.notNull().defaultTo(0))
      .addColumn('tax_amount', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('total_amount', t.bigint, (c) => c.notNull())
      // Risk score of back-office §9 when the order was placed.
      .addColumn('risk_score', 'integer', (c) => c.notNull().defaultTo(0))
      // Guests open their order with a token; only its SHA-256 is kept.
      .addColumn('access_token_hash', 'varchar(64)')
      .addColumn('cancel_reason', 'varchar(200)')
      .addColumn('paid_at', t.timestamp)
      .addColumn('completed_at', t.timestamp)
      .addColumn('cancelled_at', t.timestamp),
    engine,
  ).execute();
  await db.schema
    .createIndex('orders_user_created_idx')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_branch_created_idx')
    .on('orders')
    .columns(['branch_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();

  await withId(db.schema.createTable('order_items'), engine)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    // product | service; the id names a row of that table (kept when the item is deleted).
    .addColumn('item_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('item_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('list_price', t.bigint, (c) => c.notNull())
    .addColumn('unit_price', t.bigint, (c) => c.notNull())
    .addColumn('total_price', t.bigint, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_items_order_idx')
    .on('order_items')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('order_items_item_idx')
    .on('order_items')
    .columns(['item_type', 'item_id'])
    .execute();

  await withId(db.schema.createTable('order_events'), engine)
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    // placed | paid | completed | cancelled | refunded | payment_received | note
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();
  await db.schema
    .createIndex('order_events_order_idx')
    .on('order_events')
    .column('order_id')
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('payment_transactions'), engine)
      // sepay | casso | staff
      .addColumn('provider', 'varchar(20)', (c) => c.notNull())
      // The provider's own id: a webhook delivered twice records one payment.
      .addColumn('provider_transaction_id', 'varchar(100)')
      // payment | refund
      .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('payment'))
      .addColumn('method', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount', t.bigint, (c) => c.notNull())
      .addColumn('content', 'varchar(500)')
      .addColumn('account_number', 'varchar(30)')
      // matched | unmatched | ignored
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
      .addColumn('note', 'varchar(300)')
      .addColumn('raw', t.json)
      .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('transferred_at', t.timestamp)
      .addUniqueConstraint('payment_transactions_provider_unique', [
        'provider',
        'provider_transaction_id',
      ]),
    engine,
  ).execute();
  await db.schema
    .createIndex('payment_transactions_order_idx')
    .on('payment_transactions')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('payment_transactions_status_created_idx')
    .on('payment_transactions')
    .columns(['status', 'created_at'])
    .execute();

  // A review written from My orders is a review of the product or service, tied to its line.
  await db.schema
    .alterTable('reviews')
    .addColumn('order_item_id', 'integer', (c) =>
      c.references('order_items.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('reviews_order_item_unique')
    .on('reviews')
    .column('order_item_id')
    .unique()
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('reviews_order_item_unique').execute();
  await db.schema.alterTable('reviews').dropColumn('order_item_id').execute();
  await db.schema.dropTable('payment_transactions').execute();
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('order_items').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('customer_addresses').execute();
}
