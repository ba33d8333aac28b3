import { withId, withTimestamps, engineOf, type MigrationDb } from '../migration-helpers.js';

/**
 * The customer's cart: one line per user and item, so two simultaneous adds of the same item
 * meet on the unique key and make one line.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  await withTimestamps(
    withId(db.schema.createTable('cart_items'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
      // A product's or service's id, by item_type (no foreign key can name both tables).
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addUniqueConstraint('cart_items_user_item_unique', ['user_id', 'item_type', 'item_id']),
    engine,
  ).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('cart_items').execute();
}
