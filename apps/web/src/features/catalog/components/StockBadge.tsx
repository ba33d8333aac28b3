import { STOCK_STATUS_LABELS, type StockStatus } from '@salon/shared';
import { Tag } from 'antd';

const COLORS: Record<StockStatus, string> = {
  out_of_stock: 'default',
  low_stock: 'orange',
  in_stock: 'green',
};

export function StockBadge({ status, quantity }: { status: StockStatus; quantity: number }) {
  return (
    <Tag color={COLORS[status]} style={{ margin: 0 }}>
      {STOCK_STATUS_LABELS[status]}
      {status === 'low_stock' ? ` (còn ${quantity})` : ''}
    </Tag>
  );
}
