import { CheckOutlined, DeleteOutlined, MoreOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PRIORITY_COLORS,
  NOTIFICATION_PRIORITY_LABELS,
  formatRelativeTime,
  type NotificationDto,
} from '@salon/shared';
import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { NotificationTypeIcon } from './NotificationTypeIcon';
import styles from './notification-row.module.css';

/**
 * One notification of the notifications page: a click opens it (marks it read and follows its
 * link); its menu marks it read or deletes it.
 */
export function NotificationRow({
  notification,
  now,
  busy,
  onOpen,
  onMarkRead,
  onDelete,
}: {
  notification: NotificationDto;
  now: Date;
  busy: boolean;
  onOpen: (notification: NotificationDto) => void;
  onMarkRead: (notification: NotificationDto) => void;
  onDelete: (notification: NotificationDto) => void;
}) {
  const unread = !notification.is_read;
  const items: MenuProps['items'] = [
    ...(unread ? [{ key: 'read', icon: <CheckOutlined />, label: M.markRead }] : []),
    { key: 'delete', icon: <DeleteOutlined />, label: M.delete, danger: true },
  ];
  return (
    <li
      className={`${styles.row} ${unread ? styles.unread : ''}`}
      data-testid="notification-row"
      data-unread={unread}
      data-id={notification.id}
    >
      <button type="button" className={styles.open} onClick={() => onOpen(notification)}>
        <NotificationTypeIcon type={notification.type} />
        <span className={styles.body}>
          <span className={styles.title} data-testid="notification-title">
            {unread ? <span className={styles.srOnly}>Chưa đọc: </span> : null}
            {notification.title}
          </span>
          <span className={styles.message}>{notification.message}</span>
          <span className={styles.meta}>
            <time dateTime={notification.scheduled_at ?? notification.created_at}>
              {formatRelativeTime(notification.scheduled_at ?? notification.created_at, now)}
            </time>
            <span aria-hidden>·</span>
            <span>{notification.type_label}</span>
            {notification.priority !== 'normal' ? (
              <Tag
                color={NOTIFICATION_PRIORITY_COLORS[notification.priority]}
                className={styles.tag}
              >
                {NOTIFICATION_PRIORITY_LABELS[notification.priority]}
              </Tag>
            ) : null}
          </span>
        </span>
        {unread ? <span className={styles.dot} aria-hidden /> : null}
      </button>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        disabled={busy}
        menu={{
          items,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            if (key === 'read') onMarkRead(notification);
            else onDelete(notification);
          },
        }}
      >
        <Button
          type="text"
          className={styles.more}
          icon={<MoreOutlined />}
          aria-label={`Tùy chọn: ${notification.title}`}
        />
      </Dropdown>
    </li>
  );
}
