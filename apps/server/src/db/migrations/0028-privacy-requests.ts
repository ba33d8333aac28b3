import {
  columnTypes,
  engineOf,
  withId,
  withTimestamps,
  type MigrationDb,
} from '../migration-helpers.js';

/**
 * Personal-data requests (access, rectification, erasure, portability) and the marketing
 * consent log (Law 91/2025, Decree 13/2023). Rows outlive an erasure: they are its proof.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await db.schema
    .createTable('privacy_requests')
    .$call((table) => withId(table, engine))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('filed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('due_at', t.timestamp, (c) => c.notNull())
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('processing_at', t.timestamp)
    .addColumn('completed_at', t.timestamp)
    .addColumn('rejected_at', t.timestamp)
    .addColumn('reject_reason', 'varchar(500)')
    .addColumn('resolution', 'text')
    .addColumn('archive_file', 'varchar(200)')
    .addColumn('archive_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('archive_expires_at', t.timestamp)
    .addColumn('archive_downloaded_at', t.timestamp)
    .$call((table) => withTimestamps(table, engine))
    .execute();
  await db.schema
    .createIndex('privacy_requests_user_idx')
    .on('privacy_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('privacy_requests_status_idx')
    .on('privacy_requests')
    .columns(['status', 'due_at'])
    .execute();

  await db.schema
    .createTable('consent_events')
    .$call((table) => withId(table, engine))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('given', t.boolean, (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('occurred_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_events_user_idx')
    .on('consent_events')
    .columns(['user_id', 'purpose', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('consent_events').execute();
  await db.schema.dropTable('privacy_requests').execute();
}
