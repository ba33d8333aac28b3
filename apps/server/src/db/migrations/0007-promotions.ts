import {
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/** Promotions (storefront §3 Sale) and the services and products each one applies to. */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('promotions'), engine)
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      // The name folded for search (foldVietnamese).
      .addColumn('search_name', 'varchar(150)', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text')
      .addColumn('discount_type', 'varchar(20)', (c) => c.notNull())
      // Whole percent (1 to 100) or đồng.
      .addColumn('discount_value', t.bigint, (c) => c.notNull())
      .addColumn('max_discount_amount', t.bigint)
      .addColumn('min_order_amount', t.bigint)
      .addColumn('start_date', t.date)
      .addColumn('end_date', t.date)
      .addColumn('usage_limit', 'integer')
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active')),
    engine,
  ).execute();

  await withId(db.schema.createTable('promotion_items'), engine)
    .addColumn('promotion_id', 'integer', (c) =>
      c.notNull().references('promotions.id').onDelete('cascade'),
    )
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('promotion_items_unique', ['promotion_id', 'item_type', 'item_id'])
    .execute();
  await db.schema
    .createIndex('promotion_items_item_idx')
    .on('promotion_items')
    .columns(['item_type', 'item_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('promotion_items').execute();
  await db.schema.dropTable('promotions').execute();
}
