import type { CartItem } from '@salon/shared';
import { formatVnd } from '../../../lib/format';
import styles from './cart.module.css';

/** What one unit costs now; the list price struck through when it is lower. */
export function UnitPrice({ item }: { item: Pick<CartItem, 'price' | 'list_price'> }) {
  return (
    <span className={styles.unitPrice}>
      <span className={styles.price}>{formatVnd(item.price)}</span>
      {item.list_price > item.price ? (
        <s className={styles.listPrice}>{formatVnd(item.list_price)}</s>
      ) : null}
    </span>
  );
}
