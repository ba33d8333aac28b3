import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Whether a PostgreSQL client program (pg_dump, pg_restore) is on the PATH. */
export async function hasProgram(program: string): Promise<boolean> {
  try {
    await run(program, ['--version']);
    return true;
  } catch {
    return false;
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows per table and the newest migration of one schema, read by `client`. */
async function describeSchema(client: pg.Client | pg.ClientBase, schema: string) {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
    [schema],
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from ${ident(schema)}.${ident(name)}`,
    );
    counts[name] = Number(result.rows[0]?.n ?? 0);
  }
  let schemaVersion: string | null = null;
  if (counts.kysely_migration !== undefined) {
    const version = await client.query<{ name: string }>(
      `select name from ${ident(schema)}.kysely_migration order by name desc limit 1`,
    );
    schemaVersion = version.rows[0]?.name ?? null;
  }
  return { counts, schemaVersion };
}

/**
 * `pg_dump` of the app's schema (custom format), and the row counts of the very snapshot it
 * dumps: a repeatable-read transaction exports its snapshot, counts in it, and pg_dump reads it.
 */
export async function dumpPostgres(url: string, schema: string, target: string) {
  return withClient(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const snapshot = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const described = await describeSchema(client, schema);
      await run('pg_dump', [
        `--dbname=${url}`,
        `--schema=${schema}`,
        `--snapshot=${snapshot.rows[0]?.id ?? ''}`,
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${target}`,
      ]);
      return described;
    } finally {
      await client.query('commit');
    }
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Restores a dump into a scratch database created for the purpose and dropped afterwards;
 * answers the rows per table found there.
 */
export async function restorePostgresScratch(url: string, schema: string, dumpFile: string) {
  const scratch = `salon_drill_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database ${ident(scratch)}`));
  try {
    const scratchUrl = withDatabase(url, scratch);
    await run('pg_restore', [
      `--dbname=${scratchUrl}`,
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      dumpFile,
    ]);
    return await withClient(scratchUrl, (client) => describeSchema(client, schema));
  } finally {
    await withClient(url, (client) =>
      client.query(`drop database if exists ${ident(scratch)} with (force)`),
    );
  }
}

/**
 * Replaces the configured schema's contents with the dump's (operators' `npm run restore`),
 * in one transaction: a failure leaves the database as it was.
 */
export async function restorePostgresInto(url: string, dumpFile: string): Promise<void> {
  await run('pg_restore', [
    `--dbname=${url}`,
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    dumpFile,
  ]);
}

/** Connections to the database other than ours (a running server holds some). */
export async function otherConnections(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return Number(result.rows[0]?.n ?? 0);
  });
}

/** Rows per table of one schema of the database at `url` (after an operator's restore). */
export function countPostgres(url: string, schema: string) {
  return withClient(url, (client) => describeSchema(client, schema));
}
