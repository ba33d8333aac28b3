import type { BranchRevenue } from '@salon/shared';
import { Card, Empty, Select, Skeleton, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { BarChart } from './BarChart';
import { formatMillions } from './money';
import { RevenueError } from './RevenueError';
import { RevenueRuleNote } from './RevenueRuleNote';
import { useRevenue } from './useRevenue';

type Period = 'today_revenue' | 'month_revenue' | 'year_revenue' | 'revenue';
const PERIODS: { value: Period; label: string }[] = [
  { value: 'today_revenue', label: 'Hôm nay' },
  { value: 'month_revenue', label: 'Tháng này' },
  { value: 'year_revenue', label: 'Năm nay' },
  { value: 'revenue', label: 'Tất cả' },
];

/** Revenue of each branch for a period, in millions, as bars and as a table. */
export function RevenueTab() {
  const revenue = useRevenue();
  const [period, setPeriod] = useState<Period>('month_revenue');
  const rows = revenue.data?.branch_revenues ?? [];
  const columns: TableColumnsType<BranchRevenue> = [
    { title: 'Chi nhánh', dataIndex: 'branch_name', width: 220 },
    { title: 'Hôm nay', dataIndex: 'today_revenue', width: 120, render: formatMillions },
    { title: 'Tháng này', dataIndex: 'month_revenue', width: 120, render: formatMillions },
    { title: 'Năm nay', dataIndex: 'year_revenue', width: 120, render: formatMillions },
    {
      title: 'Tổng',
      dataIndex: 'revenue',
      width: 150,
      render: (v: number) => <span title={formatVnd(v)}>{formatMillions(v)}</span>,
    },
    { title: 'Lượt thanh toán', dataIndex: 'order_count', width: 120 },
  ];
  if (revenue.failure)
    return (
      <>
        <RevenueError message={revenue.failure} onRetry={() => void revenue.refetch()} />
        <RevenueRuleNote />
      </>
    );
  return (
    <>
      <Card size="small" title="Doanh thu theo chi nhánh (triệu đồng)" style={{ marginBottom: 16 }}>
        <Select<Period>
          value={period}
          onChange={setPeriod}
          options={PERIODS}
          aria-label="Kỳ doanh thu"
          style={{ marginBottom: 16, width: 180 }}
        />
        {revenue.isLoading ? (
          <Skeleton active />
        ) : rows.length === 0 ? (
          <Empty description="Chưa có dữ liệu doanh thu" />
        ) : (
          <BarChart
            title="Doanh thu theo chi nhánh"
            format={formatMillions}
            bars={[...rows]
              .sort((a, b) => b[period] - a[period])
              .map((row) => ({ label: row.branch_name, value: row[period] }))}
          />
        )}
      </Card>
      <Table<BranchRevenue>
        rowKey="branch_id"
        size="middle"
        loading={revenue.isFetching}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 850 }}
        pagination={false}
        locale={{ emptyText: <Empty description="Chưa có dữ liệu doanh thu" /> }}
      />
      <RevenueRuleNote />
    </>
  );
}
