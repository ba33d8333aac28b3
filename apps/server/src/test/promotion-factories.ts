import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { PromotionTable } from '../db/schema.js';

export type PromotionRow = Selectable<PromotionTable>;

/** A running promotion (no dates, no limit) on the given items, unless overridden. */
export async function createPromotion(
  db: Db,
  items: { type: 'service' | 'product'; id: number }[],
  overrides: Partial<Insertable<PromotionTable>> = {},
): Promise<PromotionRow> {
  const promotion = await db
    .insertInto('promotions')
    .values({
      name: 'Ưu đãi thử',
      description: null,
      discount_type: 'percentage',
      discount_value: 10,
      max_discount_amount: null,
      min_order_amount: null,
      start_date: null,
      end_date: null,
      usage_limit: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (items.length > 0) {
    await db
      .insertInto('promotion_items')
      .values(
        items.map((item) => ({
          promotion_id: promotion.id,
          item_type: item.type,
          item_id: item.id,
        })),
      )
      .execute();
  }
  return promotion;
}

/** A salon date `days` away from today (negative: in the past). */
export function dayFromToday(days: number, today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
