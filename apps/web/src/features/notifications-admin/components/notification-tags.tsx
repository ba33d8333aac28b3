import {
  AlertOutlined,
  BellOutlined,
  CalendarOutlined,
  GiftOutlined,
  InfoCircleOutlined,
  NotificationOutlined,
  ShoppingOutlined,
  SmileOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PRIORITY_COLORS,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_TYPE_LABELS,
  type AdminNotificationDto,
  type NotificationStatus,
  type NotificationType,
} from '@salon/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const TYPE_ICONS: Record<NotificationType, ReactNode> = {
  appointment_reminder: <CalendarOutlined />,
  appointment_confirmation: <CalendarOutlined />,
  order_confirmation: <ShoppingOutlined />,
  product_expiry: <ShoppingOutlined />,
  system_alert: <AlertOutlined />,
  promotional: <GiftOutlined />,
  informational: <InfoCircleOutlined />,
  reminder: <BellOutlined />,
  customer_broadcast: <NotificationOutlined />,
  role_broadcast: <TeamOutlined />,
  welcome: <SmileOutlined />,
};

export const STATUS_COLORS: Record<NotificationStatus, string> = {
  pending: 'gold',
  sent: 'blue',
  read: 'green',
  dismissed: 'default',
};

/** The notification's own icon when it is a short symbol (an emoji), else its type's. */
export function NotificationIcon({ notification }: { notification: AdminNotificationDto }) {
  const own = notification.icon?.trim();
  const symbol = own && [...own].length <= 2 ? own : null;
  return (
    <span
      aria-hidden
      style={{ fontSize: 18, color: 'var(--ant-color-primary, #2d7f56)', lineHeight: 1 }}
    >
      {symbol ?? TYPE_ICONS[notification.type] ?? <BellOutlined />}
    </span>
  );
}

export function TypeTag({ type }: { type: NotificationType }) {
  return <Tag>{NOTIFICATION_TYPE_LABELS[type] ?? type}</Tag>;
}

export function PriorityTag({ notification }: { notification: AdminNotificationDto }) {
  return (
    <Tag color={NOTIFICATION_PRIORITY_COLORS[notification.priority]}>
      {NOTIFICATION_PRIORITY_LABELS[notification.priority]}
    </Tag>
  );
}

export function StatusTag({ status }: { status: NotificationStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{NOTIFICATION_STATUS_LABELS[status]}</Tag>;
}

export function SystemTag({ notification }: { notification: AdminNotificationDto }) {
  return notification.is_system ? <Tag color="purple">{M.systemTag}</Tag> : null;
}

/** Who it is for: the recipient's name and contact, or "Hệ thống". */
export function recipientText(notification: AdminNotificationDto): {
  name: string;
  contact: string | null;
} {
  if (!notification.user) return { name: M.systemRecipient, contact: null };
  return {
    name: notification.user.name,
    contact: notification.user.email ?? notification.user.phone,
  };
}
