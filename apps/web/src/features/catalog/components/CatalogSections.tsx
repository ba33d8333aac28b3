import type { ReactNode } from 'react';
import styles from './catalog-sections.module.css';

export function CatalogHero({ title, text }: { title: string; text: string }) {
  return (
    <section className={styles.hero}>
      <div className="container">
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroText}>{text}</p>
      </div>
    </section>
  );
}

export function CatalogCta({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.cta}>
      <h2>{title}</h2>
      <p>{text}</p>
      <div className={styles.ctaActions}>{children}</div>
    </section>
  );
}
