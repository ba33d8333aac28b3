import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUIET_TABLES } from '../../db/data-change-signal.js';
import { ownWritesOf } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DataVersionRepository } from './data-version.repository.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('the data version every kept answer is checked against', () => {
  it('stays while the data is only read, and moves with a write through the app', async () => {
    const version = new DataVersionRepository(t.db);
    const before = await version.current();
    await t.db.selectFrom('services').select('id').execute();
    expect(await version.current()).toBe(before);
    await t.db
      .insertInto('categories')
      .values({ name: 'Gội đầu', slug: 'goi-dau', type: 'service' })
      .execute();
    expect(await version.current()).not.toBe(before);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'moves when another process writes to the same SQLite file',
    async () => {
      const version = new DataVersionRepository(t.db);
      const before = await version.current();
      const other = new SQLite(path.join(t.config.dataDir, 'salon.db'));
      try {
        other
          .prepare("insert into categories (name, slug, type) values ('Nhuộm', 'nhuom', 'service')")
          .run();
      } finally {
        other.close();
      }
      expect(await version.current()).not.toBe(before);
    },
  );
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the data version on PostgreSQL', () => {
  /** A connection of its own on the test's schema, as another instance or program would have. */
  async function otherConnection(): Promise<pg.Client> {
    const schema = await schemaOf(t.db);
    const client = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${schema}`,
    });
    await client.connect();
    return client;
  }

  async function schemaOf(db: typeof t.db): Promise<string> {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
    return rows[0]!.s;
  }

  async function listening(): Promise<DataVersionRepository> {
    const version = new DataVersionRepository(t.db);
    await version.listen({
      connectionString: process.env.TEST_DATABASE_URL!,
      schema: await schemaOf(t.db),
    });
    t.onClose(() => version.stop());
    return version;
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  async function changes(version: DataVersionRepository, from: string): Promise<boolean> {
    for (let i = 0; i < 30; i++) {
      if ((await version.current()) !== from) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  it("moves with another instance's commit to a shown table, heard without a query", async () => {
    const version = await listening();
    const before = await version.current();
    const other = await otherConnection();
    try {
      await other.query('begin');
      await other.query(
        "insert into categories (name, name_key, slug, type) values ('Uốn', 'uon', 'uon', 'service')",
      );
      await settle();
      expect(await version.current(), 'not before the commit').toBe(before);
      await other.query('commit');
      expect(await changes(version, before)).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('stays through writes to private tables and to other schemas of the cluster', async () => {
    const version = await listening();
    const before = await version.current();
    const other = await otherConnection();
    const elsewhere = `other_${Date.now()}`;
    try {
      await other.query(
        "insert into rate_limits (key, hits, expires_at) values ('x', '[]', now() + interval '1 hour')",
      );
      await other.query(`create schema ${elsewhere}`);
      await other.query(`create table ${elsewhere}.t (id int)`);
      await other.query(`insert into ${elsewhere}.t values (1)`);
      await settle();
      expect(await version.current()).toBe(before);
    } finally {
      await other.query(`drop schema if exists ${elsewhere} cascade`);
      await other.end();
    }
  });

  it("counts this instance's own statements on shown tables, not on private ones", async () => {
    const writes = ownWritesOf(t.db)!;
    const before = writes.count;
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'y', hits: '[]', expires_at: new Date(Date.now() + 3_600_000).toISOString() })
      .execute();
    expect(writes.count).toBe(before);
    await t.db
      .insertInto('categories')
      .values({ name: 'Gội', slug: 'goi', type: 'service' })
      .execute();
    expect(writes.count).toBe(before + 1);
  });

  it("moves at once with this instance's own write or transaction, and not again when its notice comes", async () => {
    const version = await listening();
    const before = await version.current();
    await t.db
      .insertInto('categories')
      .values({ name: 'Gội', slug: 'goi', type: 'service' })
      .execute();
    const afterWrite = await version.current();
    expect(afterWrite).not.toBe(before);
    await settle();
    expect(await version.current()).toBe(afterWrite);
    await t.db.transaction().execute(async (trx) => {
      await sql`update categories set name = 'Gội đầu' where slug = 'goi'`.execute(trx);
    });
    const afterCommit = await version.current();
    expect(afterCommit, 'a raw write counts at its commit').not.toBe(afterWrite);
    await settle();
    expect(await version.current()).toBe(afterCommit);
    await sql`update categories set name = 'Gội thảo dược' where slug = 'goi'`.execute(t.db);
    const afterRaw = await version.current();
    expect(afterRaw, 'a raw write on its own counts at once').not.toBe(afterCommit);
    await settle();
    expect(await version.current()).toBe(afterRaw);
  });

  it('every table but the private ones has the trigger, also one added later', async () => {
    await sql`create table added_later (id int)`.execute(t.db);
    await migrateToLatest(t.db);
    const { rows } = await sql<{ name: string; has: boolean }>`
        select c.relname as name,
          exists (select 1 from pg_trigger g where g.tgrelid = c.oid
                  and g.tgname = 'salon_data_changed') as has
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r'`.execute(t.db);
    expect(rows.length).toBeGreaterThan(40);
    for (const { name, has } of rows) expect(has, name).toBe(!QUIET_TABLES.has(name));
  });

  it('falls back to the snapshot while not listening', async () => {
    const version = await listening();
    await version.stop();
    const before = await version.current();
    expect(before).toMatch(/^\d+:\d+:/);
    await t.db
      .insertInto('categories')
      .values({ name: 'Nhuộm', slug: 'nhuom', type: 'service' })
      .execute();
    expect(await version.current()).not.toBe(before);
  });
});
