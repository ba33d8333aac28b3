import { existsSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_MESSAGES as M,
  BACKUP_POLICY,
  type BackupDrillView,
  type BackupKind,
  type BackupsOverview,
  type BackupStatus,
  type BackupTableCount,
  type BackupView,
  type DrillResult,
} from '@salon/shared';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/uploads/file-storage.js';
import { nowIso, type Db, type Engine } from '../../db/database.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import {
  BackupDamaged,
  isBackupFileName,
  newBackupFileName,
  openBackupArchive,
  restoreToScratch,
  sha256OfFile,
  writeBackupArchive,
} from './backup-archive.js';
import { BackupsRepository, type BackupRow, type DrillRow } from './backups.repository.js';

export interface BackupsOptions {
  /** The archives are written to DATA_DIR/backups, on this server's disk. */
  dataDir: string;
  /** Where the uploaded files the archives include are kept. */
  storage: FileStorage;
  engine: Engine;
  databaseUrl: string | undefined;
  intervalHours: number;
}

const DAY_MS = 86_400_000;
/** A label for the uploads in a drill's per-table result. */
export const FILES_ROW = '(tệp tải lên)';

const shortError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Backups under DATA_DIR/backups: made on a schedule or by an admin, kept BACKUP_POLICY's
 * 90 days, downloadable, and proved by restore drills into a scratch database.
 */
export class BackupsService {
  readonly #repository: BackupsRepository;
  /** One backup or drill at a time in this process (they read the whole database). */
  #busy = false;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly options: BackupsOptions,
  ) {
    this.#repository = new BackupsRepository(db);
  }

  get intervalMs(): number {
    return this.options.intervalHours * 3_600_000;
  }

  get directory(): string {
    return path.join(this.options.dataDir, 'backups');
  }

  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy) throw new AppError('BACKUP_BUSY', M.busy, 409);
    this.#busy = true;
    try {
      return await work();
    } finally {
      this.#busy = false;
    }
  }

  /** Writes a backup now; a failure is recorded as a failed backup and answered as it is. */
  create(kind: BackupKind, actorId: number | null): Promise<BackupView> {
    return this.#exclusive(() => this.#create(kind, actorId));
  }

  async #create(kind: BackupKind, actorId: number | null): Promise<BackupView> {
    const started = Date.now();
    const file_name = newBackupFileName(new Date(started));
    const target = path.join(this.directory, file_name);
    const inserted = await this.db
      .insertInto('backups')
      .values({
        file_name,
        kind,
        status: 'running',
        engine: this.options.engine,
        created_by: actorId,
        created_at: new Date(started).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = inserted.id;
    try {
      const manifest = await writeBackupArchive(
        { db: this.db, engine: this.options.engine, databaseUrl: this.options.databaseUrl },
        this.options.storage,
        target,
      );
      const digest = await sha256OfFile(target);
      await writeFile(`${target}.sha256`, `${digest}  ${file_name}\n`);
      const size = (await stat(target)).size;
      await this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('backups')
          .set({
            status: 'ok',
            size_bytes: size,
            sha256: digest,
            schema_version: manifest.schema_version,
            row_counts: JSON.stringify(manifest.tables),
            upload_files: manifest.files.length,
            duration_ms: Date.now() - started,
          })
          .where('id', '=', id)
          .execute();
        await this.audit.record(trx, {
          action: 'create',
          resource: 'backup',
          resourceId: id,
          summary: `${kind === 'manual' ? 'Sao lưu thủ công' : 'Sao lưu tự động'} #${id}`,
        });
      });
    } catch (error) {
      await rm(target, { force: true });
      await this.db
        .updateTable('backups')
        .set({ status: 'failed', error: shortError(error), duration_ms: Date.now() - started })
        .where('id', '=', id)
        .execute();
    }
    return this.#view(await this.#row(id), Date.now());
  }

  /** The scheduled job: a backup, then the retention. */
  async runScheduled(now: Date): Promise<void> {
    await this.create('scheduled', null);
    await this.applyRetention(now);
  }

  /** Deletes the archives (and their rows) older than the retention period. */
  async applyRetention(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - BACKUP_POLICY.retentionDays * DAY_MS).toISOString();
    const old = await this.#repository.olderThan(cutoff);
    for (const row of old) {
      if (isBackupFileName(row.file_name)) {
        await rm(path.join(this.directory, row.file_name), { force: true });
        await rm(path.join(this.directory, `${row.file_name}.sha256`), { force: true });
      }
    }
    if (old.length === 0) return 0;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('backups')
        .where(
          'id',
          'in',
          old.map((row) => row.id),
        )
        .execute();
      await this.audit.record(
        trx,
        old.map((row) => ({
          action: 'delete' as const,
          resource: 'backup' as const,
          resourceId: row.id,
          summary: `Xóa bản sao lưu #${row.id} quá ${BACKUP_POLICY.retentionDays} ngày`,
        })),
      );
    });
    return old.length;
  }

  async overview(now = new Date()): Promise<BackupsOverview> {
    const at = now.getTime();
    const rows = await this.#repository.list();
    const backups = rows.map((row) => this.#view(row, at));
    const last = backups.find((backup) => backup.status === 'ok') ?? null;
    const [drill] = await this.#repository.drills(1);
    const passed = await this.#repository.lastPassedDrill();
    return {
      backups,
      summary: {
        interval_hours: this.options.intervalHours,
        retention_days: BACKUP_POLICY.retentionDays,
        last_backup: last,
        next_due_at: await this.#repository.nextScheduledRun(),
        rpo: {
          target_seconds: this.options.intervalHours * 3600,
          current_seconds: last ? last.age_seconds : null,
        },
        last_drill: drill ? await this.#drillView(drill) : null,
        rto: {
          measured_ms: passed?.duration_ms ?? null,
          measured_at: passed?.finished_at ?? null,
        },
        total_bytes: backups.reduce(
          (sum, backup) => sum + (backup.status === 'ok' ? backup.size_bytes : 0),
          0,
        ),
      },
    };
  }

  /** The archive to send, audited as a critical download in its own transaction. */
  async download(id: number): Promise<{ file: string; name: string; size: number }> {
    const row = await this.#usable(id);
    const file = path.join(this.directory, row.file_name);
    await this.db.transaction().execute((trx) =>
      this.audit.record(trx, {
        action: 'download',
        resource: 'backup',
        resourceId: id,
        summary: `Tải xuống bản sao lưu #${id}`,
      }),
    );
    return { file, name: row.file_name, size: (await stat(file)).size };
  }

  async drills(limit = 20): Promise<BackupDrillView[]> {
    const rows = await this.#repository.drills(limit);
    return Promise.all(rows.map((row) => this.#drillView(row)));
  }

  /**
   * A restore drill: the archive's checksum, each part's checksum, then its database restored
   * into a scratch copy whose rows per table must equal the manifest's. Timed from start to end.
   */
  drill(id: number, actorId: number | null): Promise<BackupDrillView> {
    return this.#exclusive(async () => {
      const row = await this.#usable(id);
      const started = Date.now();
      const started_at = new Date(started).toISOString();
      const { id: drillId } = await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('backup_drills')
          .values({ backup_id: id, result: 'running', started_at, started_by: actorId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.audit.record(trx, {
          action: 'restore',
          resource: 'backup',
          resourceId: id,
          summary: `Diễn tập khôi phục bản sao lưu #${id}`,
        });
        return inserted;
      });
      let result: DrillResult = 'failed';
      let tables: BackupTableCount[] = [];
      let error: string | null = null;
      try {
        const checked = await this.#restoreAndCount(row);
        tables = checked.tables;
        const differing = tables.filter((t) => t.expected !== t.restored).length;
        if (differing > 0) error = M.countsDiffer(differing);
        else result = 'passed';
      } catch (caught) {
        error = caught instanceof DrillFailure ? caught.message : shortError(caught);
      }
      await this.db
        .updateTable('backup_drills')
        .set({
          result,
          finished_at: nowIso(),
          duration_ms: Date.now() - started,
          tables: JSON.stringify(tables),
          error,
        })
        .where('id', '=', drillId)
        .execute();
      const saved = await this.#repository.findDrill(drillId);
      if (!saved) throw new Error('drill row vanished');
      return this.#drillView(saved);
    });
  }

  async #restoreAndCount(row: BackupRow): Promise<{ tables: BackupTableCount[] }> {
    const file = path.join(this.directory, row.file_name);
    if ((await sha256OfFile(file)) !== row.sha256) throw new DrillFailure(M.checksumMismatch);
    let opened;
    try {
      opened = await openBackupArchive(file);
    } catch (caught) {
      if (caught instanceof BackupDamaged) {
        throw new DrillFailure(M.partChecksumMismatch(caught.message));
      }
      throw caught;
    }
    const restored = await restoreToScratch(opened, this.options.databaseUrl);
    const expected = opened.manifest.tables;
    const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort();
    const tables: BackupTableCount[] = names.map((table) => ({
      table,
      expected: expected[table] ?? 0,
      restored: restored[table] ?? null,
    }));
    // Every file's checksum was verified while opening: they are all there and intact.
    tables.push({
      table: FILES_ROW,
      expected: opened.manifest.files.length,
      restored: opened.manifest.files.length,
    });
    return { tables };
  }

  async #row(id: number): Promise<BackupRow> {
    const row = await this.#repository.find(id);
    if (!row) throw new AppError('BACKUP_NOT_FOUND', M.notFound, 404);
    return row;
  }

  async #usable(id: number): Promise<BackupRow> {
    const row = await this.#row(id);
    if (row.status !== 'ok') throw new AppError('BACKUP_NOT_USABLE', M.notUsable, 409);
    if (!isBackupFileName(row.file_name) || !existsSync(path.join(this.directory, row.file_name))) {
      throw new AppError('BACKUP_FILE_MISSING', M.fileMissing, 409);
    }
    return row;
  }

  #view(row: BackupRow, at: number): BackupView {
    const counts = row.row_counts ? (JSON.parse(row.row_counts) as Record<string, number>) : {};
    return {
      id: row.id,
      file_name: row.file_name,
      kind: row.kind as BackupKind,
      status: row.status as BackupStatus,
      engine: row.engine,
      schema_version: row.schema_version,
      size_bytes: Number(row.size_bytes),
      sha256: row.sha256,
      tables: Object.keys(counts).length,
      rows: Object.values(counts).reduce((sum, n) => sum + n, 0),
      upload_files: row.upload_files,
      duration_ms: row.duration_ms,
      error: row.error,
      created_at: row.created_at,
      age_seconds: Math.max(0, Math.round((at - Date.parse(row.created_at)) / 1000)),
    };
  }

  async #drillView(row: DrillRow): Promise<BackupDrillView> {
    const backup = await this.#repository.find(row.backup_id);
    return {
      id: row.id,
      backup_id: row.backup_id,
      backup_file: backup?.file_name ?? null,
      result: row.result as DrillResult,
      started_at: row.started_at,
      finished_at: row.finished_at,
      duration_ms: row.duration_ms,
      tables: row.tables ? (JSON.parse(row.tables) as BackupTableCount[]) : [],
      error: row.error,
    };
  }
}

/** A drill that found the backup wanting: its message is the drill's result. */
class DrillFailure extends Error {}
