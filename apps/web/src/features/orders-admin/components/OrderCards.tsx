import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS } from '@salon/shared';
import { Card, Empty, Pagination, Skeleton } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatVnd } from '../../../lib/format';
import type { OrderListProps } from './OrdersTable';
import { OrderStateTags, RiskTag } from './OrderTags';
import styles from './orders-admin.module.css';

/** The orders list on phones: one card per order, tapping opens it. */
export function OrderCards({
  items,
  loading,
  page,
  perPage,
  total,
  onPage,
  onOpen,
}: OrderListProps) {
  if (loading && items.length === 0) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (items.length === 0) return <Empty description={ORDER_MESSAGES.empty} />;
  return (
    <div className={styles.cards}>
      {items.map((o) => (
        <Card
          key={o.id}
          size="small"
          hoverable
          className={styles.card}
          data-order-number={o.order_number}
          onClick={() => onOpen(o.id)}
          role="button"
          tabIndex={0}
          aria-label={`Xem đơn ${o.order_number}`}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') onOpen(o.id);
          }}
        >
          <div className={styles.cardHead}>
            <strong className={styles.orderNumber}>{o.order_number}</strong>
            <strong>{formatVnd(o.total_amount)}</strong>
          </div>
          <div className={styles.muted}>
            {formatDateTime(o.created_at)} · {o.branch?.name ?? '—'}
          </div>
          <div>
            {o.customer_name} · {PAYMENT_METHOD_LABELS[o.payment_method]}
          </div>
          <div className={styles.itemsSummary}>{o.items_summary}</div>
          <div className={styles.tags}>
            <OrderStateTags order={o} />
            <RiskTag risk={o.risk} />
          </div>
        </Card>
      ))}
      <Pagination
        simple
        align="center"
        current={page}
        pageSize={perPage}
        total={total}
        onChange={onPage}
      />
    </div>
  );
}
