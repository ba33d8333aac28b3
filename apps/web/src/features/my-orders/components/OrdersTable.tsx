import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TYPE_LABELS,
  type ApiPage,
  type MyOrder,
  type OrderItemDto,
  type OrderStatus,
} from '@salon/shared';
import { Table, type TableProps } from 'antd';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import type { MyOrdersFilters } from '../api/my-orders';
import { OrderActions, type OrderActionKind } from './OrderActions';
import { OrderExpanded } from './OrderExpanded';
import { OrderStatusTag, PaymentStateTag } from './OrderStatusTag';
import styles from './my-orders.module.css';

export interface OrdersViewProps {
  page: ApiPage<MyOrder>;
  filters: MyOrdersFilters;
  loading: boolean;
  onFilters: (changes: Partial<Omit<MyOrdersFilters, 'page'>>) => void;
  onPage: (page: number) => void;
  onAction: (kind: OrderActionKind, order: MyOrder) => void;
  onReview: (order: MyOrder, item: OrderItemDto) => void;
  rebuyingId: number | null;
}

export const paginationOf = (page: ApiPage<MyOrder>) => ({
  current: page.meta.current_page,
  pageSize: page.meta.per_page,
  total: page.meta.total,
  showSizeChanger: false,
  showQuickJumper: true,
  showTotal: (total: number) => `${total} đơn hàng`,
});

/** The wide list: one row per order, expandable into its lines and progress. */
export function OrdersTable({
  page,
  filters,
  loading,
  onFilters,
  onPage,
  onAction,
  onReview,
  rebuyingId,
}: OrdersViewProps) {
  const columns: TableProps<MyOrder>['columns'] = [
    {
      title: 'Mã đơn',
      dataIndex: 'order_number',
      key: 'order_number',
      width: 150,
      render: (value: string) => <span className={styles.orderNumber}>{value}</span>,
    },
    {
      title: 'Ngày đặt',
      dataIndex: 'created_at',
      key: 'created_at',
      width: 150,
      sorter: true,
      sortOrder: filters.sort_order === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (value: string) => <span className={styles.nowrap}>{formatDateTime(value)}</span>,
    },
    {
      title: 'Chi nhánh',
      key: 'branch',
      width: 170,
      render: (_, order) => (
        <>
          <div>{order.branch?.name ?? '–'}</div>
          <div className={styles.muted}>{ORDER_TYPE_LABELS[order.order_type]}</div>
        </>
      ),
    },
    {
      title: 'Sản phẩm',
      dataIndex: 'items_summary',
      key: 'items',
      render: (value: string) => (
        <span className={styles.clamp} title={value}>
          {value}
        </span>
      ),
    },
    {
      title: 'Tổng tiền',
      dataIndex: 'total_amount',
      key: 'total',
      align: 'right',
      width: 120,
      render: (value: number) => <span className={styles.total}>{formatVnd(value)}</span>,
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      key: 'status',
      width: 150,
      filters: ORDER_STATUSES.map((status) => ({
        text: ORDER_STATUS_LABELS[status],
        value: status,
      })),
      filterMultiple: false,
      filteredValue: filters.status ? [filters.status] : null,
      // The order's state, and under it its payment (paid, waiting, unpaid, refunded).
      render: (_, order) => (
        <div className={styles.states}>
          <OrderStatusTag order={order} />
          <PaymentStateTag order={order} />
        </div>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 120,
      render: (_, order) => (
        <OrderActions order={order} onAction={onAction} rebuying={rebuyingId === order.id} />
      ),
    },
  ];

  return (
    <Table<MyOrder>
      rowKey="id"
      columns={columns}
      dataSource={page.data}
      loading={loading}
      pagination={paginationOf(page)}
      expandable={{
        expandedRowRender: (order) => <OrderExpanded order={order} onReview={onReview} />,
      }}
      onChange={(pagination, tableFilters, sorter, extra) => {
        if (extra.action === 'paginate') onPage(pagination.current ?? 1);
        if (extra.action === 'filter') {
          const status = tableFilters.status?.[0] as OrderStatus | undefined;
          onFilters({ status });
        }
        if (extra.action === 'sort' && !Array.isArray(sorter)) {
          onFilters({ sort_order: sorter.order === 'ascend' ? 'asc' : 'desc' });
        }
      }}
      scroll={{ x: 1100 }}
    />
  );
}
