import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BackupDrillTable, BackupTable } from '../../db/schema.js';

export type BackupRow = Selectable<BackupTable>;
export type DrillRow = Selectable<BackupDrillTable>;

/** The backups and restore drills tables. */
export class BackupsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<BackupRow[]> {
    return this.db
      .selectFrom('backups')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(id: number): Promise<BackupRow | undefined> {
    return this.db.selectFrom('backups').selectAll().where('id', '=', id).executeTakeFirst();
  }

  olderThan(cutoff: string): Promise<BackupRow[]> {
    return this.db.selectFrom('backups').selectAll().where('created_at', '<', cutoff).execute();
  }

  drills(limit: number): Promise<DrillRow[]> {
    return this.db
      .selectFrom('backup_drills')
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  findDrill(id: number): Promise<DrillRow | undefined> {
    return this.db.selectFrom('backup_drills').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lastPassedDrill(): Promise<DrillRow | undefined> {
    return this.db
      .selectFrom('backup_drills')
      .selectAll()
      .where('result', '=', 'passed')
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async nextScheduledRun(): Promise<string | null> {
    const row = await this.db
      .selectFrom('jobs')
      .select('next_run_at')
      .where('name', '=', 'backups')
      .executeTakeFirst();
    return row?.next_run_at ?? null;
  }
}
