import { salonToday, type ProductSort } from '@salon/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  categoryFamily,
  effectivePrice,
  isDiscounted,
  promotionDiscount,
  type IdOrSlug,
} from './catalog.sql.js';
import { matchesWords, nameRank } from '../../lib/search.sql.js';

export interface ProductFilter {
  category?: IdOrSlug | undefined;
  /** Folded search words, all required. */
  words: readonly string[];
  featured?: boolean | undefined;
  inStock?: boolean | undefined;
  onSale?: boolean | undefined;
  /** Bounds on the effective price, in đồng. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export interface ProductSummaryRow {
  id: number;
  slug: string;
  name: string;
  sku: string;
  brand: string | null;
  short_description: string | null;
  price: number;
  sale_price: number | null;
  stock_quantity: number;
  min_stock_level: number;
  usage_duration_days: number | null;
  rating: number | null;
  review_count: number;
  is_featured: boolean;
  is_sellable: boolean;
  image_urls: string;
  thumbnail_urls: string;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  /** The best running promotion's discount, in đồng. */
  promotion_discount: number;
}

export interface ProductDetailRow extends ProductSummaryRow {
  description: string | null;
  category_parent_id: number | null;
}

const COLUMNS = [
  'p.id',
  'p.slug',
  'p.name',
  'p.sku',
  'p.brand',
  'p.short_description',
  'p.price',
  'p.sale_price',
  'p.stock_quantity',
  'p.min_stock_level',
  'p.usage_duration_days',
  'p.rating',
  'p.review_count',
  'p.is_featured',
  'p.is_sellable',
  'p.image_urls',
  'p.thumbnail_urls',
  'p.category_id',
  'c.name as category_name',
  'c.slug as category_slug',
] as const;

export interface RelatedProductsOf {
  productId: number;
  categoryId: number | null;
  /** The top-level category of the product's category (itself when top-level). */
  familyId: number | null;
}

export class ProductsRepository {
  constructor(
    private readonly db: Db,
    /** Today in the salon, which decides the running promotions. */
    private readonly today: () => string = () => salonToday(),
  ) {}

  #summaryColumns() {
    return [...COLUMNS, promotionDiscount('p', this.today()).as('promotion_discount')] as const;
  }

  #active(filter: ProductFilter) {
    let query = this.db.selectFrom('products as p').where('p.status', '=', 'active');
    if (filter.featured) query = query.where('p.is_featured', '=', true);
    if (filter.inStock) query = query.where('p.stock_quantity', '>', 0);
    if (filter.onSale) query = query.where(isDiscounted('p', this.today()));
    if (filter.minPrice !== undefined) {
      query = query.where(effectivePrice('p', this.today()), '>=', filter.minPrice);
    }
    if (filter.maxPrice !== undefined) {
      query = query.where(effectivePrice('p', this.today()), '<=', filter.maxPrice);
    }
    if (filter.category) {
      query = query.where(
        'p.category_id',
        'in',
        categoryFamily(this.db, 'product', filter.category),
      );
    }
    if (filter.words.length > 0) query = query.where(matchesWords(filter.words, 'p.search_text'));
    return query;
  }

  async countActive(filter: ProductFilter): Promise<number> {
    const row = await this.#active(filter)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  listActive(
    filter: ProductFilter,
    sort: ProductSort,
    limit: number,
    offset: number,
  ): Promise<ProductSummaryRow[]> {
    let query = this.#active(filter)
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select(this.#summaryColumns());
    // Searching: name hits first, then the chosen order.
    if (filter.words.length > 0) query = query.orderBy(nameRank(filter.words, 'p.search_name'));
    switch (sort) {
      case 'popular':
        query = query.orderBy('p.sold_count', 'desc');
        break;
      case 'name':
        query = query.orderBy('p.name_key', 'asc');
        break;
      case 'price_asc':
        query = query.orderBy(effectivePrice('p', this.today()), 'asc');
        break;
      case 'price_desc':
        query = query.orderBy(effectivePrice('p', this.today()), 'desc');
        break;
      case 'rating':
        query = query
          .orderBy('p.rating', (o) => o.desc().nullsLast())
          .orderBy('p.review_count', 'desc');
        break;
      case 'stock':
        query = query.orderBy('p.stock_quantity', 'desc');
        break;
    }
    return query.orderBy('p.id', 'asc').limit(limit).offset(offset).execute();
  }

  findActive(key: IdOrSlug): Promise<ProductDetailRow | undefined> {
    const query = this.db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select([...this.#summaryColumns(), 'p.description', 'c.parent_id as category_parent_id'])
      .where('p.status', '=', 'active');
    return (
      'id' in key ? query.where('p.id', '=', key.id) : query.where('p.slug', '=', key.slug)
    ).executeTakeFirst();
  }

  /**
   * Other active products in one query: the same category first, then the same top-level
   * family, then the rest; best sellers first within each group.
   */
  listRelated(of: RelatedProductsOf, limit: number): Promise<ProductSummaryRow[]> {
    let query = this.db
      .selectFrom('products as p')
      .leftJoin('categories as c', 'c.id', 'p.category_id')
      .select(this.#summaryColumns())
      .where('p.status', '=', 'active')
      .where('p.id', '<>', of.productId);
    if (of.categoryId !== null) {
      const family = of.familyId ?? of.categoryId;
      query = query.orderBy(
        sql`(case when ${sql.ref('p.category_id')} = ${of.categoryId} then 0
          when ${sql.ref('c.id')} = ${family} or ${sql.ref('c.parent_id')} = ${family} then 1
          else 2 end)`,
        'asc',
      );
    }
    return query.orderBy('p.sold_count', 'desc').orderBy('p.id', 'asc').limit(limit).execute();
  }
}
