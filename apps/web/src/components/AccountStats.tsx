import styles from './account-list.module.css';

export interface AccountStat {
  label: string;
  /** Unknown while loading: shows a dash. */
  value: number | undefined;
}

/** The row of counts above a customer's account list (two per row on phones, four on wider). */
export function AccountStats({ label, items }: { label: string; items: AccountStat[] }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className={styles.stat}>
          <span className={styles.statValue}>{item.value ?? '–'}</span>
          <span className={styles.statLabel}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
