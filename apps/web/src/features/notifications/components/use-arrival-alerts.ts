import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_POLLING,
  type ApiPage,
  type NotificationDto,
} from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { LATEST_KEY } from '../api/notifications';

/**
 * When the polled unread count goes up, new notifications have arrived: the dropdown's list is
 * refreshed, and each new urgent one shows a 5-second warning toast (storefront §4).
 * Mount it once per page.
 */
export function useArrivalAlerts(unread: number | undefined) {
  const previous = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (unread === undefined || before === undefined || unread <= before) return;
    void queryClient.invalidateQueries({ queryKey: LATEST_KEY });
    const arrived = Math.min(unread - before, NOTIFICATION_POLLING.unreadFetchSize);
    apiRequest<ApiPage<NotificationDto>>(`/notifications?unread_only=true&per_page=${arrived}`)
      .then((page) => {
        for (const notification of page.data) {
          if (notification.priority === 'urgent') {
            void message.warning(notification.title, NOTIFICATION_LIMITS.urgentToastSeconds);
          }
        }
      })
      // Like the spec's original, a failed fetch of notifications stays silent.
      .catch(() => undefined);
  }, [unread, queryClient, message]);
}
