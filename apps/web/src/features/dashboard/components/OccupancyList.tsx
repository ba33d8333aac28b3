import type { DashboardOccupancy } from '@salon/shared';
import { Empty, Typography } from 'antd';
import { Meter } from './Meter';
import styles from './dashboard.module.css';

const share = (booked: number, working: number) => (working > 0 ? booked / working : 0);
const percent = (n: number) => `${Math.round(n * 1000) / 10}`.replace('.', ',') + '%';

/** Booked minutes over working minutes, per branch or stylist, beside the previous period. */
export function OccupancyList({ rows }: { rows: DashboardOccupancy[] }) {
  if (rows.length === 0) return <Empty description="Chưa có dữ liệu" />;
  return (
    <ul className={styles.occupancy}>
      {rows.map((row) => {
        const now = share(row.booked_minutes.current, row.working_minutes.current);
        const before = share(row.booked_minutes.previous, row.working_minutes.previous);
        return (
          <li key={row.id}>
            <div className={styles.occupancyHead}>
              <span>{row.name}</span>
              <strong>{percent(now)}</strong>
            </div>
            <Meter share={now} previous={before} label={`${row.name}: ${percent(now)}`} />
            <Typography.Text type="secondary" className={styles.small}>
              {Math.round(row.booked_minutes.current / 60)} /{' '}
              {Math.round(row.working_minutes.current / 60)} giờ · kỳ trước {percent(before)}
            </Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
