import { averageRating, RATED_REVIEW_STATUS, type ReviewableType } from '@salon/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface ItemKey {
  type: ReviewableType;
  id: number;
}

/**
 * Sets an item's `rating` and `review_count` from its rated (approved) reviews: the shared rule,
 * so the stars on a card, the count on the reviews tab and the list under it always agree. Runs
 * in the caller's transaction (moderation, an author's edit or deletion, the demo seed).
 */
export async function refreshItemRating(db: Kysely<Database>, item: ItemKey): Promise<void> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.lit(0)).as('sum'),
    ])
    .where('reviewable_type', '=', item.type)
    .where('reviewable_id', '=', item.id)
    .where('status', '=', RATED_REVIEW_STATUS)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  await db
    .updateTable(item.type === 'service' ? 'services' : 'products')
    .set({ rating: averageRating(Number(row.sum), count), review_count: count })
    .where('id', '=', item.id)
    .execute();
}

/** Every service's and product's rating from its reviews (the demo seed, after writing them). */
export async function refreshAllItemRatings(db: Kysely<Database>): Promise<void> {
  for (const type of ['service', 'product'] as const) {
    const rows = await db
      .selectFrom(type === 'service' ? 'services' : 'products')
      .select('id')
      .execute();
    for (const { id } of rows) await refreshItemRating(db, { type, id });
  }
}
