import type {
  AdminNotificationBulkAction,
  AdminNotificationBulkResult,
  AdminNotificationCount,
  AdminNotificationDto,
  AdminNotificationStats,
  ApiPage,
  NotificationPriority,
  NotificationStatus,
  NotificationType,
  OutboxChannel,
  OutboxMessageDto,
  OutboxStatus,
  Role,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of this screen starts with it, so one invalidation refreshes them all. */
export const ADMIN_NOTIFICATIONS_KEY = ['admin-notifications'] as const;
const BASE = '/admin/notifications';

export interface NotificationFilters {
  page: number;
  per_page: number;
  status?: NotificationStatus;
  type?: NotificationType;
  priority?: NotificationPriority;
  search?: string;
}

export function useAdminNotifications(filters: NotificationFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    per_page: String(filters.per_page),
  });
  for (const key of ['status', 'type', 'priority', 'search'] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return useQuery({
    queryKey: [...ADMIN_NOTIFICATIONS_KEY, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminNotificationDto>>(`${BASE}?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useNotificationStats() {
  return useQuery({
    queryKey: [...ADMIN_NOTIFICATIONS_KEY, 'stats'],
    queryFn: ({ signal }) => apiRequest<AdminNotificationStats>(`${BASE}/stats`, { signal }),
  });
}

export interface OutboxFilters {
  page: number;
  per_page: number;
  status?: OutboxStatus;
  channel?: OutboxChannel;
}

export function useOutbox(filters: OutboxFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    per_page: String(filters.per_page),
  });
  if (filters.status) query.set('status', filters.status);
  if (filters.channel) query.set('channel', filters.channel);
  return useQuery({
    queryKey: [...ADMIN_NOTIFICATIONS_KEY, 'outbox', filters],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<OutboxMessageDto>>(`/admin/outbox?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What the notification form sends (the §5 fields; empty recipient: a system notification). */
export interface NotificationPayload {
  user_id: number | null;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  scheduled_at: string | null;
  icon: string | null;
  action_url: string | null;
  is_system: boolean;
  data: Record<string, unknown> | null;
}

export interface BroadcastPayload {
  audience: 'customers' | 'role';
  role: Role | null;
  title: string;
  message: string;
  priority: NotificationPriority;
  icon: string | null;
  action_url: string | null;
  data: Record<string, unknown> | null;
}

/** A mutation of this screen that refreshes its lists and statistics once it succeeds. */
function useScreenMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_NOTIFICATIONS_KEY }),
  });
}

export const useCreateNotification = () =>
  useScreenMutation((body: NotificationPayload) =>
    apiRequest<AdminNotificationDto>(BASE, { method: 'POST', body }),
  );

export const useUpdateNotification = () =>
  useScreenMutation(({ id, body }: { id: number; body: NotificationPayload }) =>
    apiRequest<AdminNotificationDto>(`${BASE}/${id}`, { method: 'PUT', body }),
  );

export const useDeleteNotification = () =>
  useScreenMutation((id: number) => apiRequest<null>(`${BASE}/${id}`, { method: 'DELETE' }));

export const useBulkNotifications = () =>
  useScreenMutation((body: { action: AdminNotificationBulkAction; notification_ids: number[] }) =>
    apiRequest<AdminNotificationBulkResult>(`${BASE}/bulk`, { method: 'POST', body }),
  );

export const useBroadcast = () =>
  useScreenMutation((body: BroadcastPayload) =>
    apiRequest<AdminNotificationCount>(`${BASE}/broadcasts`, { method: 'POST', body }),
  );

export const useExpiryReminders = () =>
  useScreenMutation(() =>
    apiRequest<AdminNotificationCount>(`${BASE}/product-expiry-reminders`, { method: 'POST' }),
  );

export const useRetryOutbox = () =>
  useScreenMutation((id: number) =>
    apiRequest<OutboxMessageDto>(`/admin/outbox/${id}/retry`, { method: 'POST' }),
  );
