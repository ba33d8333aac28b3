import { salonToday, type ServiceSort } from '@salon/shared';
import type { Db } from '../../db/database.js';
import { categoryFamily, effectivePrice, promotionDiscount, type IdOrSlug } from './catalog.sql.js';
import { matchesWords, nameRank } from '../../lib/search.sql.js';

export interface ServiceFilter {
  category?: IdOrSlug | undefined;
  /** Folded search words, all required. */
  words: readonly string[];
  featured?: boolean | undefined;
}

export interface ServiceSummaryRow {
  id: number;
  slug: string;
  name: string;
  short_description: string | null;
  price: number;
  sale_price: number | null;
  duration_minutes: number;
  staff_required: number;
  rating: number | null;
  review_count: number;
  is_featured: boolean;
  features: string;
  image_urls: string;
  thumbnail_urls: string;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  /** The best running promotion's discount, in đồng. */
  promotion_discount: number;
}

export interface ServiceDetailRow extends ServiceSummaryRow {
  description: string | null;
}

const COLUMNS = [
  's.id',
  's.slug',
  's.name',
  's.short_description',
  's.price',
  's.sale_price',
  's.duration_minutes',
  's.staff_required',
  's.rating',
  's.review_count',
  's.is_featured',
  's.features',
  's.image_urls',
  's.thumbnail_urls',
  's.category_id',
  'c.name as category_name',
  'c.slug as category_slug',
] as const;

export class ServicesRepository {
  constructor(
    private readonly db: Db,
    /** Today in the salon, which decides the running promotions. */
    private readonly today: () => string = () => salonToday(),
  ) {}

  #summaryColumns() {
    return [...COLUMNS, promotionDiscount('s', this.today()).as('promotion_discount')] as const;
  }

  #active(filter: ServiceFilter) {
    let query = this.db.selectFrom('services as s').where('s.status', '=', 'active');
    if (filter.featured) query = query.where('s.is_featured', '=', true);
    if (filter.category) {
      query = query.where(
        's.category_id',
        'in',
        categoryFamily(this.db, 'service', filter.category),
      );
    }
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 's.search_text'));
    return query;
  }

  async countActive(filter: ServiceFilter): Promise<number> {
    const row = await this.#active(filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  listActive(
    filter: ServiceFilter,
    sort: ServiceSort,
    limit: number,
    offset: number,
  ): Promise<ServiceSummaryRow[]> {
    let query = this.#active(filter)
      .leftJoin('categories as c', 'c.id', 's.category_id')
      .select(this.#summaryColumns());
    // Searching: name hits first, then the chosen order.
    if (filter.words.length > 0) query = query.orderBy(nameRank(filter.words, 's.search_name'));
    switch (sort) {
      case 'popular':
        query = query
          .orderBy('s.booking_count', 'desc')
          .orderBy('s.rating', (o) => o.desc().nullsLast());
        break;
      case 'price_asc':
        query = query.orderBy(effectivePrice('s', this.today()), 'asc');
        break;
      case 'price_desc':
        query = query.orderBy(effectivePrice('s', this.today()), 'desc');
        break;
      case 'rating':
        query = query
          .orderBy('s.rating', (o) => o.desc().nullsLast())
          .orderBy('s.review_count', 'desc');
        break;
      case 'duration':
        query = query.orderBy('s.duration_minutes', 'asc');
        break;
    }
    return query.orderBy('s.id', 'asc').limit(limit).offset(offset).execute();
  }

  findActive(key: IdOrSlug): Promise<ServiceDetailRow | undefined> {
    const query = this.db
      .selectFrom('services as s')
      .leftJoin('categories as c', 'c.id', 's.category_id')
      .select([...this.#summaryColumns(), 's.description'])
      .where('s.status', '=', 'active');
    return (
      'id' in key ? query.where('s.id', '=', key.id) : query.where('s.slug', '=', key.slug)
    ).executeTakeFirst();
  }

  /** Other active services of one category, most popular first. */
  listRelated(categoryId: number, excludeId: number, limit: number): Promise<ServiceSummaryRow[]> {
    return this.db
      .selectFrom('services as s')
      .leftJoin('categories as c', 'c.id', 's.category_id')
      .select(this.#summaryColumns())
      .where('s.status', '=', 'active')
      .where('s.category_id', '=', categoryId)
      .where('s.id', '<>', excludeId)
      .orderBy('s.booking_count', 'desc')
      .orderBy('s.rating', (o) => o.desc().nullsLast())
      .orderBy('s.id', 'asc')
      .limit(limit)
      .execute();
  }
}
