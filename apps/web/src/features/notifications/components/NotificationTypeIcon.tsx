import {
  BellOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  GiftOutlined,
  HourglassOutlined,
  InfoCircleOutlined,
  NotificationOutlined,
  ShoppingOutlined,
  SmileOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { NotificationType } from '@salon/shared';
import type { ComponentType } from 'react';
import styles from './notification-row.module.css';

const ICONS: Record<NotificationType, { Icon: ComponentType; color: string }> = {
  appointment_reminder: { Icon: ClockCircleOutlined, color: '#1677ff' },
  appointment_confirmation: { Icon: CalendarOutlined, color: '#2d7f56' },
  order_confirmation: { Icon: ShoppingOutlined, color: '#722ed1' },
  product_expiry: { Icon: HourglassOutlined, color: '#d46b08' },
  system_alert: { Icon: WarningOutlined, color: '#cf1322' },
  promotional: { Icon: GiftOutlined, color: '#c41d7f' },
  informational: { Icon: InfoCircleOutlined, color: '#08979c' },
  reminder: { Icon: BellOutlined, color: '#1677ff' },
  customer_broadcast: { Icon: NotificationOutlined, color: '#2d7f56' },
  role_broadcast: { Icon: TeamOutlined, color: '#595959' },
  welcome: { Icon: SmileOutlined, color: '#d48806' },
};

/** A round badge with the icon of a notification's kind. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { Icon, color } = ICONS[type] ?? ICONS.informational;
  return (
    <span className={styles.typeIcon} style={{ color, background: `${color}14` }} aria-hidden>
      <Icon />
    </span>
  );
}
