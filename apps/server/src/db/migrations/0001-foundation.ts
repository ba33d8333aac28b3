import {
  booleanColumn,
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('branches'), engine)
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
      .addColumn('address', 'varchar(255)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('email', 'varchar(100)')
      .addColumn('manager_name', 'varchar(100)')
      .addColumn('description', 'text')
      .addColumn('image_url', 'varchar(500)')
      .addColumn('opening_hours', 'varchar(100)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active')),
    engine,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('users'), engine)
      .addColumn('role', 'varchar(20)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(100)', (c) => c.unique())
      .addColumn('phone', 'varchar(20)', (c) => c.unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
      .addColumn('gender', 'varchar(10)')
      .addColumn('date_of_birth', t.date)
      .addColumn('avatar_url', 'varchar(500)')
      .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('set null'))
      .addColumn('must_change_password', t.boolean, booleanColumn(engine, false))
      .addColumn('last_login_at', t.timestamp),
    engine,
  ).execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute();

  await withTimestamps(
    withId(db.schema.createTable('customers'), engine)
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().unique().references('users.id').onDelete('cascade'),
      )
      .addColumn('join_date', t.date, (c) => c.notNull())
      .addColumn('total_spent', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('notes', 'text'),
    engine,
  ).execute();

  await withTimestamps(
    db.schema
      .createTable('staff_profiles')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('is_stylist', t.boolean, booleanColumn(engine, false))
      .addColumn('title', 'varchar(100)')
      .addColumn('bio', 'text')
      .addColumn('specialties', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rating', t.real),
    engine,
  ).execute();

  await withId(db.schema.createTable('sessions'), engine)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addColumn('last_seen_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addColumn('expires_at', t.timestamp, (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(255)')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withTimestamps(
    withId(db.schema.createTable('categories'), engine)
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('name', 'varchar(150)', (c) => c.notNull())
      .addColumn('slug', 'varchar(160)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('image_url', 'varchar(500)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('categories_type_slug_unique', ['type', 'slug']),
    engine,
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('services'), engine)
      .addColumn('category_id', 'integer', (c) =>
        c.references('categories.id').onDelete('set null'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('slug', 'varchar(220)', (c) => c.notNull().unique())
      .addColumn('short_description', 'varchar(500)')
      .addColumn('description', 'text')
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('sale_price', t.bigint)
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('staff_required', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('features', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('image_urls', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('thumbnail_urls', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_featured', t.boolean, booleanColumn(engine, false))
      .addColumn('rating', t.real)
      .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('booking_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    engine,
  ).execute();
  await db.schema
    .createIndex('services_category_idx')
    .on('services')
    .column('category_id')
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('products'), engine)
      .addColumn('category_id', 'integer', (c) =>
        c.references('categories.id').onDelete('set null'),
      )
      .addColumn('name', 'varchar(200)', (c) => c.notNull())
      .addColumn('slug', 'varchar(220)', (c) => c.notNull().unique())
      .addColumn('sku', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('brand', 'varchar(100)')
      .addColumn('short_description', 'varchar(500)')
      .addColumn('description', 'text')
      .addColumn('price', t.bigint, (c) => c.notNull())
      .addColumn('sale_price', t.bigint)
      .addColumn('stock_quantity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_stock_level', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('usage_duration_days', 'integer')
      .addColumn('image_urls', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('thumbnail_urls', t.json, (c) => c.notNull().defaultTo('[]'))
      .addColumn('is_featured', t.boolean, booleanColumn(engine, false))
      .addColumn('is_sellable', t.boolean, booleanColumn(engine, true))
      .addColumn('rating', t.real)
      .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active')),
    engine,
  ).execute();
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .column('category_id')
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', t.json, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'settings',
    'products',
    'services',
    'categories',
    'sessions',
    'staff_profiles',
    'customers',
    'users',
    'branches',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
