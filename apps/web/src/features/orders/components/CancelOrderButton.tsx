import { ORDER_MESSAGES, type OrderDetail } from '@salon/shared';
import { App, Button, Popconfirm } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useCancelOrder } from '../api/cancel-order';
import { ORDER_PAGE_TEXT as T } from '../order-page-text';

/**
 * The customer, or a guest with the order's access token, cancels a pending, unpaid order (shown
 * only when the server allows).
 */
export function CancelOrderButton({
  order,
  accessToken = null,
}: {
  order: OrderDetail;
  accessToken?: string | null;
}) {
  const cancel = useCancelOrder(order.id, accessToken);
  const { message } = App.useApp();
  if (!order.can_cancel) return null;
  return (
    <Popconfirm
      title={T.cancelConfirm}
      description="Sản phẩm sẽ được trả lại kho; bạn có thể đặt lại bất cứ lúc nào."
      okText="Hủy đơn"
      cancelText="Không"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        cancel.mutateAsync(null).then(
          () => void message.success(ORDER_MESSAGES.cancelled),
          (error: unknown) => {
            // The route itself missing (an older server) is not the order missing.
            if (error instanceof ApiError && error.status === 404 && error.code === 'NOT_FOUND') {
              void message.warning(T.cancelUnavailable);
            } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
              void message.error(error.message);
            } else {
              void message.error(T.cancelFailed);
            }
          },
        )
      }
    >
      <Button danger loading={cancel.isPending}>
        Hủy đơn hàng
      </Button>
    </Popconfirm>
  );
}
