import { RATED_REVIEW_STATUS, type ReviewableType, type ReviewStatus } from '@salon/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, ReviewTable } from '../../db/schema.js';
import { matchesWords } from '../../lib/search.sql.js';
import { refreshItemRating, type ItemKey } from './item-rating.js';

export type { ItemKey };

export interface AdminReviewFilter {
  status?: ReviewStatus | undefined;
  itemType?: ReviewableType | undefined;
  rating?: number | undefined;
  words: string[];
}

/** Count of reviews per star; stars without a review are absent. */
export type RatingCounts = Map<number, number>;

function reviewsFrom(db: Kysely<Database>) {
  return db.selectFrom('reviews as r');
}
type ReviewsQuery = ReturnType<typeof reviewsFrom>;

function reviewColumns(db: Kysely<Database>) {
  return db
    .selectFrom('reviews as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.reviewable_type',
      'r.reviewable_id',
      'r.user_id',
      'r.guest_name',
      'r.guest_email',
      'r.rating',
      'r.title',
      'r.content',
      'r.images',
      'r.status',
      'r.is_verified',
      'r.admin_response',
      'r.responded_at',
      'r.created_at',
      'u.name as user_name',
    ]);
}

export type ReviewListRow = Awaited<
  ReturnType<ReturnType<typeof reviewColumns>['executeTakeFirstOrThrow']>
>;

export type AdminReviewRow = ReviewListRow & {
  item_name: string | null;
  item_slug: string | null;
};

/** Reviews of services and products: queries only. */
export class ReviewsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new one in one transaction with `admit`, which may refuse it (the limits). */
  async insert(
    values: Insertable<ReviewTable>,
    admit: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await admit(trx);
      const row = await trx
        .insertInto('reviews')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  findById(id: number): Promise<ReviewListRow | undefined> {
    return reviewColumns(this.db).where('r.id', '=', id).executeTakeFirst();
  }

  countApproved(item: ItemKey): Promise<number> {
    return this.#count(this.#approvedOf(this.db, item));
  }

  listApproved(item: ItemKey, limit: number, offset: number): Promise<ReviewListRow[]> {
    return reviewColumns(this.db)
      .where('r.reviewable_type', '=', item.type)
      .where('r.reviewable_id', '=', item.id)
      .where('r.status', '=', 'approved')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** Approved reviews of an item, counted per star. */
  approvedRatingCounts(item: ItemKey): Promise<RatingCounts> {
    return this.#ratingCounts(this.#approvedOf(this.db, item));
  }

  listByUser(userId: number, item?: ItemKey): Promise<ReviewListRow[]> {
    let query = reviewColumns(this.db).where('r.user_id', '=', userId);
    if (item) {
      query = query
        .where('r.reviewable_type', '=', item.type)
        .where('r.reviewable_id', '=', item.id);
    }
    return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
  }

  /**
   * Changes an author's review and sends it back to moderation; the item's rating is recomputed
   * in the same transaction (it may have counted the old text).
   */
  async updateByAuthor(
    id: number,
    item: ItemKey,
    values: { rating: number; title: string; content: string; search_text: string },
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reviews')
        .set({
          ...values,
          status: 'pending',
          moderated_at: null,
          moderated_by: null,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      await this.#refreshItemRating(trx, item);
    });
  }

  async delete(id: number, item: ItemKey): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('reviews').where('id', '=', id).execute();
      await this.#refreshItemRating(trx, item);
    });
  }

  /**
   * Moves a review from `from` to `to` and recomputes its item's rating and review count, in one
   * transaction. False when the review was not in `from` (someone else moderated it first).
   */
  async moderate(
    id: number,
    from: ReviewStatus,
    to: ReviewStatus,
    by: number,
    /** Called in the same transaction once the review has moved (the audit entry). */
    written?: (trx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const row = await trx
        .updateTable('reviews')
        .set({ status: to, moderated_at: now, moderated_by: by, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', from)
        .returning(['reviewable_type', 'reviewable_id'])
        .executeTakeFirst();
      if (!row) return false;
      await this.#refreshItemRating(trx, { type: row.reviewable_type, id: row.reviewable_id });
      await written?.(trx);
      return true;
    });
  }

  /**
   * Sets the salon's response. `before` runs first in the same transaction (the audit entry), so
   * a write the database refuses takes it back too. False when there is no such review.
   */
  async respond(
    id: number,
    response: string,
    by: number,
    before?: (trx: Db) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('reviews')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) return false;
      await before?.(trx);
      const now = new Date().toISOString();
      await trx
        .updateTable('reviews')
        .set({ admin_response: response, responded_at: now, responded_by: by, updated_at: now })
        .where('id', '=', id)
        .execute();
      return true;
    });
  }

  countForAdmin(filter: AdminReviewFilter): Promise<number> {
    return this.#count(this.#adminFiltered(filter));
  }

  listForAdmin(
    filter: AdminReviewFilter,
    limit: number,
    offset: number,
  ): Promise<AdminReviewRow[]> {
    const ids = this.#adminFiltered(filter)
      .select('r.id')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset(offset);
    return reviewColumns(this.db)
      .leftJoin('services as s', (join) =>
        join.onRef('s.id', '=', 'r.reviewable_id').on('r.reviewable_type', '=', 'service'),
      )
      .leftJoin('products as p', (join) =>
        join.onRef('p.id', '=', 'r.reviewable_id').on('r.reviewable_type', '=', 'product'),
      )
      .select((eb) => [
        eb.fn.coalesce('s.name', 'p.name').as('item_name'),
        eb.fn.coalesce('s.slug', 'p.slug').as('item_slug'),
      ])
      .where('r.id', 'in', ids)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .execute();
  }

  async countByStatus(): Promise<Record<ReviewStatus, number>> {
    const rows = await this.db
      .selectFrom('reviews')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  /** Rated (approved) reviews of every item, counted per star: the rule the storefront uses. */
  ratedCounts(): Promise<RatingCounts> {
    return this.#ratingCounts(reviewsFrom(this.db).where('r.status', '=', RATED_REVIEW_STATUS));
  }

  /** Sets the item's `rating` (average, one decimal; null when none) and `review_count`. */
  #refreshItemRating(trx: Kysely<Database>, item: ItemKey): Promise<void> {
    return refreshItemRating(trx, item);
  }

  #approvedOf(db: Kysely<Database>, item: ItemKey): ReviewsQuery {
    return reviewsFrom(db)
      .where('r.reviewable_type', '=', item.type)
      .where('r.reviewable_id', '=', item.id)
      .where('r.status', '=', RATED_REVIEW_STATUS);
  }

  #adminFiltered(filter: AdminReviewFilter): ReviewsQuery {
    let query = reviewsFrom(this.db);
    if (filter.status) query = query.where('r.status', '=', filter.status);
    if (filter.itemType) query = query.where('r.reviewable_type', '=', filter.itemType);
    if (filter.rating) query = query.where('r.rating', '=', filter.rating);
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 'r.search_text'));
    return query;
  }

  async #count(query: ReviewsQuery): Promise<number> {
    const row = await query
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async #ratingCounts(query: ReviewsQuery): Promise<RatingCounts> {
    const rows = await query
      .select((eb) => ['r.rating', eb.fn.countAll<number>().as('n')])
      .groupBy('r.rating')
      .execute();
    return new Map(rows.map((row) => [row.rating, Number(row.n)]));
  }
}
