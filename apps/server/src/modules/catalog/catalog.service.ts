import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  salonToday,
  searchWords,
  type ApiPage,
  type CategoryType,
  type CategoryWithCount,
  type ProductListQuery,
  type PublicProductDetail,
  type PublicProductSummary,
  type PublicPromotion,
  type PublicSale,
  type PublicSaleItem,
  type PublicServiceDetail,
  type PublicServiceSummary,
  type ServiceListQuery,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import { VersionedCache } from './catalog.cache.js';
import {
  toPage,
  toProductDetail,
  toProductSummary,
  toPublicSale,
  toServiceDetail,
  toServiceSummary,
} from './catalog.dto.js';
import type { IdOrSlug } from './catalog.sql.js';
import type { CategoriesRepository } from './categories.repository.js';
import type { DataVersionRepository } from './data-version.repository.js';
import type { ProductsRepository } from './products.repository.js';
import type { PromotionsRepository } from './promotions.repository.js';
import type { ServicesRepository } from './services.repository.js';

/** The largest id the databases store (32-bit integer keys). */
const MAX_ID = 2_147_483_647;

/** Digits name an id, anything else a slug; null names nothing (0, or past the id range). */
export function parseIdOrSlug(value: string): IdOrSlug | null {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= MAX_ID ? { id } : null;
  }
  return value ? { slug: value } : null;
}

/**
 * The public catalogue: categories, services and products as the storefront shows them. Every
 * page is read often and changes rarely, so answers are kept until the data changes.
 */
export class CatalogService {
  readonly #cache: VersionedCache;

  constructor(
    private readonly categoryRepository: CategoriesRepository,
    private readonly serviceRepository: ServicesRepository,
    private readonly productRepository: ProductsRepository,
    private readonly promotionRepository: PromotionsRepository,
    dataVersion: DataVersionRepository,
    /** Today in the salon: promotions start and end with the day, so answers do too. */
    private readonly today: () => string = () => salonToday(),
  ) {
    this.#cache = new VersionedCache(async () => `${await dataVersion.current()}@${this.today()}`);
  }

  listCategories(type: CategoryType): Promise<CategoryWithCount[]> {
    return this.#cache.get(`categories:${type}`, () => this.#listCategories(type));
  }

  listServices(query: ServiceListQuery): Promise<ApiPage<PublicServiceSummary>> {
    return this.#cache.get(`services:${JSON.stringify(query)}`, () => this.#listServices(query));
  }

  serviceDetail(idOrSlug: string): Promise<PublicServiceDetail> {
    return this.#cache.get(`service:${idOrSlug}`, () => this.#serviceDetail(idOrSlug));
  }

  listProducts(query: ProductListQuery): Promise<ApiPage<PublicProductSummary>> {
    if (
      query.min_price !== undefined &&
      query.max_price !== undefined &&
      query.min_price > query.max_price
    ) {
      return Promise.reject(fieldError('min_price', CATALOG_MESSAGES.invalidPrice));
    }
    return this.#cache.get(`products:${JSON.stringify(query)}`, () => this.#listProducts(query));
  }

  productDetail(idOrSlug: string): Promise<PublicProductDetail> {
    return this.#cache.get(`product:${idOrSlug}`, () => this.#productDetail(idOrSlug));
  }

  /** `GET /api/products/:id/promotions`: the running promotions of an active product. */
  async productPromotions(idOrSlug: string): Promise<PublicPromotion[]> {
    return (await this.productDetail(idOrSlug)).promotions;
  }

  /** `GET /api/public/sales`: every running sale and the active items it applies to. */
  publicSales(): Promise<PublicSale[]> {
    return this.#cache.get('sales', () => this.#publicSales());
  }

  async #publicSales(): Promise<PublicSale[]> {
    const running = await this.promotionRepository.runningAll(this.today());
    const items = await this.promotionRepository.itemsOf(running.map((row) => row.id));
    const byPromotion = new Map<number, PublicSaleItem[]>();
    for (const item of items) {
      const list = byPromotion.get(item.promotion_id) ?? [];
      list.push({ type: item.item_type, id: item.item_id });
      byPromotion.set(item.promotion_id, list);
    }
    return running
      .filter((row) => byPromotion.has(row.id))
      .map((row) => toPublicSale(row, byPromotion.get(row.id) ?? []));
  }

  /**
   * Active categories of one type, flat, in display order. A category's count is its active
   * items plus, for a top-level category, its children's (the same family the list filter uses).
   * A child of an inactive parent is left out: it has no place in the tree.
   */
  async #listCategories(type: CategoryType): Promise<CategoryWithCount[]> {
    const [categories, own] = await Promise.all([
      this.categoryRepository.listByType(type),
      this.categoryRepository.countActiveItems(type),
    ]);
    const totals = new Map(own);
    const active = new Set<number>();
    for (const category of categories) {
      if (category.status === 'active') active.add(category.id);
      if (category.parent_id !== null) {
        const parent = category.parent_id;
        totals.set(parent, (totals.get(parent) ?? 0) + (own.get(category.id) ?? 0));
      }
    }
    return categories
      .filter((c) => active.has(c.id) && (c.parent_id === null || active.has(c.parent_id)))
      .map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        parent_id: c.parent_id,
        count: totals.get(c.id) ?? 0,
      }));
  }

  async #listServices(query: ServiceListQuery): Promise<ApiPage<PublicServiceSummary>> {
    const { page, per_page: perPage } = query;
    const category = query.category === undefined ? undefined : parseIdOrSlug(query.category);
    if (category === null) return toPage([], 0, page, perPage);

    const filter = { category, words: searchWords(query.search), featured: query.featured };
    const total = await this.serviceRepository.countActive(filter);
    const offset = (page - 1) * perPage;
    const rows =
      offset < total
        ? await this.serviceRepository.listActive(filter, query.sort, perPage, offset)
        : [];
    return toPage(rows.map(toServiceSummary), total, page, perPage);
  }

  async #serviceDetail(idOrSlug: string): Promise<PublicServiceDetail> {
    const key = parseIdOrSlug(idOrSlug);
    const row = key ? await this.serviceRepository.findActive(key) : undefined;
    if (!row) throw new AppError('SERVICE_NOT_FOUND', CATALOG_MESSAGES.serviceNotFound, 404);
    const related =
      row.category_id === null
        ? []
        : await this.serviceRepository.listRelated(
            row.category_id,
            row.id,
            CATALOG_LIMITS.relatedMax,
          );
    const promotions = await this.promotionRepository.runningFor('service', row.id, this.today());
    return toServiceDetail(row, related, promotions);
  }

  async #listProducts(query: ProductListQuery): Promise<ApiPage<PublicProductSummary>> {
    const { page, per_page: perPage } = query;
    const category = query.category === undefined ? undefined : parseIdOrSlug(query.category);
    if (category === null) return toPage([], 0, page, perPage);

    const filter = {
      category,
      words: searchWords(query.search),
      featured: query.featured,
      inStock: query.in_stock,
      onSale: query.on_sale,
      minPrice: query.min_price,
      maxPrice: query.max_price,
    };
    const total = await this.productRepository.countActive(filter);
    const offset = (page - 1) * perPage;
    const rows =
      offset < total
        ? await this.productRepository.listActive(filter, query.sort, perPage, offset)
        : [];
    return toPage(rows.map(toProductSummary), total, page, perPage);
  }

  async #productDetail(idOrSlug: string): Promise<PublicProductDetail> {
    const key = parseIdOrSlug(idOrSlug);
    const row = key ? await this.productRepository.findActive(key) : undefined;
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', CATALOG_MESSAGES.productNotFound, 404);
    const related = await this.productRepository.listRelated(
      {
        productId: row.id,
        categoryId: row.category_id,
        familyId: row.category_parent_id ?? row.category_id,
      },
      CATALOG_LIMITS.relatedMax,
    );
    const promotions = await this.promotionRepository.runningFor('product', row.id, this.today());
    return toProductDetail(row, related, promotions);
  }
}
