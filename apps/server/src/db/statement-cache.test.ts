import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepingStatements } from './statement-cache.js';

let connection: SQLite.Database;

beforeEach(() => {
  connection = new SQLite(':memory:');
  connection.exec('create table t (n integer)');
  connection.exec('insert into t values (1), (2), (3)');
});

afterEach(() => {
  if (connection.open) connection.close();
});

describe('keepingStatements', () => {
  it('prepares a query once and hands the same statement out again', () => {
    const kept = keepingStatements(connection);
    const first = kept.prepare('select n from t where n > ?');
    expect(kept.prepare('select n from t where n > ?')).toBe(first);
    expect(kept.prepare('select n from t where n < ?')).not.toBe(first);
  });

  it('gives a fresh statement while the kept one is still being read', () => {
    const kept = keepingStatements(connection);
    const reading = kept.prepare('select n from t') as SQLite.Statement;
    const rows = reading.iterate();
    rows.next();
    const other = kept.prepare('select n from t') as SQLite.Statement;
    expect(other).not.toBe(reading);
    expect(other.all()).toHaveLength(3);
    rows.return?.();
    expect(kept.prepare('select n from t')).toBe(reading);
  });

  it('keeps at most `size`, dropping the least recently used', () => {
    const kept = keepingStatements(connection, 2);
    const a = kept.prepare('select 1');
    const b = kept.prepare('select 2');
    expect(kept.prepare('select 1')).toBe(a);
    kept.prepare('select 3');
    expect(kept.prepare('select 1')).toBe(a);
    expect(kept.prepare('select 2')).not.toBe(b);
  });

  it('serves Kysely: reads and writes through kept statements give the right answers', async () => {
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: keepingStatements(connection) }),
    });
    for (const n of [4, 5]) await db.insertInto('t').values({ n }).execute();
    const count = () => sql<{ c: number }>`select count(*) as c from t`.execute(db);
    expect((await count()).rows[0]?.c).toBe(5);
    await db.deleteFrom('t').where('n', '>', 3).execute();
    expect((await count()).rows[0]?.c).toBe(3);
    await db.destroy();
    expect(connection.open).toBe(false);
  });
});
