/** Rows to public DTOs, with the shared rules for prices and stock. */
import {
  computePrice,
  promotionDiscountOn,
  stockStatus,
  type ApiPage,
  type CategoryRef,
  type PublicProductDetail,
  type PublicProductSummary,
  type PublicPromotion,
  type PublicSale,
  type PublicSaleItem,
  type PublicServiceDetail,
  type PublicServiceSummary,
} from '@salon/shared';
import type { RunningPromotionRow } from './promotions.repository.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { ProductDetailRow, ProductSummaryRow } from './products.repository.js';
import type { ServiceDetailRow, ServiceSummaryRow } from './services.repository.js';

/** A JSON column holding a list of strings; anything else reads as an empty list. */
export function parseStringList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

interface PricedRow {
  price: number;
  sale_price: number | null;
  /** The best running promotion's discount, in đồng (already computed by the query). */
  promotion_discount: number;
}

/** What one unit costs: `computePrice` with the best running promotion the query found. */
export function priceOf(row: PricedRow) {
  const promotion = Number(row.promotion_discount);
  return computePrice({
    price: row.price,
    sale_price: row.sale_price,
    sale_items: promotion > 0 ? [{ discount_type: 'fixed', discount_value: promotion }] : [],
  });
}

/** Price fields of every item DTO; `sale_price` is what the customer pays while on sale. */
export function priceFields(row: PricedRow) {
  const price = priceOf(row);
  return {
    price: price.price,
    sale_price: price.is_on_sale ? price.final_price : null,
    final_price: price.final_price,
    discount_amount: price.discount_amount,
    discount_percentage: price.discount_percentage,
    is_on_sale: price.is_on_sale,
  };
}

function categoryRef(row: {
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
}): CategoryRef | null {
  if (row.category_id === null || row.category_name === null || row.category_slug === null) {
    return null;
  }
  return { id: row.category_id, name: row.category_name, slug: row.category_slug };
}

export function toServiceSummary(row: ServiceSummaryRow): PublicServiceSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    short_description: row.short_description,
    ...priceFields(row),
    duration_minutes: row.duration_minutes,
    staff_required: row.staff_required,
    rating: row.rating,
    reviews: row.review_count,
    is_featured: row.is_featured,
    category: categoryRef(row),
    features: parseStringList(row.features),
    image_urls: parseStringList(row.image_urls),
    thumbnail_urls: parseStringList(row.thumbnail_urls),
  };
}

export function toServiceDetail(
  row: ServiceDetailRow,
  related: readonly ServiceSummaryRow[],
  promotions: readonly RunningPromotionRow[],
): PublicServiceDetail {
  return {
    ...toServiceSummary(row),
    // Written by staff as HTML; the storefront renders it as it is.
    description: sanitizeRichText(row.description),
    promotions: promotions.map((promotion) => toPublicPromotion(promotion, row.price)),
    related: related.map(toServiceSummary),
  };
}

export function toProductSummary(row: ProductSummaryRow): PublicProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    brand: row.brand,
    short_description: row.short_description,
    ...priceFields(row),
    stock_quantity: row.stock_quantity,
    min_stock_level: row.min_stock_level,
    stock_status: stockStatus(row.stock_quantity, row.min_stock_level),
    sellable: row.is_sellable,
    rating: row.rating,
    total_reviews: row.review_count,
    is_featured: row.is_featured,
    usage_duration_days: row.usage_duration_days,
    category: categoryRef(row),
    image_urls: parseStringList(row.image_urls),
    thumbnail_urls: parseStringList(row.thumbnail_urls),
  };
}

export function toProductDetail(
  row: ProductDetailRow,
  related: readonly ProductSummaryRow[],
  promotions: readonly RunningPromotionRow[],
): PublicProductDetail {
  return {
    ...toProductSummary(row),
    // Written by staff as HTML; the storefront renders it as it is.
    description: sanitizeRichText(row.description),
    promotions: promotions.map((promotion) => toPublicPromotion(promotion, row.price)),
    related_products: related.map(toProductSummary),
  };
}

/** One page of a list; `last_page` is at least 1, so an empty list still has a page. */
export function toPage<T>(data: T[], total: number, page: number, perPage: number): ApiPage<T> {
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total,
    },
  };
}

export function toPublicPromotion(row: RunningPromotionRow, listPrice: number): PublicPromotion {
  return { ...publicPromotionFields(row), discount_amount: promotionDiscountOn(listPrice, row) };
}

/** A running sale with the items it applies to (`GET /api/public/sales`). */
export function toPublicSale(row: RunningPromotionRow, items: PublicSaleItem[]): PublicSale {
  return { ...publicPromotionFields(row), items };
}

/** What the storefront may see of a running promotion, whichever way it is asked for. */
function publicPromotionFields(row: RunningPromotionRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    discount_type: row.discount_type,
    discount_value: row.discount_value,
    max_discount_amount: row.max_discount_amount,
    min_order_amount: row.min_order_amount,
    start_date: row.start_date,
    end_date: row.end_date,
    remaining_uses: row.usage_limit === null ? null : Math.max(0, row.usage_limit - row.used_count),
  };
}
