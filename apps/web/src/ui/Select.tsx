import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import type { SelectHTMLAttributes } from 'react';
import { Icon } from './Icon';
import styles from './select.module.css';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A choice among a few options: the browser's own list (the phone's picker on a phone), drawn
 * like Ant Design's select. Name it with `aria-label` or a `<label htmlFor>`.
 */
export function Select<V extends string>({
  value,
  options,
  onChange,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'className'> & {
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <span className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <select
        {...rest}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon icon={DownOutlined} className={styles.arrow} />
    </span>
  );
}
