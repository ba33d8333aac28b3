import type { Database as Connection, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Room for every query the app writes, with lists of several lengths (`in (?, ?, …)`). */
const KEPT_STATEMENTS = 1000;

/**
 * A SQLite connection as Kysely's dialect uses it, its prepared statements kept by SQL text and
 * reused: Kysely prepares every query it runs, a third of the database time of a time-slot
 * computation. A statement still being read (a stream) is not handed out again; the least
 * recently used go when more than `size` are kept.
 */
export function keepingStatements(
  connection: Connection,
  size: number = KEPT_STATEMENTS,
): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement) {
        if (statement.busy) return connection.prepare(sql);
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const prepared = connection.prepare(sql);
      kept.set(sql, prepared);
      if (kept.size > size) kept.delete(kept.keys().next().value!);
      return prepared;
    },
    close() {
      kept.clear();
      connection.close();
    },
  };
}
