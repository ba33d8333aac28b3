import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  appointmentsLink,
  appointmentsOfDayLink,
  newCustomersLink,
  ordersLink,
  type DashboardDto,
} from '@salon/shared';
import { Card, Col, Row, Select, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { ListError } from '../../admin/components/ListError';
import { usePublicBranches } from '../../branches/api/public-branches';
import { useDashboard } from '../api/dashboard';
import { AttentionCards } from '../components/AttentionCards';
import { DailyChart } from '../components/DailyChart';
import { FigureCard } from '../components/FigureCard';
import { OccupancyList } from '../components/OccupancyList';
import { PeriodPicker } from '../components/PeriodPicker';
import { TodayTimeline } from '../components/TodayTimeline';
import { TopList } from '../components/TopList';
import { useDashboardParams } from '../components/use-dashboard-params';
import styles from '../components/dashboard.module.css';

/** /admin and /admin/dashboard: how the salon is doing, for managers and admins. */
export function DashboardPage() {
  usePageTitle('Tổng quan');
  const { period, preset, branchId, setPeriod, setBranch } = useDashboardParams();
  const branches = usePublicBranches();
  const dashboard = useDashboard(branchId, period);
  const data = dashboard.data;
  const loading = dashboard.isLoading;

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Tổng quan</h1>
        <div className={styles.toolbar}>
          <Select<number | 'all'>
            aria-label="Chi nhánh"
            className={styles.branch}
            value={branchId ?? 'all'}
            loading={branches.isLoading}
            onChange={(value) => setBranch(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: 'Tất cả chi nhánh' },
              ...(branches.data ?? []).map((branch) => ({
                value: branch.id,
                label: branch.name,
              })),
            ]}
          />
          <PeriodPicker period={period} preset={preset} onChange={setPeriod} />
        </div>
        <Typography.Text type="secondary">
          {formatDate(period.from)} – {formatDate(period.to)}
          {data
            ? `, so với ${formatDate(data.previous_period.from)} – ${formatDate(data.previous_period.to)}`
            : ''}
        </Typography.Text>
      </div>

      {dashboard.error ? (
        <ListError
          title="Không tải được số liệu tổng quan"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}

      <Figures data={data} loading={loading} />

      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small" title="Lịch hẹn mỗi ngày">
            {data ? <DailyChart data={data} branchId={data.branch_id} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="Lịch hẹn theo trạng thái">
            {data ? <StatusList data={data} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={
              data ? (
                <Link to={appointmentsOfDayLink(data.today, data.branch_id)}>
                  Lịch hẹn hôm nay ({data.timeline.length})
                </Link>
              ) : (
                'Lịch hẹn hôm nay'
              )
            }
          >
            {data ? <TodayTimeline data={data} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Việc cần xử lý">
            {data ? <AttentionCards attention={data.attention} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Công suất chi nhánh (giờ đặt / giờ làm việc của thợ)">
            {data ? <OccupancyList rows={data.occupancy.branches} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Công suất thợ">
            {data ? <OccupancyList rows={data.occupancy.stylists} /> : <Skeleton active />}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Dịch vụ hàng đầu (lịch hoàn thành)">
            {data ? (
              <TopList
                items={data.top_services}
                unit="lượt"
                linkOf={() => appointmentsLink(data.period, data.branch_id, 'completed')}
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="Sản phẩm bán chạy (đơn đã thanh toán)">
            {data ? (
              <TopList
                items={data.top_products}
                unit="sp"
                linkOf={() => ordersLink(data.period, data.branch_id, { payment_status: 'paid' })}
              />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function Figures({ data, loading }: { data: DashboardDto | undefined; loading: boolean }) {
  const vnd = formatVnd;
  const cards = data
    ? [
        {
          title: 'Doanh thu thuần',
          value: data.revenue.net,
          format: vnd,
          to: ordersLink(data.period, data.branch_id, { payment_status: 'paid' }),
        },
        {
          title: 'Từ lịch hẹn hoàn thành',
          value: data.revenue.appointments,
          format: vnd,
          to: appointmentsLink(data.period, data.branch_id, 'completed'),
        },
        {
          title: 'Từ đơn hàng đã thanh toán',
          value: data.revenue.orders_paid,
          format: vnd,
          to: ordersLink(data.period, data.branch_id, { payment_status: 'paid' }),
        },
        {
          title: 'Đã hoàn tiền',
          value: data.revenue.orders_refunded,
          format: vnd,
          upIsGood: false,
          to: ordersLink(data.period, data.branch_id, { payment_status: 'refunded' }),
        },
        {
          title: 'Giá trị trung bình',
          value: data.average_ticket,
          format: vnd,
          to: appointmentsLink(data.period, data.branch_id, 'completed'),
        },
        {
          title: 'Tổng lịch hẹn',
          value: data.appointments.total,
          to: appointmentsLink(data.period, data.branch_id),
        },
        {
          title: 'Khách mới',
          value: data.customers.new,
          to: newCustomersLink(data.period, data.branch_id),
        },
        {
          title: 'Khách quay lại',
          value: data.customers.returning,
          to: appointmentsLink(data.period, data.branch_id, 'completed'),
        },
      ]
    : Array.from({ length: 8 }, () => ({ title: '', value: undefined }));
  return (
    <Row gutter={[12, 12]} className={styles.figures}>
      {cards.map((card, i) => (
        <Col key={i} xs={12} md={8} xl={6}>
          <FigureCard {...card} loading={loading || !data} />
        </Col>
      ))}
    </Row>
  );
}

function StatusList({ data }: { data: DashboardDto }) {
  return (
    <ul className={styles.statuses}>
      {APPOINTMENT_STATUSES.map((status) => {
        const value = data.appointments[status];
        return (
          <li key={status}>
            <span>{APPOINTMENT_STATUS_LABELS[status]}</span>
            <Link to={appointmentsLink(data.period, data.branch_id, status)}>
              {value.current.toLocaleString('vi-VN')}
            </Link>
            <Typography.Text type="secondary">kỳ trước {value.previous}</Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
