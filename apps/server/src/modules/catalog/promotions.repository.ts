import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PromotionTable } from '../../db/schema.js';

/** A running promotion, without its back-office bookkeeping. */
export type RunningPromotionRow = Omit<
  Selectable<PromotionTable>,
  'search_name' | 'status' | 'created_at' | 'updated_at'
>;

/** The promotions running today on one service or product, for its promotions tab. */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  runningFor(
    itemType: 'service' | 'product',
    itemId: number,
    today: string,
  ): Promise<RunningPromotionRow[]> {
    return this.db
      .selectFrom('promotion_items as pi')
      .innerJoin('promotions as pr', 'pr.id', 'pi.promotion_id')
      .select([
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
      ])
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
