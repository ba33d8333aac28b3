import {
  CUSTOMER_ORDER_STATE_COLORS,
  CUSTOMER_ORDER_STATE_LABELS,
  customerOrderState,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  formatPhone,
  type OrderDetail,
} from '@salon/shared';
import { Card, Descriptions, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format-date';

/** Number, states, how it is paid and received, where it goes, notes. */
export function OrderInfoCard({ order }: { order: OrderDetail }) {
  return (
    <Card title="Thông tin đơn hàng" size="small">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'number', label: 'Mã đơn hàng', children: <strong>{order.order_number}</strong> },
          { key: 'date', label: 'Ngày đặt', children: formatDateTime(order.created_at) },
          {
            key: 'status',
            label: 'Trạng thái',
            children: (
              <Tag
                color={CUSTOMER_ORDER_STATE_COLORS[customerOrderState(order)]}
                data-testid="order-status"
              >
                {CUSTOMER_ORDER_STATE_LABELS[customerOrderState(order)]}
              </Tag>
            ),
          },
          {
            key: 'payment',
            label: 'Thanh toán',
            children: (
              <Tag color={PAYMENT_STATUS_COLORS[order.payment_status]} data-testid="payment-status">
                {PAYMENT_STATUS_LABELS[order.payment_status]}
              </Tag>
            ),
          },
          {
            key: 'method',
            label: 'Phương thức',
            children: PAYMENT_METHOD_LABELS[order.payment_method],
          },
          { key: 'type', label: 'Hình thức nhận', children: ORDER_TYPE_LABELS[order.order_type] },
          {
            key: 'customer',
            label: 'Khách hàng',
            children: `${order.customer.name} · ${formatPhone(order.customer.phone)}`,
          },
          ...(order.delivery_address
            ? [{ key: 'address', label: 'Địa chỉ giao hàng', children: order.delivery_address }]
            : []),
          ...(order.notes ? [{ key: 'notes', label: 'Ghi chú', children: order.notes }] : []),
        ]}
      />
    </Card>
  );
}
