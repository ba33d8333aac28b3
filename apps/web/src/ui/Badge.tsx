import type { ReactNode } from 'react';
import styles from './badge.module.css';

export interface BadgeProps {
  /** The number shown; nothing is shown for 0. */
  count?: number;
  /** Above it, `99+`. */
  overflowCount?: number;
  /** A red dot instead of a number (shown when true). */
  dot?: boolean;
  /** What hovering says; the number itself is hidden from screen readers (say it in a label). */
  title?: string;
  /** The thing the badge sits on (its top right corner); without it the badge stands inline. */
  children?: ReactNode;
  className?: string;
}

/** A small red count or dot on the corner of an icon (Ant Design's look, none of its runtime). */
export function Badge({
  count = 0,
  overflowCount = 99,
  dot,
  title,
  children,
  className,
}: BadgeProps) {
  const shown = dot ? (
    <sup className={`${styles.mark} ${styles.dot}`} aria-hidden="true" title={title} />
  ) : count > 0 ? (
    <sup className={`${styles.mark} ${styles.count}`} aria-hidden="true" title={title}>
      {count > overflowCount ? `${overflowCount}+` : count}
    </sup>
  ) : null;
  return (
    <span
      className={[styles.badge, children === undefined ? styles.standalone : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
      {shown}
    </span>
  );
}
