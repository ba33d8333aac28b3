import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Absent for the page itself (the last item). */
  to?: string;
}

/** Where the page sits: links up to it, separated by '/', the page itself last. */
export function Breadcrumb({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav
      aria-label="Đường dẫn"
      className={[styles.breadcrumb, className].filter(Boolean).join(' ')}
    >
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {item.to ? (
              <Link to={item.to} className={styles.link}>
                {item.label}
              </Link>
            ) : (
              <span className={styles.current} aria-current="page">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
