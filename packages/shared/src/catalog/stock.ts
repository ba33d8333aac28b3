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
export const NO_RATING_TEXT = 'Chưa có đánh giá';

/**
 * An item's rating as shown ('4.8'): the average of its approved reviews. An item nobody has
 * rated shows none (`null`; show NO_RATING_TEXT), never a made-up figure (the original showed 4.5).
 */
export function displayRating(rating: number | null | undefined): string | null {
  return rating === null || rating === undefined ? null : rating.toFixed(1);
}
