import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { createFileStorage } from '../lib/uploads/create-storage.js';
import { openDatabase } from './database.js';

/**
 * `npm run db:reset`: throws the database away (SQLite file, or every table of the PostgreSQL
 * schema) and the demo images (on disk or in the bucket), so the next start creates a fresh
 * demo salon.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await sql`drop schema public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
    await database.close();
    console.log('PostgreSQL schema "public" emptied.');
  } else {
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(path.join(config.dataDir, `salon.db${suffix}`), { force: true });
    }
    console.log(`SQLite database in ${config.dataDir} removed.`);
  }
  const storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
  for await (const file of storage.list('uploads/demo/')) await storage.delete(file.key);
  console.log('Start the server (npm start) to create the demo salon again.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
