import { EyeOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES, formatPhone, type AdminOrderSummary } from '@salon/shared';
import { Button, Empty, Table } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatVnd } from '../../../lib/format';
import { OrderStatusTag, PaymentStatusTag, RiskTag } from './OrderTags';
import styles from './orders-admin.module.css';

export interface OrderListProps {
  items: AdminOrderSummary[];
  loading: boolean;
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/** The orders list on wide screens. */
export function OrdersTable({
  items,
  loading,
  page,
  perPage,
  total,
  onPage,
  onOpen,
}: OrderListProps) {
  return (
    <Table<AdminOrderSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={items}
      scroll={{ x: 1100 }}
      locale={{ emptyText: <Empty description={ORDER_MESSAGES.empty} /> }}
      onRow={(order) =>
        ({
          'data-order-number': order.order_number,
          onClick: () => onOpen(order.id),
        }) as object
      }
      rowClassName={styles.clickableRow}
      pagination={{
        current: page,
        pageSize: perPage,
        total,
        showSizeChanger: false,
        showTotal: (count) => `${count} đơn hàng`,
        onChange: onPage,
      }}
      columns={[
        {
          title: 'Mã đơn',
          key: 'number',
          width: 170,
          render: (_, o) => <strong className={styles.orderNumber}>{o.order_number}</strong>,
        },
        {
          title: 'Ngày đặt',
          key: 'date',
          width: 140,
          render: (_, o) => formatDateTime(o.created_at),
        },
        {
          title: 'Khách hàng',
          key: 'customer',
          render: (_, o) => (
            <>
              <div>{o.customer_name}</div>
              <div className={styles.muted}>{formatPhone(o.customer_phone)}</div>
            </>
          ),
        },
        { title: 'Chi nhánh', key: 'branch', width: 160, render: (_, o) => o.branch?.name ?? '—' },
        {
          title: 'Sản phẩm',
          key: 'items',
          render: (_, o) => (
            <span className={styles.itemsSummary} title={o.items_summary}>
              {o.items_summary}
            </span>
          ),
        },
        {
          title: 'Tổng tiền',
          key: 'total',
          width: 130,
          align: 'right',
          render: (_, o) => <strong>{formatVnd(o.total_amount)}</strong>,
        },
        {
          title: 'Trạng thái',
          key: 'status',
          width: 150,
          render: (_, o) => (
            <div className={styles.tags}>
              <OrderStatusTag status={o.status} />
              <PaymentStatusTag status={o.payment_status} />
            </div>
          ),
        },
        { title: 'Rủi ro', key: 'risk', width: 150, render: (_, o) => <RiskTag risk={o.risk} /> },
        {
          title: '',
          key: 'open',
          width: 56,
          fixed: 'right',
          render: (_, o) => (
            <Button
              size="small"
              icon={<EyeOutlined />}
              aria-label={`Xem đơn ${o.order_number}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(o.id);
              }}
            />
          ),
        },
      ]}
    />
  );
}
