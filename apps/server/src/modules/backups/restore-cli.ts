import { existsSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { contentTypeOf } from '../../lib/uploads/file-storage.js';
import { createFileStorage } from '../../lib/uploads/create-storage.js';
import { FILE_FOLDERS, openBackupArchive, sha256OfFile } from './backup-archive.js';
import { countPostgres, otherConnections, restorePostgresInto } from './postgres-dump.js';
import { describeSqliteFile } from './sqlite-dump.js';

/** The audit sealer runs every 5 s in a running server: a recent run means one is up. */
const SERVER_ALIVE_MS = 60_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * `npm run restore -- FILE --yes`: checks the archive (its .sha256 file and every part against
 * the manifest), refuses while a server uses the database, then replaces the configured
 * database and the uploaded files with the archive's, and compares the rows per table.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const confirmed = args.includes('--yes');
  const given = args.find((arg) => !arg.startsWith('--'));
  if (!given) fail('Usage: npm run restore -- FILE --yes   (stop the server first)');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  if (!existsSync(file)) fail(`No such file: ${file}`);
  const config = loadConfig();
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';

  const digest = await sha256OfFile(file);
  const sidecar = `${file}.sha256`;
  if (existsSync(sidecar)) {
    const expected = readFileSync(sidecar, 'utf8').split(/\s+/)[0];
    if (expected !== digest) fail(`Checksum mismatch: ${file} is not the file that was backed up.`);
    console.log(`Checksum matches ${path.basename(sidecar)}: ${digest}`);
  } else {
    console.log(`No ${path.basename(sidecar)} beside the file; SHA-256 is ${digest}`);
  }
  const { manifest, parts } = await openBackupArchive(file).catch((error: unknown) =>
    fail(`The archive is damaged: ${error instanceof Error ? error.message : String(error)}`),
  );
  console.log(
    `Backup of ${manifest.created_at} (${manifest.engine}, schema ${manifest.schema_version ?? '?'}): every part matches its checksum.`,
  );
  if (manifest.engine !== engine) {
    fail(`This is a ${manifest.engine} backup; the configured database is ${engine}.`);
  }

  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const alive = await database.db
      .selectFrom('jobs')
      .select('last_run_at')
      .where('name', '=', 'audit-seal')
      .executeTakeFirst()
      .catch(() => undefined);
    if (alive?.last_run_at && Date.now() - Date.parse(alive.last_run_at) < SERVER_ALIVE_MS) {
      fail('A server is using this database (its jobs ran in the last minute). Stop it first.');
    }
  } finally {
    await database.close();
  }
  if (config.databaseUrl && (await otherConnections(config.databaseUrl)) > 0) {
    fail('Other connections are open on this PostgreSQL database. Stop the server first.');
  }
  if (!confirmed) {
    fail(
      `This replaces the ${engine} database and the uploaded files in ${config.dataDir} with the backup's.\n` +
        'Run again with --yes to do it.',
    );
  }

  const stamp = new Date().toISOString().replaceAll(':', '-');
  const dumpFile = path.join(config.dataDir, `restore-${stamp}-${manifest.database.name}`);
  await writeFile(dumpFile, parts.get(manifest.database.name) ?? Buffer.alloc(0));
  let restored: Record<string, number>;
  try {
    if (config.databaseUrl) {
      await restorePostgresInto(config.databaseUrl, dumpFile);
      restored = (await countPostgres(config.databaseUrl, manifest.pg_schema ?? 'public')).counts;
    } else {
      const live = path.join(config.dataDir, 'salon.db');
      if (existsSync(live))
        await rename(live, path.join(config.dataDir, `salon.db.before-restore-${stamp}`));
      for (const suffix of ['-wal', '-shm']) await rm(`${live}${suffix}`, { force: true });
      await rename(dumpFile, live);
      restored = describeSqliteFile(live).counts;
    }
  } finally {
    await rm(dumpFile, { force: true });
  }
  // Backups the archive caught half-written never finish now.
  const after = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await sql`update backups set status = 'failed', error = 'interrupted by the restore' where status = 'running'`
    .execute(after.db)
    .catch(() => undefined);
  await after.close();

  // On disk the current files are set aside; in a bucket the archive's are written over them
  // (objects the archive does not have stay, unreferenced).
  const storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
  if (storage.kind === 'local') {
    for (const folder of FILE_FOLDERS) {
      const current = path.join(config.dataDir, folder);
      if (existsSync(current)) await rename(current, `${current}.before-restore-${stamp}`);
    }
  }
  for (const part of manifest.files) {
    await storage.put(part.name, parts.get(part.name) ?? Buffer.alloc(0), {
      contentType: contentTypeOf(part.name),
      private: !part.name.startsWith('uploads/'),
    });
  }

  const differing = Object.entries(manifest.tables).filter(([t, n]) => restored[t] !== n);
  for (const [table, expected] of differing) {
    console.error(`  ${table}: backup ${expected} rows, restored ${restored[table] ?? 'missing'}`);
  }
  console.log(
    `Restored ${Object.keys(restored).length} tables and ${manifest.files.length} files` +
      (differing.length
        ? `; ${differing.length} tables differ from the manifest.`
        : '; every table has its rows.'),
  );
  console.log(
    storage.kind === 'local'
      ? `The previous files were kept with the suffix .before-restore-${stamp}. Start the server.`
      : 'The files were written to the bucket. Start the server.',
  );
  if (differing.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
