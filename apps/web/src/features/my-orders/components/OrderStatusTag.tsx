import {
  CUSTOMER_ORDER_STATE_COLORS,
  CUSTOMER_ORDER_STATE_LABELS,
  CUSTOMER_PAYMENT_STATE_COLORS,
  CUSTOMER_PAYMENT_STATE_LABELS,
  customerOrderState,
  customerPaymentState,
  type OrderStatus,
  type PaymentStatus,
} from '@salon/shared';
import { Tag } from 'antd';

/** The order's state as the customer sees it: a refunded order shows 'Đã hoàn tiền'. */
export function OrderStatusTag({
  order,
}: {
  order: { status: OrderStatus; payment_status: PaymentStatus };
}) {
  const state = customerOrderState(order);
  return (
    <Tag
      color={CUSTOMER_ORDER_STATE_COLORS[state]}
      style={{ marginInlineEnd: 0 }}
      data-order-state={state}
    >
      {CUSTOMER_ORDER_STATE_LABELS[state]}
    </Tag>
  );
}

/** The order's payment as the customer sees it: paid, waiting, unpaid (closed without it), refunded. */
export function PaymentStateTag({
  order,
}: {
  order: { status: OrderStatus; payment_status: PaymentStatus };
}) {
  const state = customerPaymentState(order);
  return (
    <Tag
      color={CUSTOMER_PAYMENT_STATE_COLORS[state]}
      style={{ marginInlineEnd: 0 }}
      data-payment-state={state}
    >
      {CUSTOMER_PAYMENT_STATE_LABELS[state]}
    </Tag>
  );
}
