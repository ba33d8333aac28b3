import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db, type Engine } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  engine: Engine;
  config: Config;
  /**
   * A second instance of the app on the same database, as a second server process would be:
   * its own connection pool and in-memory state. Closed with the first.
   */
  twin(): Promise<{ app: FastifyInstance; db: Db }>;
  /** Runs `cleanup` when the app is closed (test servers started for it, say). */
  onClose(cleanup: () => Promise<void>): void;
  close(): Promise<void>;
}

/**
 * The real app on a real, freshly migrated database: a temporary SQLite file, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL schema of its own that is dropped afterwards.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { webDist?: string } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-test-'));
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const pgSchema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && pgSchema) await withPgClient(databaseUrl, `create schema ${pgSchema}`);

  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    databaseUrl,
    ...overrides,
  };
  const database = openDatabase({ dataDir, databaseUrl, pgSchema });
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    webDist: options.webDist ?? path.join(dataDir, 'no-web'),
  });
  await app.ready();
  const twins: FastifyInstance[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  return {
    app,
    db: database.db,
    engine: database.engine,
    config,
    async twin() {
      const second = openDatabase({ dataDir, databaseUrl, pgSchema });
      const twin = await buildApp({
        config,
        database: second,
        webDist: options.webDist ?? path.join(dataDir, 'no-web'),
      });
      await twin.ready();
      twins.push(twin);
      return { app: twin, db: second.db };
    },
    onClose(cleanup) {
      cleanups.push(cleanup);
    },
    async close() {
      for (const cleanup of cleanups) await cleanup();
      for (const twin of twins) await twin.close();
      await app.close();
      if (databaseUrl && pgSchema) {
        await withPgClient(databaseUrl, `drop schema ${pgSchema} cascade`);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPgClient(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Run raw SQL in tests (e.g. to look at what was stored). */
export { sql };
