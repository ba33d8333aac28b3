import { NOTIFICATION_MESSAGES as M, type NotificationDto } from '@salon/shared';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useDeleteNotification, useMarkAllRead, useMarkRead } from '../api/change-notification';
import { useLatestNotifications } from '../api/notifications';
import { useFollowLink } from '../follow-link';
import { BrowserNotificationsButton } from './BrowserNotificationsButton';
import { NotificationItem } from './NotificationItem';
import styles from './notifications.module.css';

/**
 * The header dropdown (storefront §2 Notification dropdown): the latest ten, newest first, with
 * mark-read, delete (once confirmed), mark-all-read and a link to every notification.
 */
export function NotificationDropdown({
  unreadCount,
  below,
  onNavigate,
}: {
  unreadCount: number;
  /** Opened under the header bell (else beside the floating buttons). */
  below: boolean;
  onNavigate: () => void;
}) {
  const latest = useLatestNotifications(true);
  const markRead = useMarkRead();
  const openRead = useMarkRead({ quiet: true });
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const follow = useFollowLink();
  const now = new Date();
  const items = latest.data?.data ?? [];
  const busy = markRead.isPending || markAll.isPending || remove.isPending;

  const open = (notification: NotificationDto) => {
    if (!notification.is_read) openRead.mutate(notification);
    if (notification.action_url) {
      onNavigate();
      follow(notification.action_url);
    }
  };

  let body;
  if (latest.isPending) {
    body = (
      <div className={styles.state} aria-busy="true" aria-label="Đang tải thông báo">
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      </div>
    );
  } else if (latest.isError) {
    body = (
      <div className={styles.state}>
        <Alert
          type="error"
          showIcon
          title={M.loadFailed}
          description={latest.error.message}
          action={
            <Button size="small" onClick={() => void latest.refetch()}>
              {M.retry}
            </Button>
          }
        />
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className={styles.state}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.empty} />
      </div>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Danh sách thông báo">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            busy={busy}
            onOpen={open}
            onMarkRead={(n) => markRead.mutate(n)}
            onDelete={(n) => remove.mutate(n)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div
      className={`${styles.panel} ${below ? styles.below : ''}`}
      data-testid="notification-dropdown"
    >
      <div className={styles.header}>
        <strong>{M.title}</strong>
        <Button
          type="link"
          size="small"
          disabled={unreadCount === 0 || busy}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {M.markAllRead}
        </Button>
      </div>
      {body}
      <div className={styles.footer}>
        <Link to="/thong-bao" onClick={onNavigate}>
          {M.viewAll}
        </Link>
        <BrowserNotificationsButton size="small" type="link" />
      </div>
    </div>
  );
}
