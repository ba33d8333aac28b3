import type { NotificationDto } from '../notifications/dto.js';

/*
 * Live updates over Server-Sent Events (`GET /api/events`). A signed-in user receives the events
 * of their own notifications; staff also receive the back office's `admin.notifications` events
 * (back-office §2.3 Live updates). Polling at the spec's intervals stays as the fallback.
 */

export const REALTIME_EVENTS = {
  /** One of my notifications became visible (new, or its scheduled time came). */
  notificationCreated: 'notification.created',
  /** Some of my notifications were read or deleted (in another tab or device). */
  notificationUpdated: 'notification.updated',
  /** Staff: a notification was delivered to someone (the manager shows 'Có thông báo mới'). */
  adminNotificationCreated: 'admin.notification.created',
  /** Staff: notifications were changed in the back office. */
  adminNotificationUpdated: 'admin.notification.updated',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

export interface NotificationCreatedEvent {
  notification: NotificationDto;
}

export interface NotificationUpdatedEvent {
  /** The unread count after the change. */
  unread: number;
}

export interface AdminNotificationEvent {
  /** How many notifications the change touched. */
  count: number;
}

export const REALTIME_LIMITS = {
  /** A comment line keeps proxies from closing a quiet stream. */
  heartbeatMs: 25_000,
  /** The browser reconnects after this long when the stream drops. */
  retryMs: 5_000,
  /** Open streams one user may hold (tabs, devices); the oldest is closed beyond it. */
  maxStreamsPerUser: 8,
  /** How often due notifications are delivered (and pushed). */
  deliveryIntervalMs: 2_000,
  /** Notifications delivered per run. */
  deliveryBatchSize: 500,
} as const;
