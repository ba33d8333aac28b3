import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/index.js';
import { LocalFileStorage } from '../lib/uploads/local-storage.js';

/**
 * A migrated SQLite database in a temporary data folder, filled with the demo salon before the
 * file's tests and thrown away after them. Read `handle` inside the tests.
 */
export function useSeededDemoDatabase(name: string): { readonly handle: DatabaseHandle } {
  let dataDir: string;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `salon-seed-${name}-`));
    handle = openDatabase({ dataDir });
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { storage: new LocalFileStorage(dataDir) });
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    get handle() {
      if (!handle) throw new Error('The demo database is made in beforeAll()');
      return handle;
    },
  };
}
