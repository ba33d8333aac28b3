export const DEFAULT_MIN_STOCK_LEVEL = 5;

export type StockStatus = 'out_of_stock' | 'low_stock' | 'in_stock';

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  out_of_stock: 'Hết hàng',
  low_stock: 'Sắp hết hàng',
  in_stock: 'Còn hàng',
};

/** Out of stock at 0 or less; low at or below the minimum level (default 5). */
export function stockStatus(
  stockQuantity: number,
  minStockLevel: number | null | undefined = DEFAULT_MIN_STOCK_LEVEL,
): StockStatus {
  if (stockQuantity <= 0) return 'out_of_stock';
  if (stockQuantity <= (minStockLevel ?? DEFAULT_MIN_STOCK_LEVEL)) return 'low_stock';
  return 'in_stock';
}

/** Shown where an item has no rating yet. */
export const DEFAULT_DISPLAY_RATING = 4.5;

export function displayRating(rating: number | null | undefined): number {
  return rating ?? DEFAULT_DISPLAY_RATING;
}
