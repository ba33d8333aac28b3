import { percentChange, type Compared } from '@salon/shared';
import { Typography } from 'antd';

/** "▲ 12,5%" against the previous period; green when up is good, red when it is bad. */
export function Change({ value, upIsGood = true }: { value: Compared; upIsGood?: boolean }) {
  const change = percentChange(value.current, value.previous);
  if (change === null) {
    return <Typography.Text type="secondary">Kỳ trước: 0</Typography.Text>;
  }
  if (change === 0) {
    return <Typography.Text type="secondary">Không đổi so với kỳ trước</Typography.Text>;
  }
  const good = change > 0 === upIsGood;
  const text = `${change > 0 ? '▲' : '▼'} ${Math.abs(change).toLocaleString('vi-VN')}% so với kỳ trước`;
  return <Typography.Text type={good ? 'success' : 'danger'}>{text}</Typography.Text>;
}
