import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, UserRow } from '../../db/schema.js';

export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  gender: UserRow['gender'];
  date_of_birth: string | null;
}

export class ProfileRepository {
  constructor(readonly db: Db) {}

  async user(db: Kysely<Database>, userId: number): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  async customer(db: Kysely<Database>, userId: number) {
    return db
      .selectFrom('customers')
      .select(['join_date', 'total_spent'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Another account using this e-mail or phone (its id), if any. */
  async otherWith(
    db: Kysely<Database>,
    column: 'email' | 'phone',
    value: string,
    userId: number,
  ): Promise<number | null> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(column, '=', value)
      .where('id', '!=', userId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  async update(trx: Transaction<Database>, userId: number, values: ProfileValues): Promise<void> {
    await trx
      .updateTable('users')
      .set({
        ...values,
        // A changed phone is not proven any more (SET reads the row as it was).
        phone_verified_at: sql<
          string | null
        >`case when phone = ${values.phone} then phone_verified_at else null end`,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', userId)
      .execute();
  }

  async ensureCustomer(trx: Transaction<Database>, userId: number, today: string): Promise<void> {
    const existing = await this.customer(trx, userId);
    if (!existing) {
      await trx.insertInto('customers').values({ user_id: userId, join_date: today }).execute();
    }
  }

  async setAvatar(userId: number, url: string | null): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ avatar_url: url, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
  }
}
