import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/database.js';
import { createFileStorage } from '../../lib/uploads/create-storage.js';
import { AuditTrail } from '../audit/audit-trail.js';
import { BackupsService } from './backups.service.js';

/**
 * `npm run backup`: writes a backup now (as the scheduled job does) into DATA_DIR/backups and
 * prints its path, size and SHA-256. Safe while the server runs.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const backups = new BackupsService(database.db, new AuditTrail(), {
      dataDir: config.dataDir,
      storage: createFileStorage({ dataDir: config.dataDir, s3: config.s3 }),
      engine: database.engine,
      databaseUrl: config.databaseUrl,
      intervalHours: config.backupIntervalHours,
    });
    const backup = await backups.create('manual', null);
    if (backup.status !== 'ok') {
      console.error(`Backup failed: ${backup.error ?? 'unknown error'}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Backup written: ${backups.directory}/${backup.file_name}`);
    console.log(
      `  size     ${backup.size_bytes} bytes (${backup.tables} tables, ${backup.rows} rows, ${backup.upload_files} files)`,
    );
    console.log(`  sha256   ${backup.sha256 ?? ''}`);
    console.log(`  took     ${backup.duration_ms} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
