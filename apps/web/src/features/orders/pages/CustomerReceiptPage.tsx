import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  formatPhone,
  INVOICE_MESSAGES as M,
  INVOICE_REQUEST_STATUS_LABELS,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  type OrderReceipt,
  type PaymentMethod,
} from '@salon/shared';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { ApiError } from '../../../lib/api-client';
import { formatVnd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReceipt } from '../api/invoice';
import styles from './customer-receipt.module.css';

/** /don-hang/:id/bien-nhan: the receipt of a paid order, for its customer to print or keep. */
export function CustomerReceiptPage() {
  const raw = useParams().id;
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  const [params] = useSearchParams();
  const accessToken = params.get('access_token');
  const receipt = useReceipt(id, accessToken);
  usePageTitle(receipt.data ? `Biên nhận ${receipt.data.order_number}` : 'Biên nhận');
  useEffect(() => {
    document.body.classList.add(styles.printsReceiptOnly ?? '');
    return () => document.body.classList.remove(styles.printsReceiptOnly ?? '');
  }, []);
  const back = `/don-hang/${id}${accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : ''}`;
  const error = receipt.error;
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <LinkButton to={back} icon={<ArrowLeftOutlined />}>
          Về đơn hàng
        </LinkButton>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!receipt.data}
          onClick={() => window.print()}
        >
          In biên nhận
        </Button>
      </div>
      {id === 0 || (error instanceof ApiError && error.status === 404) ? (
        <Result
          status="404"
          title={ORDER_MESSAGES.notFound}
          subTitle={ORDER_MESSAGES.notFoundHint}
        />
      ) : error instanceof ApiError && error.status === 409 ? (
        <Alert type="info" showIcon title={error.message} style={{ maxWidth: 720 }} />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={M.receiptLoadFailed}
          description={error.message}
          action={
            <Button size="small" onClick={() => void receipt.refetch()}>
              Thử lại
            </Button>
          }
        />
      ) : !receipt.data ? (
        <div className={styles.receipt}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <Receipt receipt={receipt.data} />
      )}
    </div>
  );
}

function Receipt({ receipt: r }: { receipt: OrderReceipt }) {
  const net = r.subtotal - r.discount_amount + r.delivery_fee;
  return (
    <article className={styles.receipt} aria-label={`Biên nhận ${r.order_number}`}>
      <header className={styles.header}>
        <div>
          <h1>{r.company.name}</h1>
          <div>{r.company.address}</div>
          <div>
            ĐT: {r.company.phone} · {r.company.email}
          </div>
        </div>
        {r.branch ? (
          <div>
            <strong>{r.branch.name}</strong>
            <div>{r.branch.address}</div>
            {r.branch.phone ? <div>ĐT: {r.branch.phone}</div> : null}
          </div>
        ) : null}
      </header>
      <h2 className={styles.title}>BIÊN NHẬN THANH TOÁN</h2>
      <p className={styles.subtitle}>Số {r.order_number}</p>
      <dl className={styles.meta}>
        <dt>Ngày đặt</dt>
        <dd>{formatDateTime(r.created_at)}</dd>
        <dt>Ngày thanh toán</dt>
        <dd>{formatDateTime(r.paid_at)}</dd>
        <dt>Khách hàng</dt>
        <dd>{r.customer.name}</dd>
        <dt>Điện thoại</dt>
        <dd>{formatPhone(r.customer.phone)}</dd>
        {r.delivery_address ? (
          <>
            <dt>Giao tới</dt>
            <dd>{r.delivery_address}</dd>
          </>
        ) : null}
        <dt>Thanh toán</dt>
        <dd>{PAYMENT_METHOD_LABELS[r.payment_method as PaymentMethod] ?? r.payment_method}</dd>
      </dl>
      <table className={styles.items}>
        <thead>
          <tr>
            <th>Mặt hàng</th>
            <th>Đơn giá</th>
            <th>SL</th>
            <th>Thành tiền</th>
          </tr>
        </thead>
        <tbody>
          {r.items.map((item) => (
            <tr key={item.id}>
              <td>{item.item_name}</td>
              <td>{formatVnd(item.unit_price)}</td>
              <td>{item.quantity}</td>
              <td>{formatVnd(item.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals} data-testid="receipt-totals">
        <dt>Tạm tính</dt>
        <dd>{formatVnd(r.subtotal)}</dd>
        {r.discount_amount > 0 ? (
          <>
            <dt>Giảm giá</dt>
            <dd>-{formatVnd(r.discount_amount)}</dd>
          </>
        ) : null}
        {r.delivery_fee > 0 ? (
          <>
            <dt>Phí giao hàng</dt>
            <dd>{formatVnd(r.delivery_fee)}</dd>
          </>
        ) : null}
        <dt>Cộng tiền hàng</dt>
        <dd>{formatVnd(net)}</dd>
        <dt>Thuế GTGT ({r.tax_rate}%)</dt>
        <dd>{formatVnd(r.tax_amount)}</dd>
        <dt className={styles.grand}>TỔNG THANH TOÁN</dt>
        <dd className={styles.grand}>{formatVnd(r.total_amount)}</dd>
      </dl>
      {r.invoice_request ? (
        <div className={styles.invoice}>
          Hóa đơn VAT: {INVOICE_REQUEST_STATUS_LABELS[r.invoice_request.status]}
          {r.invoice_request.invoice_number
            ? ` · số ${r.invoice_request.invoice_number}`
            : ''} · {r.invoice_request.company_name} · MST {r.invoice_request.tax_code}
        </div>
      ) : null}
      <footer className={styles.footer}>
        Biên nhận này xác nhận salon đã nhận đủ tiền; không thay thế hóa đơn GTGT. Cảm ơn quý khách!
      </footer>
    </article>
  );
}
