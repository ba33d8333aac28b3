import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, type OrderStatus } from '@salon/shared';
import { Tag } from 'antd';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Tag color={ORDER_STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {ORDER_STATUS_LABELS[status]}
    </Tag>
  );
}
