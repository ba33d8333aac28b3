import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './input.module.css';

export interface InputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix' | 'value' | 'onChange'
> {
  value: string;
  onChange: (value: string) => void;
  /** Drawn inside the box before the text (an icon). */
  prefix?: ReactNode;
  /** A button that empties the box, shown while it holds text. */
  allowClear?: boolean;
  /** large: 48 px tall; otherwise 44 px (a finger's width). */
  size?: 'middle' | 'large';
}

/** A text box with Ant Design's look (without its runtime). */
export function Input({
  value,
  onChange,
  prefix,
  allowClear,
  size = 'middle',
  className,
  ...input
}: InputProps) {
  return (
    <span
      className={[styles.box, size === 'large' ? styles.large : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
      <input
        type="text"
        {...input}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {allowClear && value ? (
        <button
          type="button"
          className={styles.clear}
          aria-label="Xóa nội dung"
          onClick={() => onChange('')}
        >
          <Icon icon={CloseCircleFilled} />
        </button>
      ) : null}
    </span>
  );
}
