/* Notification kinds, priorities and statuses (storefront §3, §4, §9; customer-account §4; back-office §3, §4). */

/** Storefront §3's types, then the back office's broadcasts and welcome. */
export const NOTIFICATION_TYPES = [
  'appointment_reminder',
  'appointment_confirmation',
  'order_confirmation',
  'product_expiry',
  'system_alert',
  'promotional',
  'informational',
  'reminder',
  'customer_broadcast',
  'role_broadcast',
  'welcome',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  appointment_reminder: 'Nhắc lịch hẹn',
  appointment_confirmation: 'Xác nhận lịch hẹn',
  order_confirmation: 'Xác nhận đơn hàng',
  product_expiry: 'Sản phẩm sắp hết hạn',
  system_alert: 'Cảnh báo hệ thống',
  promotional: 'Khuyến mãi',
  informational: 'Thông tin',
  reminder: 'Nhắc nhở',
  customer_broadcast: 'Thông báo khách hàng',
  role_broadcast: 'Thông báo nội bộ',
  welcome: 'Chào mừng',
};

export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_PRIORITY_LABELS: Record<NotificationPriority, string> = {
  low: 'Thấp',
  normal: 'Bình thường',
  high: 'Cao',
  urgent: 'Khẩn cấp',
};

/** Ant Design tag colours. */
export const NOTIFICATION_PRIORITY_COLORS: Record<NotificationPriority, string> = {
  low: 'default',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

/** pending and sent are unread; read; dismissed (hidden by staff). */
export const NOTIFICATION_STATUSES = ['pending', 'sent', 'read', 'dismissed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  pending: 'Chờ xử lý',
  sent: 'Đã gửi',
  read: 'Đã đọc',
  dismissed: 'Đã bỏ qua',
};

export const UNREAD_NOTIFICATION_STATUSES = [
  'pending',
  'sent',
] as const satisfies readonly NotificationStatus[];

export function isUnreadStatus(status: NotificationStatus): boolean {
  return (UNREAD_NOTIFICATION_STATUSES as readonly NotificationStatus[]).includes(status);
}

/** The customer's filter of their own list. */
export const NOTIFICATION_READ_FILTERS = ['read', 'unread'] as const;
export type NotificationReadFilter = (typeof NOTIFICATION_READ_FILTERS)[number];

/** newest: by time; unread_first: unread ones first, each group by time (the header dropdown). */
export const NOTIFICATION_SORTS = ['newest', 'unread_first'] as const;
export type NotificationSort = (typeof NOTIFICATION_SORTS)[number];

/** Polling and page sizes (storefront §9 Notification polling). */
export const NOTIFICATION_POLLING = {
  /** The unread count is asked for this often. */
  unreadCountMs: 30_000,
  /** The full list is refreshed when older than this. */
  listStaleMs: 120_000,
  /** The notifications page's page size. */
  listPageSize: 20,
  /** How many unread ones are fetched at once. */
  unreadFetchSize: 50,
  /** A loading flag is forced off after this long. */
  loadingTimeoutMs: 10_000,
} as const;

export const NOTIFICATION_LIMITS = {
  /** The header dropdown shows this many, newest first. */
  dropdownSize: 10,
  perPageMax: 50,
  /** An urgent notification's warning toast stays this long (seconds). */
  urgentToastSeconds: 5,
  titleMax: 200,
  messageMax: 2000,
  actionUrlMax: 500,
} as const;

/* ---------------------------------------------------------------------------------------------
 * The outbox: every e-mail and SMS the salon sends, kept whether or not it could be delivered.
 */

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'Email',
  sms: 'SMS',
};

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Chờ gửi',
  sending: 'Đang gửi',
  sent: 'Đã gửi',
  failed: 'Gửi thất bại',
};

/**
 * Where a message's secret (a code, a one-time password) stands in the stored body. The secret
 * itself is kept sealed and put in only when the message is handed to the mail or SMS server;
 * every read shows the mask instead.
 */
export const OUTBOX_SECRET_SLOT = '{{secret}}';
export const OUTBOX_SECRET_MASK = '••••••';

export const OUTBOX_RULES = {
  /** After this many failed attempts a message is marked failed (staff can retry it). */
  maxAttempts: 5,
  /** Wait before attempt n+1: base × 2^(n-1), so 1, 2, 4, 8 minutes. */
  backoffBaseMs: 60_000,
  /** Messages sent per run of the sender. */
  batchSize: 20,
  /** A message stuck in sending (a crashed sender) is taken again after this long. */
  sendingTimeoutMs: 5 * 60_000,
  defaultPerPage: 20,
} as const;

/** How long to wait before the next attempt once `attempts` have failed. */
export function outboxBackoffMs(attempts: number): number {
  return OUTBOX_RULES.backoffBaseMs * 2 ** Math.max(0, attempts - 1);
}
