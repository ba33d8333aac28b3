import { BRANCH_MESSAGES as M } from '@salon/shared';
import { Card, Col, Empty, Progress, Row, Skeleton } from 'antd';
import { ListError } from '../../admin/components/ListError';
import { useBranchStatistics } from '../api/admin-branches';
import { formatMillions } from './money';
import { StatCards } from '../../admin/components/StatCards';
import { RevenueError } from './RevenueError';
import { RevenueRuleNote } from './RevenueRuleNote';
import { useRevenue } from './useRevenue';

/** The chain at a glance: branches, staff and revenue, and each branch's share. */
export function SummaryTab() {
  const stats = useBranchStatistics();
  const revenue = useRevenue();
  const s = stats.data;
  const r = revenue.data;
  const yearTotal = Math.max(1, r?.year_revenue ?? 0);
  return (
    <>
      {stats.isError ? (
        <ListError title={M.loadFailed} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : null}
      <StatCards
        loading={stats.isLoading}
        items={[
          { title: 'Tổng chi nhánh', value: s?.total_branches ?? 0 },
          { title: 'Đang hoạt động', value: s?.active_branches ?? 0, color: '#2d7f56' },
          { title: 'Ngừng hoạt động', value: s?.inactive_branches ?? 0, color: '#8c8c8c' },
          { title: 'Tổng nhân sự', value: s?.total_staff_across_branches ?? 0 },
        ]}
      />
      {revenue.failure ? (
        <RevenueError message={revenue.failure} onRetry={() => void revenue.refetch()} />
      ) : (
        <StatCards
          loading={revenue.isLoading}
          items={[
            { title: 'Doanh thu hôm nay', value: formatMillions(r?.today_revenue ?? 0) },
            { title: 'Doanh thu tháng này', value: formatMillions(r?.month_revenue ?? 0) },
            { title: 'Doanh thu năm nay', value: formatMillions(r?.year_revenue ?? 0) },
            {
              title: 'Tổng doanh thu',
              value: formatMillions(r?.total_revenue ?? 0),
              color: '#2d7f56',
            },
          ]}
        />
      )}
      <Card size="small" title="Doanh thu năm nay theo chi nhánh">
        {revenue.failure ? null : !r ? (
          <Skeleton active />
        ) : r.branch_revenues.length === 0 ? (
          <Empty description="Chưa có dữ liệu doanh thu" />
        ) : (
          <Row gutter={[16, 8]}>
            {r.branch_revenues.map((branch) => (
              <Col key={branch.branch_id} xs={24} md={12}>
                <div>{branch.branch_name}</div>
                <Progress
                  status="normal"
                  percent={Math.round((branch.year_revenue / yearTotal) * 100)}
                  format={() => formatMillions(branch.year_revenue)}
                />
              </Col>
            ))}
          </Row>
        )}
        <RevenueRuleNote />
      </Card>
    </>
  );
}
