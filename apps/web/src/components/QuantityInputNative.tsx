import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useState, type KeyboardEvent } from 'react';
import { Icon } from '../ui';
import styles from './quantity-input.module.css';

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('vi') + text.slice(1);

/**
 * A quantity from `min` to `max` between "−" and "+" buttons (44 px each), without Ant Design:
 * for the storefront's first screens. Typed text counts when the box is left or on Enter: a
 * whole number is kept within `min`–`max`, anything else puts the current value back. The arrow
 * keys step it. The buttons are named 'Giảm …' and 'Tăng …' of the box's `name`.
 */
export function QuantityInputNative({
  id,
  name,
  value,
  min = 1,
  max,
  disabled,
  onChange,
}: {
  id?: string;
  name: string;
  value: number;
  min?: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const set = (next: number) => onChange(Math.min(max, Math.max(min, next)));
  const commit = () => {
    if (typed === null) return;
    const number = Number(typed.trim());
    if (typed.trim() !== '' && Number.isInteger(number) && number >= min) set(number);
    setTyped(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setTyped(null);
      set(value + step);
    }
  };
  return (
    <span className={styles.quantity}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Giảm ${lowerFirst(name)}`}
        disabled={disabled || value <= min}
        onClick={() => set(value - 1)}
      >
        <Icon icon={MinusOutlined} />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={name}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        className={styles.input}
        value={typed ?? String(value)}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Tăng ${lowerFirst(name)}`}
        disabled={disabled || value >= max}
        onClick={() => set(value + 1)}
      >
        <Icon icon={PlusOutlined} />
      </button>
    </span>
  );
}
