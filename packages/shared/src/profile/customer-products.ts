import { z } from 'zod';
import type { PageMeta } from '../api/envelope.js';

/**
 * Products a customer bought and is using (customer-account §3 Customer product, §4). A row is
 * made for each product line of a completed order; "expired" is not stored but read from the
 * end date, so it is always true to today.
 */
export const CUSTOMER_PRODUCT_RULES = {
  /** Near expiry when this many days or fewer are left (§4). */
  nearExpiryDays: 7,
  /**
   * How long a product lasts when the catalogue does not say (`usage_duration_days` empty):
   * 90 days, what a bottle of shampoo or a tub of mask lasts at the salon's recommended use.
   */
  defaultUsageDays: 90,
  notesMax: 500,
  perPage: 10,
  maxPerPage: 50,
} as const;

export const CUSTOMER_PRODUCT_STATUSES = ['active', 'expired', 'finished'] as const;
export type CustomerProductStatus = (typeof CUSTOMER_PRODUCT_STATUSES)[number];

export const CUSTOMER_PRODUCT_STATUS_LABELS: Record<CustomerProductStatus, string> = {
  active: 'Đang sử dụng',
  expired: 'Đã hết hạn',
  finished: 'Đã dùng hết',
};

export const CUSTOMER_PRODUCT_MESSAGES = {
  notFound: 'Không tìm thấy sản phẩm này.',
  notActive: 'Chỉ có thể đánh dấu sản phẩm đang sử dụng (chưa hết hạn) là đã dùng hết.',
  finished: 'Đã đánh dấu sản phẩm đã dùng hết.',
  statusInvalid: 'Trạng thái mới chỉ có thể là "đã dùng hết" (finished).',
  notesMax: `Ghi chú tối đa ${CUSTOMER_PRODUCT_RULES.notesMax} ký tự.`,
  filterInvalid: 'Trạng thái lọc không hợp lệ.',
  nearExpiry: 'Sắp hết hạn',
  empty: 'Bạn chưa có sản phẩm nào đang sử dụng.',
  loadFailed: 'Không thể tải danh sách sản phẩm',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** `YYYY-MM-DD` plus some days. */
export function addDaysIso(isoDate: string, days: number): string {
  return new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** The day a product bought on `purchaseDate` runs out. */
export function usageEndDate(purchaseDate: string, usageDurationDays: number | null): string {
  const days =
    usageDurationDays && usageDurationDays > 0
      ? usageDurationDays
      : CUSTOMER_PRODUCT_RULES.defaultUsageDays;
  return addDaysIso(purchaseDate, days);
}

export interface CustomerProductState {
  status: CustomerProductStatus;
  /** How far from the purchase to the end date today is, 0–100 (100 once finished). */
  progress_percentage: number;
  /** Days left until the end date (negative once past). */
  days_left: number;
  /** Active with 7 days or fewer left. */
  is_near_expiry: boolean;
}

/** The status and progress of one product on `today` (the salon's day). */
export function customerProductState(
  row: { purchase_date: string; usage_end_date: string; stored_status: 'active' | 'finished' },
  today: string,
): CustomerProductState {
  const start = dayNumber(row.purchase_date);
  const end = dayNumber(row.usage_end_date);
  const now = dayNumber(today);
  const daysLeft = end - now;
  const span = Math.max(1, end - start);
  const progress = Math.min(100, Math.max(0, Math.round(((now - start) / span) * 100)));
  if (row.stored_status === 'finished') {
    return {
      status: 'finished',
      progress_percentage: 100,
      days_left: daysLeft,
      is_near_expiry: false,
    };
  }
  const expired = daysLeft < 0;
  return {
    status: expired ? 'expired' : 'active',
    progress_percentage: expired ? 100 : progress,
    days_left: daysLeft,
    is_near_expiry: !expired && daysLeft <= CUSTOMER_PRODUCT_RULES.nearExpiryDays,
  };
}

/**
 * Only a product in use can be marked used up (customer-account §4): not one already used up,
 * and not one whose usage period has ended (it is expired, whatever became of it).
 */
export function canMarkFinished(state: Pick<CustomerProductState, 'status'>): boolean {
  return state.status === 'active';
}

export interface CustomerProductDto extends CustomerProductState {
  id: number;
  product: { id: number | null; name: string; slug: string | null; image: string | null };
  purchase_date: string;
  usage_end_date: string;
  notes: string | null;
  finished_at: string | null;
  order_id: number | null;
}

export interface CustomerProductStats {
  total: number;
  active: number;
  near_expiry: number;
  expired: number;
  finished: number;
}

/** `GET /api/customer/products`. */
export interface CustomerProductsReply {
  products: { data: CustomerProductDto[]; meta: PageMeta };
  stats: CustomerProductStats;
}

export const customerProductsQuerySchema = z.object({
  page: z.coerce.number({ error: 'Số trang không hợp lệ' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Số mục mỗi trang không hợp lệ' })
    .int()
    .min(1)
    .max(CUSTOMER_PRODUCT_RULES.maxPerPage)
    .default(CUSTOMER_PRODUCT_RULES.perPage),
  status: z
    .enum([...CUSTOMER_PRODUCT_STATUSES, 'near_expiry'], {
      error: CUSTOMER_PRODUCT_MESSAGES.filterInvalid,
    })
    .optional(),
});
export type CustomerProductsQuery = z.output<typeof customerProductsQuerySchema>;

/** `PATCH /api/customer/products/:id/status`. */
export const finishCustomerProductSchema = z.object({
  status: z.literal('finished', { error: CUSTOMER_PRODUCT_MESSAGES.statusInvalid }),
  notes: z
    .union([z.string(), z.null()], { error: CUSTOMER_PRODUCT_MESSAGES.notesMax })
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : null))
    .refine(
      (v) => v === null || v.length <= CUSTOMER_PRODUCT_RULES.notesMax,
      CUSTOMER_PRODUCT_MESSAGES.notesMax,
    ),
});
export type FinishCustomerProductInput = z.input<typeof finishCustomerProductSchema>;
