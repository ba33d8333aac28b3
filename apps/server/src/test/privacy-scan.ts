import { sql } from 'kysely';
import type { Db, Engine } from '../db/database.js';

/** Every table of the database, read from the engine's own catalogue (tests and checks). */
export async function allTables(db: Db, engine: Engine): Promise<string[]> {
  if (engine === 'postgres') {
    const rows = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    return rows.rows.map((row) => row.name);
  }
  const rows = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  return rows.rows.map((row) => row.name);
}

/** Where any of the needles appears in any text of any row: `table.column: needle`. */
export async function findEverywhere(
  db: Db,
  engine: Engine,
  needles: readonly string[],
): Promise<string[]> {
  const hits: string[] = [];
  for (const table of await allTables(db, engine)) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    for (const row of rows.rows) {
      for (const [column, value] of Object.entries(row)) {
        if (typeof value !== 'string') continue;
        const lower = value.toLowerCase();
        for (const needle of needles) {
          if (lower.includes(needle.toLowerCase())) hits.push(`${table}.${column}: ${needle}`);
        }
      }
    }
  }
  return [...new Set(hits)];
}
