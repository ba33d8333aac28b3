import {
  NOTIFICATION_POLLING,
  type ApiPage,
  type NotificationDto,
  type NotificationPageStatusFilter,
  type NotificationStats,
  type NotificationType,
} from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './notifications';

export interface NotificationsPageFilters {
  page: number;
  status: NotificationPageStatusFilter;
  type: NotificationType | undefined;
}

/** Under NOTIFICATIONS_KEY: a new or changed notification (live stream) refreshes them. */
export const PAGE_KEY = [...NOTIFICATIONS_KEY, 'page'] as const;
export const STATS_KEY = [...NOTIFICATIONS_KEY, 'stats'] as const;

/** /thong-bao's list: 20 a page, newest first, filtered by read state and type. */
export function useNotificationsPage(filters: NotificationsPageFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    per_page: String(NOTIFICATION_POLLING.listPageSize),
    status: filters.status,
  });
  if (filters.type) query.set('type', filters.type);
  return useQuery({
    queryKey: [...PAGE_KEY, filters],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<NotificationDto>>(`/notifications?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: NOTIFICATION_POLLING.listStaleMs,
  });
}

/** Total, unread, read and urgent counts of the user's notifications. */
export function useNotificationStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: ({ signal }) => apiRequest<NotificationStats>('/notifications/stats', { signal }),
    staleTime: NOTIFICATION_POLLING.listStaleMs,
  });
}
