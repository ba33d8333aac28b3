import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import {
  BRANCH_ADMIN_LIMITS as L,
  BRANCH_MESSAGES as M,
  BRANCH_STATUS_LABELS,
  BRANCH_STATUSES,
  type AdminBranch,
  type BranchStatus,
} from '@salon/shared';
import { Button, Empty, Grid, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ListError } from '../../admin/components/ListError';
import { useBranchList, type BranchListParams } from '../api/admin-branches';
import { BranchStatusActions } from './BranchStatusActions';
import styles from './branches.module.css';
import { formatDateTime } from '../../../lib/format-date';
import adminPage from '../../admin/components/admin-page.module.css';
import { useTablePageSize } from '../../../components/use-table-page-size';
import { SECONDARY } from '../../../components/table-columns';

const SORTS = [
  { value: 'name:asc', label: 'Tên A – Z' },
  { value: 'name:desc', label: 'Tên Z – A' },
  { value: 'created_at:desc', label: 'Mới nhất' },
  { value: 'created_at:asc', label: 'Cũ nhất' },
] as const;

/** The branch table: search, status filter, sort, 15 a page. */
export function BranchListTab({
  onView,
  onEdit,
}: {
  onView: (id: number) => void;
  onEdit: (branch: AdminBranch) => void;
}) {
  const wide = Grid.useBreakpoint().lg === true;
  const [search, setSearch] = useState('');
  const [paging, setParams] = useState<Omit<BranchListParams, 'per_page'> & { per_page?: number }>({
    page: 1,
    sort_by: 'name',
    sort_direction: 'asc',
  });
  const { pageSize, pageSizeOptions } = useTablePageSize(paging.per_page, { max: L.maxPerPage });
  const params: BranchListParams = { ...paging, per_page: pageSize };
  const debounced = useDebouncedValue(search.trim(), 400);
  const list = useBranchList({ ...params, search: debounced || undefined });

  const columns: TableColumnsType<AdminBranch> = [
    {
      title: 'Chi nhánh',
      key: 'name',
      width: 260,
      fixed: wide ? 'left' : undefined,
      render: (_, b) => (
        <div>
          <strong>{b.name}</strong>
          <div className={styles.muted}>{b.address}</div>
        </div>
      ),
    },
    { title: 'Điện thoại', dataIndex: 'phone', width: 140 },
    // Secondary columns: shown on very wide screens, so status and actions fit at 1280 px.
    {
      title: 'Email',
      dataIndex: 'email',
      width: 220,
      responsive: SECONDARY,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Quản lý',
      dataIndex: 'manager_name',
      width: 180,
      render: (v: string | null) => v ?? '—',
    },
    { title: 'Nhân sự', dataIndex: 'staff_count', width: 90, responsive: SECONDARY },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 140,
      render: (_, b) => (
        <Tag color={b.status === 'active' ? 'green' : 'default'}>
          {BRANCH_STATUS_LABELS[b.status]}
        </Tag>
      ),
    },
    {
      title: 'Ngày tạo',
      responsive: SECONDARY,
      dataIndex: 'created_at',
      width: 150,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 190,
      fixed: wide ? 'right' : undefined,
      render: (_, b) => (
        <Space wrap size={4}>
          <Button
            icon={<EyeOutlined />}
            aria-label={`Xem ${b.name}`}
            onClick={() => onView(b.id)}
          />
          <Button icon={<EditOutlined />} aria-label={`Sửa ${b.name}`} onClick={() => onEdit(b)} />
          <BranchStatusActions branch={b} compact />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className={adminPage.toolbar}>
        <Input.Search
          className={adminPage.search}
          placeholder="Tìm theo tên, địa chỉ, điện thoại, quản lý…"
          aria-label="Tìm chi nhánh"
          allowClear
          maxLength={L.searchMax}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setParams((p) => ({ ...p, page: 1 }));
          }}
        />
        <Select<BranchStatus>
          allowClear
          placeholder="Mọi trạng thái"
          aria-label="Lọc theo trạng thái"
          value={params.status}
          onChange={(status) => setParams((p) => ({ ...p, status, page: 1 }))}
          options={BRANCH_STATUSES.map((s) => ({ value: s, label: BRANCH_STATUS_LABELS[s] }))}
        />
        <Select
          aria-label="Sắp xếp"
          value={`${params.sort_by}:${params.sort_direction}`}
          onChange={(value: string) => {
            const [sortBy, direction] = value.split(':') as [
              BranchListParams['sort_by'],
              BranchListParams['sort_direction'],
            ];
            setParams((p) => ({ ...p, sort_by: sortBy, sort_direction: direction, page: 1 }));
          }}
          options={SORTS.map((s) => ({ value: s.value, label: s.label }))}
        />
      </div>
      {list.isError ? (
        <ListError
          title={M.listLoadFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <Table<AdminBranch>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: (
            <Empty
              description={
                debounced || params.status
                  ? 'Không tìm thấy chi nhánh phù hợp'
                  : 'Chưa có chi nhánh nào'
              }
            />
          ),
        }}
        pagination={{
          current: params.page,
          pageSize: params.per_page,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (t) => `Tổng ${t} chi nhánh`,
          onChange: (page, size) =>
            setParams((p) => ({ ...p, page: size === pageSize ? page : 1, per_page: size })),
        }}
      />
    </>
  );
}
