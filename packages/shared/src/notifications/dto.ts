import type {
  NotificationPriority,
  NotificationStatus,
  NotificationType,
  OutboxChannel,
  OutboxStatus,
} from './constants.js';

/** A notification as its user sees it (storefront §3 Notification). */
export interface NotificationDto {
  id: number;
  type: NotificationType;
  type_label: string;
  priority: NotificationPriority;
  title: string;
  message: string;
  action_url: string | null;
  icon: string | null;
  data: Record<string, unknown> | null;
  status: NotificationStatus;
  is_read: boolean;
  read_at: string | null;
  scheduled_at: string | null;
  created_at: string;
}

/** `GET /api/notifications/count` data. */
export interface NotificationCount {
  unread: number;
}

/** `GET /api/broadcasting/notifications/unread` data (storefront §7): newest first. */
export interface UnreadNotifications {
  notifications: NotificationDto[];
}

/** `GET /api/broadcasting/notifications/count` data (storefront §7). */
export interface UnreadNotificationCount {
  count: number;
}

/** An e-mail or SMS in the outbox, as staff read it. */
export interface OutboxMessageDto {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  template: string;
  subject: string | null;
  body: string;
  status: OutboxStatus;
  status_label: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
  related_type: string | null;
  related_id: number | null;
  created_at: string;
  updated_at: string;
}

/** `GET /api/notifications/stats` data: the user's visible notifications. */
export interface NotificationStats {
  total: number;
  unread: number;
  read: number;
  /** Of every priority-urgent one, read or not. */
  urgent: number;
}
