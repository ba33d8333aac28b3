import { Link } from 'react-router';
import { Picture } from '../../../ui';
import styles from './catalog-card.module.css';

/** A catalogue card's picture, linking to the item (the title link is the one announced). */
export function CardCover({ href, image }: { href: string; image: string | undefined }) {
  return (
    <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden>
      {image ? (
        <Picture
          src={image}
          alt=""
          width={400}
          height={300}
          sizes="(max-width: 575px) 100vw, (max-width: 991px) 50vw, 400px"
        />
      ) : null}
    </Link>
  );
}
