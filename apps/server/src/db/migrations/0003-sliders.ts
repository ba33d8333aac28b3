import {
  booleanColumn,
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/** Sliders and banners of the storefront, managed in the back office. */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('sliders'), engine)
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('subtitle', 'varchar(255)')
      .addColumn('description', 'text')
      .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('banner'))
      .addColumn('position', 'varchar(20)', (c) => c.notNull().defaultTo('home'))
      .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('thumbnail_url', 'varchar(500)')
      .addColumn('mobile_image_url', 'varchar(500)')
      .addColumn('link_url', 'varchar(500)')
      .addColumn('link_text', 'varchar(100)')
      .addColumn('button_style', 'varchar(20)', (c) => c.notNull().defaultTo('primary'))
      .addColumn('target_type', 'varchar(10)', (c) => c.notNull().defaultTo('_self'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('start_date', t.date)
      .addColumn('end_date', t.date)
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_active', t.boolean, booleanColumn(engine, true))
      .addColumn('impression_count', t.bigint, (c) => c.notNull().defaultTo(0))
      .addColumn('click_count', t.bigint, (c) => c.notNull().defaultTo(0)),
    engine,
  ).execute();
  await db.schema
    .createIndex('sliders_placement_idx')
    .on('sliders')
    .columns(['type', 'position', 'sort_order'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('sliders').execute();
}
