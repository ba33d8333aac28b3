import {
  booleanColumn,
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Messaging: in-app notifications, the outbox of e-mails and SMS (every message is kept, sent or
 * not), and the table of recurring background jobs several server instances share.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);

  await withTimestamps(
    withId(db.schema.createTable('notifications'), engine)
      // null: a system notification, seen in the back office only.
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('type', 'varchar(40)', (c) => c.notNull())
      .addColumn('priority', 'varchar(10)', (c) => c.notNull().defaultTo('normal'))
      .addColumn('title', 'varchar(200)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('action_url', 'varchar(500)')
      .addColumn('icon', 'varchar(50)')
      .addColumn('data', t.json)
      // pending | sent: unread; read; dismissed.
      .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('is_system', t.boolean, booleanColumn(engine, false))
      .addColumn('read_at', t.timestamp)
      // Not shown to its user before this time.
      .addColumn('scheduled_at', t.timestamp)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null')),
    engine,
  ).execute();
  await db.schema
    .createIndex('notifications_user_status_created_idx')
    .on('notifications')
    .columns(['user_id', 'status', 'created_at'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('outbox_messages'), engine)
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      // An e-mail address, or a phone number in E.164.
      .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
      .addColumn('template', 'varchar(60)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)')
      .addColumn('body', 'text', (c) => c.notNull())
      // pending | sending | sent | failed.
      .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .addColumn('next_attempt_at', t.timestamp)
      .addColumn('sent_at', t.timestamp)
      // The same key is never enqueued twice (e.g. "appointment:12:reminder_24h:2026-11-21 09:00").
      .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
      .addColumn('related_type', 'varchar(40)')
      .addColumn('related_id', 'integer'),
    engine,
  ).execute();
  await db.schema
    .createIndex('outbox_messages_status_next_idx')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('outbox_messages_related_idx')
    .on('outbox_messages')
    .columns(['related_type', 'related_id'])
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('jobs'), engine)
      .addColumn('name', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('next_run_at', t.timestamp, (c) => c.notNull())
      // A run holds the job until then; a crashed run's lock simply expires.
      .addColumn('locked_until', t.timestamp)
      .addColumn('locked_by', 'varchar(80)')
      .addColumn('last_run_at', t.timestamp)
      .addColumn('last_error', 'text'),
    engine,
  ).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('outbox_messages').execute();
  await db.schema.dropTable('notifications').execute();
}
