import { columnTypes, engineOf, type MigrationDb } from '../migration-helpers.js';

/**
 * Who last saved each tab of the settings screen, and when (one row per tab, replaced on save).
 * Kept beside `settings` rather than in it: one tab (booking) edits part of a stored group.
 */
export async function up(db: MigrationDb): Promise<void> {
  const t = columnTypes(engineOf(db));
  await db.schema
    .createTable('settings_changes')
    .addColumn('group_key', 'varchar(30)', (c) => c.primaryKey())
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('settings_changes').execute();
}
