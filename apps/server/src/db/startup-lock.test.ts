import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/index.js';
import { LocalFileStorage } from '../lib/uploads/local-storage.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** What server.ts does before it listens: migrate, then seed an empty database. */
async function startInstance(handle: DatabaseHandle, dataDir: string) {
  const migrated = await migrateToLatest(handle.db);
  const seed = await seedDemoData(handle.db, { storage: new LocalFileStorage(dataDir) });
  return { migrated, created: seed.created };
}

async function count(
  handle: DatabaseHandle,
  table: 'users' | 'branches' | 'services' | 'settings',
) {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Two server instances starting together on an empty PostgreSQL database (a fresh schema of
 * its own here, each instance with its own connection pool): the start-up lock makes one
 * migrate and seed while the other waits, then finds everything done.
 */
describe.skipIf(!databaseUrl)('two instances starting together on an empty PostgreSQL', () => {
  it('both start; the migrations run once and the demo salon is there once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-startup-'));
    const pgSchema = `startup_${randomBytes(6).toString('hex')}`;
    const admin = openDatabase({ dataDir, databaseUrl });
    await sql`create schema ${sql.id(pgSchema)}`.execute(admin.db);
    const first = openDatabase({ dataDir, databaseUrl, pgSchema });
    const second = openDatabase({ dataDir, databaseUrl, pgSchema });
    try {
      const results = await Promise.allSettled([
        startInstance(first, dataDir),
        startInstance(second, dataDir),
      ]);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(started.map((s) => s.created).sort()).toEqual([false, true]);
      expect(started.map((s) => s.migrated.length).sort((a, b) => a - b)).toEqual([
        0,
        Object.keys(migrations).length,
      ]);

      const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(
        first.db,
      );
      expect(applied.rows).toHaveLength(Object.keys(migrations).length);
      expect(await count(first, 'users')).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
      for (const account of DEMO_ACCOUNTS) {
        const rows = await first.db
          .selectFrom('users')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('email', '=', account.login),
              eb('phone', '=', `+84${account.login.slice(1)}`),
            ]),
          )
          .execute();
        expect(rows, account.login).toHaveLength(1);
      }
      expect(await count(first, 'branches')).toBe(3);
    } finally {
      await first.close();
      await second.close();
      await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(admin.db);
      await admin.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
