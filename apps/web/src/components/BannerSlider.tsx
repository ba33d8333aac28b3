import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { PublicSlider } from '@salon/shared';
import type { ReactNode } from 'react';
import { useCarousel } from '../lib/use-carousel';
import { Icon } from '../ui';
import { BannerSliderPicture } from './BannerSliderPicture';

/**
 * The caller's classes for each part of the slider. Each of them composes the part of the same
 * name in `banner-slider.module.css` (the behaviour every slider needs) and adds the sizes,
 * colours and spacing of its place; the base stylesheet is pulled in through `composes`, so it
 * ships with the caller's own CSS and costs no extra request.
 */
export type BannerSliderLook = Readonly<
  Partial<
    Record<
      | 'root'
      | 'track'
      | 'slide'
      | 'image'
      | 'content'
      | 'eyebrow'
      | 'title'
      | 'text'
      | 'arrowPrev'
      | 'arrowNext'
      | 'dots'
      | 'dot'
      | 'dotActive',
      string
    >
  >
>;

export interface BannerSliderProps {
  banners: PublicSlider[];
  /** Accessible name of the carousel region. */
  label: string;
  intervalMs: number;
  /** data-testid of each slide. */
  slideTestId: string;
  /** Intrinsic size of the pictures, so the page does not move while they load. */
  imageSize: { width: number; height: number };
  /**
   * The first picture is the page's largest: preloaded, high fetch priority, decoded at once.
   * Without it every picture loads lazily.
   */
  priority?: boolean;
  look: BannerSliderLook;
  /** The buttons under a banner's text. */
  renderActions: (banner: PublicSlider) => ReactNode;
}

/**
 * Banners one per view, turning on their own, with arrows and dots when there are several. The
 * first banner shows first on the server and in the browser alike; turning starts after the
 * page has come alive, and never for visitors who prefer less motion.
 */
export function BannerSlider({
  banners,
  label,
  intervalMs,
  slideTestId,
  imageSize,
  priority = false,
  look,
  renderActions,
}: BannerSliderProps) {
  const { trackRef, index, goTo, next, prev, onScroll, pauseHandlers } = useCarousel({
    count: banners.length,
    intervalMs,
  });
  return (
    <section
      className={look.root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseHandlers}
    >
      <div ref={trackRef} className={look.track} onScroll={onScroll}>
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={look.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${banners.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid={slideTestId}
          >
            <BannerSliderPicture
              banner={banner}
              className={look.image}
              width={imageSize.width}
              height={imageSize.height}
              priority={priority && i === 0}
            />
            <div className={look.content}>
              {banner.subtitle ? <p className={look.eyebrow}>{banner.subtitle}</p> : null}
              <h2 className={look.title}>{banner.title}</h2>
              {banner.description ? <p className={look.text}>{banner.description}</p> : null}
              {renderActions(banner)}
            </div>
          </div>
        ))}
      </div>
      {banners.length > 1 ? (
        <>
          <button type="button" className={look.arrowPrev} aria-label="Banner trước" onClick={prev}>
            <Icon icon={LeftOutlined} />
          </button>
          <button
            type="button"
            className={look.arrowNext}
            aria-label="Banner tiếp theo"
            onClick={next}
          >
            <Icon icon={RightOutlined} />
          </button>
          <div className={look.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? look.dotActive : look.dot}
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
