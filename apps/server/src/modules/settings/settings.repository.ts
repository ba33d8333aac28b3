import type { Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface SettingsChangeRow {
  group_key: string;
  changed_at: string;
  user_id: number | null;
  user_name: string | null;
}

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async read(keys: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', keys)
      .execute();
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async write(key: string, value: string): Promise<void> {
    const updated_at = nowIso();
    await this.db
      .insertInto('settings')
      .values({ key, value, updated_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
      .execute();
  }

  /** Writes a group's new value and who saved its tab, together. */
  async writeWithChange(
    key: string,
    value: string,
    change: { group: string; userId: number | null },
    alsoInTransaction?: (trx: Transaction<Database>) => Promise<void> | undefined,
  ): Promise<void> {
    const at = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('settings')
        .values({ key, value, updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
        .execute();
      await trx
        .insertInto('settings_changes')
        .values({ group_key: change.group, changed_by: change.userId, changed_at: at })
        .onConflict((oc) =>
          oc.column('group_key').doUpdateSet({ changed_by: change.userId, changed_at: at }),
        )
        .execute();
      await alsoInTransaction?.(trx);
    });
  }

  changes(): Promise<SettingsChangeRow[]> {
    return this.db
      .selectFrom('settings_changes')
      .leftJoin('users', 'users.id', 'settings_changes.changed_by')
      .select([
        'settings_changes.group_key',
        'settings_changes.changed_at',
        'users.id as user_id',
        'users.name as user_name',
      ])
      .execute();
  }
}
