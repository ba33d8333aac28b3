import {
  cancelOrderSchema,
  MY_ORDERS_MESSAGES,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  type MyOrder,
} from '@salon/shared';
import { ReasonModal } from '../../../components/ReasonModal';
import { useCancelMyOrder } from '../api/change-my-order';

/** Asks why (optional, up to 200 characters) before cancelling a pending unpaid order. */
export function CancelOrderModal({ order, onClose }: { order: MyOrder; onClose: () => void }) {
  const cancel = useCancelMyOrder();
  return (
    <ReasonModal
      title={`Hủy đơn ${order.order_number}`}
      okText="Hủy đơn hàng"
      label="Lý do hủy"
      schema={cancelOrderSchema.shape.reason}
      maxLength={ORDER_LIMITS.cancelReasonMax}
      placeholder="Ví dụ: đặt nhầm sản phẩm, muốn đổi chi nhánh nhận hàng..."
      hint="Sản phẩm trong đơn sẽ được trả lại kho."
      failedTitle={MY_ORDERS_MESSAGES.cancelFailed}
      successMessage={ORDER_MESSAGES.cancelled}
      mutation={cancel}
      onSubmit={(reason) => cancel.mutateAsync({ id: order.id, reason })}
      onClose={onClose}
    />
  );
}
