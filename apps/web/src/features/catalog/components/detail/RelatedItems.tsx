import type { ReactNode } from 'react';
import styles from './detail.module.css';

/** Up to 6 related services or products, as cards. */
export function RelatedItems<T extends { id: number }>({
  title,
  items,
  renderItem,
}: {
  title: string;
  items: T[];
  renderItem: (item: T) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} aria-label={title}>
      <h2>{title}</h2>
      <div className={styles.relatedGrid}>
        {items.map((item) => (
          <div key={item.id} className={styles.cell}>
            {renderItem(item)}
          </div>
        ))}
      </div>
    </section>
  );
}
