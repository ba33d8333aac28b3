import {
  CHECKOUT_PAYMENT_METHODS,
  PAYMENT_METHOD_IN_DEVELOPMENT_NOTE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@salon/shared';
import { Radio, Tag } from 'antd';
import styles from './checkout.module.css';

/** Cash, card, transfer; online payment is listed but not offered yet. */
export function PaymentMethodField({
  value,
  onChange,
}: {
  value?: PaymentMethod;
  onChange?: (method: PaymentMethod) => void;
}) {
  return (
    <Radio.Group
      className={styles.methods}
      value={value}
      onChange={(event) => onChange?.(event.target.value as PaymentMethod)}
    >
      {PAYMENT_METHODS.map((method) => {
        const offered = CHECKOUT_PAYMENT_METHODS.includes(method);
        return (
          <Radio key={method} value={method} disabled={!offered} className={styles.method}>
            {PAYMENT_METHOD_LABELS[method]}
            {offered ? null : (
              <Tag style={{ marginInlineStart: 8 }}>{PAYMENT_METHOD_IN_DEVELOPMENT_NOTE}</Tag>
            )}
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
