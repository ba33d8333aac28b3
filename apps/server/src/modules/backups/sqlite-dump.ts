import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Table names of an SQLite file, its own bookkeeping tables left out. */
function tablesOf(connection: SQLite.Database): string[] {
  const rows = connection
    .prepare(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows per table and the newest migration of an SQLite file, opened read-only. */
export function describeSqliteFile(file: string): {
  counts: Record<string, number>;
  schemaVersion: string | null;
  integrity: string;
} {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = String(connection.pragma('integrity_check', { simple: true }));
    const tables = tablesOf(connection);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const row = connection.prepare(`select count(*) as n from ${quoted(table)}`).get() as {
        n: number;
      };
      counts[table] = row.n;
    }
    const version = tables.includes('kysely_migration')
      ? (connection
          .prepare('select name from kysely_migration order by name desc limit 1')
          .get() as { name: string } | undefined)
      : undefined;
    return { counts, schemaVersion: version?.name ?? null, integrity };
  } finally {
    connection.close();
  }
}

/**
 * A consistent copy of the live database with `VACUUM INTO`: one read transaction, so writes
 * made meanwhile are either wholly in the copy or not at all. Counts come from the copy itself.
 */
export async function dumpSqlite(db: Db, target: string) {
  await sql`vacuum into ${target}`.execute(db);
  const { counts, schemaVersion } = describeSqliteFile(target);
  return { counts, schemaVersion };
}
