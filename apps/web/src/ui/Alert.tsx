import type { ReactNode } from 'react';
import styles from './ui.module.css';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

/** A boxed message; errors and warnings are announced (role alert), the others are not. */
export function Alert({
  type = 'info',
  title,
  description,
  action,
  className,
}: {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[styles.alert, styles[`alert-${type}`], className].filter(Boolean).join(' ')}
    >
      <div className={styles['alert-body']}>
        <div className={styles['alert-title']}>{title}</div>
        {description ? <div className={styles['alert-description']}>{description}</div> : null}
      </div>
      {action ? <div className={styles['alert-action']}>{action}</div> : null}
    </div>
  );
}
