import {
  DeleteQueryNode,
  InsertQueryNode,
  MergeQueryNode,
  PostgresAdapter,
  PostgresDialect,
  PostgresDriver,
  RawNode,
  UpdateQueryNode,
  sql,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PostgresDialectConfig,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Db } from './database.js';
import { tableName } from './name-key-plugin.js';
import { schemaChannel } from './pg-listener.js';

/*
 * PostgreSQL: what tells every server instance that data a visitor may see has changed, so the
 * kept answers and drawn pages are made again (modules/catalog/data-version.repository.ts).
 * Each table has a statement trigger that NOTIFYs the schema's channel; PostgreSQL sends it once
 * per transaction, at commit. The tables below are private or bookkeeping, written on their own
 * (a sign-in, a rate-limit count, a log line) and never shown in a kept answer: their writes do
 * not turn the kept answers over. Every other table, including those later migrations add, gets
 * the trigger at start-up.
 */
export const QUIET_TABLES: ReadonlySet<string> = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'sessions',
  'rate_limits',
  'idempotency_keys',
  'outbox_messages',
  'jobs',
  'password_reset_codes',
  'phone_verification_codes',
  'two_factor_challenges',
  'audit_log',
  'sign_in_events',
  'customer_record_views',
  'consent_events',
  'notifications',
  'cart_items',
  'guest_carts',
  'guest_cart_items',
  'chat_conversations',
  'chat_messages',
]);

const TRIGGER = 'salon_data_changed';

/** The channel a schema's data changes are announced on. */
export function dataChangeChannel(schema: string | undefined): string {
  return schemaChannel('salon_data', schema);
}

/**
 * Creates the notifying function in the connection's schema and the trigger on every table of
 * it that lacks one (quiet tables aside). Idempotent; run under the start-up lock after the
 * migrations. Nothing on SQLite, where the version is read from the connection.
 */
export async function installDataChangeTriggers(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const channel = dataChangeChannel(rows[0]?.schema);
  // The channel is letters, digits and underscores (schemaChannel), so it is safe in the body.
  await sql`
    create or replace function ${sql.raw(TRIGGER)}() returns trigger language plpgsql as $body$
    begin
      perform pg_notify(${sql.raw(`'${channel}'`)}, '');
      return null;
    end
    $body$`.execute(db);
  const missing = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema()
      and c.relkind in ('r', 'p')
      and not exists (
        select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER}
      )`.execute(db);
  for (const { name } of missing.rows) {
    if (QUIET_TABLES.has(name)) continue;
    await sql`
      create trigger ${sql.raw(TRIGGER)}
      after insert or update or delete or truncate on ${sql.id(name)}
      for each statement execute function ${sql.raw(TRIGGER)}()`.execute(db);
  }
}

/** The table a write changes; undefined for reads, '' for a write on something unrecognised. */
function writtenTable(node: RootOperationNode): string | undefined {
  if (InsertQueryNode.is(node)) return tableName(node.into) ?? '';
  if (UpdateQueryNode.is(node)) return tableName(node.table) ?? '';
  if (DeleteQueryNode.is(node)) return tableName(node.from.froms[0]) ?? '';
  if (MergeQueryNode.is(node)) return tableName(node.into) ?? '';
  // Raw SQL: a write of some table, counted as shown (its own notice is not counted).
  if (
    RawNode.is(node) &&
    /^\s*(insert|update|delete|merge|truncate)\b/i.test(node.sqlFragments[0] ?? '')
  ) {
    return '';
  }
  return undefined;
}

/**
 * This instance's part in the data version: its writes to tables that are not quiet, counted as
 * each statement ends and again as each transaction commits, and the server processes of its
 * own connections. Its own changes thus move the version at once (whoever wrote reads the change
 * in their very next request), and the notices of its own commits, which arrive a moment later,
 * are not counted twice (a kept page would be drawn again for nothing).
 */
export class OwnWrites implements KyselyPlugin {
  #count = 0;
  readonly #writes = new WeakSet<QueryId>();
  /** PostgreSQL process ids of this instance's pool connections. */
  readonly backends = new Set<number>();

  get count(): number {
    return this.#count;
  }

  noteCommit(): void {
    this.#count += 1;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table !== undefined && !QUIET_TABLES.has(table)) this.#writes.add(queryId);
    return node;
  }

  transformResult({
    queryId,
    result,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.#count += 1;
    return Promise.resolve(result);
  }
}

/** PostgreSQL's dialect, telling `own` of every commit. */
export class OwnWritesPostgresDialect extends PostgresDialect {
  constructor(
    private readonly settings: PostgresDialectConfig,
    private readonly own: OwnWrites,
  ) {
    super(settings);
  }

  override createDriver(): Driver {
    const own = this.own;
    return new (class extends PostgresDriver {
      override async commitTransaction(connection: DatabaseConnection): Promise<void> {
        await super.commitTransaction(connection);
        own.noteCommit();
      }
    })(this.settings);
  }
}
