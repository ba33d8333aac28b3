import { BOOKING_LIMITS } from './constants.js';
import type { AppointmentStatus } from './statuses.js';

/* The customer's own appointments: list filters, counts and the review of a completed one
   (customer-account §2 My appointments, §4, §5, §9). */

export const MY_APPOINTMENTS_LIMITS = {
  perPage: 10,
  maxPerPage: 50,
  searchMax: 100,
} as const;

/** The list's status filter: a status, or "scheduled" for pending and confirmed together. */
export const MY_APPOINTMENT_STATUS_FILTERS = [
  'scheduled',
  'pending',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type MyAppointmentStatusFilter = (typeof MY_APPOINTMENT_STATUS_FILTERS)[number];

export const MY_APPOINTMENT_STATUS_FILTER_LABELS: Record<MyAppointmentStatusFilter, string> = {
  scheduled: 'Đã đặt (chờ và đã xác nhận)',
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  completed: 'Hoàn thành',
  cancelled: 'Đã hủy',
  no_show: 'Không đến',
};

/**
 * upcoming: starts from now on, soonest first; past: started before now, latest first; today,
 * this_week (Monday to Sunday) and this_month: salon calendar days, in time order.
 */
export const MY_APPOINTMENT_TIME_FILTERS = [
  'upcoming',
  'past',
  'today',
  'this_week',
  'this_month',
] as const;
export type MyAppointmentTimeFilter = (typeof MY_APPOINTMENT_TIME_FILTERS)[number];

export const MY_APPOINTMENT_TIME_FILTER_LABELS: Record<MyAppointmentTimeFilter, string> = {
  upcoming: 'Sắp tới',
  past: 'Đã qua',
  today: 'Hôm nay',
  this_week: 'Tuần này',
  this_month: 'Tháng này',
};

/** `GET /api/customer/appointments/stats` data. */
export interface MyAppointmentStats {
  total: number;
  /** Pending or confirmed. */
  scheduled: number;
  /** Pending or confirmed, starting from now on. */
  upcoming: number;
  by_status: Record<AppointmentStatus, number>;
}

/** The title a review written from an appointment gets, by its rating. */
export const APPOINTMENT_REVIEW_TITLES: Record<1 | 2 | 3 | 4 | 5, string> = {
  1: 'Rất không hài lòng',
  2: 'Chưa hài lòng',
  3: 'Bình thường',
  4: 'Hài lòng',
  5: 'Rất hài lòng',
};

export function appointmentReviewTitle(rating: number): string {
  const stars = Math.min(5, Math.max(1, Math.round(rating))) as 1 | 2 | 3 | 4 | 5;
  return APPOINTMENT_REVIEW_TITLES[stars];
}

export const MY_APPOINTMENTS_MESSAGES = {
  listLoadFailed: 'Không thể tải danh sách lịch hẹn',
  detailLoadFailed: 'Không thể tải thông tin lịch hẹn',
  empty: 'Bạn chưa có lịch hẹn nào',
  emptyFiltered: 'Không có lịch hẹn nào phù hợp với bộ lọc',
  invalidPage: 'Số trang không hợp lệ',
  invalidPerPage: `Số lịch hẹn mỗi trang phải từ 1 đến ${MY_APPOINTMENTS_LIMITS.maxPerPage}`,
  invalidStatus: 'Trạng thái lọc không hợp lệ',
  invalidTimeFilter: 'Khoảng thời gian lọc không hợp lệ',
  searchTooLong: `Từ khóa tìm kiếm tối đa ${MY_APPOINTMENTS_LIMITS.searchMax} ký tự`,
  ratingRequired: 'Vui lòng chọn số sao đánh giá!',
  reviewCommentTooLong: `Nhận xét tối đa ${BOOKING_LIMITS.appointmentReviewCommentMax} ký tự`,
  reviewSubmitted:
    'Đánh giá của bạn đã được gửi thành công! Đánh giá sẽ được hiển thị sau khi được duyệt.',
  reviewFailed: 'Có lỗi xảy ra khi gửi đánh giá',
  rescheduleFailed: 'Không thể đổi lịch hẹn',
  cancelFailed: 'Không thể hủy lịch hẹn',
} as const;

/** How an appointment is paid, as the detail shows it (null: paid at the salon). */
export const APPOINTMENT_PAYMENT_METHOD_LABELS: Record<string, string> = {
  cash: 'Tiền mặt',
  card: 'Thẻ ngân hàng',
  transfer: 'Chuyển khoản',
  online: 'Thanh toán trực tuyến',
};

export function paymentMethodLabel(method: string | null): string {
  if (!method) return 'Thanh toán tại salon';
  return APPOINTMENT_PAYMENT_METHOD_LABELS[method] ?? method;
}

/** A review's moderation state, as the customer sees it. */
export const MY_REVIEW_STATUS_LABELS: Record<string, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã hiển thị',
  rejected: 'Không được duyệt',
};

/** An appointment's history, as the detail's timeline names each step. */
export const APPOINTMENT_EVENT_LABELS: Record<
  'created' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'no_show',
  string
> = {
  created: 'Đặt lịch',
  confirmed: 'Salon xác nhận',
  rescheduled: 'Đổi lịch',
  cancelled: 'Hủy lịch',
  completed: 'Hoàn thành',
  no_show: 'Không đến',
};
