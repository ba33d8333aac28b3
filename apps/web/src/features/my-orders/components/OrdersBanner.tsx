import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { PublicSlider } from '@salon/shared';
import { useSliderImpressions } from '../../content/api/public-sliders';
import { SliderLinkButton } from '../../content/components/SliderLinkButton';
import { useCarousel } from '../../../lib/use-carousel';
import { useOrderBanners } from '../api/order-banners';
import styles from './orders-banner.module.css';

/** Banners of the 'order' position rotate every 5 s (customer-account §9). */
const ROTATION_MS = 5000;

/** The hero of My orders: the banners of its position, or nothing when there are none. */
export function OrdersBanner() {
  const { data: banners } = useOrderBanners();
  useSliderImpressions(banners?.map((banner) => banner.id));
  if (!banners || banners.length === 0) return null;
  return <Slides banners={banners} />;
}

function Slides({ banners }: { banners: PublicSlider[] }) {
  const { trackRef, index, goTo, next, prev, onScroll, pauseHandlers } = useCarousel({
    count: banners.length,
    intervalMs: ROTATION_MS,
  });
  return (
    <section
      className={styles.hero}
      role="region"
      aria-roledescription="carousel"
      aria-label="Ưu đãi mua sắm"
      {...pauseHandlers}
    >
      <div ref={trackRef} className={styles.track} onScroll={onScroll}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${banners.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid="order-banner"
          >
            <picture>
              {banner.mobile_image_url ? (
                <source media="(max-width: 767px)" srcSet={banner.mobile_image_url} />
              ) : null}
              <img
                className={styles.image}
                src={banner.image_url}
                alt=""
                width={1600}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </picture>
            <div className={styles.content}>
              {banner.subtitle ? <p className={styles.eyebrow}>{banner.subtitle}</p> : null}
              <h2 className={styles.title}>{banner.title}</h2>
              {banner.description ? <p className={styles.text}>{banner.description}</p> : null}
              {banner.link_url ? <SliderLinkButton slider={banner} /> : null}
            </div>
          </div>
        ))}
      </div>
      {banners.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrev}`}
            aria-label="Banner trước"
            onClick={prev}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label="Banner tiếp theo"
            onClick={next}
          >
            <RightOutlined />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? styles.dotActive : styles.dot}
                aria-label={`Banner ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
