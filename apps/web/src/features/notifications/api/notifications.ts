import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_POLLING,
  type ApiPage,
  type NotificationDto,
  type UnreadNotificationCount,
} from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_COUNT_KEY = [...NOTIFICATIONS_KEY, 'count'] as const;
export const LATEST_KEY = [...NOTIFICATIONS_KEY, 'latest'] as const;

/**
 * The signed-in user's unread count, asked for every 30 s (storefront §9) at the spec's
 * `GET /broadcasting/notifications/count` (§7).
 */
export function useUnreadCount() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: ({ signal }) =>
      apiRequest<UnreadNotificationCount>('/broadcasting/notifications/count', { signal }),
    enabled: user !== null,
    refetchInterval: NOTIFICATION_POLLING.unreadCountMs,
    staleTime: NOTIFICATION_POLLING.unreadCountMs,
    select: (data) => data.count,
  });
}

/**
 * The header dropdown's list: the latest ten, newest first (a new one goes to the top,
 * storefront §4); loaded when it opens.
 */
export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: LATEST_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<NotificationDto>>(
        `/notifications?per_page=${NOTIFICATION_LIMITS.dropdownSize}&sort=newest`,
        { signal },
      ),
    enabled,
    staleTime: NOTIFICATION_POLLING.listStaleMs,
  });
}
