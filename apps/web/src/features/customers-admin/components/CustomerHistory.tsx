import {
  APPOINTMENT_STATUS_COLORS,
  APPOINTMENT_STATUS_LABELS,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  type AdminCustomerOrder,
  type AdminCustomerVisit,
} from '@salon/shared';
import { Table, Tag, type TableColumnsType } from 'antd';
import { formatVnd } from '../../../lib/format';
import { formatClock, formatDate, formatDateTime } from '../../../lib/format-date';

const visitColumns: TableColumnsType<AdminCustomerVisit> = [
  {
    title: 'Ngày',
    key: 'date',
    width: 140,
    render: (_, v) => `${formatDate(v.appointment_date)} ${formatClock(v.appointment_time)}`,
  },
  { title: 'Dịch vụ', dataIndex: 'service_name' },
  {
    title: 'Thợ',
    dataIndex: 'stylist_name',
    responsive: ['md'],
    render: (v: string | null) => v ?? '—',
  },
  { title: 'Chi nhánh', dataIndex: 'branch_name', responsive: ['lg'] },
  { title: 'Giá', key: 'price', align: 'right', width: 110, render: (_, v) => formatVnd(v.price) },
  {
    title: 'Trạng thái',
    key: 'status',
    width: 120,
    render: (_, v) => (
      <Tag color={APPOINTMENT_STATUS_COLORS[v.status]}>{APPOINTMENT_STATUS_LABELS[v.status]}</Tag>
    ),
  },
];

const orderColumns: TableColumnsType<AdminCustomerOrder> = [
  { title: 'Mã đơn', dataIndex: 'order_number', width: 150 },
  {
    title: 'Ngày đặt',
    key: 'created',
    responsive: ['md'],
    render: (_, o) => formatDateTime(o.created_at),
  },
  { title: 'Chi nhánh', dataIndex: 'branch_name', responsive: ['lg'] },
  { title: 'Số SP', dataIndex: 'items_count', width: 70, responsive: ['md'] },
  {
    title: 'Tổng tiền',
    key: 'total',
    align: 'right',
    width: 120,
    render: (_, o) => formatVnd(o.total_amount),
  },
  {
    title: 'Trạng thái',
    key: 'status',
    width: 150,
    render: (_, o) => (
      <>
        <Tag color={ORDER_STATUS_COLORS[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Tag>
        <div style={{ fontSize: 12 }}>{PAYMENT_STATUS_LABELS[o.payment_status]}</div>
      </>
    ),
  },
];

/** The customer's visits and orders, newest first. */
export function CustomerHistory({
  visits,
  orders,
}: {
  visits: AdminCustomerVisit[];
  orders: AdminCustomerOrder[];
}) {
  return (
    <>
      <h3>Lịch hẹn</h3>
      <Table<AdminCustomerVisit>
        rowKey="id"
        size="small"
        columns={visitColumns}
        dataSource={visits}
        pagination={visits.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: 'Khách chưa có lịch hẹn nào' }}
      />
      <h3 style={{ marginTop: 24 }}>Đơn hàng</h3>
      <Table<AdminCustomerOrder>
        rowKey="id"
        size="small"
        columns={orderColumns}
        dataSource={orders}
        pagination={orders.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: 'Khách chưa có đơn hàng nào' }}
      />
    </>
  );
}
