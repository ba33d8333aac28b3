import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PRIORITY_COLORS,
  NOTIFICATION_PRIORITY_LABELS,
  formatRelativeTime,
  type NotificationDto,
} from '@salon/shared';
import { Button, Tag, Tooltip } from 'antd';
import styles from './notifications.module.css';
import { ConfirmDelete } from '../../../components/ConfirmDelete';

/** One notification: click opens it; buttons mark it read or delete it (once confirmed). */
export function NotificationItem({
  notification,
  now,
  onOpen,
  onMarkRead,
  onDelete,
  busy,
}: {
  notification: NotificationDto;
  now: Date;
  onOpen: (notification: NotificationDto) => void;
  onMarkRead: (notification: NotificationDto) => void;
  onDelete: (notification: NotificationDto) => void;
  busy: boolean;
}) {
  const unread = !notification.is_read;
  const urgent = notification.priority === 'high' || notification.priority === 'urgent';
  return (
    <li
      className={`${styles.item} ${unread ? styles.unread : ''}`}
      data-testid="notification-item"
      data-unread={unread}
    >
      <button type="button" className={styles.open} onClick={() => onOpen(notification)}>
        <span className={styles.dot} aria-hidden />
        <span className={styles.body}>
          <span className={styles.title}>
            {unread ? <span className={styles.srOnly}>Chưa đọc: </span> : null}
            {notification.title}
          </span>
          <span className={styles.message}>{notification.message}</span>
          <span className={styles.meta}>
            {formatRelativeTime(notification.scheduled_at ?? notification.created_at, now)} ·{' '}
            {notification.type_label}
            {urgent ? (
              <Tag
                color={NOTIFICATION_PRIORITY_COLORS[notification.priority]}
                style={{ marginLeft: 6 }}
              >
                {NOTIFICATION_PRIORITY_LABELS[notification.priority]}
              </Tag>
            ) : null}
          </span>
        </span>
      </button>
      <span className={styles.actions}>
        {unread ? (
          <Tooltip title={M.markRead} placement="left">
            <Button
              type="text"
              size="small"
              icon={<CheckOutlined />}
              aria-label={`${M.markRead}: ${notification.title}`}
              disabled={busy}
              onClick={() => onMarkRead(notification)}
            />
          </Tooltip>
        ) : null}
        <Tooltip title={M.delete} placement="left">
          <ConfirmDelete
            title={M.confirmDeleteOne}
            okText={M.delete}
            cancelText={M.cancel}
            placement="bottomRight"
            disabled={busy}
            onConfirm={() => onDelete(notification)}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${M.delete}: ${notification.title}`}
              disabled={busy}
            />
          </ConfirmDelete>
        </Tooltip>
      </span>
    </li>
  );
}
