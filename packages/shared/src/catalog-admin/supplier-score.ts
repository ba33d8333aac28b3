import { performanceLevel } from '../branches/branch-admin.js';

/**
 * A supplier's performance score (back-office §2.6, §3 performanceScore), from what the shop's
 * data holds about the products that name the supplier. Each part is a percentage:
 * - availability: its active products above their minimum stock level, out of its active products;
 * - sales: its products sold in at least one paid (not refunded) order, out of all its products;
 * - rating: the customers' average product rating (weighted by reviews), out of 5;
 * - active: its products on sale, out of all its products.
 * The score is the weighted mean of the parts there is data for (a supplier whose products have no
 * review yet is scored on the rest); a supplier without products has no score.
 */
export const SUPPLIER_SCORE_WEIGHTS = {
  availability: 35,
  sales: 30,
  rating: 25,
  active: 10,
} as const;

export type SupplierScorePart = keyof typeof SUPPLIER_SCORE_WEIGHTS;

export interface SupplierScoreFacts {
  products: number;
  active_products: number;
  /** Active products whose stock is above their minimum level. */
  in_stock_products: number;
  /** Products sold in at least one paid, not refunded, order. */
  sold_products: number;
  /** Reviews behind its products' ratings, and Σ rating × reviews. */
  reviews: number;
  rating_sum: number;
}

export type PerformanceLevel = 'excellent' | 'good' | 'fair' | 'poor';

export interface SupplierScore {
  /** 0–100, or null for a supplier without products. */
  score: number | null;
  level: PerformanceLevel | null;
  /** Each part in percent, null when there is no data for it. */
  parts: Record<SupplierScorePart, number | null>;
}

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

export function supplierScore(facts: SupplierScoreFacts): SupplierScore {
  const parts: Record<SupplierScorePart, number | null> = {
    availability: percent(facts.in_stock_products, facts.active_products),
    sales: percent(facts.sold_products, facts.products),
    rating: facts.reviews > 0 ? percent(facts.rating_sum / facts.reviews, 5) : null,
    active: percent(facts.active_products, facts.products),
  };
  if (facts.products === 0) return { score: null, level: null, parts };
  let weighted = 0;
  let weights = 0;
  for (const key of Object.keys(SUPPLIER_SCORE_WEIGHTS) as SupplierScorePart[]) {
    const value = parts[key];
    if (value === null) continue;
    weighted += value * SUPPLIER_SCORE_WEIGHTS[key];
    weights += SUPPLIER_SCORE_WEIGHTS[key];
  }
  const score = weights > 0 ? Math.round(weighted / weights) : 0;
  return { score, level: performanceLevel(score), parts };
}

/** The colour bands of §9 (80 and above, 60, 40), shared with the branches' comparison. */
export const PERFORMANCE_LEVEL_LABELS: Record<PerformanceLevel, string> = {
  excellent: 'Xuất sắc (≥ 80)',
  good: 'Tốt (60–79)',
  fair: 'Trung bình (40–59)',
  poor: 'Cần cải thiện (< 40)',
};

export const PERFORMANCE_LEVEL_COLORS: Record<PerformanceLevel, string> = {
  excellent: '#2d7f56',
  good: '#1677ff',
  fair: '#d48806',
  poor: '#cf1322',
};

export const SUPPLIER_SCORE_PART_LABELS: Record<SupplierScorePart, string> = {
  availability: 'Còn hàng',
  sales: 'Bán được',
  rating: 'Đánh giá',
  active: 'Đang bán',
};

export const SUPPLIER_SCORE_TEXT = {
  title: 'Điểm hiệu suất',
  noScore: 'Chưa có sản phẩm để chấm điểm',
  explanation: [
    `Còn hàng (${SUPPLIER_SCORE_WEIGHTS.availability}%): sản phẩm đang bán có tồn kho trên mức tối thiểu.`,
    `Bán được (${SUPPLIER_SCORE_WEIGHTS.sales}%): sản phẩm đã bán trong ít nhất một đơn đã thanh toán (không tính đơn hoàn tiền).`,
    `Đánh giá (${SUPPLIER_SCORE_WEIGHTS.rating}%): điểm đánh giá trung bình của khách cho các sản phẩm, trên 5 sao.`,
    `Đang bán (${SUPPLIER_SCORE_WEIGHTS.active}%): tỷ lệ sản phẩm đang hoạt động.`,
    'Phần chưa có dữ liệu (ví dụ chưa có đánh giá) không được tính; các phần còn lại chia lại trọng số.',
    'Mức: ≥ 80 xuất sắc, 60–79 tốt, 40–59 trung bình, dưới 40 cần cải thiện.',
  ],
  totals:
    'Số đơn và giá trị: các đơn đã thanh toán (không tính đơn hoàn tiền) có sản phẩm của nhà cung cấp; giá trị là tổng tiền các dòng sản phẩm đó.',
} as const;
