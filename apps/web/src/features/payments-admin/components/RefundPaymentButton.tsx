import {
  ADMIN_ORDER_MESSAGES,
  ORDER_ACTION_LABELS,
  nextOrderState,
  type PaymentTransactionDto,
} from '@salon/shared';
import { App, Button, Popconfirm } from 'antd';
import { formatVnd } from '../../../lib/format';
import { useRefundOrder } from '../api/payments-admin';

/** Whether the order this payment paid can still be refunded (the order lifecycle's rule). */
export function canRefund(row: PaymentTransactionDto): boolean {
  return (
    row.kind === 'payment' &&
    row.status === 'matched' &&
    row.order_id !== null &&
    row.order_status !== null &&
    row.order_payment_status !== null &&
    nextOrderState(
      { status: row.order_status, payment_status: row.order_payment_status },
      'refund',
    ) !== null
  );
}

/** Refunds the order a matched payment paid, after a confirmation. */
export function RefundPaymentButton({
  row,
  block = false,
}: {
  row: PaymentTransactionDto;
  block?: boolean;
}) {
  const { message } = App.useApp();
  const refund = useRefundOrder();
  if (!canRefund(row) || row.order_id === null) return null;
  const orderId = row.order_id;
  return (
    <Popconfirm
      title={`${ORDER_ACTION_LABELS.refund} đơn ${row.order_number ?? ''}`}
      description={ADMIN_ORDER_MESSAGES.confirm.refund}
      okText="Đồng ý"
      cancelText="Không"
      onConfirm={() =>
        refund.mutateAsync(orderId).then(
          () => void message.success(ADMIN_ORDER_MESSAGES.done.refund),
          (error: Error) => void message.error(error.message),
        )
      }
    >
      <Button
        size={block ? 'middle' : 'small'}
        danger
        loading={refund.isPending}
        aria-label={`Hoàn tiền ${formatVnd(row.amount)} cho đơn ${row.order_number ?? ''}`}
      >
        {ORDER_ACTION_LABELS.refund}
      </Button>
    </Popconfirm>
  );
}
