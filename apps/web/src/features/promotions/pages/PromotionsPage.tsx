import { PlusOutlined } from '@ant-design/icons';
import {
  PROMOTION_MESSAGES as M,
  PROMOTION_STATE_LABELS,
  PROMOTION_STATES,
  type AdminPromotion,
  type PromotionState,
} from '@salon/shared';
import {
  App,
  Button,
  Empty,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTablePageSize } from '../../../components/use-table-page-size';
import { errorText } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDeletePromotion, usePromotions, useSetPromotionStatus } from '../api/promotions';
import { discountText } from '../components/discount-text';
import { PromotionFormModal } from '../components/PromotionFormModal';
import { RowActions } from '../../admin/components/RowActions';
import { StatusSwitch } from '../../admin/components/StatusSwitch';
import { ListError } from '../../admin/components/ListError';
import { SECONDARY } from '../../../components/table-columns';

const STATE_COLORS: Record<PromotionState, string> = {
  running: 'green',
  upcoming: 'blue',
  ended: 'default',
  used_up: 'orange',
  inactive: 'red',
};

function dateText(value: string | null): string {
  return value ? value.split('-').reverse().join('/') : '…';
}

/** /admin/promotions: what is on sale, when, and on which services and products. */
export function PromotionsPage() {
  usePageTitle('Khuyến mãi');
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [chosenSize, setChosenSize] = useState<number | undefined>();
  const { pageSize: perPage, pageSizeOptions } = useTablePageSize(chosenSize);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<PromotionState | undefined>();
  const [editing, setEditing] = useState<AdminPromotion | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const debouncedSearch = useDebouncedValue(search.trim(), 400);
  const list = usePromotions({ page, per_page: perPage, search: debouncedSearch, state });
  const setStatus = useSetPromotionStatus();
  const remove = useDeletePromotion();

  const openForm = (promotion: AdminPromotion | null) => {
    setEditing(promotion);
    setFormOpen(true);
  };

  const columns: TableColumnsType<AdminPromotion> = [
    {
      title: 'Khuyến mãi',
      dataIndex: 'name',
      fixed: 'left',
      width: 220,
      render: (name: string, row) => (
        <div>
          <Typography.Text strong>{name}</Typography.Text>
          {row.description ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {row.description}
            </Typography.Paragraph>
          ) : null}
        </div>
      ),
    },
    { title: 'Mức giảm', key: 'discount', width: 180, render: (_, row) => discountText(row) },
    {
      title: 'Áp dụng cho',
      key: 'items',
      // Secondary: shown on very wide screens, so status and actions fit at 1280 px.
      responsive: SECONDARY,
      width: 220,
      render: (_, row) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: row.items.map((i) => i.name).join(', ') }}
          style={{ margin: 0 }}
        >
          {row.items.map((i) => i.name).join(', ')}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Thời gian',
      key: 'dates',
      width: 170,
      render: (_, row) =>
        row.start_date || row.end_date
          ? `${dateText(row.start_date)} – ${dateText(row.end_date)}`
          : 'Không giới hạn',
    },
    {
      title: 'Lượt dùng',
      key: 'usage',
      responsive: SECONDARY,
      width: 110,
      render: (_, row) =>
        row.usage_limit ? `${row.used_count}/${row.usage_limit}` : row.used_count,
    },
    {
      title: 'Trạng thái',
      dataIndex: 'state',
      width: 130,
      render: (value: PromotionState) => (
        <Tag color={STATE_COLORS[value]}>{PROMOTION_STATE_LABELS[value]}</Tag>
      ),
    },
    {
      title: 'Bật',
      key: 'active',
      width: 70,
      render: (_, row) => (
        <StatusSwitch
          label={row.name}
          status={row.status}
          loading={setStatus.isPending && setStatus.variables.id === row.id}
          onChange={(next) =>
            setStatus.mutate(
              { id: row.id, active: next === 'active' },
              {
                onSuccess: () =>
                  void message.success(
                    next === 'active' ? 'Đã bật khuyến mãi' : 'Đã tắt khuyến mãi',
                  ),
                onError: (error) => void message.error(error.message),
              },
            )
          }
        />
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_, row) => (
        <RowActions
          name={row.name}
          onEdit={() => openForm(row)}
          remove={{
            title: M.deleteConfirm,
            onConfirm: () =>
              remove.mutateAsync(row.id).then(
                () => void message.success(M.deleted),
                (error: Error) => void message.error(errorText(error, M.deleteFailed)),
              ),
          }}
        />
      ),
    },
  ];

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          Khuyến mãi
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
          Thêm khuyến mãi
        </Button>
      </Space>
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search
          allowClear
          placeholder="Tìm theo tên"
          aria-label="Tìm khuyến mãi theo tên"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="Tất cả trạng thái"
          aria-label="Lọc theo trạng thái"
          value={state}
          onChange={(value?: PromotionState) => {
            setState(value);
            setPage(1);
          }}
          options={PROMOTION_STATES.map((value) => ({
            value,
            label: PROMOTION_STATE_LABELS[value],
          }))}
          style={{ width: 190 }}
        />
      </Space>
      {list.isError ? (
        <ListError title={M.loadFailed} error={list.error} onRetry={() => void list.refetch()} />
      ) : null}
      <Table<AdminPromotion>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description="Chưa có khuyến mãi nào" /> }}
        pagination={{
          current: page,
          pageSize: perPage,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (total) => `Tổng ${total} khuyến mãi`,
          onChange: (next, size) => {
            setPage(size === perPage ? next : 1);
            setChosenSize(size);
          },
        }}
      />
      <PromotionFormModal open={formOpen} promotion={editing} onClose={() => setFormOpen(false)} />
    </div>
  );
}
