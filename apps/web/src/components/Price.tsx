import { formatVnd } from '../lib/format';
import { Tag } from '../ui';
import styles from './price.module.css';

export interface PriceProps {
  price: number;
  final_price: number;
  discount_percentage: number;
  is_on_sale: boolean;
  size?: 'default' | 'large';
}

/** The price as the customer pays it; on sale, the list price struck through and the discount. */
export function Price({
  price,
  final_price,
  discount_percentage,
  is_on_sale,
  size = 'default',
}: PriceProps) {
  return (
    <span className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.final}>{formatVnd(final_price)}</span>
      {is_on_sale ? (
        <>
          <s className={styles.original}>{formatVnd(price)}</s>
          <Tag color="red" className={styles.badge}>
            -{discount_percentage}%
          </Tag>
        </>
      ) : null}
    </span>
  );
}
