import {
  CUSTOMER_ORDER_STATE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STEPS,
  orderStepIndex,
  type MyOrder,
} from '@salon/shared';
import { Alert, Steps } from 'antd';

/** Pending → paid → completed; a refunded or cancelled order shows a notice instead. */
export function OrderProgress({ order }: { order: MyOrder }) {
  if (order.payment_status === 'refunded') {
    return (
      <Alert
        type="info"
        showIcon
        title={CUSTOMER_ORDER_STATE_LABELS.refunded}
        description="Salon đã hoàn lại khoản bạn đã thanh toán cho đơn hàng này."
      />
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Alert
        type="error"
        showIcon
        title="Đơn hàng đã bị hủy"
        description={
          order.payment_status === 'paid'
            ? 'Khoản đã thanh toán sẽ được salon hoàn lại.'
            : undefined
        }
      />
    );
  }
  return (
    <Steps
      size="small"
      current={orderStepIndex(order.status)}
      status={order.status === 'completed' ? 'finish' : 'process'}
      items={ORDER_STEPS.map((step) => ({ title: ORDER_STATUS_LABELS[step] }))}
      aria-label="Tiến trình đơn hàng"
    />
  );
}
