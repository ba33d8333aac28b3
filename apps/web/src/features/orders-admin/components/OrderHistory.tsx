import {
  ORDER_EVENT_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_TRANSACTION_FLAG_LABELS,
  PAYMENT_TRANSACTION_STATUS_LABELS,
  type PaymentTransactionStatus,
  type OrderEventDto,
  type PaymentTransactionDto,
} from '@salon/shared';
import { Empty, List, Tag, Timeline } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatVnd } from '../../../lib/format';
import styles from './orders-admin.module.css';

const TRANSACTION_COLORS: Record<PaymentTransactionStatus, string> = {
  pending: 'blue',
  matched: 'green',
  unmatched: 'orange',
  ignored: 'default',
};

const EVENT_COLORS: Record<string, string> = {
  placed: 'blue',
  paid: 'green',
  payment_received: 'green',
  completed: 'green',
  cancelled: 'red',
  refunded: 'purple',
};

/** What happened to the order, oldest first, and who did it. */
export function OrderTimeline({ events }: { events: OrderEventDto[] }) {
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={events.map((event) => ({
        key: event.id,
        color: EVENT_COLORS[event.kind] ?? 'gray',
        content: (
          <>
            <strong>{ORDER_EVENT_LABELS[event.kind] ?? event.kind}</strong>
            <div className={styles.muted}>
              {formatDateTime(event.created_at)}
              {event.actor_name ? ` · ${event.actor_name}` : ''}
            </div>
            {event.note ? <div>{event.note}</div> : null}
          </>
        ),
      }))}
    />
  );
}

/** Payments and refunds recorded for the order. */
export function OrderTransactions({ transactions }: { transactions: PaymentTransactionDto[] }) {
  if (transactions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có giao dịch nào" />;
  return (
    <List
      size="small"
      bordered
      dataSource={transactions}
      renderItem={(t) => (
        <List.Item data-transaction-provider={t.provider}>
          <div style={{ width: '100%' }}>
            <div className={styles.cardHead}>
              <span>
                {t.kind === 'refund' ? 'Hoàn tiền' : 'Thanh toán'} ·{' '}
                {PAYMENT_METHOD_LABELS[t.method]}
              </span>
              <strong>
                {t.kind === 'refund' ? `-${formatVnd(t.amount)}` : formatVnd(t.amount)}
              </strong>
            </div>
            <div className={styles.muted}>
              {formatDateTime(t.transferred_at ?? t.created_at)} ·{' '}
              {PAYMENT_PROVIDER_LABELS[t.provider] ?? t.provider}
              {t.recorded_by ? ` · ${t.recorded_by}` : ''}
              {t.provider_transaction_id ? ` · Mã GD ${t.provider_transaction_id}` : ''}
            </div>
            {t.content ? <div className={styles.muted}>Nội dung: {t.content}</div> : null}
            {t.note ? <div className={styles.muted}>{t.note}</div> : null}
            <Tag color={TRANSACTION_COLORS[t.status]}>
              {PAYMENT_TRANSACTION_STATUS_LABELS[t.status]}
            </Tag>
            {t.flag ? (
              <Tag color="red" data-transaction-flag={t.flag}>
                {PAYMENT_TRANSACTION_FLAG_LABELS[t.flag]}
              </Tag>
            ) : null}
          </div>
        </List.Item>
      )}
    />
  );
}
