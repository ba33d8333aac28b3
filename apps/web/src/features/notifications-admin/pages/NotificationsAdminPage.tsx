import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  liveAlertFor,
  REALTIME_EVENTS,
  type AdminNotificationDto,
} from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLiveEvent } from '../../../lib/live-events';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth/api/current-user';
import { ADMIN_NOTIFICATIONS_KEY, useNotificationStats } from '../api/notifications-admin';
import { BroadcastModal } from '../components/BroadcastModal';
import { DashboardTab, type QuickAction } from '../components/DashboardTab';
import { ApprovedLinksCard } from '../../security/components/ApprovedLinksCard';
import { ManageTab } from '../components/ManageTab';
import { NotificationFormModal } from '../components/NotificationFormModal';
import { NotificationViewModal } from '../components/NotificationViewModal';
import { OutboxTab } from '../components/OutboxTab';
import { useBackOfficePreferences } from '../../../components/back-office-preferences';

const TABS = ['dashboard', 'manage', 'outbox'] as const;
type Tab = (typeof TABS)[number];

type Dialog =
  | { kind: 'form'; notification: AdminNotificationDto | null }
  | { kind: 'view'; notification: AdminNotificationDto }
  | { kind: 'broadcast'; audience: 'customers' | 'role' }
  | null;

/** /admin/notifications: the notification manager (back-office §2.3) and the outbox. */
export function NotificationsAdminPage() {
  usePageTitle(M.pageTitle);
  const { message } = App.useApp();
  const { user } = useCurrentUser();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'dashboard';
  const [dialog, setDialog] = useState<Dialog>(null);
  const stats = useNotificationStats();

  const reload = () => void client.invalidateQueries({ queryKey: ADMIN_NOTIFICATIONS_KEY });
  const preferences = useBackOfficePreferences();
  useLiveEvent(REALTIME_EVENTS.adminNotificationCreated, () => {
    // Outside the user's notification hours no pop-up; the lists and counts still update.
    if (liveAlertFor(preferences, new Date()).toast) message.info(M.newNotification);
    reload();
  });
  useLiveEvent(REALTIME_EVENTS.adminNotificationUpdated, reload);

  const quickAction = (action: QuickAction) => {
    if (action === 'create') setDialog({ kind: 'form', notification: null });
    else if (action === 'broadcast-customers')
      setDialog({ kind: 'broadcast', audience: 'customers' });
    else setDialog({ kind: 'broadcast', audience: 'role' });
  };
  const view = (notification: AdminNotificationDto) => setDialog({ kind: 'view', notification });
  const edit = (notification: AdminNotificationDto) => setDialog({ kind: 'form', notification });
  const close = () => setDialog(null);

  return (
    <div>
      <Space align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {M.pageTitle}
        </Typography.Title>
        <Badge
          count={stats.data?.unread ?? 0}
          overflowCount={999}
          title="Chưa đọc"
          data-testid="admin-unread-badge"
        />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'dashboard') next.delete('tab');
              else next.set('tab', key);
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            key: 'dashboard',
            label: M.tabDashboard,
            children: (
              <DashboardTab
                stats={stats.data}
                loading={stats.isLoading}
                error={stats.error}
                onRetry={() => void stats.refetch()}
                canBroadcastToRoles={user?.role === 'admin' || user?.role === 'manager'}
                onAction={quickAction}
                onView={view}
              />
            ),
          },
          {
            key: 'manage',
            label: M.tabManage,
            children: <ManageTab onView={view} onEdit={edit} />,
          },
          // The outbox tells about every customer: admins only, as its API.
          user?.role === 'admin' && {
            key: 'outbox',
            label: (
              <span>
                {M.tabOutbox}{' '}
                {stats.data?.outbox.failed ? (
                  <Badge count={stats.data.outbox.failed} title="Gửi thất bại" />
                ) : null}
              </span>
            ),
            children: <OutboxTab emailConfigured={stats.data?.outbox.email_configured} />,
          },
          // The hosts links may point to (issue 15, item 3): admins only, as its API.
          user?.role === 'admin' && {
            key: 'links',
            label: 'Liên kết được duyệt',
            children: <ApprovedLinksCard />,
          },
        ].filter((item) => item !== false)}
      />
      {dialog?.kind === 'form' ? (
        <NotificationFormModal notification={dialog.notification} onClose={close} />
      ) : null}
      {dialog?.kind === 'view' ? (
        <NotificationViewModal notification={dialog.notification} onClose={close} />
      ) : null}
      {dialog?.kind === 'broadcast' ? (
        <BroadcastModal audience={dialog.audience} onClose={close} />
      ) : null}
    </div>
  );
}
