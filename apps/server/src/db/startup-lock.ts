import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.js';

/** The first key of the start-up lock (the second is the schema's): "salon" in ASCII. */
const LOCK_CLASS = 0x73616c6f;

/**
 * Runs `work` holding the database's start-up lock, so that server instances starting together
 * on one empty PostgreSQL database migrate and seed one after the other (the later one finds
 * the work done) instead of racing on `create table` and the seed's inserts.
 *
 * The lock is a PostgreSQL session advisory lock, keyed by the schema, held by a connection of
 * its own while `work` uses the pool; a crashed instance's lock ends with its connection. Do
 * not nest it: the inner call would wait for the outer one. SQLite is one process's file, so
 * there `work` simply runs.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(LOCK_CLASS)}, hashtext(current_schema()))`.execute(
      connection,
    );
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(LOCK_CLASS)}, hashtext(current_schema()))`.execute(
        connection,
      );
    }
  });
}
