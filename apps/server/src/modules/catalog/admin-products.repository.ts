import type { ProductAdminListQuery, ProductAdminSort } from '@salon/shared';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { ItemWrites } from './admin-item-writes.repository.js';
import {
  countRows,
  ITEM_SORTS,
  itemFilterConditions,
  pageRows,
  type AdminItemFilter,
  type SortOrder,
} from './admin-items.sql.js';

export interface AdminProductFilter extends AdminItemFilter {
  supplierId?: number | undefined;
  stock?: ProductAdminListQuery['stock'];
}

const SORTS: Record<ProductAdminSort, SortOrder> = {
  ...ITEM_SORTS,
  stock_asc: [['p.stock_quantity', 'asc']],
  stock_desc: [['p.stock_quantity', 'desc']],
  best_selling: [['p.sold_count', 'desc']],
};

/** Back-office reads and writes of products; no business rules. */
export class AdminProductsRepository extends ItemWrites<'products'> {
  constructor(private readonly db: Db) {
    super(db, 'products');
  }

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
    for (const condition of itemFilterConditions(filter, 'p.sku')) query = query.where(condition);
    if (filter.supplierId !== undefined)
      query = query.where('p.supplier_id', '=', filter.supplierId);
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

  count(filter: AdminProductFilter): Promise<number> {
    return countRows(this.#filtered(filter));
  }

  list(filter: AdminProductFilter, sort: ProductAdminSort, limit: number, offset: number) {
    return pageRows(this.#filtered(filter), SORTS[sort], limit, offset, filter.words);
  }

  transaction<T>(
    work: (repo: AdminProductsRepository, trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction().execute((trx) => work(new AdminProductsRepository(trx), trx));
  }

  find(id: number) {
    return this.#select().where('p.id', '=', id).executeTakeFirst();
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
