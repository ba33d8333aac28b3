import {
  booleanColumn,
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Reviews and questions on services and products. `reviewable_id` / `item_id` point at
 * `services` or `products` by `reviewable_type` / `item_type`, so they carry no foreign key.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('reviews'), engine)
      .addColumn('reviewable_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('reviewable_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('guest_name', 'varchar(100)')
      .addColumn('guest_email', 'varchar(100)')
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('images', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('is_verified', t.boolean, booleanColumn(engine, false))
      .addColumn('admin_response', 'text')
      .addColumn('responded_at', t.timestamp)
      .addColumn('responded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('moderated_at', t.timestamp)
      .addColumn('moderated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
    engine,
  ).execute();
  await db.schema
    .createIndex('reviews_item_idx')
    .on('reviews')
    .columns(['reviewable_type', 'reviewable_id', 'status'])
    .execute();
  await db.schema
    .createIndex('reviews_status_created_idx')
    .on('reviews')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('reviews_user_idx').on('reviews').column('user_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('questions'), engine)
      .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('item_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('guest_name', 'varchar(100)')
      .addColumn('guest_email', 'varchar(100)')
      .addColumn('question', 'varchar(500)', (c) => c.notNull())
      .addColumn('answer', 'text')
      .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('answered_at', t.timestamp)
      .addColumn('is_featured', t.boolean, booleanColumn(engine, false))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')),
    engine,
  ).execute();
  await db.schema
    .createIndex('questions_item_idx')
    .on('questions')
    .columns(['item_type', 'item_id', 'answered_at'])
    .execute();
  await db.schema
    .createIndex('questions_created_idx')
    .on('questions')
    .column('created_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('questions').execute();
  await db.schema.dropTable('reviews').execute();
}
