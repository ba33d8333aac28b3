import { nowIso, type Db } from '../../db/database.js';

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
}
