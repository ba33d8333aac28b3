import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  ORDER_MESSAGES,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  RISK_LEVEL_LABELS,
  formatPhone,
  type AdminOrderDetail,
} from '@salon/shared';
import { Alert, Button, Descriptions, Drawer, Grid, Skeleton, Space } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatVnd } from '../../../lib/format';
import { useAdminOrder } from '../api/orders-admin-queries';
import { InvoiceRequestPanel } from './InvoiceRequestPanel';
import { OrderActions } from './OrderActions';
import { OrderTimeline, OrderTransactions } from './OrderHistory';
import { OrderStateTags, RiskTag } from './OrderTags';
import styles from './orders-admin.module.css';

/** One order for staff: who, what, how much, its history and money, and what can be done. */
export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const detail = useAdminOrder(id);
  const data = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={screens.md ? 620 : '100%'}
      title={data ? `Đơn hàng ${data.order_number}` : 'Chi tiết đơn hàng'}
      extra={
        data ? (
          <Button
            icon={<PrinterOutlined />}
            href={`/admin/orders/${data.id}/receipt`}
            target="_blank"
            rel="noopener"
          >
            In hóa đơn
          </Button>
        ) : null
      }
      destroyOnHidden
    >
      {detail.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={ORDER_MESSAGES.loadFailed}
          description={detail.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <OrderBody order={data} />
      )}
    </Drawer>
  );
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  return (
    <div data-order-detail={order.order_number}>
      <section className={styles.section}>
        <Space wrap style={{ marginBottom: 12 }}>
          <OrderStateTags order={order} />
          <RiskTag risk={order.risk} />
        </Space>
        <OrderActions order={order} />
      </section>

      <section className={styles.section}>
        <h3>Khách hàng</h3>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Họ tên">
            {order.customer.name}
            {order.user_id === null ? ' (khách vãng lai)' : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Điện thoại">
            <a href={`tel:${order.customer.phone}`}>{formatPhone(order.customer.phone)}</a>
          </Descriptions.Item>
          {order.customer.email ? (
            <Descriptions.Item label="Email">{order.customer.email}</Descriptions.Item>
          ) : null}
        </Descriptions>
      </section>

      <section className={styles.section}>
        <h3>Nhận hàng và thanh toán</h3>
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label="Ngày đặt">{formatDateTime(order.created_at)}</Descriptions.Item>
          <Descriptions.Item label="Hình thức">
            {ORDER_TYPE_LABELS[order.order_type]}
          </Descriptions.Item>
          <Descriptions.Item label="Chi nhánh">{order.branch?.name ?? '—'}</Descriptions.Item>
          {order.delivery_address ? (
            <Descriptions.Item label="Địa chỉ giao">{order.delivery_address}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Thanh toán">
            {PAYMENT_METHOD_LABELS[order.payment_method]}
            {order.paid_at ? ` · đã thu ${formatDateTime(order.paid_at)}` : ''}
          </Descriptions.Item>
          {order.transfer ? (
            <Descriptions.Item label="Nội dung CK">{order.transfer.content}</Descriptions.Item>
          ) : null}
          {order.notes ? (
            <Descriptions.Item label="Ghi chú">{order.notes}</Descriptions.Item>
          ) : null}
          {order.cancel_reason ? (
            <Descriptions.Item label="Lý do hủy">{order.cancel_reason}</Descriptions.Item>
          ) : null}
        </Descriptions>
      </section>

      <InvoiceRequestPanel orderId={order.id} />

      <section className={styles.section}>
        <h3>Sản phẩm và dịch vụ ({order.order_items.length})</h3>
        <Space orientation="vertical" style={{ width: '100%' }} size={8}>
          {order.order_items.map((item) => (
            <div key={item.id} className={styles.itemRow}>
              {item.image ? <img src={item.image} alt="" loading="lazy" /> : null}
              <div style={{ flex: 1, minWidth: 0 }}>
                <div>{item.item_name}</div>
                <div className={styles.muted}>
                  {item.quantity} × {formatVnd(item.unit_price)}
                  {item.unit_price < item.list_price
                    ? ` (giá gốc ${formatVnd(item.list_price)})`
                    : ''}
                </div>
              </div>
              <strong>{formatVnd(item.total_price)}</strong>
            </div>
          ))}
        </Space>
        <div className={styles.totals} style={{ marginTop: 12 }}>
          <span>Tạm tính</span>
          <span>{formatVnd(order.subtotal)}</span>
          {order.discount_amount > 0 ? (
            <>
              <span>Giảm giá{order.promotion_name ? ` (${order.promotion_name})` : ''}</span>
              <span>-{formatVnd(order.discount_amount)}</span>
            </>
          ) : null}
          <span>Phí giao hàng</span>
          <span>{order.delivery_fee > 0 ? formatVnd(order.delivery_fee) : 'Miễn phí'}</span>
          {order.tax_rate > 0 ? (
            <>
              <span>VAT {order.tax_rate}%</span>
              <span>{formatVnd(order.tax_amount)}</span>
            </>
          ) : null}
          <span className={styles.grand}>Tổng cộng</span>
          <span className={styles.grand}>{formatVnd(order.total_amount)}</span>
        </div>
      </section>

      <section className={styles.section}>
        <h3>
          Đánh giá rủi ro: {RISK_LEVEL_LABELS[order.risk.level]} ({order.risk.score}/100)
        </h3>
        {order.risk.reasons.length > 0 ? (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {order.risk.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : (
          <div className={styles.muted}>Không có dấu hiệu đáng chú ý.</div>
        )}
      </section>

      <section className={styles.section}>
        <h3>Giao dịch thanh toán</h3>
        <OrderTransactions transactions={order.transactions} />
      </section>

      <section className={styles.section}>
        <h3>Lịch sử đơn hàng</h3>
        <OrderTimeline events={order.events} />
      </section>
    </div>
  );
}
