import type { ReactNode } from 'react';
import styles from './content.module.css';

/** The static hero at the top of a content page. */
export function PageBanner({
  eyebrow,
  title,
  text,
  actions,
}: {
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className={styles.banner}>
      <div className={`container ${styles.bannerInner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.bannerTitle}>{title}</h1>
        {text ? <p className={styles.bannerText}>{text}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
