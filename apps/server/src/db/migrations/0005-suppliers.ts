import {
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/** Suppliers of the shop's products; a product may name one. Products get a display order. */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('suppliers'), engine)
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('contact_person', 'varchar(100)')
      .addColumn('phone', 'varchar(20)')
      .addColumn('email', 'varchar(100)')
      .addColumn('address', 'varchar(255)')
      .addColumn('website', 'varchar(255)')
      .addColumn('tax_code', 'varchar(20)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
      .addColumn('notes', 'text')
      .addColumn('rating', t.real)
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
    engine,
  ).execute();

  await db.schema
    .alterTable('products')
    .addColumn('supplier_id', 'integer', (c) => c.references('suppliers.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('products_supplier_idx')
    .on('products')
    .column('supplier_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('products_supplier_idx').execute();
  await db.schema.alterTable('products').dropColumn('sort_order').execute();
  await db.schema.alterTable('products').dropColumn('supplier_id').execute();
  await db.schema.dropTable('suppliers').execute();
}
