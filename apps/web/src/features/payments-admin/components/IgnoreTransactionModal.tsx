import { PAYMENT_MESSAGES, type PaymentTransactionDto } from '@salon/shared';
import { App, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { FormModal } from '../../admin/components/FormModal';
import { useIgnoreTransaction } from '../api/payments-admin';

/** Staff set aside a transfer that pays no order (a deposit, a refund coming back…). */
export function IgnoreTransactionModal({
  transaction,
  onClose,
}: {
  transaction: PaymentTransactionDto;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ignore = useIgnoreTransaction();

  const save = () => {
    if (reason.trim().length > 200) {
      setError(PAYMENT_MESSAGES.ignoreReasonTooLong);
      return;
    }
    ignore.mutate(
      { id: transaction.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          void message.success(PAYMENT_MESSAGES.ignored);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <FormModal
      title="Bỏ qua giao dịch"
      okText="Bỏ qua"
      saving={ignore.isPending}
      onSave={save}
      onClose={onClose}
      phoneFullWidth
    >
      <Typography.Paragraph>
        Giao dịch {formatVnd(transaction.amount)} sẽ không được khớp với đơn nào.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item
          label="Lý do (không bắt buộc)"
          htmlFor="ignore-reason"
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input.TextArea
            id="ignore-reason"
            rows={3}
            maxLength={200}
            showCount
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
