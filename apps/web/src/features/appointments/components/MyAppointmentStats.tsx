import type { MyAppointmentStats as Stats } from '@salon/shared';
import { AccountStats } from '../../../components/AccountStats';

/** Four counts above the list: all, upcoming, completed, cancelled. */
export function MyAppointmentStats({ stats }: { stats: Stats | undefined }) {
  const items = [
    { label: 'Tổng lịch hẹn', value: stats?.total },
    { label: 'Sắp tới', value: stats?.upcoming },
    { label: 'Hoàn thành', value: stats?.by_status.completed },
    { label: 'Đã hủy', value: stats?.by_status.cancelled },
  ];
  return <AccountStats label="Thống kê lịch hẹn" items={items} />;
}
