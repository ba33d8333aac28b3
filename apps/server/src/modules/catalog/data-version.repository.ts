import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * A token that changes whenever committed data may have changed, read without touching a table.
 * SQLite: the changes made through this connection (`total_changes()`) and the commits of every
 * other connection (`data_version`). PostgreSQL: the current snapshot (`xmin:xmax:in-progress`),
 * which moves whenever a writing transaction starts or ends, and never for reads.
 */
export class DataVersionRepository {
  readonly #query: RawBuilder<{ v: string }>;

  constructor(private readonly db: Db) {
    this.#query =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`select pg_current_snapshot()::text as v`
        : sql`select total_changes() || ':' || (select data_version from pragma_data_version) as v`;
  }

  async current(): Promise<string> {
    const { rows } = await this.#query.execute(this.db);
    return rows[0]?.v ?? '';
  }
}
