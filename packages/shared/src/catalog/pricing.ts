/** A promotion applied to one service or product (storefront §3 Sale, customer-account §3). */
export interface SaleItem {
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  /** Caps a percentage discount, in đồng; null or 0 means no cap. */
  max_discount_amount?: number | null;
}

export interface PriceInput {
  price: number;
  sale_price?: number | null;
  sale_items?: readonly SaleItem[];
}

export interface Price {
  /** The list price. */
  price: number;
  /** What the customer pays: the best of the sale price and every sale item, never below 0. */
  final_price: number;
  discount_amount: number;
  /** Whole percent off the list price, for the badge. */
  discount_percentage: number;
  is_on_sale: boolean;
}

/** The đồng taken off by one sale item; percentages are capped by max_discount_amount. */
export function saleItemDiscount(price: number, item: SaleItem): number {
  if (item.discount_value <= 0) return 0;
  if (item.discount_type === 'fixed') return Math.round(item.discount_value);
  const discount = Math.round((price * item.discount_value) / 100);
  const cap = item.max_discount_amount;
  return cap && cap > 0 ? Math.min(discount, cap) : discount;
}

/** What one promotion takes off a list price, in đồng: never more than the price itself. */
export function promotionDiscountOn(listPrice: number, item: SaleItem): number {
  return Math.min(listPrice, saleItemDiscount(listPrice, item));
}

/**
 * The price rule, written once: a sale price counts when it is below the list price; each sale
 * item gives its own discount; the best (lowest) price wins, floored at 0.
 */
export function computePrice({ price, sale_price = null, sale_items = [] }: PriceInput): Price {
  const listPrice = Math.max(0, Math.round(price));
  let best = listPrice;
  if (sale_price !== null && sale_price >= 0 && sale_price < best) best = Math.round(sale_price);
  for (const item of sale_items) {
    best = Math.min(best, Math.max(0, listPrice - saleItemDiscount(listPrice, item)));
  }
  const discount = listPrice - best;
  return {
    price: listPrice,
    final_price: best,
    discount_amount: discount,
    discount_percentage: listPrice > 0 ? Math.round((discount / listPrice) * 100) : 0,
    is_on_sale: discount > 0,
  };
}
