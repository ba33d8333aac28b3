import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BACKUP_MESSAGES, type BackupDrillView, type BackupView } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, sql, type TestApp } from '../../test/test-app.js';
import { AuditTrail } from '../audit/audit-trail.js';
import { LocalFileStorage } from '../../lib/uploads/local-storage.js';
import { BackupsService, FILES_ROW } from './backups.service.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const base = '/api/admin/security/backups';
const backupsDir = () => path.join(t.config.dataDir, 'backups');

async function makeBackup(): Promise<BackupView> {
  const response = await t.app.inject({ method: 'POST', url: base, headers: admin.headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: BackupView }>().data;
}

async function drill(id: number): Promise<BackupDrillView> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${base}/${id}/drill`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: BackupDrillView }>().data;
}

/** Rows per table of the live database, as the drill must find them restored. */
async function liveCounts(): Promise<Record<string, number>> {
  const tables =
    t.engine === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(t.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(
      t.db,
    );
    counts[name] = Number(rows[0]?.n);
  }
  return counts;
}

describe('who may use the backups', () => {
  it('refuses guests (401) and customers, staff and managers (403) on every route', async () => {
    const routes = [
      { method: 'GET' as const, url: base },
      { method: 'POST' as const, url: base },
      { method: 'GET' as const, url: `${base}/drills` },
      { method: 'GET' as const, url: `${base}/1/download` },
      { method: 'POST' as const, url: `${base}/1/drill` },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      // New people for each route: a third refusal within 10 minutes ends a session.
      const people = await Promise.all([
        signIn(t, 'customer'),
        signIn(t, 'staff'),
        signIn(t, 'manager'),
      ]);
      for (const person of people) {
        const response = await t.app.inject({ ...route, headers: person.headers });
        expect(response.statusCode, `${person.user.role} ${route.method} ${route.url}`).toBe(403);
      }
    }
    expect(await t.db.selectFrom('backups').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for a backup that does not exist, and a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/999999/drill`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: BACKUP_MESSAGES.notFound });
  });
});

// A drill creates a database and restores every table into it: seconds on a quiet machine,
// many times that on a loaded one, so these get more than the default 30 s.
const DRILL_TIME = { timeout: 120_000 };

describe('a backup restores', DRILL_TIME, () => {
  it('to identical row counts in a scratch database, with the uploads verified; RTO is the measured drill', async () => {
    for (let i = 0; i < 3; i += 1) await createUser(t.db, { role: 'customer' });
    const uploads = path.join(t.config.dataDir, 'uploads', 'reviews', '2026', '11');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'a.webp'), Buffer.from('not really an image'));
    const expected = await liveCounts();

    const backup = await makeBackup();
    expect(backup).toMatchObject({
      status: 'ok',
      kind: 'manual',
      engine: t.engine,
      upload_files: 1,
    });
    expect(backup.schema_version).toMatch(/^\d{4}-/);
    const file = path.join(backupsDir(), backup.file_name);
    const bytes = readFileSync(file);
    expect(backup.size_bytes).toBe(bytes.length);
    expect(backup.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${backup.file_name}\n`);

    const result = await drill(backup.id);
    expect(result.result, result.error ?? '').toBe('passed');
    expect(result.duration_ms).toBeGreaterThanOrEqual(0);
    const restored = Object.fromEntries(
      result.tables
        .filter((row) => row.table !== FILES_ROW)
        .map((row) => [row.table, row.restored]),
    );
    // The live database then, and the backup's own row (written 'running' before the copy).
    expect(restored).toEqual({ ...expected, backups: (expected.backups ?? 0) + 1 });
    expect(restored.users).toBeGreaterThanOrEqual(4);
    expect(result.tables.find((row) => row.table === FILES_ROW)).toEqual({
      table: FILES_ROW,
      expected: 1,
      restored: 1,
    });

    const overview = await t.app.inject({ method: 'GET', url: base, headers: admin.headers });
    const summary = overview.json<{ data: { summary: Record<string, unknown> } }>().data.summary;
    expect(summary).toMatchObject({
      interval_hours: 24,
      retention_days: 90,
      rpo: { target_seconds: 86_400 },
      rto: { measured_ms: result.duration_ms, measured_at: result.finished_at },
      last_drill: { id: result.id, result: 'passed' },
    });
  });

  it('fails the drill with a clear result when the archive was tampered with', async () => {
    const backup = await makeBackup();
    const file = path.join(backupsDir(), backup.file_name);
    const bytes = readFileSync(file);
    bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
    writeFileSync(file, bytes);
    const result = await drill(backup.id);
    expect(result).toMatchObject({ result: 'failed', error: BACKUP_MESSAGES.checksumMismatch });
    const drills = await t.app.inject({
      method: 'GET',
      url: `${base}/drills`,
      headers: admin.headers,
    });
    expect(drills.json<{ data: BackupDrillView[] }>().data[0]).toMatchObject({
      id: result.id,
      result: 'failed',
    });
  });
});

describe('download and drill are audited', DRILL_TIME, () => {
  it('streams the archive and records a critical download; a drill records a restore', async () => {
    const backup = await makeBackup();
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/${backup.id}/download`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toContain(backup.file_name);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(backup.sha256);
    await drill(backup.id);
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'backup')
      .where('resource_id', '=', String(backup.id))
      .execute();
    expect(entries.map((e) => [e.action, e.risk, e.actor_id, e.outcome])).toEqual([
      ['create', 'high', admin.user.id, 'success'],
      ['download', 'critical', admin.user.id, 'success'],
      ['restore', 'high', admin.user.id, 'success'],
    ]);
  });
});

describe('schedule and retention', () => {
  it('removes a 91-day-old backup (file and row) and keeps an 89-day-old one', async () => {
    const now = new Date();
    const dayMs = 86_400_000;
    const old = async (days: number) => {
      const file_name = `salon-backup-old-${days}.tar.gz`;
      writeFileSync(path.join(backupsDir(), file_name), 'x');
      return t.db
        .insertInto('backups')
        .values({
          file_name,
          kind: 'scheduled',
          status: 'ok',
          engine: t.engine,
          sha256: 'x',
          created_at: new Date(now.getTime() - days * dayMs).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    const stale = await old(91);
    const kept = await old(89);
    const service = new BackupsService(t.db, new AuditTrail(), {
      dataDir: t.config.dataDir,
      storage: new LocalFileStorage(t.config.dataDir),
      engine: t.engine,
      databaseUrl: t.config.databaseUrl,
      intervalHours: 24,
    });
    expect(await service.applyRetention(now)).toBe(1);
    expect(existsSync(path.join(backupsDir(), 'salon-backup-old-91.tar.gz'))).toBe(false);
    expect(existsSync(path.join(backupsDir(), 'salon-backup-old-89.tar.gz'))).toBe(true);
    const ids = (await t.db.selectFrom('backups').select('id').execute()).map((r) => r.id);
    expect(ids).not.toContain(stale.id);
    expect(ids).toContain(kept.id);
  });

  it('the scheduled job makes one backup when due, none before the interval has passed', async () => {
    const scheduled = () =>
      t.db
        .selectFrom('backups')
        .selectAll()
        .where('kind', '=', 'scheduled')
        .where('file_name', 'not like', 'salon-backup-old-%')
        .execute();
    const before = (await scheduled()).length;
    const now = new Date(Date.now() + 60_000);
    expect(await t.app.jobs.runDueJobs(now)).toContain('backups');
    expect((await scheduled()).length).toBe(before + 1);
    expect(await t.app.jobs.runDueJobs(new Date(now.getTime() + 23 * 3_600_000))).not.toContain(
      'backups',
    );
    expect((await scheduled()).length).toBe(before + 1);
    expect(await t.app.jobs.runDueJobs(new Date(now.getTime() + 24 * 3_600_000))).toContain(
      'backups',
    );
    expect((await scheduled()).length).toBe(before + 2);
  });
});
