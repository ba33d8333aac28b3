import { nowIso, type Db } from '../../db/database.js';

/** `user_preferences`: one JSON object per user. */
export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  async find(userId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('user_preferences')
      .select('data')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.data;
  }

  async save(userId: number, data: string): Promise<void> {
    const updated_at = nowIso();
    await this.db
      .insertInto('user_preferences')
      .values({ user_id: userId, data, created_at: updated_at, updated_at })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at }))
      .execute();
  }

  async remove(userId: number): Promise<void> {
    await this.db.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
  }
}
