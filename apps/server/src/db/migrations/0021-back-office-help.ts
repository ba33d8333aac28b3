import {
  columnTypes,
  engineOf,
  nowDefault,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * The back office's help screen (back-office §2.17, §3 Feedback form): each person's vote on
 * the screen's answers (helpful yes/no and a 1-5 rating, one row per person and answer, changed
 * in place), and the feedback they send.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await db.schema
    .createTable('back_office_faq_votes')
    .addColumn('faq_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 1 helpful, 0 not helpful, null not said.
    .addColumn('helpful', 'integer')
    .addColumn('rating', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addPrimaryKeyConstraint('back_office_faq_votes_pk', ['faq_id', 'user_id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('help_feedback'), engine)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('priority', 'varchar(10)'),
    engine,
  ).execute();
  await db.schema
    .createIndex('help_feedback_created_idx')
    .on('help_feedback')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('help_feedback_user_idx')
    .on('help_feedback')
    .column('user_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('help_feedback').execute();
  await db.schema.dropTable('back_office_faq_votes').execute();
}
