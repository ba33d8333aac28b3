import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { OwnWrites, OwnWritesPostgresDialect } from './data-change-signal.js';
import { SqliteBooleanPlugin } from './dialect-plugins.js';
import { keepingStatements } from './statement-cache.js';
import { NameKeyPlugin } from './name-key-plugin.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** PostgreSQL only: how to open a connection of one's own (to LISTEN for events). */
  pg?: PgConnectionInfo;
  close(): Promise<void>;
}

export interface PgConnectionInfo {
  connectionString: string;
  schema: string | undefined;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema to use (tests give each run its own). */
  pgSchema?: string | undefined;
}

/**
 * PostgreSQL values as the app wants them: timestamps as ISO 8601 strings, dates as
 * `YYYY-MM-DD`, counts (int8) and numerics as numbers. SQLite already returns these shapes.
 */
const PG_TYPE_PARSERS: Record<number, (value: string) => unknown> = {
  20: (v) => Number(v), // int8: count(*), sums
  1700: (v) => Number(v), // numeric: averages, ratings
  1082: (v) => v, // date stays YYYY-MM-DD
  1114: (v) => new Date(`${v.replace(' ', 'T')}Z`).toISOString(), // timestamp (UTC)
  1184: (v) => new Date(v).toISOString(), // timestamptz
};

type TypeParser = (oid: number, format?: 'text' | 'binary') => (value: string) => unknown;
const builtinTypeParser = pg.types.getTypeParser.bind(pg.types) as TypeParser;

const pgTypes = {
  getTypeParser: ((oid, format) =>
    PG_TYPE_PARSERS[oid] ?? builtinTypeParser(oid, format)) as TypeParser,
};

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema);
  return openSqlite(path.join(options.dataDir, 'salon.db'));
}

/** The better-sqlite3 connection under a SQLite `Db`, for the few reads that must skip Kysely. */
const sqliteConnections = new WeakMap<Db, SQLite.Database>();

export function sqliteConnectionOf(db: Db): SQLite.Database | undefined {
  return sqliteConnections.get(db);
}

/** PostgreSQL: this instance's writes visitors may see, and its connections (OwnWrites). */
const pgOwnWrites = new WeakMap<Db, OwnWrites>();

export function ownWritesOf(db: Db): OwnWrites | undefined {
  return pgOwnWrites.get(db);
}

function openSqlite(file: string): DatabaseHandle {
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(connection) }),
    plugins: [new NameKeyPlugin(), new SqliteBooleanPlugin()],
  });
  sqliteConnections.set(db, connection);
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

function openPostgres(connectionString: string, schema?: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: pgTypes,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const own = new OwnWrites();
  pool.on('connect', (client) => {
    const { processID } = client as unknown as { processID: number | null };
    if (processID) own.backends.add(processID);
  });
  pool.on('remove', (client) => {
    const { processID } = client as unknown as { processID: number | null };
    if (processID) own.backends.delete(processID);
  });
  const db = new Kysely<Database>({
    dialect: new OwnWritesPostgresDialect({ pool }, own),
    plugins: [new NameKeyPlugin(), own],
  });
  pgOwnWrites.set(db, own);
  return {
    db,
    engine: 'postgres',
    pg: { connectionString, schema: schema ?? searchPathOf(connectionString) },
    close: () => db.destroy(),
  };
}

/**
 * The schema a URL chooses with `?options=-c search_path=…` (how N instances of one deployment
 * share a database that other deployments also use), or undefined.
 */
export function searchPathOf(connectionString: string): string | undefined {
  try {
    const options = new URL(connectionString).searchParams.get('options') ?? '';
    return /(?:^|\s)-c\s*search_path=([^\s,]+)/.exec(options)?.[1];
  } catch {
    return undefined;
  }
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
