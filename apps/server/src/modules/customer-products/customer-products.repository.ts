import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface CustomerProductListRow {
  id: number;
  product_id: number | null;
  product_name: string;
  purchase_date: string;
  usage_end_date: string;
  status: 'active' | 'finished';
  notes: string | null;
  finished_at: string | null;
  order_id: number | null;
  slug: string | null;
  thumbnail_urls: string | null;
}

const LIST_COLUMNS = [
  'cp.id',
  'cp.product_id',
  'cp.product_name',
  'cp.purchase_date',
  'cp.usage_end_date',
  'cp.status',
  'cp.notes',
  'cp.finished_at',
  'oi.order_id',
  'p.slug',
  'p.thumbnail_urls',
] as const;

/** Which stored rows a list filter means on `today` (expired is computed from the end date). */
export type ProductFilter = 'active' | 'expired' | 'finished' | 'near_expiry' | undefined;

export class CustomerProductsRepository {
  constructor(readonly db: Db) {}

  #base(userId: number, filter: ProductFilter, today: string, nearExpiryEnd: string) {
    let query = this.db.selectFrom('customer_products as cp').where('cp.user_id', '=', userId);
    if (filter === 'finished') query = query.where('cp.status', '=', 'finished');
    if (filter === 'active' || filter === 'near_expiry') {
      query = query.where('cp.status', '=', 'active').where('cp.usage_end_date', '>=', today);
    }
    if (filter === 'near_expiry') query = query.where('cp.usage_end_date', '<=', nearExpiryEnd);
    if (filter === 'expired') {
      query = query.where('cp.status', '=', 'active').where('cp.usage_end_date', '<', today);
    }
    return query;
  }

  async count(
    userId: number,
    filter: ProductFilter,
    today: string,
    nearExpiryEnd: string,
  ): Promise<number> {
    const row = await this.#base(userId, filter, today, nearExpiryEnd)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Products in use first (soonest to run out first), then expired, then finished. */
  async page(
    userId: number,
    filter: ProductFilter,
    today: string,
    nearExpiryEnd: string,
    limit: number,
    offset: number,
  ): Promise<CustomerProductListRow[]> {
    return this.#base(userId, filter, today, nearExpiryEnd)
      .leftJoin('products as p', 'p.id', 'cp.product_id')
      .leftJoin('order_items as oi', 'oi.id', 'cp.order_item_id')
      .select(LIST_COLUMNS)
      .orderBy((eb) =>
        eb
          .case()
          .when('cp.status', '=', 'finished')
          .then(2)
          .when('cp.usage_end_date', '<', today)
          .then(1)
          .else(0)
          .end(),
      )
      .orderBy('cp.usage_end_date', 'asc')
      .orderBy('cp.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** One of the customer's products as the list shows it. */
  async one(userId: number, id: number): Promise<CustomerProductListRow | undefined> {
    return this.db
      .selectFrom('customer_products as cp')
      .where('cp.user_id', '=', userId)
      .where('cp.id', '=', id)
      .leftJoin('products as p', 'p.id', 'cp.product_id')
      .leftJoin('order_items as oi', 'oi.id', 'cp.order_item_id')
      .select(LIST_COLUMNS)
      .executeTakeFirst();
  }

  /** Every row's status and end date, for the counts. */
  async states(userId: number) {
    return this.db
      .selectFrom('customer_products')
      .select(['status', 'usage_end_date', 'purchase_date'])
      .where('user_id', '=', userId)
      .execute();
  }

  async findOwn(trx: Kysely<Database>, userId: number, id: number) {
    return trx
      .selectFrom('customer_products')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Active to finished, only while still active (a second request changes nothing). */
  async finish(
    trx: Transaction<Database>,
    id: number,
    notes: string | null,
    at: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('customer_products')
      .set({ status: 'finished', notes, finished_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
