import { ArrowLeftOutlined, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  ORDER_MESSAGES,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatPhone,
  type AdminOrderDetail,
  type PublicSettings,
} from '@salon/shared';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formatVnd } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePublicSettings } from '../../settings/api/public-settings';
import { useAdminOrder } from '../api/orders-admin-queries';
import styles from './receipt.module.css';

/** /admin/orders/:id/receipt: the order's receipt, sized for an 80 mm roll or an A5 sheet. */
export function OrderReceiptPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useAdminOrder(valid ? id : null);
  const { settings } = usePublicSettings();
  usePageTitle(order.data ? `Hóa đơn ${order.data.order_number}` : 'Hóa đơn');
  useEffect(() => {
    document.body.classList.add(styles.printsReceiptOnly ?? '');
    return () => document.body.classList.remove(styles.printsReceiptOnly ?? '');
  }, []);

  const notFound = !valid || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <LinkButton to="/admin/orders" icon={<ArrowLeftOutlined />}>
          Danh sách đơn hàng
        </LinkButton>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!order.data}
          onClick={() => window.print()}
        >
          In hóa đơn
        </Button>
      </div>
      {notFound ? (
        <Result
          status="404"
          title={ORDER_MESSAGES.notFound}
          subTitle={ORDER_MESSAGES.notFoundHint}
        />
      ) : order.isError ? (
        <Alert
          type="error"
          showIcon
          title={ORDER_MESSAGES.loadFailed}
          description={order.error.message}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void order.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : !order.data ? (
        <div className={styles.receipt}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <Receipt order={order.data} company={settings.company} />
      )}
    </div>
  );
}

function Receipt({
  order,
  company,
}: {
  order: AdminOrderDetail;
  company: PublicSettings['company'];
}) {
  return (
    <article className={styles.receipt} aria-label={`Hóa đơn ${order.order_number}`}>
      <header className={styles.header}>
        <h1>{company.name}</h1>
        <div>{company.address}</div>
        <div>ĐT: {company.phone}</div>
        {order.branch ? (
          <div>
            {order.branch.name}
            {order.branch.phone ? ` · ${order.branch.phone}` : ''}
          </div>
        ) : null}
      </header>
      <h2 className={styles.title}>HÓA ĐƠN BÁN HÀNG</h2>
      <dl className={styles.meta}>
        <dt>Số đơn</dt>
        <dd>{order.order_number}</dd>
        <dt>Ngày</dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>Khách hàng</dt>
        <dd>{order.customer.name}</dd>
        <dt>Điện thoại</dt>
        <dd>{formatPhone(order.customer.phone)}</dd>
        <dt>Nhận hàng</dt>
        <dd>{ORDER_TYPE_LABELS[order.order_type]}</dd>
        {order.delivery_address ? (
          <>
            <dt>Giao tới</dt>
            <dd>{order.delivery_address}</dd>
          </>
        ) : null}
      </dl>
      <table className={styles.items}>
        <thead>
          <tr>
            <th>Mặt hàng</th>
            <th>SL</th>
            <th>Thành tiền</th>
          </tr>
        </thead>
        <tbody>
          {order.order_items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.item_name}
                <div className={styles.unit}>{formatVnd(item.unit_price)}</div>
              </td>
              <td>{item.quantity}</td>
              <td>{formatVnd(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <dt>Tạm tính</dt>
        <dd>{formatVnd(order.subtotal)}</dd>
        {order.discount_amount > 0 ? (
          <>
            <dt>Giảm giá</dt>
            <dd>-{formatVnd(order.discount_amount)}</dd>
          </>
        ) : null}
        {order.delivery_fee > 0 ? (
          <>
            <dt>Phí giao hàng</dt>
            <dd>{formatVnd(order.delivery_fee)}</dd>
          </>
        ) : null}
        <dt>VAT ({order.tax_rate}%)</dt>
        <dd>{formatVnd(order.tax_amount)}</dd>
        <dt className={styles.grand}>TỔNG CỘNG</dt>
        <dd className={styles.grand}>{formatVnd(order.total_amount)}</dd>
        <dt>Thanh toán</dt>
        <dd>{PAYMENT_METHOD_LABELS[order.payment_method]}</dd>
        <dt>Trạng thái</dt>
        <dd data-receipt-payment-status={order.payment_status}>
          {PAYMENT_STATUS_LABELS[order.payment_status]}
        </dd>
      </dl>
      <footer className={styles.footer}>Cảm ơn quý khách và hẹn gặp lại!</footer>
    </article>
  );
}
