import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SupplierTable } from '../../db/schema.js';
import { REVENUE_RULE, type SupplierSort } from '@salon/shared';
import { matchesWords, nameRank } from '../../lib/search.sql.js';

const PAID = REVENUE_RULE.orderPaymentStatus;

/** Lines of paid, not refunded, orders for the supplier's products (alias `oi`, `o`, `p`). */
const paidLinesOfSupplier = sql`from order_items oi
  join orders o on o.id = oi.order_id and o.payment_status = ${PAID}
  join products p on p.id = oi.item_id and oi.item_type = 'product'
  where p.supplier_id = s.id`;

/** The facts of supplierScore() and the order totals, per supplier row `s`. */
function scoreFacts() {
  return [
    sql<number>`(select count(*) from products p where p.supplier_id = s.id and p.status = 'active')`.as(
      'active_products',
    ),
    sql<number>`(select count(*) from products p where p.supplier_id = s.id and p.status = 'active' and p.stock_quantity > p.min_stock_level)`.as(
      'in_stock_products',
    ),
    sql<number>`(select count(distinct oi.item_id) ${paidLinesOfSupplier})`.as('sold_products'),
    sql<number>`(select coalesce(sum(p.review_count), 0) from products p where p.supplier_id = s.id and p.rating is not null)`.as(
      'reviews',
    ),
    sql<number>`(select coalesce(sum(p.rating * p.review_count), 0) from products p where p.supplier_id = s.id and p.rating is not null)`.as(
      'rating_sum',
    ),
    sql<number>`(select count(distinct oi.order_id) ${paidLinesOfSupplier})`.as('total_orders'),
    sql<number>`(select coalesce(sum(oi.total_price), 0) ${paidLinesOfSupplier})`.as('total_value'),
  ] as const;
}

export interface SupplierFilter {
  words: readonly string[];
  status?: 'active' | 'inactive' | undefined;
  minRating?: number | undefined;
}

const SORTS: Record<SupplierSort, [string, 'asc' | 'desc'][]> = {
  newest: [['s.created_at', 'desc']],
  name: [['s.name_key', 'asc']],
  rating: [['s.rating', 'desc']],
  products: [['products_count', 'desc']],
};

/** Suppliers with their product figures; no business rules. */
export class SuppliersRepository {
  constructor(private readonly db: Db) {}

  #select(db: Db = this.db) {
    return db
      .selectFrom('suppliers as s')
      .selectAll('s')
      .select([
        sql<number>`(select count(*) from products p where p.supplier_id = s.id)`.as(
          'products_count',
        ),
        sql<number>`(select coalesce(sum(p.price * p.stock_quantity), 0) from products p where p.supplier_id = s.id)`.as(
          'stock_value',
        ),
        sql<number>`(select count(*) from products p where p.supplier_id = s.id and p.stock_quantity <= p.min_stock_level)`.as(
          'low_stock_count',
        ),
        ...scoreFacts(),
      ]);
  }

  #filtered(filter: SupplierFilter) {
    let query = this.#select();
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 's.search_text'));
    if (filter.status) query = query.where('s.status', '=', filter.status);
    if (filter.minRating !== undefined) query = query.where('s.rating', '>=', filter.minRating);
    return query;
  }

  async count(filter: SupplierFilter): Promise<number> {
    const row = await this.#filtered(filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(filter: SupplierFilter, sort: SupplierSort, limit?: number, offset = 0) {
    let query = this.#filtered(filter);
    // Searching: name hits first, then the chosen order.
    if (filter.words.length > 0) query = query.orderBy(nameRank(filter.words, 's.search_name'));
    for (const [column, direction] of SORTS[sort]) {
      // Unrated suppliers last when sorting by rating, on both engines.
      if (column === 's.rating')
        query = query.orderBy(sql`case when s.rating is null then 1 else 0 end`);
      query = query.orderBy(sql.ref(column), direction);
    }
    query = query.orderBy('s.id', 'desc');
    return limit === undefined ? query.execute() : query.limit(limit).offset(offset).execute();
  }

  all() {
    return this.#select().execute();
  }

  find(id: number, db: Db = this.db) {
    return this.#select(db).where('s.id', '=', id).executeTakeFirst();
  }

  productsOf(id: number) {
    return this.db
      .selectFrom('products')
      .select(['id', 'name', 'sku', 'stock_quantity', 'status'])
      .where('supplier_id', '=', id)
      .orderBy('name_key')
      .orderBy('id')
      .execute();
  }

  /** Inserts with a placeholder code, then sets the code made from the id, in one transaction. */
  async insert(
    values: Omit<Insertable<SupplierTable>, 'code'>,
    finish: (id: number) => { code: string; search_text: string; search_name: string },
    /** Called in the same transaction once the row is complete (the audit entry). */
    written?: (trx: Db, id: number, code: string) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const placeholder = `tmp-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const { id } = await trx
        .insertInto('suppliers')
        .values({ ...values, code: placeholder })
        .returning('id')
        .executeTakeFirstOrThrow();
      const finished = finish(id);
      await trx.updateTable('suppliers').set(finished).where('id', '=', id).execute();
      await written?.(trx, id, finished.code);
      return id;
    });
  }

  async update(id: number, values: Updateable<SupplierTable>, db: Db = this.db): Promise<boolean> {
    const result = await db
      .updateTable('suppliers')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async delete(id: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('suppliers').where('id', '=', id).execute();
  }
}

export type SupplierRow = NonNullable<Awaited<ReturnType<SuppliersRepository['find']>>>;
