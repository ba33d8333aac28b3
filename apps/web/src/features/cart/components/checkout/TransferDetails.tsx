import type { PublicSettings } from '@salon/shared';
import { Alert } from 'antd';
import { formatVnd } from '../../../../lib/format';
import styles from './checkout.module.css';

/** The salon's bank account, shown before a transfer order is placed. */
export function TransferDetails({
  payment,
  amount,
}: {
  payment: PublicSettings['payment'];
  amount: number;
}) {
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
          <dl data-testid="checkout-bank">
            <dt>Ngân hàng</dt>
            <dd>{payment.bank_name}</dd>
            <dt>Số tài khoản</dt>
            <dd>{payment.bank_account_number}</dd>
            <dt>Chủ tài khoản</dt>
            <dd>{payment.bank_account_name}</dd>
            <dt>Số tiền</dt>
            <dd>{formatVnd(amount)}</dd>
          </dl>
        </>
      }
    />
  );
}
