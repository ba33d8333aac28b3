import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';
import type { Engine } from './database.js';

/* Migrations take `Kysely<any>`: they describe tables as they were, not today's schema. */
/* eslint-disable @typescript-eslint/no-explicit-any */
export type MigrationDb = Kysely<any>;
type Table = CreateTableBuilder<string, never>;

export function engineOf(db: MigrationDb): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Column types that differ between the engines; everything else is written plainly. */
export function columnTypes(engine: Engine) {
  const pg = engine === 'postgres';
  return {
    timestamp: pg ? sql`timestamptz` : sql`text`,
    date: pg ? sql`date` : sql`text`,
    boolean: pg ? sql`boolean` : sql`integer`,
    /** Money in đồng and other counters that may pass 2^31. */
    bigint: pg ? sql`bigint` : sql`integer`,
    real: pg ? sql`double precision` : sql`real`,
    json: sql`text`,
  };
}

/** The current time as an ISO 8601 string, as a column default. */
export function nowDefault(engine: Engine) {
  return engine === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export function falseDefault(engine: Engine) {
  return engine === 'postgres' ? sql`false` : sql`0`;
}

export function trueDefault(engine: Engine) {
  return engine === 'postgres' ? sql`true` : sql`1`;
}

/** A generated integer primary key named `id`. */
export function withId(table: Table, engine: Engine): Table {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** `created_at` and `updated_at`, set by the database on insert. */
export function withTimestamps(table: Table, engine: Engine): Table {
  const t = columnTypes(engine);
  return table
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(nowDefault(engine)));
}

export function booleanColumn(engine: Engine, value: boolean) {
  return (c: ColumnDefinitionBuilder) =>
    c.notNull().defaultTo(value ? trueDefault(engine) : falseDefault(engine));
}
