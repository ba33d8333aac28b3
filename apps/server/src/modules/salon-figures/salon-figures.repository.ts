import { RATED_REVIEW_STATUS } from '@salon/shared';
import type { Db } from '../../db/database.js';

/** Read-only counts over the salon's own records (no business rules). */
export class SalonFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Different phones among the completed visits and the completed orders. */
  async customersServed(): Promise<number> {
    const phones = this.db
      .selectFrom('appointments')
      .select('customer_phone as phone')
      .where('status', '=', 'completed')
      .union(
        this.db
          .selectFrom('orders')
          .select('customer_phone as phone')
          .where('status', '=', 'completed'),
      );
    const row = await this.db
      .selectFrom(phones.as('served'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async activeServices(): Promise<number> {
    const row = await this.db
      .selectFrom('services')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The newest rated (approved) reviews of at least `minRating` stars, with their author and
   * item; one per author, so a page of quotes is not one person's.
   */
  async testimonials(minRating: number, limit: number) {
    const rows = await this.db
      .selectFrom('reviews as r')
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'r.reviewable_id').on('r.reviewable_type', '=', 'service'),
      )
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'r.reviewable_id').on('r.reviewable_type', '=', 'product'),
      )
      .select((eb) => [
        'r.id',
        'r.user_id',
        'r.guest_email',
        'r.rating',
        'r.title',
        'r.content',
        'r.is_verified',
        'r.reviewable_type',
        'r.created_at',
        eb.fn.coalesce('u.name', 'r.guest_name').as('author_name'),
        eb.fn.coalesce('s.name', 'p.name').as('item_name'),
        eb.fn.coalesce('s.slug', 'p.slug').as('item_slug'),
      ])
      .where('r.status', '=', RATED_REVIEW_STATUS)
      .where('r.rating', '>=', minRating)
      .where((eb) => eb.or([eb('s.status', '=', 'active'), eb('p.status', '=', 'active')]))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit * 10)
      .execute();
    const seen = new Set<string>();
    return rows
      .filter((row) => {
        const author = row.user_id !== null ? `u${row.user_id}` : `g${row.guest_email ?? row.id}`;
        if (seen.has(author)) return false;
        seen.add(author);
        return true;
      })
      .slice(0, limit);
  }

  /** How many rated (approved) reviews there are, and the sum of their stars. */
  async ratedReviews(): Promise<{ count: number; sum: number }> {
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.lit(0)).as('sum'),
      ])
      .where('status', '=', RATED_REVIEW_STATUS)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), sum: Number(row.sum) };
  }
}
