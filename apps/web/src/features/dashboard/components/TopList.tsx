import type { DashboardTopItem } from '@salon/shared';
import { Empty } from 'antd';
import { Link } from 'react-router';
import { formatVnd } from '../../../lib/format';
import styles from './dashboard.module.css';

/** The best sellers of the period: name, how many, how much; each links to its list. */
export function TopList({
  items,
  unit,
  linkOf,
}: {
  items: DashboardTopItem[];
  unit: string;
  linkOf: (item: DashboardTopItem) => string;
}) {
  if (items.length === 0) return <Empty description="Chưa có dữ liệu trong kỳ" />;
  const max = Math.max(...items.map((item) => item.count));
  return (
    <ol className={styles.top}>
      {items.map((item) => (
        <li key={item.id}>
          <div className={styles.occupancyHead}>
            <span>{item.name}</span>
            <Link to={linkOf(item)}>
              {item.count.toLocaleString('vi-VN')} {unit}
            </Link>
          </div>
          <svg viewBox="0 0 100 4" preserveAspectRatio="none" className={styles.topBar} aria-hidden>
            <rect x="0" y="0" width={(item.count / max) * 100} height="4" className={styles.bar} />
          </svg>
          <span className={styles.small}>{formatVnd(item.revenue)}</span>
        </li>
      ))}
    </ol>
  );
}
