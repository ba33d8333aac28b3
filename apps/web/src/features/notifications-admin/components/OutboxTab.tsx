import { ReloadOutlined } from '@ant-design/icons';
import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  NOTIFICATION_LIMITS,
  OUTBOX_CHANNEL_LABELS,
  OUTBOX_CHANNELS,
  OUTBOX_MESSAGES,
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type OutboxChannel,
  type OutboxMessageDto,
  type OutboxStatus,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Grid,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { ListError } from '../../admin/components/ListError';
import { useOutbox, useRetryOutbox } from '../api/notifications-admin';
import { useTablePageSize } from '../../../components/use-table-page-size';

const STATUS_COLORS: Record<OutboxStatus, string> = {
  pending: 'gold',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

/** The outbox: every e-mail and SMS, its delivery state, and a retry for those not sent. */
export function OutboxTab({ emailConfigured }: { emailConfigured: boolean | undefined }) {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [chosenSize, setChosenSize] = useState<number | undefined>();
  const { pageSize, pageSizeOptions } = useTablePageSize(chosenSize, {
    max: NOTIFICATION_LIMITS.perPageMax,
  });
  const [status, setStatus] = useState<OutboxStatus | undefined>();
  const [channel, setChannel] = useState<OutboxChannel | undefined>();
  const [open, setOpen] = useState<OutboxMessageDto | null>(null);
  const list = useOutbox({ page, per_page: pageSize, status, channel });
  const retry = useRetryOutbox();
  const phone = Grid.useBreakpoint().md === false;

  const resend = async (row: OutboxMessageDto) => {
    try {
      const updated = await retry.mutateAsync(row.id);
      message.success(OUTBOX_MESSAGES.requeued);
      if (open?.id === row.id) setOpen(updated);
    } catch (error) {
      message.error(errorText(error, M.bulkFailed));
    }
  };

  const retryButton = (row: OutboxMessageDto) =>
    row.status === 'pending' || row.status === 'failed' ? (
      <Button
        size="small"
        onClick={() => void resend(row)}
        loading={retry.isPending && retry.variables === row.id}
      >
        Gửi lại
      </Button>
    ) : null;

  const columns: TableColumnsType<OutboxMessageDto> = [
    {
      title: 'Người nhận',
      key: 'recipient',
      width: 240,
      render: (_, row) => (
        <div>
          <div>{row.recipient}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {OUTBOX_CHANNEL_LABELS[row.channel]} · {row.template}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: 'Tiêu đề / nội dung',
      key: 'subject',
      width: 300,
      render: (_, row) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal' }}
          onClick={() => setOpen(row)}
        >
          {row.subject ?? row.body.slice(0, 80)}
        </Button>
      ),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 200,
      render: (_, row) => (
        <div>
          <Tag color={STATUS_COLORS[row.status]}>{row.status_label}</Tag>
          {row.last_error ? (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2, tooltip: row.last_error }}
              style={{ fontSize: 12, margin: '4px 0 0' }}
            >
              {row.last_error}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Thời gian',
      key: 'time',
      width: 180,
      render: (_, row) => (
        <div style={{ fontSize: 13 }}>
          <div>Tạo: {formatDateTime(row.created_at)}</div>
          {row.sent_at ? <div>Đã gửi: {formatDateTime(row.sent_at)}</div> : null}
          <div>Lần thử: {row.attempts}</div>
        </div>
      ),
    },
    { title: 'Thao tác', key: 'actions', width: 110, render: (_, row) => retryButton(row) },
  ];

  return (
    <div>
      {emailConfigured === false ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={M.noSmtp} />
      ) : null}
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Trạng thái"
          aria-label="Lọc hộp thư đi theo trạng thái"
          style={{ width: 160 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={OUTBOX_STATUSES.map((value) => ({ value, label: OUTBOX_STATUS_LABELS[value] }))}
        />
        <Select
          allowClear
          placeholder="Kênh"
          aria-label="Lọc hộp thư đi theo kênh"
          style={{ width: 120 }}
          value={channel}
          onChange={(value) => {
            setChannel(value);
            setPage(1);
          }}
          options={OUTBOX_CHANNELS.map((value) => ({ value, label: OUTBOX_CHANNEL_LABELS[value] }))}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void list.refetch()}
          loading={list.isFetching}
        >
          Làm mới
        </Button>
      </Space>
      {list.isError ? (
        <ListError
          title="Có lỗi xảy ra khi tải hộp thư đi"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<OutboxMessageDto>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
          scroll={{ x: 1030 }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  status || channel ? 'Không có tin nhắn nào phù hợp' : 'Hộp thư đi trống'
                }
              />
            ),
          }}
          pagination={{
            current: page,
            total: list.data?.meta.total ?? 0,
            pageSize,
            showSizeChanger: true,
            pageSizeOptions,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setChosenSize(size);
            },
          }}
        />
      )}
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject ?? 'Tin nhắn'}
        size={phone ? '100%' : 560}
        extra={open ? retryButton(open) : null}
      >
        {open ? (
          <>
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label="Người nhận">{open.recipient}</Descriptions.Item>
              <Descriptions.Item label="Kênh">
                {OUTBOX_CHANNEL_LABELS[open.channel]}
              </Descriptions.Item>
              <Descriptions.Item label="Trạng thái">
                <Tag color={STATUS_COLORS[open.status]}>{open.status_label}</Tag>
              </Descriptions.Item>
              {open.last_error ? (
                <Descriptions.Item label="Lỗi gần nhất">{open.last_error}</Descriptions.Item>
              ) : null}
            </Descriptions>
            <pre
              style={{
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                fontFamily: 'inherit',
                background: 'var(--ant-color-fill-quaternary, #fafafa)',
                padding: 12,
                borderRadius: 8,
              }}
            >
              {open.body}
            </pre>
          </>
        ) : null}
      </Drawer>
    </div>
  );
}
