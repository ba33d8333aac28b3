import { CheckOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  APPOINTMENT_SOURCE_LABELS,
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  BOOKING_MESSAGES as BM,
  DESK_MESSAGES as M,
  DESK_PER_PAGE,
  DESK_SORT_LABELS,
  DESK_SORTS,
  formatPhone,
  isAppointmentCodeSearch,
  salonToday,
  type AppointmentSummary,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Empty,
  Input,
  Pagination,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Tooltip,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeskMove } from '../api/desk-mutations';
import { useDeskList, type DeskListParams } from '../api/desk-queries';
import { AgendaItem } from './CalendarPanel';
import { StylistSelect } from './StylistSelect';
import styles from './desk.module.css';
import { useDeskListFilters } from './use-desk-list-filters';
import { useTablePageSize } from '../../../components/use-table-page-size';

/**
 * Every appointment of the branch with filters, status tags and row actions. It says which
 * branch it shows; a search by appointment code looks in every branch the user may see.
 */
export function DeskList({
  branchId,
  branchName,
  onOpen,
  phone,
}: {
  branchId: number | undefined;
  /** The chosen branch's name (undefined: every branch the user may see). */
  branchName: string | undefined;
  onOpen: (id: number) => void;
  phone: boolean;
}) {
  const fromAddress = useDeskListFilters();
  const [paging, setParams] = useState<
    Omit<DeskListParams, 'branch_id' | 'search' | 'per_page'> & { per_page?: number }
  >(() => ({ page: 1, sort: 'start_asc', date_from: salonToday(), ...fromAddress }));
  const { pageSize, pageSizeOptions } = useTablePageSize(paging.per_page, { only: DESK_PER_PAGE });
  const params = { ...paging, per_page: pageSize };
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = useDeskList({ ...params, branch_id: branchId, search: debounced || undefined });
  const byCode = isAppointmentCodeSearch(debounced);
  let scope: string | null = null;
  if (byCode) scope = M.codeSearchEverywhere;
  else if (branchId === undefined) scope = M.listOfAllBranches;
  else if (branchName) scope = M.listOfBranch(branchName);
  const change = (changes: Partial<DeskListParams>) =>
    setParams((current) => ({ ...current, page: 1, ...changes }));

  return (
    <section aria-label="Danh sách lịch hẹn">
      {scope ? (
        <Alert
          className={styles.listScope}
          type={byCode ? 'warning' : 'info'}
          showIcon
          role="status"
          title={scope}
        />
      ) : null}
      <div className={styles.filters}>
        <Input.Search
          allowClear
          placeholder="Tên, số điện thoại, mã, dịch vụ"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setParams((current) => ({ ...current, page: 1 }));
          }}
          aria-label="Tìm lịch hẹn"
        />
        <Select
          allowClear
          placeholder="Trạng thái"
          value={params.status}
          onChange={(status) => change({ status })}
          options={APPOINTMENT_STATUSES.map((status) => ({
            value: status,
            label: APPOINTMENT_STATUS_LABELS[status],
          }))}
          aria-label="Lọc theo trạng thái"
        />
        <DatePicker.RangePicker
          format="DD/MM/YYYY"
          value={[
            params.date_from ? dayjs(params.date_from) : null,
            params.date_to ? dayjs(params.date_to) : null,
          ]}
          allowEmpty={[true, true]}
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            change({
              date_from: range?.[0]?.format('YYYY-MM-DD'),
              date_to: range?.[1]?.format('YYYY-MM-DD'),
            })
          }
          placeholder={['Từ ngày', 'Đến ngày']}
        />
        <StylistSelect
          branchId={branchId}
          value={params.stylist_id ?? null}
          onChange={(stylist) => change({ stylist_id: stylist ?? undefined })}
          placeholder="Mọi stylist"
        />
        <Select
          allowClear
          placeholder="Nguồn đặt"
          value={params.source}
          onChange={(source) => change({ source })}
          options={APPOINTMENT_SOURCES.map((source) => ({
            value: source,
            label: APPOINTMENT_SOURCE_LABELS[source],
          }))}
          aria-label="Lọc theo nguồn đặt"
        />
        <Select
          value={params.sort}
          onChange={(sort) => change({ sort })}
          options={DESK_SORTS.map((sort) => ({ value: sort, label: DESK_SORT_LABELS[sort] }))}
          aria-label="Sắp xếp"
        />
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={M.loadFailed}
          description={list.error.message}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : null}
      {phone ? (
        <PhoneList
          items={list.data?.data ?? []}
          loading={list.isLoading}
          total={list.data?.meta.total ?? 0}
          page={list.data?.meta.current_page ?? params.page}
          perPage={params.per_page}
          onPage={(page) => setParams((current) => ({ ...current, page }))}
          onOpen={onOpen}
        />
      ) : (
        <Table<AppointmentSummary>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          scroll={{ x: 1140 }}
          locale={{ emptyText: <Empty description={M.empty} /> }}
          onRow={(record) => ({ 'data-appointment-code': record.code }) as object}
          pagination={{
            current: list.data?.meta.current_page ?? params.page,
            pageSize: params.per_page,
            total: list.data?.meta.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions,
            showTotal: (total) => `${total} lịch hẹn`,
            onChange: (page, perPage) =>
              setParams((current) => ({
                ...current,
                page: perPage === pageSize ? page : 1,
                per_page: perPage,
              })),
          }}
          columns={[
            {
              title: 'Giờ hẹn',
              key: 'when',
              width: 130,
              render: (_, a) => (
                <>
                  <strong>
                    {a.appointment_time}–{a.end_time}
                  </strong>
                  <div className={styles.muted}>{formatDate(a.appointment_date)}</div>
                </>
              ),
            },
            {
              title: 'Khách hàng',
              key: 'customer',
              render: (_, a) => (
                <>
                  <div>{a.customer.name}</div>
                  <div className={styles.muted}>{formatPhone(a.customer.phone)}</div>
                </>
              ),
            },
            {
              title: 'Dịch vụ',
              key: 'service',
              render: (_, a) => (
                <>
                  <div>{a.service.name}</div>
                  <div className={styles.muted}>{formatVnd(a.price)}</div>
                </>
              ),
            },
            { title: 'Stylist', key: 'stylist', render: (_, a) => a.stylist?.name ?? '—' },
            { title: 'Chi nhánh', key: 'branch', render: (_, a) => a.branch.name },
            {
              title: 'Trạng thái',
              key: 'status',
              width: 130,
              render: (_, a) => (
                <Tag color={APPOINTMENT_STATUS_COLORS[a.status]}>{a.status_label}</Tag>
              ),
            },
            {
              title: 'Mã / nguồn',
              key: 'code',
              width: 170,
              render: (_, a) => (
                <>
                  <div>{a.code}</div>
                  <div className={styles.muted}>{APPOINTMENT_SOURCE_LABELS[a.source]}</div>
                </>
              ),
            },
            {
              title: 'Thao tác',
              key: 'actions',
              width: 96,
              fixed: 'right',
              render: (_, a) => <RowActions appointment={a} onOpen={onOpen} />,
            },
          ]}
        />
      )}
    </section>
  );
}

function RowActions({
  appointment,
  onOpen,
}: {
  appointment: AppointmentSummary;
  onOpen: (id: number) => void;
}) {
  const { message } = App.useApp();
  const move = useDeskMove(appointment.id);
  return (
    <Space size={4}>
      <Tooltip title="Chi tiết">
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label="Chi tiết"
          onClick={() => onOpen(appointment.id)}
        />
      </Tooltip>
      {appointment.status === 'pending' ? (
        <Tooltip title="Xác nhận">
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            aria-label="Xác nhận"
            loading={move.isPending}
            onClick={() =>
              move.mutate(
                { action: 'confirm' },
                {
                  onSuccess: () => void message.success(BM.confirmed),
                  onError: (error) => void message.error(error.message),
                },
              )
            }
          />
        </Tooltip>
      ) : null}
    </Space>
  );
}

function PhoneList({
  items,
  loading,
  total,
  page,
  perPage,
  onPage,
  onOpen,
}: {
  items: AppointmentSummary[];
  loading: boolean;
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (items.length === 0) return <Empty description={M.empty} />;
  return (
    <>
      {items.map((a) => (
        <AgendaItem key={a.id} appointment={a} onOpen={onOpen} showDate />
      ))}
      <Pagination
        simple
        align="center"
        current={page}
        pageSize={perPage}
        total={total}
        onChange={onPage}
      />
    </>
  );
}
