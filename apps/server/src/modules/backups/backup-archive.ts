import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import type { FileStorage } from '../../lib/uploads/file-storage.js';
import { ImageVariants } from '../../lib/uploads/image-variants.js';
import { dumpPostgres, restorePostgresScratch } from './postgres-dump.js';
import { describeSqliteFile, dumpSqlite } from './sqlite-dump.js';
import { readTarGz, writeTarGz, type TarInput } from './tar-archive.js';

/**
 * Folders of the file store that hold files the database points to (images, documents, chat
 * attachments). The responsive copies of pictures are left out: they are made again on demand.
 */
export const FILE_FOLDERS = ['uploads', 'chat-files'] as const;
export const MANIFEST = 'manifest.json';
export const BACKUP_FORMAT = 'salon-backup/1';
const FILE_NAME = /^salon-backup-[0-9A-Za-z-]+\.tar\.gz$/;

export interface ManifestPart {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  engine: Engine;
  /** PostgreSQL: the schema the dump holds. */
  pg_schema?: string;
  schema_version: string | null;
  tables: Record<string, number>;
  database: ManifestPart;
  files: ManifestPart[];
}

export interface DatabaseSource {
  db: Db;
  engine: Engine;
  databaseUrl: string | undefined;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function isBackupFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

export function newBackupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `salon-backup-${stamp}-${randomBytes(3).toString('hex')}.tar.gz`;
}

async function storedFiles(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of FILE_FOLDERS) {
    for await (const entry of storage.list(`${folder}/`)) {
      if (!ImageVariants.isVariantKey(entry.key)) keys.push(entry.key);
    }
  }
  return keys.sort((a, b) => a.localeCompare(b));
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

/**
 * Writes one archive at `target`: the database's consistent copy, the files of FILE_FOLDERS
 * (read from the file store, disk or bucket) and a manifest with the rows per table and the
 * SHA-256 of every part. Answers the manifest.
 */
export async function writeBackupArchive(
  source: DatabaseSource,
  storage: FileStorage,
  target: string,
): Promise<BackupManifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'salon-backup-'));
  try {
    const created_at = new Date().toISOString();
    let dumped: { counts: Record<string, number>; schemaVersion: string | null };
    let databasePart: string;
    let pgSchema: string | undefined;
    if (source.engine === 'postgres' && source.databaseUrl) {
      pgSchema = await currentSchema(source.db);
      databasePart = 'database.pgdump';
      dumped = await dumpPostgres(source.databaseUrl, pgSchema, path.join(work, databasePart));
    } else {
      databasePart = 'database.sqlite';
      dumped = await dumpSqlite(source.db, path.join(work, databasePart));
    }
    const databaseFile = path.join(work, databasePart);
    const files: ManifestPart[] = [];
    const uploads: TarInput[] = [];
    for (const key of await storedFiles(storage)) {
      const data = await storage.read(key);
      if (!data) continue; // deleted since it was listed
      files.push({ name: key, size: data.length, sha256: sha256(data) });
      uploads.push({
        name: key,
        source: async () => {
          const again = await storage.read(key);
          if (!again) throw new Error(`${key} was deleted while the backup was written`);
          return again;
        },
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at,
      engine: source.engine,
      ...(pgSchema ? { pg_schema: pgSchema } : {}),
      schema_version: dumped.schemaVersion,
      tables: dumped.counts,
      database: {
        name: databasePart,
        size: (await stat(databaseFile)).size,
        sha256: await sha256OfFile(databaseFile),
      },
      files,
    };
    await mkdir(path.dirname(target), { recursive: true });
    await writeTarGz(target, [
      { name: MANIFEST, source: Buffer.from(JSON.stringify(manifest, null, 2)) },
      { name: databasePart, source: databaseFile },
      ...uploads,
    ]);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export class BackupDamaged extends Error {}

export interface OpenedBackup {
  manifest: BackupManifest;
  parts: Map<string, Buffer>;
}

/** Reads an archive and checks every part against the manifest's SHA-256. */
export async function openBackupArchive(file: string): Promise<OpenedBackup> {
  let parts: Map<string, Buffer>;
  try {
    parts = await readTarGz(file);
  } catch (error) {
    throw new BackupDamaged(error instanceof Error ? error.message : String(error));
  }
  const raw = parts.get(MANIFEST);
  if (!raw) throw new BackupDamaged('manifest.json missing');
  const manifest = JSON.parse(raw.toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupDamaged('unknown backup format');
  for (const part of [manifest.database, ...manifest.files]) {
    const data = parts.get(part.name);
    if (!data || sha256(data) !== part.sha256) throw new BackupDamaged(part.name);
  }
  return { manifest, parts };
}

/** Restores the archive's database into a scratch copy and counts its rows per table. */
export async function restoreToScratch(
  opened: OpenedBackup,
  databaseUrl: string | undefined,
): Promise<Record<string, number>> {
  const work = await mkdtemp(path.join(tmpdir(), 'salon-drill-'));
  try {
    const { manifest, parts } = opened;
    const file = path.join(work, manifest.database.name);
    await writeFile(file, parts.get(manifest.database.name) ?? Buffer.alloc(0));
    if (manifest.engine === 'postgres') {
      if (!databaseUrl) throw new Error('a PostgreSQL backup needs DATABASE_URL to be restored');
      const restored = await restorePostgresScratch(
        databaseUrl,
        manifest.pg_schema ?? 'public',
        file,
      );
      return restored.counts;
    }
    const described = describeSqliteFile(file);
    if (described.integrity !== 'ok') throw new Error(`integrity check: ${described.integrity}`);
    return described.counts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
