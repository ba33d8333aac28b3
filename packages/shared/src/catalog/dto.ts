import { promotionDiscountOn } from './pricing.js';
import type { PromotionTerms } from './promotions.js';
import type { StockStatus } from './stock.js';

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** A category with how many active items it holds (its children's included). */
export interface CategoryWithCount extends CategoryRef {
  parent_id: number | null;
  count: number;
}

interface PricedItem {
  price: number;
  sale_price: number | null;
  final_price: number;
  discount_amount: number;
  discount_percentage: number;
  is_on_sale: boolean;
}

export interface PublicServiceSummary extends PricedItem {
  id: number;
  slug: string;
  name: string;
  short_description: string | null;
  duration_minutes: number;
  staff_required: number;
  rating: number | null;
  reviews: number;
  is_featured: boolean;
  category: CategoryRef | null;
  features: string[];
  image_urls: string[];
  thumbnail_urls: string[];
}

/** A running promotion on one service or product (storefront §3 Sale), for the promotions tab. */
export interface PublicPromotion extends PromotionTerms {
  remaining_uses: number | null;
  /** What it takes off this item's list price, in đồng. */
  discount_amount: number;
}

/** An item a sale applies to. */
export interface PublicSaleItem {
  type: 'service' | 'product';
  id: number;
}

/**
 * A running sale of the catalogue (`GET /api/public/sales`, storefront §7): its terms, uses
 * left and the items it applies to.
 */
export interface PublicSale extends PromotionTerms {
  remaining_uses: number | null;
  items: PublicSaleItem[];
}

export interface PublicServiceDetail extends PublicServiceSummary {
  description: string | null;
  /** Running promotions; the promotions tab shows only when there is one. */
  promotions: PublicPromotion[];
  related: PublicServiceSummary[];
}

export interface PublicProductSummary extends PricedItem {
  id: number;
  slug: string;
  name: string;
  sku: string;
  brand: string | null;
  short_description: string | null;
  stock_quantity: number;
  min_stock_level: number;
  stock_status: StockStatus;
  sellable: boolean;
  rating: number | null;
  total_reviews: number;
  is_featured: boolean;
  usage_duration_days: number | null;
  category: CategoryRef | null;
  image_urls: string[];
  thumbnail_urls: string[];
}

export interface PublicProductDetail extends PublicProductSummary {
  description: string | null;
  promotions: PublicPromotion[];
  related_products: PublicProductSummary[];
}

/**
 * The running promotions of one item read from the public sales: what
 * `GET /api/products/:id/promotions` answers, for when that call fails (storefront §7's
 * fallback to `GET /api/public/sales`). Each with what it takes off the item's list price.
 */
export function itemPromotionsFromSales(
  sales: readonly PublicSale[],
  item: { type: PublicSaleItem['type']; id: number; price: number },
): PublicPromotion[] {
  return sales
    .filter((sale) => sale.items.some((on) => on.type === item.type && on.id === item.id))
    .map(({ items: _items, ...terms }) => ({
      ...terms,
      discount_amount: promotionDiscountOn(item.price, terms),
    }));
}
