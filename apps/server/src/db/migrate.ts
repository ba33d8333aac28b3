import { Migrator, PostgresAdapter, sql, type MigrationProvider } from 'kysely';
import { installDataChangeTriggers } from './data-change-signal.js';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';
import { withStartupLock } from './startup-lock.js';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * On PostgreSQL the migration tables live in the connection's own schema: without naming it,
 * Kysely finds another schema's migration tables and skips or breaks this one's migrations.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Kysely looks for its tables by listing every schema of the database; another schema dropped
 * during that listing (several test runs sharing one database) fails it with "schema … does not
 * exist" (3F000) before anything ran. Such a failure is retried: the migrations run in one
 * transaction, so nothing was half done.
 */
export function isVanishedOtherSchema(error: unknown, schema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '3F000' && !(schema && message?.includes(`"${schema}"`));
}

/**
 * Brings the database up to the latest migration, and (PostgreSQL) every table that visitors'
 * answers show up to its data-change trigger; throws with the failing migration's error. Holds
 * the start-up lock: instances starting together migrate one after the other.
 */
export function migrateToLatest(db: Db): Promise<string[]> {
  return withStartupLock(db, async () => {
    const applied = await migrate(db);
    await installDataChangeTriggers(db);
    return applied;
  });
}

async function migrate(db: Db): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migrator = new Migrator({
    db,
    provider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (error && attempt < 5 && isVanishedOtherSchema(error, schema)) continue;
    if (error instanceof Error) throw error;
    if (error) throw new Error('Migration failed', { cause: error });
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }
}
