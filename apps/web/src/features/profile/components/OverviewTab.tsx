import { CalendarOutlined, ShoppingOutlined } from '@ant-design/icons';
import { DASHBOARD_LIST_SIZE, PROFILE_MESSAGES as M } from '@salon/shared';
import { Card, Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { AccountStats } from '../../../components/AccountStats';
import { LinkButton } from '../../../components/LinkButton';
import { formatVnd } from '../../../lib/format';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { AppointmentStatusTag } from '../../appointments/components/AppointmentStatusTag';
import { OrderStatusTag } from '../../my-orders/components/OrderStatusTag';
import { useDashboard } from '../api/profile';
import { CustomerProductsSection } from './CustomerProductsSection';
import { LoadFailed } from './LoadFailed';
import styles from './profile.module.css';

/** "Tổng quan": counts, three upcoming appointments, three latest orders, products in use. */
export function OverviewTab() {
  const dashboard = useDashboard();
  const data = dashboard.data;

  if (dashboard.isError) {
    return <LoadFailed message={M.loadFailed} onRetry={() => void dashboard.refetch()} />;
  }

  return (
    <>
      <AccountStats
        label="Tổng quan tài khoản"
        items={[
          { label: 'Lịch hẹn sắp tới', value: data?.counts.upcoming_appointments },
          { label: 'Lịch hẹn đã hoàn thành', value: data?.counts.completed_appointments },
          { label: 'Đơn hàng', value: data?.counts.orders },
          { label: 'Sản phẩm đang dùng', value: data?.counts.active_products },
        ]}
      />
      <div className={styles.sections}>
        <Card title="Lịch hẹn sắp tới" extra={<Link to="/appointments">Xem tất cả</Link>}>
          {!data ? (
            <Skeleton active paragraph={{ rows: DASHBOARD_LIST_SIZE }} />
          ) : data.upcoming_appointments.length === 0 ? (
            <Empty description="Bạn chưa có lịch hẹn sắp tới" image={Empty.PRESENTED_IMAGE_SIMPLE}>
              <LinkButton to="/dat-lich" type="primary" icon={<CalendarOutlined />}>
                Đặt lịch ngay
              </LinkButton>
            </Empty>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.upcoming_appointments.map((a) => (
                <li key={a.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <Link to={`/chi-tiet-lich-hen/${a.id}`} className={styles.rowTitle}>
                      {a.service_name}
                    </Link>
                    <div className={styles.muted}>
                      {a.appointment_time.slice(0, 5)} · {formatDate(a.appointment_date)} ·{' '}
                      {a.branch_name}
                    </div>
                  </div>
                  <AppointmentStatusTag status={a.status} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Đơn hàng gần đây" extra={<Link to="/don-hang-cua-toi">Xem tất cả</Link>}>
          {!data ? (
            <Skeleton active paragraph={{ rows: DASHBOARD_LIST_SIZE }} />
          ) : data.recent_orders.length === 0 ? (
            <Empty description="Không có đơn hàng nào" image={Empty.PRESENTED_IMAGE_SIMPLE}>
              <LinkButton to="/san-pham" type="primary" icon={<ShoppingOutlined />}>
                Mua sắm
              </LinkButton>
            </Empty>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {data.recent_orders.map((o) => (
                <li key={o.id} className={styles.row}>
                  <div className={styles.rowMain}>
                    <Link to={`/don-hang/${o.id}`} className={styles.rowTitle}>
                      {o.order_number}
                    </Link>
                    <div className={styles.muted}>
                      {formatDateTime(o.created_at)} · {o.item_count} sản phẩm ·{' '}
                      <strong>{formatVnd(o.total_amount)}</strong>
                    </div>
                  </div>
                  <OrderStatusTag order={o} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <CustomerProductsSection perPage={DASHBOARD_LIST_SIZE} />
      </div>
    </>
  );
}
