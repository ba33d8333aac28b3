import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { displayRating, NO_RATING_TEXT } from '@salon/shared';
import { Icon } from '../../../ui';
import styles from './catalog-card.module.css';

/** A card's stars: the average and count of approved reviews, or that nobody has rated it yet. */
export function CardRating({ rating, count }: { rating: number | null; count: number }) {
  const shown = displayRating(rating);
  if (shown === null) return <span data-rating="none">{NO_RATING_TEXT}</span>;
  return (
    <span data-rating={shown} aria-label={`${shown} trên 5 sao, ${count} đánh giá`}>
      <Icon icon={StarFilled} className={styles.star} /> {shown} ({count})
    </span>
  );
}
