import { ClockCircleOutlined } from '@ant-design/icons';
import { BRANCH_MESSAGES as M, type WorkingHourDto } from '@salon/shared';
import {
  Alert,
  App,
  Button,
  DatePicker,
  Empty,
  Select,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { DeleteConfirmButton } from '../../admin/components/DeleteConfirmButton';
import { ListError } from '../../admin/components/ListError';
import { useAllBranches } from '../api/admin-branches';
import { useDeleteWorkingHour, useWorkingHours } from '../api/schedule';
import { formatDate } from '../../../lib/format-date';
import { WorkingHoursModal } from './WorkingHoursModal';
import adminPage from '../../admin/components/admin-page.module.css';
import { useTablePageSize } from '../../../components/use-table-page-size';

const SOURCE_TEXT = {
  date: 'Ngày này có giờ làm việc riêng.',
  general: 'Đang dùng giờ làm việc chung của chi nhánh.',
  default: 'Chi nhánh chưa đặt giờ: khách đặt được từ 08:00 đến 20:30.',
} as const;

/** A branch's working hours, general or for one date, with the editor. */
export function WorkingHoursTab() {
  const { message } = App.useApp();
  const branches = useAllBranches();
  const [branchId, setBranchId] = useState<number | undefined>();
  const [date, setDate] = useState<Dayjs | null>(null);
  const [editing, setEditing] = useState(false);
  const [chosenSize, setChosenSize] = useState<number | undefined>();
  const paging = useTablePageSize(chosenSize);
  const chosen = branchId ?? branches.data?.[0]?.id;
  const isoDate = date ? date.format('YYYY-MM-DD') : null;
  const hours = useWorkingHours(chosen, isoDate);
  const remove = useDeleteWorkingHour();

  const onDelete = (row: WorkingHourDto) =>
    remove.mutateAsync(row.id).then(
      () => void message.success(M.workingHourDeleted),
      (error: Error) =>
        error instanceof ApiError && error.status === 404
          ? void message.warning(M.workingHourAlreadyRemoved)
          : void message.error(errorText(error, M.workingHourDeleteFailed)),
    );

  const columns: TableColumnsType<WorkingHourDto> = [
    { title: 'Giờ', dataIndex: 'time', width: 90 },
    {
      title: 'Áp dụng',
      dataIndex: 'date',
      width: 160,
      render: (v: string | null) => (v ? formatDate(v) : 'Mọi ngày'),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'is_available',
      width: 120,
      render: (v: boolean) => (v ? <Tag color="green">Mở</Tag> : <Tag color="red">Đóng</Tag>),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <DeleteConfirmButton
          name={`giờ ${row.time}`}
          title={`Xóa khung giờ ${row.time}?`}
          onConfirm={() => onDelete(row)}
        />
      ),
    },
  ];

  if (branches.isError)
    return (
      <ListError
        title={M.listLoadFailed}
        error={branches.error}
        onRetry={() => void branches.refetch()}
      />
    );
  return (
    <>
      <div className={adminPage.toolbar}>
        <Select<number>
          aria-label="Chi nhánh"
          loading={branches.isLoading}
          value={chosen}
          onChange={setBranchId}
          options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          style={{ minWidth: 240 }}
        />
        <DatePicker
          aria-label="Ngày"
          format="DD/MM/YYYY"
          placeholder="Giờ chung (mọi ngày)"
          value={date}
          onChange={setDate}
        />
        <Button
          type="primary"
          icon={<ClockCircleOutlined />}
          disabled={chosen === undefined}
          onClick={() => setEditing(true)}
        >
          Cập nhật giờ làm việc
        </Button>
      </div>
      {hours.isError ? (
        <ListError
          title={M.workingHoursLoadFailed}
          error={hours.error}
          onRetry={() => void hours.refetch()}
        />
      ) : null}
      {hours.data ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={SOURCE_TEXT[hours.data.source]}
          description={
            hours.data.effective_times.length === 0 ? (
              'Không nhận khách trong ngày này.'
            ) : (
              <Space wrap size={[4, 4]}>
                {hours.data.effective_times.map((time) => (
                  <Tag key={time}>{time}</Tag>
                ))}
              </Space>
            )
          }
        />
      ) : null}
      <Table<WorkingHourDto>
        rowKey="id"
        size="small"
        loading={hours.isFetching || branches.isLoading}
        columns={columns}
        dataSource={hours.data?.hours ?? []}
        pagination={{
          pageSize: paging.pageSize,
          pageSizeOptions: paging.pageSizeOptions,
          onChange: (_, size) => setChosenSize(size),
          hideOnSinglePage: true,
        }}
        locale={{ emptyText: <Empty description="Chưa lưu giờ làm việc nào cho phạm vi này" /> }}
      />
      {editing && chosen !== undefined ? (
        <WorkingHoursModal
          branches={branches.data ?? []}
          initial={{
            branch_id: chosen,
            date: isoDate,
            times: hours.data?.effective_times ?? [],
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
