import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import type { RatingBreakdown } from '@salon/shared';
import { Icon, Rate } from '../../../ui';
import styles from './reviews.module.css';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average, the count and a bar per star, 5 down to 1. */
export function RatingSummary({
  average,
  total,
  breakdown,
}: {
  average: number;
  total: number;
  breakdown: RatingBreakdown;
}) {
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <strong>{average.toFixed(1)}</strong>
        <Rate value={Math.round(average * 2) / 2} className={styles.averageRate} />
        <span>{total} đánh giá</span>
      </div>
      <ul className={styles.breakdown} aria-label="Phân bố số sao">
        {STARS.map((star) => {
          const count = breakdown[star];
          const percent = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={star}>
              <span className={styles.star}>
                {star} <Icon icon={StarFilled} />
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </span>
              <span className={styles.count}>{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
