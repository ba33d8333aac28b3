import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

export interface StatusScreenProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}

/**
 * A full-width message with an icon and actions (no access, an error, a page still to come).
 * Ant Design's Result draws large illustrations that would weigh on every first visit.
 */
export function StatusScreen({ icon, title, description, actions }: StatusScreenProps) {
  return (
    <section className={styles.screen}>
      <div className={styles.icon} aria-hidden="true">
        {icon}
      </div>
      <h1 className={styles.title}>{title}</h1>
      {description ? <div className={styles.description}>{description}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
