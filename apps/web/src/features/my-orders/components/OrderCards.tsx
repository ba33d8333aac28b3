import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { ORDER_TYPE_LABELS } from '@salon/shared';
import { Button, Pagination, Spin } from 'antd';
import { useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { OrderActions } from './OrderActions';
import { OrderExpanded } from './OrderExpanded';
import { OrderStatusTag, PaymentStateTag } from './OrderStatusTag';
import { paginationOf, type OrdersViewProps } from './OrdersTable';
import styles from './my-orders.module.css';

/** The phone list: one card per order, opening into its lines and progress. */
export function OrderCards({
  page,
  loading,
  onPage,
  onAction,
  onReview,
  rebuyingId,
}: OrdersViewProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Spin spinning={loading}>
      <ul className={styles.cards} aria-label="Danh sách đơn hàng">
        {page.data.map((order) => (
          <li key={order.id} className={styles.card} data-testid="order-card">
            <div className={styles.cardHead}>
              <span className={styles.orderNumber}>{order.order_number}</span>
              <OrderStatusTag order={order} />
            </div>
            <dl className={styles.facts}>
              <div>
                <dt>Ngày đặt</dt>
                <dd>{formatDateTime(order.created_at)}</dd>
              </div>
              <div>
                <dt>Tổng tiền</dt>
                <dd className={styles.total}>{formatVnd(order.total_amount)}</dd>
              </div>
              <div>
                <dt>Chi nhánh</dt>
                <dd>{order.branch?.name ?? '–'}</dd>
              </div>
              <div>
                <dt>Nhận hàng</dt>
                <dd>{ORDER_TYPE_LABELS[order.order_type]}</dd>
              </div>
              <div>
                <dt>Thanh toán</dt>
                <dd>
                  <PaymentStateTag order={order} />
                </dd>
              </div>
            </dl>
            <p className={styles.summary}>{order.items_summary}</p>
            <OrderActions order={order} onAction={onAction} rebuying={rebuyingId === order.id} />
            <Button
              type="link"
              size="small"
              className={styles.toggle}
              icon={open.has(order.id) ? <UpOutlined /> : <DownOutlined />}
              aria-expanded={open.has(order.id)}
              onClick={() => toggle(order.id)}
            >
              {open.has(order.id) ? 'Thu gọn' : 'Xem sản phẩm và tiến trình'}
            </Button>
            {open.has(order.id) ? <OrderExpanded order={order} onReview={onReview} /> : null}
          </li>
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        {...paginationOf(page)}
        size="small"
        onChange={(next) => onPage(next)}
      />
    </Spin>
  );
}
