import { PlusOutlined } from '@ant-design/icons';
import {
  PRIVACY_DUE_DAYS,
  PRIVACY_MESSAGES as M,
  PRIVACY_REQUEST_CHANNELS,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TYPES,
  PRIVACY_TARGET_DAYS,
  canApplyPrivacyAction,
  type AdminPrivacyRequestDto,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
} from '@salon/shared';
import { Alert, App, Button, Card, Flex, Select, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import {
  useActOnPrivacyRequest,
  useAdminPrivacyRequests,
  type PrivacyRequestFilters,
} from '../api/privacy-requests';
import { FilePrivacyRequestModal } from './FilePrivacyRequestModal';
import { PrivacyDecisionModal, type PrivacyDecision } from './PrivacyDecisionModal';

const STATUS_COLORS: Record<PrivacyRequestStatus, string> = {
  pending: 'gold',
  processing: 'blue',
  completed: 'green',
  rejected: 'red',
};

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** The requests list: 10 a page, due dates (target 15 days, deadline 30), overdue in red. */
export function PrivacyRequestsTable() {
  const [filters, setFilters] = useState<PrivacyRequestFilters>({ page: 1 });
  const [filing, setFiling] = useState(false);
  const [decision, setDecision] = useState<PrivacyDecision | null>(null);
  const list = useAdminPrivacyRequests(filters);
  const act = useActOnPrivacyRequest();
  const { message } = App.useApp();

  const process = (row: AdminPrivacyRequestDto) =>
    act.mutate(
      { id: row.id, action: 'process' },
      {
        onSuccess: () => void message.success(M.processing),
        onError: (error) => void message.error(errorText(error, M.transitionInvalid)),
      },
    );

  const columns: ColumnsType<AdminPrivacyRequestDto> = [
    { title: 'Khách hàng', dataIndex: 'customer_label' },
    {
      title: 'Yêu cầu',
      dataIndex: 'type',
      render: (type: PrivacyRequestType, row) => (
        <span>
          {PRIVACY_REQUEST_TYPES[type]}
          <br />
          <small>#{row.id}</small>
        </span>
      ),
    },
    {
      title: 'Tiếp nhận',
      key: 'filed',
      render: (_, row) => (
        <span>
          {formatDateTime(row.created_at)}
          <br />
          <small>{PRIVACY_REQUEST_CHANNELS[row.channel]}</small>
        </span>
      ),
    },
    {
      title: `Mục tiêu ${PRIVACY_TARGET_DAYS} / hạn ${PRIVACY_DUE_DAYS} ngày`,
      key: 'due',
      render: (_, row) => (
        <span data-testid={`due-${row.id}`}>
          {formatDate(row.target_at)}
          <br />
          {formatDate(row.due_at)}
          {row.overdue && (
            <>
              {' '}
              <Tag color="red">Quá hạn</Tag>
            </>
          )}
        </span>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      render: (status: PrivacyRequestStatus, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[status]}>{PRIVACY_REQUEST_STATUSES[status]}</Tag>
          {row.reject_reason && <small>Lý do: {row.reject_reason}</small>}
          {row.resolution && <small>Đã sửa: {row.resolution}</small>}
          {row.handled_by_name && <small>Người xử lý: {row.handled_by_name}</small>}
        </Space>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      render: (_, row) => (
        <Space direction="vertical" size={4}>
          {canApplyPrivacyAction(row.status, 'process') && (
            <Button size="small" onClick={() => process(row)}>
              Xử lý
            </Button>
          )}
          {canApplyPrivacyAction(row.status, 'complete') && (
            <Button
              size="small"
              type="primary"
              danger={row.type === 'erasure'}
              onClick={() => setDecision({ request: row, action: 'complete' })}
            >
              {row.type === 'erasure' ? 'Xóa dữ liệu' : 'Hoàn thành'}
            </Button>
          )}
          {canApplyPrivacyAction(row.status, 'reject') && (
            <Button size="small" onClick={() => setDecision({ request: row, action: 'reject' })}>
              Từ chối
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Yêu cầu về dữ liệu cá nhân"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setFiling(true)}>
          Tiếp nhận yêu cầu
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder="Trạng thái"
          style={{ minWidth: 150 }}
          options={options(PRIVACY_REQUEST_STATUSES)}
          value={filters.status}
          onChange={(status?: PrivacyRequestStatus) => setFilters({ ...filters, status, page: 1 })}
        />
        <Select
          allowClear
          placeholder="Loại yêu cầu"
          style={{ minWidth: 170 }}
          options={options(PRIVACY_REQUEST_TYPES)}
          value={filters.type}
          onChange={(type?: PrivacyRequestType) => setFilters({ ...filters, type, page: 1 })}
        />
        <Space>
          <Switch
            aria-label="Chỉ yêu cầu quá hạn"
            checked={filters.overdue ?? false}
            onChange={(overdue) => setFilters({ ...filters, overdue, page: 1 })}
          />
          Chỉ quá hạn
        </Space>
      </Flex>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          message="Không tải được danh sách yêu cầu."
          action={<Button onClick={() => void list.refetch()}>Thử lại</Button>}
        />
      ) : (
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          onRow={(row) => (row.overdue ? { style: { background: '#fff1f0' } } : {})}
          locale={{ emptyText: 'Không có yêu cầu nào.' }}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: filters.page,
            pageSize: 10,
            total: list.data?.meta.total ?? 0,
            onChange: (page) => setFilters({ ...filters, page }),
            showSizeChanger: false,
          }}
        />
      )}
      <FilePrivacyRequestModal open={filing} onClose={() => setFiling(false)} />
      <PrivacyDecisionModal decision={decision} onClose={() => setDecision(null)} />
    </Card>
  );
}
