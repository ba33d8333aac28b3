import type { ItemStatus } from '@salon/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type ItemTableName = 'products' | 'services';

/** The plain row writes the product and service tables share; no business rules. */
export class ItemWrites<T extends ItemTableName> {
  // Kysely cannot type a query over a table chosen by a type parameter, so the writes are
  // written once against one of the two tables; both have these columns.
  readonly #db: Db;
  readonly #table: 'products';

  constructor(db: Db, table: T) {
    this.#db = db;
    this.#table = table as 'products';
  }

  async insert(values: Insertable<Database[T]>): Promise<number> {
    const row = await this.#db
      .insertInto(this.#table)
      .values(values as Insertable<Database['products']>)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<Database[T]>): Promise<boolean> {
    const result = await this.#db
      .updateTable(this.#table)
      .set({
        ...(values as Updateable<Database['products']>),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setStatus(id: number, status: ItemStatus): Promise<boolean> {
    const result = await this.#db
      .updateTable(this.#table)
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.#db.deleteFrom(this.#table).where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The slugs equal to `base` or made from it (`base-2`, …). */
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.#db
      .selectFrom(this.#table)
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return rows.map((r) => r.slug);
  }
}
