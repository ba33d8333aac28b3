import type { CheckoutPaymentOption, PaymentMethod } from '@salon/shared';
import { Radio, Tag } from 'antd';
import styles from './checkout.module.css';

/**
 * The methods the salon takes now (`checkoutPaymentOptions`): one outside its range is shown
 * with the range, online payment is listed but not offered yet.
 */
export function PaymentMethodField({
  options,
  value,
  onChange,
}: {
  options: CheckoutPaymentOption[];
  value?: PaymentMethod;
  onChange?: (method: PaymentMethod) => void;
}) {
  return (
    <Radio.Group
      className={styles.methods}
      value={value}
      onChange={(event) => onChange?.(event.target.value as PaymentMethod)}
    >
      {options.map((option) => (
        <Radio
          key={option.method}
          value={option.method}
          disabled={!option.offered}
          className={styles.method}
        >
          {option.label}
          {option.note ? (
            <Tag style={{ marginInlineStart: 8, whiteSpace: 'normal' }}>{option.note}</Tag>
          ) : null}
        </Radio>
      ))}
    </Radio.Group>
  );
}
