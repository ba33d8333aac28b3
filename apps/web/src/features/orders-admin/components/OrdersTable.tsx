import { EyeOutlined } from '@ant-design/icons';
import { ORDER_MESSAGES, formatPhone, type AdminOrderSummary } from '@salon/shared';
import { Button, Empty, Table } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatVnd } from '../../../lib/format';
import { OrderStateTags, RiskTag } from './OrderTags';
import styles from './orders-admin.module.css';

export interface OrderListProps {
  items: AdminOrderSummary[];
  loading: boolean;
  page: number;
  perPage: number;
  /** The page sizes offered (with the user's items per page among them). */
  pageSizeOptions: number[];
  total: number;
  onPage: (page: number, perPage: number) => void;
  onOpen: (id: number) => void;
}

/** The orders list on wide screens. */
export function OrdersTable({
  items,
  loading,
  page,
  perPage,
  pageSizeOptions,
  total,
  onPage,
  onOpen,
  showBranch,
}: OrderListProps & { showBranch: boolean }) {
  return (
    <Table<AdminOrderSummary>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={items}
      scroll={{ x: showBranch ? 1080 : 930 }}
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
        showSizeChanger: true,
        pageSizeOptions,
        showTotal: (count) => `${count} đơn hàng`,
        onChange: onPage,
      }}
      columns={[
        {
          title: 'Đơn hàng',
          key: 'number',
          width: 165,
          render: (_, o) => (
            <>
              <strong className={styles.orderNumber}>{o.order_number}</strong>
              <div className={styles.muted}>{formatDateTime(o.created_at)}</div>
            </>
          ),
        },
        {
          title: 'Khách hàng',
          key: 'customer',
          width: 170,
          render: (_, o) => (
            <>
              <div>{o.customer_name}</div>
              <div className={styles.muted}>{formatPhone(o.customer_phone)}</div>
            </>
          ),
        },
        ...(showBranch
          ? [
              {
                title: 'Chi nhánh',
                key: 'branch',
                width: 150,
                render: (_: unknown, o: AdminOrderSummary) => o.branch?.name ?? '—',
              },
            ]
          : []),
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
          width: 120,
          align: 'right',
          render: (_, o) => <strong className={styles.nowrap}>{formatVnd(o.total_amount)}</strong>,
        },
        {
          title: 'Trạng thái',
          key: 'status',
          width: 140,
          render: (_, o) => <OrderStateTags order={o} />,
        },
        {
          title: 'Rủi ro',
          key: 'risk',
          width: 110,
          render: (_, o) => <RiskTag risk={o.risk} short />,
        },
        {
          title: '',
          key: 'open',
          width: 52,
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
