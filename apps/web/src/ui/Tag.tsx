import type { ReactNode } from 'react';
import styles from './ui.module.css';

export type TagColor = 'default' | 'green' | 'gold' | 'red' | 'blue' | 'orange';

/** A small label (a category, 'Hết hàng', '-20%'), coloured like Ant Design's tags. */
export function Tag({
  color = 'default',
  children,
  className,
}: {
  color?: TagColor;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={[styles.tag, styles[`tag-${color}`], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
