import { BellOutlined, CheckOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { NOTIFICATION_MESSAGES as M, type NotificationDto } from '@salon/shared';
import { Alert, App, Button, Empty, Pagination, Skeleton } from 'antd';
import { useEffect } from 'react';
import { AccountStats } from '../../../components/AccountStats';
import accountList from '../../../components/account-list.module.css';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useDeleteNotification,
  useDeleteRead,
  useMarkAllRead,
  useMarkRead,
} from '../api/change-notification';
import { useNotificationStats, useNotificationsPage } from '../api/notifications-page';
import { BrowserNotificationsButton } from '../components/BrowserNotificationsButton';
import { NotificationRow } from '../components/NotificationRow';
import { NotificationsFilters } from '../components/NotificationsFilters';
import rowStyles from '../components/notification-row.module.css';
import { useFollowLink } from '../follow-link';
import { useNotificationsParams } from '../use-notifications-params';
import { useNow } from '../../../lib/use-now';
import styles from './notifications-page.module.css';

/** /thong-bao, /notifications: every notification of the signed-in user. */
export function NotificationsPage() {
  usePageTitle(M.title);
  const { filters, setFilters, setPage, clear, isFiltered } = useNotificationsParams();
  const list = useNotificationsPage(filters);
  const stats = useNotificationStats();
  const markRead = useMarkRead();
  const openRead = useMarkRead({ quiet: true });
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const removeRead = useDeleteRead();
  const follow = useFollowLink();
  const { message, modal } = App.useApp();
  const now = useNow();
  const page = list.data;
  const busy = markRead.isPending || markAll.isPending || remove.isPending || removeRead.isPending;

  // Deleting can leave the address on a page that no longer exists: go to the last one.
  const lastPage = page?.meta.last_page;
  useEffect(() => {
    if (lastPage !== undefined && filters.page > Math.max(lastPage, 1))
      setPage(Math.max(lastPage, 1));
  }, [lastPage, filters.page, setPage]);

  const open = (notification: NotificationDto) => {
    if (!notification.is_read) openRead.mutate(notification);
    if (notification.action_url) follow(notification.action_url);
  };

  const askDeleteRead = () => {
    const count = stats.data?.read ?? 0;
    if (count === 0) {
      void message.warning(M.noReadToDelete);
      return;
    }
    modal.confirm({
      title: 'Xóa thông báo đã đọc',
      content: M.confirmDeleteRead(count),
      okText: 'Xóa',
      okButtonProps: { danger: true },
      cancelText: 'Hủy',
      onOk: () => removeRead.mutateAsync().catch(() => undefined),
    });
  };

  let body;
  if (list.isPending) {
    body = (
      <div className={styles.state} aria-busy="true" aria-label="Đang tải thông báo">
        <Skeleton avatar active paragraph={{ rows: 2 }} />
        <Skeleton avatar active paragraph={{ rows: 2 }} />
        <Skeleton avatar active paragraph={{ rows: 2 }} />
      </div>
    );
  } else if (list.isError && !page) {
    body = (
      <div className={styles.state}>
        <Alert
          type="error"
          showIcon
          title={M.loadFailed}
          description={list.error.message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              {M.retry}
            </Button>
          }
        />
      </div>
    );
  } else if (!page || page.data.length === 0) {
    body = (
      <div className={styles.state}>
        <Empty
          image={<BellOutlined className={styles.emptyIcon} />}
          description={isFiltered ? M.emptyFiltered : M.empty}
        >
          {isFiltered ? <Button onClick={clear}>{M.clearFilters}</Button> : null}
        </Empty>
      </div>
    );
  } else {
    body = (
      <ul className={rowStyles.list} aria-label="Danh sách thông báo" aria-busy={list.isFetching}>
        {page.data.map((notification) => (
          <NotificationRow
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
    <div className={`container ${accountList.page}`}>
      <div className={accountList.header}>
        <h1 className={accountList.title}>{M.title}</h1>
        <div className={styles.actions}>
          <Button
            icon={<CheckOutlined />}
            disabled={!stats.data?.unread || busy}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {M.markAllRead}
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!stats.data || busy}
            loading={removeRead.isPending}
            onClick={askDeleteRead}
          >
            Xóa đã đọc
          </Button>
        </div>
      </div>
      <AccountStats
        label="Thống kê thông báo"
        items={[
          { label: 'Tổng số', value: stats.data?.total },
          { label: 'Chưa đọc', value: stats.data?.unread },
          { label: 'Đã đọc', value: stats.data?.read },
          { label: 'Khẩn cấp', value: stats.data?.urgent },
        ]}
      />
      <div className={styles.browser}>
        <BrowserNotificationsButton size="small" type="link" />
      </div>
      <NotificationsFilters filters={filters} onChange={setFilters} />
      <section className={styles.panel} aria-label="Thông báo" data-testid="notifications-list">
        {list.isError && page ? (
          <Alert type="error" showIcon title={M.loadFailed} className={styles.inlineError} />
        ) : null}
        {body}
      </section>
      {page && page.meta.total > page.meta.per_page ? (
        <Pagination
          className={styles.pagination}
          current={page.meta.current_page}
          pageSize={page.meta.per_page}
          total={page.meta.total}
          showSizeChanger={false}
          onChange={(next) => {
            setPage(next);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
    </div>
  );
}
