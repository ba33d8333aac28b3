import {
  BRANCH_MESSAGES as M,
  BRANCH_STATUS_LABELS,
  performanceLevel,
  type BranchPerformance,
} from '@salon/shared';
import { Empty, Progress, Table, Tag, type TableColumnsType } from 'antd';
import { ListError } from '../../admin/components/ListError';
import { useBranchPerformance } from '../api/admin-branches';
import { formatMillions, formatPercent } from './money';

export const LEVEL_COLORS = {
  excellent: '#2d7f56',
  good: '#1677ff',
  fair: '#faad14',
  poor: '#ff4d4f',
} as const;

/** Branches side by side: appointments, how they ended, revenue, stylists and their rating. */
export function PerformanceTab() {
  const performance = useBranchPerformance();
  const columns: TableColumnsType<BranchPerformance> = [
    {
      title: 'Chi nhánh',
      key: 'name',
      width: 220,
      render: (_, p) => (
        <div>
          <strong>{p.branch_name}</strong>
          {p.status === 'inactive' ? (
            <div>
              <Tag>{BRANCH_STATUS_LABELS.inactive}</Tag>
            </div>
          ) : null}
        </div>
      ),
    },
    { title: 'Lịch hẹn', dataIndex: 'appointments', width: 90 },
    { title: 'Hoàn thành', dataIndex: 'completed', width: 100 },
    {
      title: 'Hủy / không đến',
      key: 'cancelled',
      width: 130,
      render: (_, p) => `${p.cancelled + p.no_show} (${formatPercent(p.cancellation_rate)})`,
    },
    {
      title: 'Tỷ lệ hoàn thành',
      key: 'completion',
      width: 180,
      render: (_, p) => {
        const level = performanceLevel(p.completion_rate);
        return level === null ? (
          '—'
        ) : (
          <Progress
            percent={p.completion_rate ?? 0}
            size="small"
            status="normal"
            strokeColor={LEVEL_COLORS[level]}
            format={(value) => formatPercent(value ?? 0)}
          />
        );
      },
    },
    {
      title: 'Doanh thu',
      dataIndex: 'revenue',
      width: 120,
      render: (v: number) => formatMillions(v),
    },
    { title: 'Stylist', dataIndex: 'stylists', width: 80 },
    {
      title: 'Đánh giá TB',
      dataIndex: 'average_rating',
      width: 110,
      render: (v: number | null) => (v === null ? '—' : `★ ${v.toFixed(1)}`),
    },
  ];
  return (
    <>
      {performance.isError ? (
        <ListError
          title={M.loadFailed}
          error={performance.error}
          onRetry={() => void performance.refetch()}
        />
      ) : null}
      <Table<BranchPerformance>
        rowKey="branch_id"
        size="middle"
        loading={performance.isFetching}
        columns={columns}
        dataSource={performance.data ?? []}
        scroll={{ x: 1030 }}
        pagination={false}
        locale={{ emptyText: <Empty description="Chưa có chi nhánh nào" /> }}
      />
      <p style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12, marginTop: 8 }}>
        Tỷ lệ hoàn thành tính trên các lịch hẹn đã kết thúc (hoàn thành, hủy, không đến): xanh lá từ
        80%, xanh dương từ 60%, vàng từ 40%.
      </p>
    </>
  );
}
