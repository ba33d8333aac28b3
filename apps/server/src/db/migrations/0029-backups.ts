import { columnTypes, engineOf, withId, type MigrationDb } from '../migration-helpers.js';

/**
 * Backups (back-office §2.12): one row per archive written under DATA_DIR/backups, and one per
 * restore drill that proved (or failed to prove) an archive restores to the same row counts.
 */
export async function up(db: MigrationDb): Promise<void> {
  const engine = engineOf(db);
  const t = columnTypes(engine);
  await db.schema
    .createTable('backups')
    .$call((table) => withId(table, engine))
    .addColumn('file_name', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('engine', 'varchar(10)', (c) => c.notNull())
    .addColumn('schema_version', 'varchar(80)')
    .addColumn('size_bytes', t.bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('sha256', 'varchar(64)')
    // JSON: { table: rows } as counted in the backup's own snapshot.
    .addColumn('row_counts', t.json)
    .addColumn('upload_files', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(500)')
    .addColumn('created_by', 'integer')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backups_created_idx').on('backups').column('created_at').execute();

  await db.schema
    .createTable('backup_drills')
    .$call((table) => withId(table, engine))
    // No foreign key: a drill's record outlives the archive that retention deletes.
    .addColumn('backup_id', 'integer', (c) => c.notNull())
    .addColumn('result', 'varchar(10)', (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp)
    .addColumn('duration_ms', 'integer')
    // JSON: [{ table, expected, restored }].
    .addColumn('tables', t.json)
    .addColumn('error', 'varchar(500)')
    .addColumn('started_by', 'integer')
    .execute();
  await db.schema
    .createIndex('backup_drills_started_idx')
    .on('backup_drills')
    .column('started_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('backup_drills').execute();
  await db.schema.dropTable('backups').execute();
}
