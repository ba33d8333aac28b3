import type { CustomerOrderStats } from '@salon/shared';
import { AccountStats } from '../../../components/AccountStats';

/** Four counts above the list: all, completed, paid, pending. */
export function MyOrderStats({ stats }: { stats: CustomerOrderStats | undefined }) {
  const items = [
    { label: 'Tổng đơn hàng', value: stats?.total },
    { label: 'Hoàn thành', value: stats?.completed },
    { label: 'Đã thanh toán', value: stats?.paid },
    { label: 'Chờ xử lý', value: stats?.pending },
  ];
  return <AccountStats label="Thống kê đơn hàng" items={items} />;
}
