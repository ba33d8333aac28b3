import styles from './dashboard.module.css';

/** A share as a bar (SVG), with the previous period's share as a tick. */
export function Meter({
  share,
  previous,
  label,
}: {
  share: number;
  previous: number;
  label: string;
}) {
  const clamp = (n: number) => Math.max(0, Math.min(1, n));
  return (
    <svg
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      className={styles.meter}
      role="img"
      aria-label={label}
    >
      <rect x="0" y="0" width="100" height="8" className={styles.meterTrack} rx="2" />
      <rect x="0" y="0" width={clamp(share) * 100} height="8" className={styles.bar} rx="2" />
      <rect
        x={clamp(previous) * 100 - 0.6}
        y="0"
        width="1.2"
        height="8"
        className={styles.meterTick}
      />
    </svg>
  );
}
