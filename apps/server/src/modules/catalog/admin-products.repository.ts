import type { ProductAdminListQuery, ProductAdminSort } from '@salon/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProductTable } from '../../db/schema.js';
import { inCategoryFamily, matchesWords } from './admin-items.sql.js';

export interface AdminProductFilter {
  words: readonly string[];
  categoryId?: number | undefined;
  supplierId?: number | undefined;
  status?: 'active' | 'inactive' | undefined;
  featured?: boolean | undefined;
  stock?: ProductAdminListQuery['stock'];
}

const SORTS: Record<ProductAdminSort, [string, 'asc' | 'desc'][]> = {
  newest: [['p.created_at', 'desc']],
  oldest: [['p.created_at', 'asc']],
  name: [['p.name', 'asc']],
  price_asc: [['p.price', 'asc']],
  price_desc: [['p.price', 'desc']],
  stock_asc: [['p.stock_quantity', 'asc']],
  stock_desc: [['p.stock_quantity', 'desc']],
  sort_order: [
    ['p.sort_order', 'asc'],
    ['p.name', 'asc'],
  ],
  best_selling: [['p.sold_count', 'desc']],
};

/** Back-office reads and writes of products; no business rules. */
export class AdminProductsRepository {
  constructor(private readonly db: Db) {}

  #select() {
    return this.db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('suppliers as s', 's.id', 'p.supplier_id')
      .selectAll('p')
      .select([
        'c.name as category_name',
        'c.slug as category_slug',
        's.code as supplier_code',
        's.name as supplier_name',
      ]);
  }

  #filtered(filter: AdminProductFilter) {
    let query = this.#select();
    if (filter.words.length > 0)
      query = query.where(matchesWords(filter.words, 'p.search_text', 'p.sku'));
    if (filter.categoryId !== undefined)
      query = query.where(inCategoryFamily('p.category_id', filter.categoryId));
    if (filter.supplierId !== undefined)
      query = query.where('p.supplier_id', '=', filter.supplierId);
    if (filter.status) query = query.where('p.status', '=', filter.status);
    if (filter.featured !== undefined) query = query.where('p.is_featured', '=', filter.featured);
    if (filter.stock === 'out_of_stock') query = query.where('p.stock_quantity', '<=', 0);
    if (filter.stock === 'low_stock') {
      query = query
        .where('p.stock_quantity', '>', 0)
        .where(sql<boolean>`p.stock_quantity <= p.min_stock_level`);
    }
    if (filter.stock === 'in_stock')
      query = query.where(sql<boolean>`p.stock_quantity > p.min_stock_level`);
    return query;
  }

  async count(filter: AdminProductFilter): Promise<number> {
    const row = await this.#filtered(filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(filter: AdminProductFilter, sort: ProductAdminSort, limit: number, offset: number) {
    let query = this.#filtered(filter);
    for (const [column, direction] of SORTS[sort])
      query = query.orderBy(sql.ref(column), direction);
    return query.orderBy('p.id', 'desc').limit(limit).offset(offset).execute();
  }

  find(id: number) {
    return this.#select().where('p.id', '=', id).executeTakeFirst();
  }

  async insert(values: Insertable<ProductTable>): Promise<number> {
    const row = await this.db
      .insertInto('products')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<ProductTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('products')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return rows.map((r) => r.slug);
  }
}

export type AdminProductRow = NonNullable<Awaited<ReturnType<AdminProductsRepository['find']>>>;

/** The category and supplier a product form names, checked before writing. */
export class CatalogRefsRepository {
  constructor(private readonly db: Db) {}

  category(id: number) {
    return this.db
      .selectFrom('categories')
      .select(['id', 'name', 'type', 'parent_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async supplierExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
