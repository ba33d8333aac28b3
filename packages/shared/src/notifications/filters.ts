import type { NotificationType } from './constants.js';

/*
 * What a user can filter their own notifications by (customer-account "Customer notifications
 * page"). The spec names the statuses all | pending | sent | read, from a system where `pending`
 * meant unread. Here `pending` means "scheduled, not delivered yet", which its user never sees,
 * so as seen by its user a notification is only unread or read: `pending`, `sent` and `unread`
 * all select the unread ones, `all` (or no status) every visible one.
 */
export const NOTIFICATION_STATUS_FILTERS = ['all', 'unread', 'read', 'pending', 'sent'] as const;
export type NotificationStatusFilter = (typeof NOTIFICATION_STATUS_FILTERS)[number];

/** The status filters the notifications page offers. */
export const NOTIFICATION_PAGE_STATUS_FILTERS = [
  'all',
  'unread',
  'read',
] as const satisfies readonly NotificationStatusFilter[];
export type NotificationPageStatusFilter = (typeof NOTIFICATION_PAGE_STATUS_FILTERS)[number];

export const NOTIFICATION_STATUS_FILTER_LABELS: Record<NotificationPageStatusFilter, string> = {
  all: 'Tất cả',
  unread: 'Chưa đọc',
  read: 'Đã đọc',
};

/** What a status filter selects: every visible one, the unread ones or the read ones. */
export function notificationReadState(
  status: NotificationStatusFilter | undefined,
): 'any' | 'unread' | 'read' {
  if (status === undefined || status === 'all') return 'any';
  return status === 'read' ? 'read' : 'unread';
}

/**
 * The kinds a customer receives (storefront §3's, the broadcasts to customers and the welcome),
 * offered by the notifications page's type filter. Staff-only kinds (`role_broadcast`) are left
 * out; the API still accepts every type.
 */
export const CUSTOMER_NOTIFICATION_TYPES = [
  'appointment_reminder',
  'appointment_confirmation',
  'order_confirmation',
  'product_expiry',
  'system_alert',
  'promotional',
  'informational',
  'reminder',
  'customer_broadcast',
  'welcome',
] as const satisfies readonly NotificationType[];
