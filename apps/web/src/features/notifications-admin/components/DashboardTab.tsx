import {
  ClockCircleOutlined,
  NotificationOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  isUnreadStatus,
  type AdminNotificationDto,
  type AdminNotificationStats,
} from '@salon/shared';
import { App, Button, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { ListError } from '../../admin/components/ListError';
import { StatCards } from '../../admin/components/StatCards';
import { useExpiryReminders } from '../api/notifications-admin';
import { NotificationIcon, PriorityTag, StatusTag, recipientText } from './notification-tags';

export type QuickAction = 'create' | 'broadcast-customers' | 'broadcast-role';

/** Back-office §2.3 Dashboard: four statistics, the quick actions and the 5 most recent. */
export function DashboardTab({
  stats,
  loading,
  error,
  onRetry,
  canBroadcastToRoles,
  onAction,
  onView,
}: {
  stats: AdminNotificationStats | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  canBroadcastToRoles: boolean;
  onAction: (action: QuickAction) => void;
  onView: (notification: AdminNotificationDto) => void;
}) {
  const { message } = App.useApp();
  const reminders = useExpiryReminders();

  const remind = async () => {
    try {
      const result = await reminders.mutateAsync();
      message.success(M.remindersCreated(result.count));
    } catch {
      message.error(M.remindersFailed);
    }
  };

  return (
    <div>
      {error ? (
        <ListError title={M.loadFailed} error={error} onRetry={onRetry} />
      ) : (
        <StatCards
          loading={loading}
          items={[
            { title: 'Tổng số', value: stats?.total ?? 0 },
            { title: 'Chưa đọc', value: stats?.unread ?? 0, color: '#1677ff' },
            {
              title: 'Ưu tiên cao',
              value: stats?.high_priority ?? 0,
              color: stats?.high_priority ? '#d46b08' : undefined,
            },
            {
              title: 'Quá hạn gửi',
              value: stats?.overdue ?? 0,
              color: stats?.overdue ? '#cf1322' : undefined,
            },
          ]}
        />
      )}
      <Card size="small" title="Thao tác nhanh" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => onAction('create')}>
            Tạo thông báo
          </Button>
          <Button icon={<NotificationOutlined />} onClick={() => onAction('broadcast-customers')}>
            Gửi đến khách hàng
          </Button>
          {canBroadcastToRoles ? (
            <Button icon={<TeamOutlined />} onClick={() => onAction('broadcast-role')}>
              Gửi theo vai trò
            </Button>
          ) : null}
          <Button
            icon={<ClockCircleOutlined />}
            loading={reminders.isPending}
            onClick={() => void remind()}
          >
            Tạo nhắc nhở hết hạn sản phẩm
          </Button>
        </Space>
      </Card>
      <Card size="small" title="Thông báo gần đây">
        {loading ? (
          <Skeleton active />
        ) : stats?.recent_notifications.length ? (
          <List
            dataSource={stats.recent_notifications}
            renderItem={(item) => {
              const recipient = recipientText(item);
              return (
                <List.Item
                  actions={[
                    <Button key="view" type="link" onClick={() => onView(item)}>
                      Xem
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<NotificationIcon notification={item} />}
                    title={
                      <Typography.Text strong={isUnreadStatus(item.status)}>
                        {item.title}
                      </Typography.Text>
                    }
                    description={
                      <span>
                        {recipient.name} · {formatDateTime(item.created_at)}{' '}
                        <StatusTag status={item.status} />
                        <PriorityTag notification={item} />
                      </span>
                    }
                  />
                </List.Item>
              );
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có thông báo nào" />
        )}
      </Card>
    </div>
  );
}
