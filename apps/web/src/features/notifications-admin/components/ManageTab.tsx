import { ReloadOutlined } from '@ant-design/icons';
import {
  ADMIN_NOTIFICATION_LIMITS,
  ADMIN_NOTIFICATION_MESSAGES as M,
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_PRIORITY_LABELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type AdminNotificationBulkAction,
  type AdminNotificationDto,
  type NotificationPriority,
  type NotificationStatus,
  type NotificationType,
} from '@salon/shared';
import { Alert, App, Button, Empty, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ListError } from '../../admin/components/ListError';
import { useAdminNotifications, useBulkNotifications } from '../api/notifications-admin';
import { NotificationsTable } from './NotificationsTable';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { useTablePageSize } from '../../../components/use-table-page-size';

/** Back-office §2.3 Management: filters, the table and the bulk bar. */
export function ManageTab({
  onView,
  onEdit,
}: {
  onView: (row: AdminNotificationDto) => void;
  onEdit: (row: AdminNotificationDto) => void;
}) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [chosenSize, setChosenSize] = useState<number | undefined>();
  const { pageSize, pageSizeOptions } = useTablePageSize(chosenSize, {
    max: ADMIN_NOTIFICATION_LIMITS.perPageMax,
  });
  const [status, setStatus] = useState<NotificationStatus | undefined>();
  const [type, setType] = useState<NotificationType | undefined>();
  const [priority, setPriority] = useState<NotificationPriority | undefined>();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const q = useDebouncedValue(search.trim(), 400);
  const list = useAdminNotifications({
    page,
    per_page: pageSize,
    status,
    type,
    priority,
    search: q || undefined,
  });
  const bulk = useBulkNotifications();
  const filtered = Boolean(status || type || priority || q);

  const filter =
    <T,>(set: (value: T | undefined) => void) =>
    (value: T | undefined) => {
      set(value);
      setPage(1);
      setSelected([]);
    };

  const runBulk = async (action: AdminNotificationBulkAction) => {
    if (!selected.length) {
      message.warning(M.noneSelected);
      return;
    }
    try {
      const result = await bulk.mutateAsync({ action, notification_ids: selected });
      message.success(M.bulkDone(action, result.affected_count));
      setSelected([]);
    } catch {
      message.error(M.bulkFailed);
    }
  };

  return (
    <div>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Trạng thái"
          aria-label="Lọc theo trạng thái"
          style={{ width: 150 }}
          value={status}
          onChange={filter(setStatus)}
          options={NOTIFICATION_STATUSES.map((value) => ({
            value,
            label: NOTIFICATION_STATUS_LABELS[value],
          }))}
        />
        <Select
          allowClear
          placeholder="Loại"
          aria-label="Lọc theo loại"
          style={{ width: 190 }}
          value={type}
          onChange={filter(setType)}
          options={NOTIFICATION_TYPES.map((value) => ({
            value,
            label: NOTIFICATION_TYPE_LABELS[value],
          }))}
        />
        <Select
          allowClear
          placeholder="Ưu tiên"
          aria-label="Lọc theo mức ưu tiên"
          style={{ width: 140 }}
          value={priority}
          onChange={filter(setPriority)}
          options={NOTIFICATION_PRIORITIES.map((value) => ({
            value,
            label: NOTIFICATION_PRIORITY_LABELS[value],
          }))}
        />
        <Input.Search
          allowClear
          placeholder="Tên, email, SĐT người nhận"
          aria-label="Tìm người nhận"
          style={{ width: 260, maxWidth: '100%' }}
          value={search}
          maxLength={ADMIN_NOTIFICATION_LIMITS.searchMax}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void list.refetch()}
          loading={list.isFetching}
        >
          Làm mới
        </Button>
      </Space>

      {selected.length ? (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          title={`Đã chọn ${selected.length} thông báo`}
          action={
            <Space wrap>
              <Button
                size="small"
                onClick={() => void runBulk('mark_read')}
                loading={bulk.isPending}
              >
                Đánh dấu đã đọc
              </Button>
              <Button size="small" onClick={() => void runBulk('dismiss')} loading={bulk.isPending}>
                Bỏ qua
              </Button>
              <ConfirmDelete
                title={M.confirmBulkDelete(selected.length)}
                onConfirm={() => runBulk('delete')}
              >
                <Button size="small" danger loading={bulk.isPending}>
                  Xóa
                </Button>
              </ConfirmDelete>
            </Space>
          }
        />
      ) : null}

      {list.isError ? (
        <ListError title={M.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <NotificationsTable
          rows={list.data?.data ?? []}
          loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
          emptyText={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filtered ? 'Không có thông báo nào phù hợp' : 'Chưa có thông báo nào'}
            />
          }
          selected={selected}
          onSelect={setSelected}
          onView={onView}
          onEdit={onEdit}
          pagination={{
            current: page,
            total: list.data?.meta.total ?? 0,
            pageSize,
            pageSizeOptions,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setChosenSize(size);
              setSelected([]);
            },
          }}
        />
      )}
    </div>
  );
}
