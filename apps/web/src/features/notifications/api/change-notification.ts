import { NOTIFICATION_MESSAGES as M, type NotificationDto } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './notifications';

/** A change to the user's notifications: a toast either way, then every list and count reloads. */
function useNotificationChange<V, R = unknown>(options: {
  request: (variables: V) => Promise<R>;
  success: string | null | ((result: R) => string);
  failure: string;
}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: options.request,
    onSuccess: (result) => {
      const text =
        typeof options.success === 'function' ? options.success(result) : options.success;
      if (text) void message.success(text);
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
      apiRequest(`/notifications/${notification.id}/read`, {
        method: 'PATCH',
        body: { notification_id: notification.id },
      }),
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

/** Deletes every read one (the page asks first); says how many. */
export function useDeleteRead() {
  return useNotificationChange<void, { deleted: number }>({
    request: () => apiRequest<{ deleted: number }>('/notifications/read', { method: 'DELETE' }),
    success: (result) => (result.deleted ? M.readDeleted(result.deleted) : M.noReadToDelete),
    failure: M.deleteError,
  });
}
