import styles from './branches.module.css';

export interface Bar {
  label: string;
  value: number;
  color?: string;
}

/**
 * Horizontal bars, one a row: the label and value as text (readable at any width) over an SVG
 * bar scaled to the largest value; no chart library.
 */
export function BarChart({
  bars,
  title,
  format,
  color = '#2d7f56',
}: {
  bars: Bar[];
  title: string;
  format: (value: number) => string;
  color?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <div role="img" aria-label={title} className={styles.bars}>
      {bars.map((bar) => (
        <div key={bar.label}>
          <div className={styles.barLabel}>
            <span>{bar.label}</span>
            <strong>{format(bar.value)}</strong>
          </div>
          <svg width="100%" height={14} viewBox="0 0 100 14" preserveAspectRatio="none">
            <rect x={0} y={0} width={100} height={14} rx={3} fill="#f5f5f5" />
            <rect
              x={0}
              y={0}
              width={Math.max(0.5, (bar.value / max) * 100)}
              height={14}
              rx={3}
              fill={bar.color ?? color}
            >
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          </svg>
        </div>
      ))}
    </div>
  );
}
