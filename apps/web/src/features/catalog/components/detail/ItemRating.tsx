import { displayRating, NO_RATING_TEXT } from '@salon/shared';
import { Rate } from '../../../../ui';
import styles from './detail.module.css';

/** Stars, the average and how many approved reviews; nothing made up when nobody has rated yet. */
export function ItemRating({ rating, count }: { rating: number | null; count: number }) {
  const shown = displayRating(rating);
  if (shown === null || rating === null) {
    return (
      <span className={styles.secondary} data-rating="none">
        {NO_RATING_TEXT}
      </span>
    );
  }
  return (
    <span className={styles.rating} data-rating={shown}>
      <Rate value={Math.round(rating * 2) / 2} className={styles.stars} />
      <strong>{shown}</strong>
      <span className={styles.secondary}>({count} đánh giá)</span>
    </span>
  );
}
