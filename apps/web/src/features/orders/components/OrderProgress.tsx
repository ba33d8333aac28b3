import {
  CUSTOMER_ORDER_STATE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STEPS,
  orderStepIndex,
  type OrderDetail,
} from '@salon/shared';
import { Alert, Card, Steps } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { ORDER_PAGE_TEXT as T } from '../order-page-text';

/** Pending, paid, completed; a refunded or cancelled order shows a notice instead. */
export function OrderProgress({ order }: { order: OrderDetail }) {
  if (order.payment_status === 'refunded') {
    return (
      <Alert
        type="info"
        showIcon
        title={CUSTOMER_ORDER_STATE_LABELS.refunded}
        description={T.refundedHint}
        data-testid="order-refunded"
      />
    );
  }
  if (order.status === 'cancelled') {
    return (
      <Alert
        type="error"
        showIcon
        title={T.cancelledTitle}
        description={[
          order.cancelled_at ? `Hủy lúc ${formatDateTime(order.cancelled_at)}` : null,
          order.cancel_reason ? `Lý do: ${order.cancel_reason}` : null,
        ]
          .filter(Boolean)
          .join('. ')}
      />
    );
  }
  const when = { pending: order.created_at, paid: order.paid_at, completed: order.completed_at };
  return (
    <Card title="Trạng thái đơn hàng" size="small">
      <Steps
        size="small"
        current={orderStepIndex(order.status)}
        items={ORDER_STEPS.map((step) => ({
          title: ORDER_STATUS_LABELS[step],
          content: when[step] ? formatDateTime(when[step]) : undefined,
        }))}
      />
    </Card>
  );
}
