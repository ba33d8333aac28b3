import type { CustomerOrderStats } from '@salon/shared';
import styles from './my-orders.module.css';

/** Four counts above the list: all, completed, paid, pending. */
export function MyOrderStats({ stats }: { stats: CustomerOrderStats | undefined }) {
  const items = [
    { label: 'Tổng đơn hàng', value: stats?.total },
    { label: 'Hoàn thành', value: stats?.completed },
    { label: 'Đã thanh toán', value: stats?.paid },
    { label: 'Chờ xử lý', value: stats?.pending },
  ];
  return (
    <ul className={styles.stats} aria-label="Thống kê đơn hàng">
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statValue}>{item.value ?? '–'}</span>
          <span className={styles.statLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
