import {
  buildSearchText,
  type PromotionListQuery,
  type PromotionState,
  type PromotionValues,
} from '@salon/shared';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, PromotionTable } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { matchesWords } from '../../lib/search.sql.js';

/** A promotion as the back office reads it. */
export type PromotionRow = Pick<Selectable<PromotionTable>, (typeof COLUMNS)[number]>;

export interface PromotionItemRow {
  promotion_id: number;
  type: 'service' | 'product';
  id: number;
  name: string;
  price: number;
}

type Eb = ExpressionBuilder<Database, 'promotions'>;

const COLUMNS = [
  'id',
  'name',
  'description',
  'discount_type',
  'discount_value',
  'max_discount_amount',
  'min_order_amount',
  'start_date',
  'end_date',
  'usage_limit',
  'used_count',
  'status',
  'created_at',
  'updated_at',
] as const;

/** The `promotionState` rule of @salon/shared as a filter. */
function inState(eb: Eb, state: PromotionState, today: string) {
  const active = eb('status', '=', 'active');
  const started = eb.or([eb('start_date', 'is', null), eb('start_date', '<=', today)]);
  const notEnded = eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]);
  const underLimit = eb.or([
    eb('usage_limit', 'is', null),
    eb('used_count', '<', eb.ref('usage_limit')),
  ]);
  switch (state) {
    case 'inactive':
      return eb('status', '=', 'inactive');
    case 'upcoming':
      return eb.and([active, eb('start_date', '>', today)]);
    case 'ended':
      return eb.and([active, started, eb('end_date', '<', today)]);
    case 'used_up':
      return eb.and([active, started, notEnded, eb.not(underLimit)]);
    case 'running':
      return eb.and([active, started, notEnded, underLimit]);
  }
}

/** Promotions as the back office manages them, with the items each applies to. */
export class PromotionsAdminRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction, with this repository built on it. */
  transaction<T>(work: (repo: PromotionsAdminRepository, trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new PromotionsAdminRepository(trx), trx));
  }

  /** In the caller's transaction when built on one, in a new one otherwise. */
  #atomic<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  #filtered(query: PromotionListQuery, today: string) {
    let select = this.db.selectFrom('promotions');
    if (query.state) select = select.where((eb) => inState(eb, query.state!, today));
    return select;
  }

  async count(query: PromotionListQuery, today: string, words: readonly string[]): Promise<number> {
    let select = this.#filtered(query, today);
    if (words.length > 0) select = select.where(matchesWords(words, 'search_name'));
    const row = await select.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  list(
    query: PromotionListQuery,
    today: string,
    words: readonly string[],
  ): Promise<PromotionRow[]> {
    let select = this.#filtered(query, today);
    if (words.length > 0) select = select.where(matchesWords(words, 'search_name'));
    return select
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute();
  }

  find(id: number): Promise<PromotionRow | undefined> {
    return this.db.selectFrom('promotions').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  async itemsOf(promotionIds: readonly number[]): Promise<PromotionItemRow[]> {
    if (promotionIds.length === 0) return [];
    const services = this.db
      .selectFrom('promotion_items as pi')
      .innerJoin('services as s', 's.id', 'pi.item_id')
      .select([
        'pi.promotion_id',
        'pi.item_type as type',
        's.id as id',
        's.name',
        's.price',
        's.name_key',
      ])
      .where('pi.item_type', '=', 'service')
      .where('pi.promotion_id', 'in', promotionIds);
    const products = this.db
      .selectFrom('promotion_items as pi')
      .innerJoin('products as p', 'p.id', 'pi.item_id')
      .select([
        'pi.promotion_id',
        'pi.item_type as type',
        'p.id as id',
        'p.name',
        'p.price',
        'p.name_key',
      ])
      .where('pi.item_type', '=', 'product')
      .where('pi.promotion_id', 'in', promotionIds);
    return services.unionAll(products).orderBy('name_key').orderBy('id').execute();
  }

  /** How many of the given ids exist, per type. */
  async existingItems(items: PromotionValues['items']): Promise<number> {
    const serviceIds = [...new Set(items.filter((i) => i.type === 'service').map((i) => i.id))];
    const productIds = [...new Set(items.filter((i) => i.type === 'product').map((i) => i.id))];
    let found = 0;
    if (serviceIds.length > 0) {
      const row = await this.db
        .selectFrom('services')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', 'in', serviceIds)
        .executeTakeFirstOrThrow();
      found += Number(row.n);
    }
    if (productIds.length > 0) {
      const row = await this.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('id', 'in', productIds)
        .executeTakeFirstOrThrow();
      found += Number(row.n);
    }
    return found;
  }

  async create(values: PromotionValues): Promise<number> {
    return this.#atomic(async (trx) => {
      const { items, ...fields } = values;
      const row = await trx
        .insertInto('promotions')
        .values({ ...fields, search_name: searchName(fields.name) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceItems(trx, row.id, items);
      return row.id;
    });
  }

  async update(id: number, values: PromotionValues): Promise<boolean> {
    return this.#atomic(async (trx) => {
      const { items, ...fields } = values;
      const result = await trx
        .updateTable('promotions')
        .set({
          ...fields,
          search_name: searchName(fields.name),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await replaceItems(trx, id, items);
      return true;
    });
  }

  async setStatus(id: number, status: 'active' | 'inactive'): Promise<boolean> {
    const result = await this.db
      .updateTable('promotions')
      .set({ status, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('promotions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** The name in search form: the promotion list searches names only. */
function searchName(name: string): string {
  return buildSearchText(name);
}

async function replaceItems(trx: Db, promotionId: number, items: PromotionValues['items']) {
  await trx.deleteFrom('promotion_items').where('promotion_id', '=', promotionId).execute();
  const unique = new Map(items.map((item) => [`${item.type}:${item.id}`, item]));
  await trx
    .insertInto('promotion_items')
    .values(
      [...unique.values()].map((item) => ({
        promotion_id: promotionId,
        item_type: item.type,
        item_id: item.id,
      })),
    )
    .execute();
}
