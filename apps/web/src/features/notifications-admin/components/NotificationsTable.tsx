import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  isUnreadStatus,
  type AdminNotificationDto,
} from '@salon/shared';
import { App, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { RowActions } from '../../admin/components/RowActions';
import { useDeleteNotification } from '../api/notifications-admin';
import {
  NotificationIcon,
  PriorityTag,
  StatusTag,
  SystemTag,
  TypeTag,
  recipientText,
} from './notification-tags';

/** The management table: unread rows bold, row selection for the bulk bar. */
export function NotificationsTable({
  rows,
  loading,
  emptyText,
  selected,
  onSelect,
  onView,
  onEdit,
  pagination,
}: {
  rows: AdminNotificationDto[];
  loading: boolean;
  emptyText: ReactNode;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onView: (row: AdminNotificationDto) => void;
  onEdit: (row: AdminNotificationDto) => void;
  pagination: {
    current: number;
    total: number;
    pageSize: number;
    pageSizeOptions: number[];
    onChange: (page: number, pageSize: number) => void;
  };
}) {
  const { message } = App.useApp();
  const remove = useDeleteNotification();
  // On a phone the table scrolls sideways; a pinned column would hide the rest.
  const phone = Grid.useBreakpoint().md === false;

  const columns: TableColumnsType<AdminNotificationDto> = [
    {
      title: 'Thông báo',
      key: 'notification',
      width: 340,
      render: (_, row) => {
        const unread = isUnreadStatus(row.status);
        return (
          <Space align="start">
            <NotificationIcon notification={row} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text strong={unread}>{row.title}</Typography.Text>
              <Typography.Paragraph
                type="secondary"
                ellipsis={{ rows: 1, tooltip: row.message }}
                style={{ margin: '2px 0 4px', fontSize: 13, maxWidth: 300 }}
              >
                {row.message}
              </Typography.Paragraph>
              <div>
                <TypeTag type={row.type} />
                <PriorityTag notification={row} />
                <SystemTag notification={row} />
              </div>
            </div>
          </Space>
        );
      },
    },
    {
      title: 'Người nhận',
      key: 'recipient',
      width: 200,
      render: (_, row) => {
        const recipient = recipientText(row);
        return (
          <div>
            <div>{recipient.name}</div>
            {recipient.contact ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {recipient.contact}
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 110,
      render: (_, row) => <StatusTag status={row.status} />,
    },
    {
      title: 'Thời gian',
      key: 'time',
      // Wide enough for a 12-hour time ("Hẹn gửi: 27/11/2026 12:30 CH") on one line.
      width: 220,
      render: (_, row) => (
        <div style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
          <div>Tạo: {formatDateTime(row.created_at)}</div>
          {row.scheduled_at ? <div>Hẹn gửi: {formatDateTime(row.scheduled_at)}</div> : null}
          {row.read_at ? <div>Đã đọc: {formatDateTime(row.read_at)}</div> : null}
        </div>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 140,
      fixed: phone ? undefined : 'right',
      render: (_, row) => (
        <RowActions
          name={row.title}
          onView={() => onView(row)}
          onEdit={() => {
            if (isUnreadStatus(row.status)) onEdit(row);
            else message.warning(M.alreadyRead);
          }}
          remove={{
            title: M.confirmDelete,
            onConfirm: () =>
              remove
                .mutateAsync(row.id)
                .then(() => message.success(M.deleted))
                .catch((error: unknown) => message.error(errorText(error, M.deleteFailed))),
          }}
        />
      ),
    },
  ];

  return (
    <Table<AdminNotificationDto>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 980 }}
      locale={{ emptyText }}
      rowClassName={(row) => (isUnreadStatus(row.status) ? 'notification-unread' : '')}
      onRow={(row) => ({
        'data-unread': isUnreadStatus(row.status) ? 'true' : 'false',
        style: isUnreadStatus(row.status)
          ? { background: 'var(--ant-color-primary-bg, #f6fbf8)' }
          : undefined,
      })}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(Number)),
      }}
      pagination={{
        current: pagination.current,
        total: pagination.total,
        pageSize: pagination.pageSize,
        showSizeChanger: true,
        pageSizeOptions: pagination.pageSizeOptions,
        onChange: pagination.onChange,
        showTotal: (total) => `${total} thông báo`,
      }}
    />
  );
}
