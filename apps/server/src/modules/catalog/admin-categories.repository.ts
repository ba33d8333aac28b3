import type { CategoryType } from '@salon/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CategoryTable } from '../../db/schema.js';

/** Back-office reads and writes of categories; no business rules. */
export class AdminCategoriesRepository {
  constructor(private readonly db: Db) {}

  #select(db: Db = this.db) {
    return db
      .selectFrom('categories as c')
      .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
      .selectAll('c')
      .select((eb) => [
        'parent.name as parent_name',
        eb
          .selectFrom('categories as child')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('child.parent_id', '=', 'c.id')
          .as('children_count'),
        sql<number>`(case when c.type = 'product'
          then (select count(*) from products p where p.category_id = c.id)
          else (select count(*) from services s where s.category_id = c.id) end)`.as('items_count'),
      ]);
  }

  /** Every category with its counts; the back office filters them (they are few). */
  all(type?: CategoryType) {
    let query = this.#select();
    if (type) query = query.where('c.type', '=', type);
    return query
      .orderBy('c.type')
      .orderBy('c.sort_order')
      .orderBy('c.name_key')
      .orderBy('c.id')
      .execute();
  }

  find(id: number, db: Db = this.db) {
    return this.#select(db).where('c.id', '=', id).executeTakeFirst();
  }

  async insert(values: Insertable<CategoryTable>, db: Db = this.db): Promise<number> {
    const row = await db
      .insertInto('categories')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<CategoryTable>, db: Db = this.db): Promise<boolean> {
    const result = await db
      .updateTable('categories')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('categories').where('id', '=', id).execute();
  }

  async slugsLike(type: CategoryType, base: string, db: Db = this.db): Promise<string[]> {
    const rows = await db
      .selectFrom('categories')
      .select('slug')
      .where('type', '=', type)
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return rows.map((r) => r.slug);
  }

  /** Items of a category, to rebuild their search text after a rename. */
  productsOf(categoryId: number, db: Db = this.db) {
    return db
      .selectFrom('products')
      .select(['id', 'name', 'short_description', 'brand'])
      .where('category_id', '=', categoryId)
      .execute();
  }

  servicesOf(categoryId: number, db: Db = this.db) {
    return db
      .selectFrom('services')
      .select(['id', 'name', 'short_description'])
      .where('category_id', '=', categoryId)
      .execute();
  }

  async setSearchText(table: 'products' | 'services', id: number, text: string, db: Db = this.db) {
    await db.updateTable(table).set({ search_text: text }).where('id', '=', id).execute();
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** created_at of every category, for the per-month chart. */
  createdDates() {
    return this.db.selectFrom('categories').select('created_at').execute();
  }
}

export type AdminCategoryRow = NonNullable<Awaited<ReturnType<AdminCategoriesRepository['find']>>>;
