import {
  PAYMENT_TRANSACTION_FLAG_LABELS,
  PAYMENT_TRANSACTION_STATUS_LABELS,
  type PaymentTransactionDto,
} from '@salon/shared';
import { Space, Tag } from 'antd';
import { TRANSACTION_STATUS_COLORS } from './labels';

/** The transaction's status, and the flag that asks staff to look at it (double payment, risk). */
export function TransactionStatus({ row }: { row: PaymentTransactionDto }) {
  return (
    <Space size={4} wrap>
      <Tag color={TRANSACTION_STATUS_COLORS[row.status]} style={{ marginInlineEnd: 0 }}>
        {PAYMENT_TRANSACTION_STATUS_LABELS[row.status]}
      </Tag>
      {row.flag ? (
        <Tag color="red" data-transaction-flag={row.flag} style={{ marginInlineEnd: 0 }}>
          {PAYMENT_TRANSACTION_FLAG_LABELS[row.flag]}
        </Tag>
      ) : null}
    </Space>
  );
}
