import { STOCK_STATUS_LABELS, type StockStatus } from '@salon/shared';
import { Tag, type TagColor } from '../../../ui';
import styles from './catalog-card.module.css';

const COLORS: Record<StockStatus, TagColor> = {
  out_of_stock: 'default',
  low_stock: 'orange',
  in_stock: 'green',
};

export function StockBadge({ status, quantity }: { status: StockStatus; quantity: number }) {
  return (
    <Tag color={COLORS[status]} className={styles[status]}>
      {STOCK_STATUS_LABELS[status]}
      {status === 'low_stock' ? ` (còn ${quantity})` : ''}
    </Tag>
  );
}
