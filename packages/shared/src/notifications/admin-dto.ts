import type { Role } from '../auth/roles.js';
import type { NotificationPriority, NotificationType } from './constants.js';
import type { NotificationDto } from './dto.js';

/** Who a notification is for, as the back office shows it (null recipient: a system one). */
export interface AdminNotificationRecipient {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: Role;
}

/** A notification in the back-office manager (back-office §3 Notification). */
export interface AdminNotificationDto extends NotificationDto {
  user_id: number | null;
  user: AdminNotificationRecipient | null;
  is_system: boolean;
  created_by: number | null;
  updated_at: string;
}

/**
 * `GET /api/admin/notifications/stats`.
 * - unread: pending or sent; pending: not delivered yet.
 * - overdue: pending although its scheduled time has passed (delivery is late or stuck).
 * - due_today: pending and scheduled later today (salon day).
 * - high_priority: unread with priority high or urgent.
 */
export interface AdminNotificationStats {
  total: number;
  unread: number;
  pending: number;
  overdue: number;
  due_today: number;
  high_priority: number;
  system_notifications: number;
  recent_notifications: AdminNotificationDto[];
  by_type: Partial<Record<NotificationType, number>>;
  by_priority: Partial<Record<NotificationPriority, number>>;
  /** The outbox, for the third tab's badge and its SMTP notice. */
  outbox: { email_configured: boolean; waiting: number; failed: number };
}

/** A broadcast or reminder run: how many notifications were written. */
export interface AdminNotificationCount {
  count: number;
}

export interface AdminNotificationBulkResult {
  affected_count: number;
}
