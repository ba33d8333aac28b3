import { PlusOutlined } from '@ant-design/icons';
import {
  BRANCH_ADMIN_LIMITS as L,
  BRANCH_MESSAGES as M,
  salonToday,
  type HolidayDto,
} from '@salon/shared';
import { App, Button, Empty, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { DeleteConfirmButton } from '../../admin/components/DeleteConfirmButton';
import { ListError } from '../../admin/components/ListError';
import { useAllBranches } from '../api/admin-branches';
import { useDeleteHoliday, useHolidays, type HolidayListParams } from '../api/schedule';
import styles from './branches.module.css';
import { formatDate } from '../../../lib/format-date';
import { HolidayFormModal } from './HolidayFormModal';
import adminPage from '../../admin/components/admin-page.module.css';
import { useTablePageSize } from '../../../components/use-table-page-size';

const RECURRING_COLORS = { none: 'default', yearly: 'blue', lunar_yearly: 'volcano' } as const;

/** The chain's and each branch's days off, 10 a page, with add and delete. */
export function HolidaysTab() {
  const { message } = App.useApp();
  const branches = useAllBranches();
  const thisYear = Number(salonToday().slice(0, 4));
  const [paging, setParams] = useState<Omit<HolidayListParams, 'per_page'> & { per_page?: number }>(
    { page: 1, year: thisYear },
  );
  const { pageSize, pageSizeOptions } = useTablePageSize(paging.per_page, { max: L.maxPerPage });
  const params: HolidayListParams = { ...paging, per_page: pageSize };
  const [adding, setAdding] = useState(false);
  const holidays = useHolidays(params);
  const remove = useDeleteHoliday();

  const columns: TableColumnsType<HolidayDto> = [
    { title: 'Ngày', dataIndex: 'date', width: 110, render: (v: string) => formatDate(v) },
    { title: 'Tên', dataIndex: 'name', width: 200 },
    {
      title: 'Chi nhánh',
      dataIndex: 'branch_name',
      width: 170,
      render: (v: string | null) => v ?? <Tag color="gold">Tất cả chi nhánh</Tag>,
    },
    {
      title: 'Lặp lại',
      key: 'recurring',
      width: 170,
      render: (_, h) => (
        <Tag color={RECURRING_COLORS[h.recurring_type]}>{h.recurring_type_label}</Tag>
      ),
    },
    {
      title: 'Mô tả',
      dataIndex: 'description',
      width: 200,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 80,
      render: (_, h) => (
        <DeleteConfirmButton
          name={`ngày nghỉ ${h.name}`}
          title="Xóa ngày nghỉ này?"
          onConfirm={() =>
            remove.mutateAsync(h.id).then(
              () => void message.success(M.holidayDeleted),
              (error: Error) => void message.error(errorText(error, M.holidayDeleteFailed)),
            )
          }
        />
      ),
    },
  ];

  const years = Array.from({ length: 5 }, (_, i) => thisYear - 1 + i);
  return (
    <>
      <div className={adminPage.toolbar}>
        <Select<number | 'all'>
          aria-label="Lọc theo chi nhánh"
          value={params.branch_id ?? 'all'}
          onChange={(value) =>
            setParams((p) => ({ ...p, page: 1, branch_id: value === 'all' ? undefined : value }))
          }
          options={[
            { value: 'all', label: 'Mọi chi nhánh' },
            ...(branches.data ?? []).map((b) => ({ value: b.id, label: b.name })),
          ]}
          style={{ minWidth: 220 }}
        />
        <Select<number | 'all'>
          aria-label="Lọc theo năm"
          value={params.year ?? 'all'}
          onChange={(value) =>
            setParams((p) => ({ ...p, page: 1, year: value === 'all' ? undefined : value }))
          }
          options={[
            { value: 'all', label: 'Mọi năm' },
            ...years.map((y) => ({ value: y, label: `Năm ${y}` })),
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Thêm ngày nghỉ
        </Button>
      </div>
      {holidays.isError ? (
        <ListError
          title={M.holidaysLoadFailed}
          error={holidays.error}
          onRetry={() => void holidays.refetch()}
        />
      ) : null}
      <Table<HolidayDto>
        rowKey="id"
        size="middle"
        loading={holidays.isFetching}
        columns={columns}
        dataSource={holidays.data?.data ?? []}
        scroll={{ x: 930 }}
        locale={{ emptyText: <Empty description="Chưa có ngày nghỉ nào" /> }}
        pagination={{
          current: params.page,
          pageSize: params.per_page,
          total: holidays.data?.meta.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions,
          showTotal: (t) => `Tổng ${t} ngày nghỉ`,
          onChange: (page, size) =>
            setParams((p) => ({ ...p, page: size === pageSize ? page : 1, per_page: size })),
        }}
      />
      <p className={styles.muted}>
        Ngày lặp lại hằng năm (âm lịch) như Tết được nhập một lần và tự áp dụng cho các năm sau.
      </p>
      {adding ? (
        <HolidayFormModal branches={branches.data ?? []} onClose={() => setAdding(false)} />
      ) : null}
    </>
  );
}
