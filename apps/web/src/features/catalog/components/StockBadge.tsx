import { STOCK_STATUS_LABELS, type StockStatus } from '@salon/shared';
import { Tag } from 'antd';

const COLORS: Record<StockStatus, string> = {
  out_of_stock: 'default',
  low_stock: 'orange',
  in_stock: 'green',
};

/** Darker words than the preset tags, for a 4.5:1 contrast on their pale backgrounds. */
const TEXT_COLORS: Record<StockStatus, string> = {
  out_of_stock: '#434343',
  low_stock: '#873800',
  in_stock: '#135200',
};

export function StockBadge({ status, quantity }: { status: StockStatus; quantity: number }) {
  return (
    <Tag color={COLORS[status]} style={{ margin: 0, color: TEXT_COLORS[status] }}>
      {STOCK_STATUS_LABELS[status]}
      {status === 'low_stock' ? ` (còn ${quantity})` : ''}
    </Tag>
  );
}
