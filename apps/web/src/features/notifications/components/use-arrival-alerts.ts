import {
  liveAlertFor,
  NOTIFICATION_LIMITS,
  NOTIFICATION_POLLING,
  REALTIME_EVENTS,
  type NotificationCreatedEvent,
  type NotificationDto,
  type NotificationUpdatedEvent,
  type UnreadNotificationCount,
  type UnreadNotifications,
} from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useBackOfficePreferencesOrNull } from '../../../components/back-office-preferences';
import { apiRequest } from '../../../lib/api-client';
import { useLiveEvent } from '../../../lib/live-events';
import { toast } from '../../../ui';
import { NOTIFICATIONS_KEY, UNREAD_COUNT_KEY } from '../api/notifications';

/** A browser notification, when the visitor allowed them. */
function showBrowserNotification(notification: NotificationDto): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(notification.title, {
      body: notification.message,
      tag: `n${notification.id}`,
    });
  } catch {
    // Some mobile browsers only allow them from a service worker.
  }
}

/**
 * New notifications arrive pushed over the live stream (or, when it is down, through the polled
 * unread count going up): every notification list and the count are refreshed, and each new
 * urgent one shows a 5-second warning toast and a browser notification (storefront §4).
 * Every bell calls it; only the one with `enabled` (one per page: the header's) acts, so a
 * notification is toasted once though the floating bell is mounted too. In the back office the
 * toast and the browser notification keep to the user's notification hours (the bell still
 * counts), and the browser notification to their "Thông báo đẩy".
 */
export function useArrivalAlerts(unread: number | undefined, enabled: boolean) {
  const previous = useRef<number | undefined>(undefined);
  const alerted = useRef(new Set<number>());
  const queryClient = useQueryClient();
  const preferences = useBackOfficePreferencesOrNull();

  const alert = useCallback(
    (notification: NotificationDto) => {
      if (notification.priority !== 'urgent' || alerted.current.has(notification.id)) return;
      alerted.current.add(notification.id);
      if (preferences && !liveAlertFor(preferences, new Date()).toast) return;
      toast.warning(notification.title, NOTIFICATION_LIMITS.urgentToastSeconds);
      if (!preferences || preferences.push_notifications) showBrowserNotification(notification);
    },
    [preferences],
  );

  useLiveEvent<NotificationCreatedEvent>(REALTIME_EVENTS.notificationCreated, (event) => {
    if (!enabled) return;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    alert(event.notification);
  });
  useLiveEvent<NotificationUpdatedEvent>(REALTIME_EVENTS.notificationUpdated, (event) => {
    if (!enabled) return;
    const count: UnreadNotificationCount = { count: event.unread };
    queryClient.setQueryData(UNREAD_COUNT_KEY, count);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });

  useEffect(() => {
    if (!enabled) return;
    const before = previous.current;
    previous.current = unread;
    if (unread === undefined || before === undefined || unread <= before) return;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY, exact: false });
    const arrived = Math.min(unread - before, NOTIFICATION_POLLING.unreadFetchSize);
    apiRequest<UnreadNotifications>(`/broadcasting/notifications/unread?limit=${arrived}`)
      .then((unreadNow) => unreadNow.notifications.forEach(alert))
      // Like the spec's original, a failed fetch of notifications stays silent.
      .catch(() => undefined);
  }, [unread, enabled, queryClient, alert]);
}
