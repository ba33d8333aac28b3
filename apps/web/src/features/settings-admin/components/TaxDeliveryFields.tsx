import { deliverySettingsSchema, SETTINGS_LIMITS as L, taxSettingsSchema } from '@salon/shared';
import { Form, InputNumber, Switch } from 'antd';
import { zodRule } from '../../../lib/form-rules';
import { MoneyField } from './MoneyField';
import styles from './settings-admin.module.css';

/** VAT: on or off, and its rate, added on top of each new order's subtotal. */
export function TaxFields() {
  const enabled = Form.useWatch<boolean | undefined>('vat_enabled');
  return (
    <div className={styles.grid}>
      <Form.Item
        label="Tính thuế VAT"
        name="vat_enabled"
        valuePropName="checked"
        extra="Áp dụng cho các đơn hàng mới từ khi lưu"
      >
        <Switch checkedChildren="Bật" unCheckedChildren="Tắt" />
      </Form.Item>
      <Form.Item
        label="Thuế suất VAT"
        name="vat_rate"
        rules={[zodRule(taxSettingsSchema.shape.vat_rate)]}
      >
        <InputNumber
          min={0}
          max={L.vatRateMax}
          suffix="%"
          disabled={enabled === false}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </div>
  );
}

/** Delivery: the fee, waived from a subtotal up; pickup is always free. */
export function DeliveryFields() {
  const shape = deliverySettingsSchema.shape;
  return (
    <div className={styles.grid}>
      <Form.Item label="Phí giao hàng" name="delivery_fee" rules={[zodRule(shape.delivery_fee)]}>
        <MoneyField />
      </Form.Item>
      <Form.Item
        label="Miễn phí giao hàng cho đơn từ"
        name="free_delivery_from"
        rules={[zodRule(shape.free_delivery_from)]}
        extra="Tính trên tạm tính của đơn; nhận tại cửa hàng luôn miễn phí"
      >
        <MoneyField />
      </Form.Item>
    </div>
  );
}
