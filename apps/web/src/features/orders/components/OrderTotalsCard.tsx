import type { OrderDetail } from '@salon/shared';
import { Card } from 'antd';
import { OrderTotalsRows } from '../../cart/components/checkout/OrderTotalsRows';
import styles from './order-detail.module.css';

/** The order's own money: its subtotal, discount, delivery fee, VAT at its rate, total. */
export function OrderTotalsCard({ order }: { order: OrderDetail }) {
  return (
    <Card title="Thanh toán" size="small">
      <OrderTotalsRows totals={order} />
      {order.promotion_name ? (
        <p className={styles.muted}>Khuyến mãi áp dụng: {order.promotion_name}</p>
      ) : null}
    </Card>
  );
}
