import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PromotionTable } from '../../db/schema.js';

/** A running promotion, without its back-office bookkeeping. */
export type RunningPromotionRow = Omit<
  Selectable<PromotionTable>,
  'search_name' | 'status' | 'created_at' | 'updated_at'
>;

const RUNNING_COLUMNS = [
  'pr.id',
  'pr.name',
  'pr.description',
  'pr.discount_type',
  'pr.discount_value',
  'pr.max_discount_amount',
  'pr.min_order_amount',
  'pr.start_date',
  'pr.end_date',
  'pr.usage_limit',
  'pr.used_count',
] as const;

/** The promotions running today: on one service or product, or all of them (the public sales). */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  /** Every promotion running today, soonest to end first. */
  runningAll(today: string): Promise<RunningPromotionRow[]> {
    return this.db
      .selectFrom('promotions as pr')
      .select(RUNNING_COLUMNS)
      .where('pr.status', '=', 'active')
      .where((eb) => eb.or([eb('pr.start_date', 'is', null), eb('pr.start_date', '<=', today)]))
      .where((eb) => eb.or([eb('pr.end_date', 'is', null), eb('pr.end_date', '>=', today)]))
      .where((eb) =>
        eb.or([
          eb('pr.usage_limit', 'is', null),
          eb('pr.used_count', '<', eb.ref('pr.usage_limit')),
        ]),
      )
      .orderBy('pr.end_date', (o) => o.asc().nullsLast())
      .orderBy('pr.id', 'asc')
      .execute();
  }

  /** The items of some promotions that the storefront shows (active services and products). */
  itemsOf(
    promotionIds: readonly number[],
  ): Promise<{ promotion_id: number; item_type: 'service' | 'product'; item_id: number }[]> {
    if (promotionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('promotion_items as pi')
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'pi.item_id').on('pi.item_type', '=', 'service'),
      )
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'pi.item_id').on('pi.item_type', '=', 'product'),
      )
      .select(['pi.promotion_id', 'pi.item_type', 'pi.item_id'])
      .where('pi.promotion_id', 'in', promotionIds)
      .where((eb) => eb.or([eb('s.status', '=', 'active'), eb('p.status', '=', 'active')]))
      .orderBy('pi.promotion_id')
      .orderBy('pi.item_type')
      .orderBy('pi.item_id')
      .execute();
  }

  runningFor(
    itemType: 'service' | 'product',
    itemId: number,
    today: string,
  ): Promise<RunningPromotionRow[]> {
    return this.db
      .selectFrom('promotion_items as pi')
      .innerJoin('promotions as pr', 'pr.id', 'pi.promotion_id')
      .select(RUNNING_COLUMNS)
      .where('pi.item_type', '=', itemType)
      .where('pi.item_id', '=', itemId)
      .where('pr.status', '=', 'active')
      .where((eb) => eb.or([eb('pr.start_date', 'is', null), eb('pr.start_date', '<=', today)]))
      .where((eb) => eb.or([eb('pr.end_date', 'is', null), eb('pr.end_date', '>=', today)]))
      .where((eb) =>
        eb.or([
          eb('pr.usage_limit', 'is', null),
          eb('pr.used_count', '<', eb.ref('pr.usage_limit')),
        ]),
      )
      .orderBy('pr.end_date', (o) => o.asc().nullsLast())
      .orderBy('pr.id', 'asc')
      .execute();
  }
}
