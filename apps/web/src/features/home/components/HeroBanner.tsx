import { LeftOutlined, PhoneOutlined, RightOutlined } from '@ant-design/icons';
import type { PublicSlider } from '@salon/shared';
import { Button } from 'antd';
import { useHomeBanners, useSliderImpressions } from '../../content/api/public-sliders';
import { SliderLinkButton } from '../../content/components/SliderLinkButton';
import { useCarousel } from '../../../lib/use-carousel';
import { HOME_AUTOPLAY } from '../home-constants';
import { StaticHero } from './StaticHero';
import styles from './hero-banner.module.css';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The home hero: the home banners, one per view, turning every 5 s. The first picture loads
 * first (eager, high priority; the mobile picture on narrow screens). Without banners, or when
 * they cannot be loaded, the built-in hero shows instead.
 */
export function HeroBanner({ hotline, companyName }: { hotline: string; companyName: string }) {
  const { data: banners, isPending } = useHomeBanners();
  useSliderImpressions(banners?.map((banner) => banner.id));
  if (isPending) return <div className={styles.placeholder} aria-hidden />;
  if (!banners || banners.length === 0) {
    return <StaticHero hotline={hotline} companyName={companyName} />;
  }
  return <BannerSlides banners={banners} hotline={hotline} />;
}

function BannerSlides({ banners, hotline }: { banners: PublicSlider[]; hotline: string }) {
  const { trackRef, index, goTo, next, prev, onScroll, pauseHandlers } = useCarousel({
    count: banners.length,
    intervalMs: HOME_AUTOPLAY.heroMs,
  });
  return (
    <section
      className={styles.hero}
      role="region"
      aria-roledescription="carousel"
      aria-label="Banner nổi bật"
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
            data-testid="hero-slide"
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
                height={600}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
            </picture>
            <div className={`container ${styles.content}`}>
              {banner.subtitle ? <p className={styles.eyebrow}>{banner.subtitle}</p> : null}
              <h2 className={styles.title}>{banner.title}</h2>
              {banner.description ? <p className={styles.text}>{banner.description}</p> : null}
              <div className={styles.actions}>
                <SliderLinkButton slider={banner} size="large" />
                <Button size="large" ghost icon={<PhoneOutlined />} href={telHref(hotline)}>
                  {hotline}
                </Button>
              </div>
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
