import { buildVietQrPayload, type PublicSettings } from '@salon/shared';
import { Alert } from 'antd';
import { TransferQr } from '../../../../components/TransferQr';
import { formatVnd } from '../../../../lib/format';
import styles from './checkout.module.css';

/**
 * The salon's bank account and its VietQR for this amount, shown before a transfer order is
 * placed. The order number (the transfer content that confirms the order by itself) exists only
 * once the order is placed: the order page then shows the QR with it.
 */
export function TransferDetails({
  payment,
  amount,
}: {
  payment: PublicSettings['payment'];
  amount: number;
}) {
  const payload = buildVietQrPayload({
    bankBin: payment.bank_bin,
    accountNumber: payment.bank_account_number,
    amount,
  });
  return (
    <Alert
      type="info"
      className={styles.transfer}
      title="Chuyển khoản qua VietQR"
      description={
        <>
          <p style={{ margin: 0 }}>
            Ngay sau khi đặt hàng, trang đơn hàng hiện mã QR có sẵn đúng số tiền và mã đơn làm nội
            dung chuyển khoản. Đơn được xác nhận tự động khi ngân hàng báo tiền về.
          </p>
          <div className={styles.transferBody}>
            <TransferQr
              payload={payload}
              fileName={`VietQR-${payment.bank_account_number}-${amount}`}
              alt={`Mã VietQR chuyển ${formatVnd(amount)} đến ${payment.bank_name}`}
              testId="checkout-qr"
            />
            <dl data-testid="checkout-bank">
              <dt>Ngân hàng</dt>
              <dd>{payment.bank_name}</dd>
              <dt>Số tài khoản</dt>
              <dd>{payment.bank_account_number}</dd>
              <dt>Chủ tài khoản</dt>
              <dd>{payment.bank_account_name}</dd>
              <dt>Số tiền</dt>
              <dd>{formatVnd(amount)}</dd>
              <dt>Nội dung</dt>
              <dd>Mã đơn hàng (có sau khi đặt hàng)</dd>
            </dl>
          </div>
        </>
      }
    />
  );
}
