import type { MyAppointmentStats as Stats } from '@salon/shared';
import styles from './my-appointments.module.css';

/** Four counts above the list: all, upcoming, completed, cancelled. */
export function MyAppointmentStats({ stats }: { stats: Stats | undefined }) {
  const items = [
    { label: 'Tổng lịch hẹn', value: stats?.total },
    { label: 'Sắp tới', value: stats?.upcoming },
    { label: 'Hoàn thành', value: stats?.by_status.completed },
    { label: 'Đã hủy', value: stats?.by_status.cancelled },
  ];
  return (
    <ul className={styles.stats} aria-label="Thống kê lịch hẹn">
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statValue}>{item.value ?? '–'}</span>
          <span className={styles.statLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
