import {
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/** Contact requests (contact page and help centre) and the help centre's FAQ votes. */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('contact_requests'), engine)
      .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('email', 'varchar(100)')
      .addColumn('phone', 'varchar(20)')
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('inquiry'))
      .addColumn('priority', 'varchar(20)', (c) => c.notNull().defaultTo('medium'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('new'))
      .addColumn('source', 'varchar(20)', (c) => c.notNull().defaultTo('contact'))
      .addColumn('contact_method', 'varchar(20)')
      .addColumn('branch_id', 'integer', (c) => c.references('branches.id').onDelete('set null'))
      .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('assigned_at', t.timestamp)
      .addColumn('reply_message', 'text')
      .addColumn('replied_at', t.timestamp)
      .addColumn('resolved_at', t.timestamp)
      .addColumn('internal_notes', 'text')
      .addColumn('ip', 'varchar(64)'),
    engine,
  ).execute();
  await db.schema
    .createIndex('contact_requests_status_idx')
    .on('contact_requests')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('faq_votes')
    .addColumn('faq_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('voter_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('is_helpful', t.boolean, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addPrimaryKeyConstraint('faq_votes_pk', ['faq_id', 'voter_key'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('faq_votes').execute();
  await db.schema.dropTable('contact_requests').execute();
}
