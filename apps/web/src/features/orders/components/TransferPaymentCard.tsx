import type { TransferInstructions } from '@salon/shared';
import { Alert, Card, Typography } from 'antd';
import { TransferQr } from '../../../components/TransferQr';
import { formatVnd } from '../../../lib/format';
import styles from './order-detail.module.css';

const { Text } = Typography;

/** How to pay a transfer order: the QR with amount and code, and the same details to copy. */
export function TransferPaymentCard({
  transfer,
  orderNumber,
}: {
  transfer: TransferInstructions;
  orderNumber: string;
}) {
  return (
    <Card title="Chuyển khoản qua VietQR" size="small" data-testid="order-transfer">
      <div className={styles.transfer}>
        <TransferQr
          payload={transfer.qr_payload}
          fileName={`VietQR-${orderNumber}`}
          alt={`Mã VietQR thanh toán đơn ${orderNumber}`}
        />
        <dl className={styles.bank}>
          <dt>Ngân hàng</dt>
          <dd>{transfer.bank_name}</dd>
          <dt>Số tài khoản</dt>
          <dd>
            <Text copyable={{ text: transfer.account_number }} strong>
              {transfer.account_number}
            </Text>
          </dd>
          <dt>Chủ tài khoản</dt>
          <dd>{transfer.account_name}</dd>
          <dt>Số tiền</dt>
          <dd>
            <Text copyable={{ text: String(transfer.amount) }} strong type="danger">
              {formatVnd(transfer.amount)}
            </Text>
          </dd>
          <dt>Nội dung</dt>
          <dd>
            <Text copyable={{ text: transfer.content }} strong>
              {transfer.content}
            </Text>
          </dd>
        </dl>
      </div>
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 12 }}
        title="Chuyển đúng số tiền và nội dung để đơn được xác nhận tự động. Trang này tự cập nhật khi ngân hàng báo tiền về."
      />
    </Card>
  );
}
