import type { CSSProperties } from 'react';
import styles from './ui.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** e.g. '4 / 3' for a picture: the block keeps the final size, so nothing shifts. */
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A grey block where something is still loading (hidden from screen readers). */
export function Skeleton({
  width = '100%',
  height = 16,
  aspectRatio,
  radius = 6,
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height: aspectRatio ? undefined : height, aspectRatio, borderRadius: radius }}
    />
  );
}

/** Lines of text still loading; the last one shorter. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span className={styles['skeleton-text']} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}
