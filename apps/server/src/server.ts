import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData, type DemoAccount } from './db/seed/index.js';
import { createFileStorage } from './lib/uploads/create-storage.js';
import { limitHeapGrowth } from './process-memory.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printDemoAccounts(accounts: DemoAccount[]): void {
  console.log('\nDemo salon created. Accounts (login / password):');
  for (const account of accounts) {
    console.log(`  ${account.role.padEnd(8)} ${account.login.padEnd(28)} ${account.password}`);
  }
  console.log('');
}

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = readConfig();
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrateToLatest(database.db);
  if (config.seedDemo) {
    const seed = await seedDemoData(database.db, {
      storage: createFileStorage({ dataDir: config.dataDir, s3: config.s3 }),
    });
    if (seed.created) printDemoAccounts(seed.accounts);
  }

  // Replies are checked against their schemas in the tests, not here (lib/reply-serializer.ts).
  const app = await buildApp({ config, database, runJobs: true, checkReplies: false });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // Not `once`: a signal may come twice (from scripts/start.mjs and from the terminal or the
  // service manager); the second must not end the process before the requests finish.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Salon Tóc Việt is running at ${config.publicUrl ?? `http://${shownHost}:${config.port}`}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
