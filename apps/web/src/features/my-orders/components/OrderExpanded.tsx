import type { MyOrder, OrderItemDto } from '@salon/shared';
import { OrderItemsList } from './OrderItemsList';
import { OrderProgress } from './OrderProgress';
import styles from './my-orders.module.css';

/** What an expanded row shows: where the order stands, then its lines. */
export function OrderExpanded({
  order,
  onReview,
}: {
  order: MyOrder;
  onReview: (order: MyOrder, item: OrderItemDto) => void;
}) {
  return (
    <div className={styles.expanded}>
      <OrderProgress order={order} />
      <OrderItemsList order={order} onReview={(item) => onReview(order, item)} />
    </div>
  );
}
