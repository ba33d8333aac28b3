import type { ReactNode } from 'react';
import styles from './content.module.css';

/** A white card with Ant Design's look: an optional title row over its body. */
export function ContentCard({
  title,
  className,
  bodyClassName,
  cover,
  children,
}: {
  title?: ReactNode;
  className?: string;
  bodyClassName?: string;
  /** Drawn above the body, edge to edge (a picture). */
  cover?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={[styles.panel, className].filter(Boolean).join(' ')}>
      {title ? <div className={styles.panelHead}>{title}</div> : null}
      {cover}
      <div className={[styles.panelBody, bodyClassName].filter(Boolean).join(' ')}>{children}</div>
    </div>
  );
}
