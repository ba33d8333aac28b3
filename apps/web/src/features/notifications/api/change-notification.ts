import { NOTIFICATION_MESSAGES as M, type NotificationDto } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './notifications';

/** A change to the user's notifications: a toast either way, then every list and count reloads. */
function useNotificationChange<V>(options: {
  request: (variables: V) => Promise<unknown>;
  success: string | null;
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: options.request,
    onSuccess: () => {
      if (options.success) void message.success(options.success);
    },
    onError: () => {
      void message.error(options.failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

export function useMarkRead(options: { quiet?: boolean } = {}) {
  return useNotificationChange<NotificationDto>({
    request: (notification) =>
      apiRequest(`/notifications/${notification.id}/read`, { method: 'PATCH' }),
    success: options.quiet ? null : M.markedRead,
    failure: M.markReadFailed,
  });
}

export function useMarkAllRead() {
  return useNotificationChange<void>({
    request: () => apiRequest('/notifications/mark-all-read', { method: 'PATCH' }),
    success: M.allMarkedRead,
    failure: M.markAllFailed,
  });
}

export function useDeleteNotification() {
  return useNotificationChange<NotificationDto>({
    request: (notification) =>
      apiRequest(`/notifications/${notification.id}`, { method: 'DELETE' }),
    success: M.deleted,
    failure: M.deleteFailed,
  });
}
