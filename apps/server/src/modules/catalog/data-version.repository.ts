import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { dataChangeChannel } from '../../db/data-change-signal.js';
import {
  ownWritesOf,
  sqliteConnectionOf,
  type Db,
  type PgConnectionInfo,
} from '../../db/database.js';
import { PgListener } from '../../db/pg-listener.js';

/**
 * A token that changes whenever committed data a visitor may see may have changed, read without
 * touching a table; every kept answer and drawn page is checked against it.
 *
 * SQLite: the changes made through this connection (`total_changes()`) and the commits of every
 * other connection (`data_version`), read straight on the connection.
 *
 * PostgreSQL, once `listen` runs: the data-change notices of this schema heard so far (each
 * table's trigger, db/data-change-signal.ts, NOTIFYs at commit, to every instance) and this
 * instance's own writes and commits (so the writer reads its change at once; the notices of its
 * own connections are then not counted again): no query at all. Before that,
 * or while the listening connection is down, the current snapshot (`xmin:xmax:in-progress`),
 * which moves whenever any writing transaction of the cluster starts or ends.
 */
export class DataVersionRepository {
  readonly #snapshot: RawBuilder<{ v: string }>;
  readonly #readNow: (() => string) | undefined;
  #listener: PgListener | null = null;
  /** Notices heard, plus one per (re)connection: notices sent while down were missed. */
  #heard = 0;

  constructor(private readonly db: Db) {
    this.#snapshot =
      db.getExecutor().adapter instanceof PostgresAdapter
        ? sql`select pg_current_snapshot()::text as v`
        : sql`select total_changes() || ':' || (select data_version from pragma_data_version) as v`;
    const connection = sqliteConnectionOf(db);
    if (connection) {
      // Two statements: cheaper than one that reads the pragma as a table.
      const ownChanges = connection.prepare('select total_changes()').pluck();
      const othersCommits = connection.prepare('pragma data_version').pluck();
      this.#readNow = () => `${ownChanges.get() as number}:${othersCommits.get() as number}`;
    }
  }

  /** PostgreSQL: hear the schema's data-change notices from now on. */
  async listen(info: PgConnectionInfo, onError?: (error: unknown) => void): Promise<void> {
    this.#listener = new PgListener(info, dataChangeChannel(info.schema), {
      onNotification: (_payload, sender) => {
        // This instance's own commits were counted as they happened (OwnWrites).
        if (!ownWritesOf(this.db)?.backends.has(sender)) this.#heard += 1;
      },
      onListening: () => {
        this.#heard += 1;
      },
      ...(onError ? { onError } : {}),
    });
    await this.#listener.start();
  }

  async stop(): Promise<void> {
    await this.#listener?.stop();
  }

  async current(): Promise<string> {
    const now = this.currentNow();
    if (now !== undefined) return now;
    const { rows } = await this.#snapshot.execute(this.db);
    return rows[0]?.v ?? '';
  }

  /** The version when it can be known without a query (SQLite, or PostgreSQL while listening). */
  currentNow(): string | undefined {
    if (this.#readNow) return this.#readNow();
    if (this.#listener?.ready) return `heard ${this.#heard}:${ownWritesOf(this.db)?.count ?? 0}`;
    return undefined;
  }
}
