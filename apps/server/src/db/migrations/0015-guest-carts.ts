import { withId, withTimestamps, engineOf, type MigrationDb } from '../migration-helpers.js';

/**
 * Guests' carts (customer-account §2): a cart row known only by the SHA-256 of the random secret
 * in the guest's httpOnly cookie, and its lines, one per item (the unique key makes two
 * simultaneous adds one line, as for customers).
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  await withTimestamps(
    withId(db.schema.createTable('guest_carts'), engine).addColumn(
      'token_hash',
      'varchar(64)',
      (c) => c.notNull().unique(),
    ),
    engine,
  ).execute();
  await db.schema
    .createIndex('guest_carts_updated_at_idx')
    .on('guest_carts')
    .column('updated_at')
    .execute();
  await withTimestamps(
    withId(db.schema.createTable('guest_cart_items'), engine)
      .addColumn('guest_cart_id', 'integer', (c) =>
        c.notNull().references('guest_carts.id').onDelete('cascade'),
      )
      .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addUniqueConstraint('guest_cart_items_cart_item_unique', [
        'guest_cart_id',
        'item_type',
        'item_id',
      ]),
    engine,
  ).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('guest_cart_items').execute();
  await db.schema.dropTable('guest_carts').execute();
}
