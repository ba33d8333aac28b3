import { Link } from 'react-router';
import styles from './catalog-card.module.css';

/** A catalogue card's picture, linking to the item (the title link is the one announced). */
export function CardCover({ href, image }: { href: string; image: string | undefined }) {
  return (
    <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden>
      {image ? <img src={image} alt="" width={400} height={300} loading="lazy" /> : null}
    </Link>
  );
}
