import type { Testimonial } from '@salon/shared';
import { Link } from 'react-router';
import { ScrollCarousel } from '../../../components/ScrollCarousel';
import { Surface } from '../../../components/Surface';
import { ButtonLink, Rate } from '../../../ui';
import { useTestimonials } from '../api/featured';
import { HOME_AUTOPLAY } from '../home-constants';
import styles from './home-sections.module.css';

function itemHref(quote: Testimonial): string {
  return `/${quote.item_type === 'service' ? 'dich-vu' : 'san-pham'}/${quote.item_slug}`;
}

/**
 * What customers said: approved reviews quoted with their own stars, author and item (the
 * original showed three made-up entries with five stars each). Hidden while there is none.
 */
export function Testimonials() {
  const { data: quotes } = useTestimonials();
  if (!quotes || quotes.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="khach-hang-noi-gi">
      <h2 className={styles.sectionTitle} id="khach-hang-noi-gi">
        Khách hàng nói gì về chúng tôi
      </h2>
      <ScrollCarousel
        label="Cảm nhận của khách hàng"
        perView={{ xs: 1, sm: 1, md: 2, xl: 2 }}
        intervalMs={HOME_AUTOPLAY.testimonialsMs}
        slides={quotes.map((quote) => ({
          key: String(quote.id),
          content: (
            <Surface className={styles.quoteCard} data-testimonial={quote.id}>
              <Rate value={quote.rating} className={styles.stars} />
              <blockquote className={styles.quote}>
                <strong>{quote.title}</strong>
                <br />“{quote.content}”
              </blockquote>
              <p className={styles.quoteAuthor}>
                <strong>{quote.author_name}</strong>
                {quote.is_verified ? ' · Đã sử dụng' : ''}
                <br />
                <Link className={styles.quoteService} to={itemHref(quote)}>
                  {quote.item_name}
                </Link>
              </p>
            </Surface>
          ),
        }))}
      />
      <div className={styles.more}>
        <ButtonLink to="/reviews" size="large">
          Xem tất cả đánh giá
        </ButtonLink>
      </div>
    </section>
  );
}
