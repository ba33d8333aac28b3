import { z } from 'zod';
import { ratingCommentSchema } from '../reviews/rating-comment-schema.js';
import { isIsoDate } from '../time/salon-time.js';
import { ORDER_LIMITS, ORDER_TYPES } from './constants.js';
import { ORDER_MESSAGES } from './messages.js';
import { ORDER_STATUSES, type OrderStatus } from './statuses.js';
import type { Cart } from '../cart/cart.js';
import type { OrderItemDto, OrderSummary } from './dto.js';

/* My orders (customer-account §2 My orders, §7 GET /customer/orders): the query and replies. */

export const MY_ORDERS_LIMITS = {
  perPage: ORDER_LIMITS.pageSize,
  maxPerPage: 50,
  searchMax: 100,
} as const;

export const MY_ORDERS_SORT_ORDERS = ['desc', 'asc'] as const;
export type MyOrdersSortOrder = (typeof MY_ORDERS_SORT_ORDERS)[number];

export const MY_ORDERS_MESSAGES = {
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: `Số đơn hàng mỗi trang phải từ 1 đến ${MY_ORDERS_LIMITS.maxPerPage}`,
  invalidStatus: 'Trạng thái lọc không hợp lệ',
  invalidOrderType: 'Hình thức nhận hàng lọc không hợp lệ',
  invalidDate: 'Ngày lọc không hợp lệ (định dạng YYYY-MM-DD)',
  invalidDateRange: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc',
  invalidSort: 'Thứ tự sắp xếp không hợp lệ (asc hoặc desc)',
  searchTooLong: `Từ khóa tìm kiếm tối đa ${MY_ORDERS_LIMITS.searchMax} ký tự`,
  emptyFiltered: 'Không có đơn hàng nào phù hợp với bộ lọc',
  cancelFailed: 'Không thể hủy đơn hàng',
  rebuyFailed: 'Không thể mua lại đơn hàng',
  reviewFailed: 'Có lỗi xảy ra khi gửi đánh giá',
  itemNotFound: 'Không tìm thấy mặt hàng này trong đơn',
} as const;

const M = MY_ORDERS_MESSAGES;

const isoDate = z
  .string({ error: M.invalidDate })
  .trim()
  .refine((value) => isIsoDate(value), M.invalidDate)
  .optional();

/** `GET /api/customer/orders`: dates are the salon's days (UTC+7), both ends included. */
export const myOrdersQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: M.invalidPage })
      .int(M.invalidPage)
      .min(1, M.invalidPage)
      .max(100_000, M.invalidPage)
      .default(1),
    per_page: z.coerce
      .number({ error: M.invalidPerPage })
      .int(M.invalidPerPage)
      .min(1, M.invalidPerPage)
      .max(MY_ORDERS_LIMITS.maxPerPage, M.invalidPerPage)
      .default(MY_ORDERS_LIMITS.perPage),
    status: z.enum(ORDER_STATUSES, { error: M.invalidStatus }).optional(),
    order_type: z.enum(ORDER_TYPES, { error: M.invalidOrderType }).optional(),
    from: isoDate,
    to: isoDate,
    /** Newest first unless asked. */
    sort_order: z.enum(MY_ORDERS_SORT_ORDERS, { error: M.invalidSort }).default('desc'),
    /** An order number, or words of an item's name (diacritics optional). */
    search: z
      .string({ error: M.searchTooLong })
      .trim()
      .max(MY_ORDERS_LIMITS.searchMax, M.searchTooLong)
      .optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: M.invalidDateRange,
    path: ['to'],
  });
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;

/** `POST /api/customer/orders/:id/items/:itemId/review`. */
export const orderItemReviewSchema = ratingCommentSchema(
  { rating: ORDER_MESSAGES.reviewRatingInvalid, comment: ORDER_MESSAGES.reviewCommentTooLong },
  ORDER_LIMITS.reviewCommentMax,
);
export type OrderItemReviewInput = z.output<typeof orderItemReviewSchema>;

/** `POST /api/customer/orders/:id/rebuy`: the cart after, and what was added or skipped. */
export interface RebuyReply {
  cart: Cart;
  /** Lines put in the cart. */
  added: number;
  /** Lines that can no longer be bought. */
  skipped: number;
}

/** The message of a rebuy: all added, some skipped, or nothing left to buy. */
export function rebuyMessage(reply: { added: number; skipped: number }): string {
  if (reply.added === 0) return ORDER_MESSAGES.rebuyNothing;
  return reply.skipped > 0 ? ORDER_MESSAGES.rebuyPartial(reply.skipped) : ORDER_MESSAGES.rebuyDone;
}

/** A review written from My orders, as the order line shows it afterwards. */
export interface OrderItemReviewDto {
  id: number;
  order_item_id: number;
  rating: number;
  content: string;
  status: string;
  created_at: string;
}

/** Rebuy is offered once an order is over: completed, or cancelled. */
export function customerCanRebuyOrder(order: { status: OrderStatus }): boolean {
  return order.status === 'completed' || order.status === 'cancelled';
}

/** One row of My orders: the summary, its lines (for the expanded row) and what may be done. */
export interface MyOrder extends OrderSummary {
  order_items: OrderItemDto[];
  can_cancel: boolean;
  can_rebuy: boolean;
  /** Completed orders only: lines may be reviewed. */
  can_review: boolean;
}
