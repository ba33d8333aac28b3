import { z } from 'zod';
import { isoDateSchema } from '../booking/schemas.js';
import { ORDER_LIMITS, ORDER_TYPES, PAYMENT_METHODS } from './constants.js';
import { ORDER_ACTIONS, ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus } from './statuses.js';

/* The back-office orders screen (`/api/admin/orders`): its sorts, messages, queries and figures. */

export const ADMIN_ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const ADMIN_ORDER_SORT_LABELS: Record<AdminOrderSort, string> = {
  newest: 'Mới nhất',
  oldest: 'Cũ nhất',
  total_desc: 'Tổng tiền cao nhất',
  total_asc: 'Tổng tiền thấp nhất',
};

/** The order history's entries, as staff read them (unknown kinds show as they are). */
export const ORDER_EVENT_LABELS: Record<string, string> = {
  placed: 'Đặt hàng',
  paid: 'Đã thanh toán',
  payment_received: 'Nhận tiền chuyển khoản',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
  refunded: 'Đã hoàn tiền',
  note: 'Ghi chú',
};

export const PAYMENT_PROVIDER_LABELS: Record<string, string> = {
  sepay: 'SePay',
  casso: 'Casso',
  staff: 'Nhân viên ghi nhận',
  vietqr: 'VietQR (chờ tiền về)',
};

export const ADMIN_ORDER_LIMITS = {
  searchMax: 100,
  noteMax: 500,
  perPageMax: 100,
} as const;

export const ADMIN_ORDER_MESSAGES = {
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: `Số dòng mỗi trang từ 1 đến ${ADMIN_ORDER_LIMITS.perPageMax}`,
  searchTooLong: `Từ khóa tìm kiếm tối đa ${ADMIN_ORDER_LIMITS.searchMax} ký tự`,
  invalidStatus: 'Trạng thái đơn hàng không hợp lệ',
  invalidPaymentStatus: 'Trạng thái thanh toán không hợp lệ',
  invalidPaymentMethod: 'Phương thức thanh toán không hợp lệ',
  invalidOrderType: 'Hình thức nhận hàng không hợp lệ',
  invalidBranch: 'Chi nhánh không hợp lệ',
  invalidSort: 'Cách sắp xếp không hợp lệ',
  dateRangeInvalid: 'Ngày bắt đầu phải trước ngày kết thúc',
  invalidAction: 'Thao tác không hợp lệ',
  cancelReasonRequired: 'Vui lòng nhập lý do hủy đơn',
  cancelReasonTooLong: `Lý do hủy tối đa ${ORDER_LIMITS.cancelReasonMax} ký tự`,
  noteTooLong: `Ghi chú tối đa ${ADMIN_ORDER_LIMITS.noteMax} ký tự`,
  otherBranch: 'Bạn chỉ được xem đơn hàng của chi nhánh mình',
  statsLoadFailed: 'Không thể tải thống kê đơn hàng',
  done: {
    mark_paid: 'Đã xác nhận thanh toán',
    complete: 'Đã hoàn thành đơn hàng',
    cancel: 'Đã hủy đơn hàng',
    refund: 'Đã ghi nhận hoàn tiền cho khách',
  },
  confirm: {
    mark_paid: 'Xác nhận khách đã thanh toán đủ số tiền của đơn này?',
    complete: 'Hoàn thành đơn hàng? Đơn chưa thanh toán sẽ được ghi nhận là đã thu tiền khi giao.',
    cancel: 'Hủy đơn hàng? Số lượng sản phẩm sẽ được trả lại kho.',
    refund:
      'Xác nhận đã hoàn tiền cho khách? Đơn chưa hoàn thành sẽ được hủy và sản phẩm trả lại kho.',
  },
} as const;

const MAX_ID = 2_147_483_647;
const M = ADMIN_ORDER_MESSAGES;

/** `GET /api/admin/orders`: dates are salon days (UTC+7) of when the order was placed. */
export const adminOrderListQuerySchema = z
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
      .max(ADMIN_ORDER_LIMITS.perPageMax, M.invalidPerPage)
      .default(ORDER_LIMITS.adminPageSize),
    search: z
      .string({ error: M.searchTooLong })
      .trim()
      .max(ADMIN_ORDER_LIMITS.searchMax, M.searchTooLong)
      .optional(),
    status: z.enum(ORDER_STATUSES, { error: M.invalidStatus }).optional(),
    payment_status: z.enum(PAYMENT_STATUSES, { error: M.invalidPaymentStatus }).optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: M.invalidPaymentMethod }).optional(),
    order_type: z.enum(ORDER_TYPES, { error: M.invalidOrderType }).optional(),
    branch_id: z.coerce
      .number({ error: M.invalidBranch })
      .int(M.invalidBranch)
      .min(1, M.invalidBranch)
      .max(MAX_ID, M.invalidBranch)
      .optional(),
    date_from: isoDateSchema.optional(),
    date_to: isoDateSchema.optional(),
    sort: z.enum(ADMIN_ORDER_SORTS, { error: M.invalidSort }).default('newest'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: M.dateRangeInvalid,
    path: ['date_to'],
  });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/** `GET /api/admin/orders/stats`: staff get their branch's figures; others may pick one. */
export const adminOrderStatsQuerySchema = z.object({
  branch_id: z.coerce
    .number({ error: M.invalidBranch })
    .int(M.invalidBranch)
    .min(1, M.invalidBranch)
    .max(MAX_ID, M.invalidBranch)
    .optional(),
});

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

/** `POST /api/admin/orders/:id/actions`: a cancel needs its reason, told to the customer. */
export const adminOrderActionSchema = z
  .object({
    action: z.enum(ORDER_ACTIONS, { error: M.invalidAction }),
    reason: optionalText(ORDER_LIMITS.cancelReasonMax, M.cancelReasonTooLong),
    note: optionalText(ADMIN_ORDER_LIMITS.noteMax, M.noteTooLong),
  })
  .refine((input) => input.action !== 'cancel' || input.reason !== null, {
    message: M.cancelReasonRequired,
    path: ['reason'],
  });
export type AdminOrderActionInput = z.output<typeof adminOrderActionSchema>;

/** The stat cards of the orders screen. */
export interface AdminOrderStats {
  total: number;
  by_status: Record<OrderStatus, number>;
  /** Placed today (salon day). */
  today_orders: number;
  /** Money received today: orders paid today and not refunded. */
  today_revenue: number;
  /** Pending orders still waiting for their money, and how much. */
  awaiting_payment: number;
  awaiting_payment_amount: number;
}
