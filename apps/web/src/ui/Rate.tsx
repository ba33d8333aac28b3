import { formatViNumber } from '@salon/shared';
import type { CSSProperties } from 'react';
import styles from './ui.module.css';

/** Stars showing a rating out of 5 (read-only); read aloud as 'Đánh giá 4,5 trên 5 sao'. */
export function Rate({ value, className }: { value: number; className?: string }) {
  const clamped = Math.max(0, Math.min(5, value));
  const full = Math.floor(clamped);
  // The gold part ends `full` stars and gaps in, plus the part of the next star.
  const fill = `calc(${full} * (var(--rate-star) + var(--rate-gap)) + ${clamped - full} * var(--rate-star))`;
  return (
    <span
      className={[styles.rate, className].filter(Boolean).join(' ')}
      style={{ '--rate-fill': fill } as CSSProperties}
      role="img"
      aria-label={`Đánh giá ${formatViNumber(clamped, 1)} trên 5 sao`}
    />
  );
}
