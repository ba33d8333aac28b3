import styles from './ui.module.css';

/** A turning ring; `label` is read aloud (default 'Đang tải'). */
export function Spinner({
  size = 'middle',
  label = 'Đang tải',
}: {
  size?: 'small' | 'middle' | 'large';
  label?: string;
}) {
  return (
    <span
      className={`${styles.spinner} ${styles[`spinner-${size}`]}`}
      role="status"
      aria-label={label}
    />
  );
}
