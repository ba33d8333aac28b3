import { bankAccountSchema } from '@salon/shared';
import { Form, Input } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import styles from './settings-admin.module.css';

const shape = bankAccountSchema.shape;

/** The account transfers and VietQR codes pay into (also on the payments screen). */
export function PaymentFields() {
  return (
    <div className={styles.grid}>
      <Form.Item
        label="Mã BIN ngân hàng (Napas)"
        name="bank_bin"
        rules={[zodRule(shape.bank_bin)]}
        extra="Ví dụ 970436 là Vietcombank"
      >
        <Input inputMode="numeric" maxLength={6} />
      </Form.Item>
      <Form.Item label="Tên ngân hàng" name="bank_name" rules={[zodRule(shape.bank_name)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Số tài khoản"
        name="bank_account_number"
        rules={[zodRule(shape.bank_account_number)]}
      >
        <Input maxLength={19} />
      </Form.Item>
      <Form.Item
        label="Tên chủ tài khoản"
        name="bank_account_name"
        rules={[zodRule(shape.bank_account_name)]}
        extra="In hoa, không dấu, như ngân hàng hiển thị"
      >
        <Input maxLength={50} />
      </Form.Item>
    </div>
  );
}
