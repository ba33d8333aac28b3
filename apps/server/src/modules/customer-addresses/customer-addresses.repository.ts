import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/database.js';
import type { CustomerAddressTable } from '../../db/schema.js';
import type { Insertable, Selectable } from 'kysely';

export type AddressRow = Selectable<CustomerAddressTable>;
export type AddressValues = Omit<
  Insertable<CustomerAddressTable>,
  'id' | 'user_id' | 'is_default' | 'created_at' | 'updated_at'
>;

/** A customer's saved addresses; every query is scoped to the owner. */
export class CustomerAddressesRepository {
  constructor(readonly db: Db) {}

  list(userId: number): Promise<AddressRow[]> {
    return this.db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('is_default', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(db: Db, userId: number, id: number): Promise<AddressRow | undefined> {
    return db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Holds the customer's row until the transaction ends, so two writes to one address book
   * (the limit, the one default) decide one after the other on PostgreSQL. SQLite runs one
   * write transaction at a time anyway.
   */
  async lockOwner(db: Db, userId: number): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async count(db: Db, userId: number): Promise<number> {
    const row = await db
      .selectFrom('customer_addresses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(db: Db, userId: number, values: AddressValues, isDefault: boolean): Promise<number> {
    const now = nowIso();
    const row = await db
      .insertInto('customer_addresses')
      .values({
        ...values,
        user_id: userId,
        is_default: isDefault,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, userId: number, id: number, values: AddressValues): Promise<void> {
    await db
      .updateTable('customer_addresses')
      .set({ ...values, updated_at: nowIso() })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  async delete(db: Db, userId: number, id: number): Promise<void> {
    await db
      .deleteFrom('customer_addresses')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  /** Makes `id` the one default of the customer (and every other address not). */
  async makeDefault(db: Db, userId: number, id: number): Promise<void> {
    await db
      .updateTable('customer_addresses')
      .set({ is_default: false })
      .where('user_id', '=', userId)
      .where('id', '!=', id)
      .where('is_default', '=', true)
      .execute();
    await db
      .updateTable('customer_addresses')
      .set({ is_default: true })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .execute();
  }

  /** The most recently added address, which becomes the default when the default goes. */
  async newest(db: Db, userId: number): Promise<AddressRow | undefined> {
    return db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }
}
