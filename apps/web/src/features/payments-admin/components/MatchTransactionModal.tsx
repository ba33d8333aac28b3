import { PAYMENT_MESSAGES, type PaymentTransactionDto } from '@salon/shared';
import { App, Descriptions, Empty, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatVnd } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { FormModal } from '../../admin/components/FormModal';
import { useMatchTransaction, usePayableOrders } from '../api/payments-admin';

/**
 * Staff pick the order an unmatched transfer paid. When the amounts differ the server asks for
 * a confirmation, shown here before sending again with the difference accepted.
 */
export function MatchTransactionModal({
  transaction,
  onClose,
}: {
  transaction: PaymentTransactionDto;
  onClose: () => void;
}) {
  const { message, modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [orderId, setOrderId] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const orders = usePayableOrders(term, true);
  const match = useMatchTransaction();

  const send = (accept: boolean) => {
    if (!orderId) {
      setError(PAYMENT_MESSAGES.orderIdInvalid);
      return;
    }
    match.mutate(
      { id: transaction.id, order_id: orderId, accept_amount_difference: accept },
      {
        onSuccess: () => {
          void message.success(PAYMENT_MESSAGES.matched);
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'AMOUNT_MISMATCH') {
            void modal.confirm({
              title: 'Số tiền không khớp',
              content: failure.message,
              okText: 'Vẫn chấp nhận',
              cancelText: 'Không',
              onOk: () => send(true),
            });
            return;
          }
          setError(failure.message);
        },
      },
    );
  };

  return (
    <FormModal
      title="Khớp giao dịch với đơn hàng"
      okText="Khớp đơn"
      saving={match.isPending}
      onSave={() => send(false)}
      onClose={onClose}
      phoneFullWidth
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Số tiền">
          <Typography.Text strong>{formatVnd(transaction.amount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="Nội dung">{transaction.content || '—'}</Descriptions.Item>
      </Descriptions>
      <Form layout="vertical">
        <Form.Item
          label="Đơn hàng chờ thanh toán"
          htmlFor="match-order"
          validateStatus={error ? 'error' : undefined}
          help={error ?? 'Tìm theo mã đơn hoặc tên khách'}
        >
          <Select
            id="match-order"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            placeholder="Chọn đơn hàng"
            value={orderId}
            onChange={(value: number) => {
              setOrderId(value);
              setError(null);
            }}
            loading={orders.isFetching}
            notFoundContent={
              orders.isError ? (
                <Typography.Text type="danger">{orders.error.message}</Typography.Text>
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="Không có đơn nào chờ thanh toán"
                />
              )
            }
            options={(orders.data ?? []).map((order) => ({
              value: order.id,
              label: `${order.order_number} · ${order.customer_name} · ${formatVnd(order.total_amount)}`,
            }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
