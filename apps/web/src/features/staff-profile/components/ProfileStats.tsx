import { OWN_PROFILE_MESSAGES as M } from '@salon/shared';
import { Alert, Button, Card, Progress, Skeleton, Statistic, theme } from 'antd';
import { formatVnd } from '../../../lib/format';
import { useOwnProfileStats } from '../api/profile';
import styles from './staff-profile.module.css';

/** The member's own work: appointments served or handled, orders handled and their sales. */
export function ProfileStats() {
  const stats = useOwnProfileStats();
  const { token } = theme.useToken();
  if (stats.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (stats.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={M.statsFailed}
        description={stats.error.message}
        action={<Button onClick={() => void stats.refetch()}>Thử lại</Button>}
      />
    );
  }
  const s = stats.data;
  return (
    <div>
      <div className={styles.statGrid}>
        <Card size="small">
          <Statistic title="Tổng lịch hẹn" value={s.total_appointments} />
        </Card>
        <Card size="small">
          <Statistic title="Lịch hẹn hoàn thành" value={s.completed_appointments} />
        </Card>
        <Card size="small">
          <Statistic title="Đơn hàng đã xử lý" value={s.total_orders} />
        </Card>
        <Card size="small">
          <Statistic title="Doanh số" value={formatVnd(s.total_sales)} />
        </Card>
      </div>
      <Card size="small" title="Tỉ lệ hoàn thành lịch hẹn">
        <Progress
          percent={s.completion_rate}
          strokeColor={token.colorPrimary}
          aria-label="Tỉ lệ hoàn thành lịch hẹn"
        />
      </Card>
      <p className={styles.muted} style={{ marginTop: 12 }}>
        Lịch hẹn: những lịch bạn phục vụ với vai trò stylist hoặc đã xử lý (đặt tại quầy, xác nhận,
        đổi giờ, hoàn thành, hủy). Đơn hàng: những đơn bạn đã xử lý; doanh số là tổng tiền các đơn
        đã hoàn thành trong số đó.
      </p>
    </div>
  );
}
