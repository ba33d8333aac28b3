import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { CSSProperties, ReactNode } from 'react';
import { useCarousel } from '../lib/use-carousel';
import { Button, Icon } from '../ui';
import styles from './scroll-carousel.module.css';

/** Slides in view at each width: below 480 px, from 480, from 768, from 1200. */
export interface PerView {
  xs: number;
  sm: number;
  md: number;
  xl: number;
}

export interface ScrollCarouselProps {
  /** Names the carousel for screen readers, e.g. 'Dịch vụ nổi bật'. */
  label: string;
  slides: { key: string | number; content: ReactNode }[];
  perView: PerView;
  /** Autoplay step in milliseconds; 0 for none. */
  intervalMs: number;
}

/**
 * A light carousel: a CSS scroll-snap row (swipe and keyboard scroll work natively) with
 * previous/next buttons and dots a finger wide, and autoplay from
 * `useCarousel`. Server and browser draw the same first view (the slides in view come from CSS).
 */
export function ScrollCarousel({ label, slides, perView, intervalMs }: ScrollCarouselProps) {
  const { trackRef, index, maxIndex, goTo, next, prev, onScroll, pauseHandlers } = useCarousel({
    count: slides.length,
    intervalMs,
  });
  const vars = {
    '--pv-xs': perView.xs,
    '--pv-sm': perView.sm,
    '--pv-md': perView.md,
    '--pv-xl': perView.xl,
  } as CSSProperties;
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseHandlers}
    >
      <div
        ref={trackRef}
        className={styles.track}
        style={vars}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={`${label}: vuốt hoặc dùng phím mũi tên để xem thêm`}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${slides.length}`}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {maxIndex > 0 ? (
        <div className={styles.controls}>
          <Button
            className={styles.arrow}
            icon={<Icon icon={LeftOutlined} />}
            aria-label="Trước"
            onClick={prev}
          />
          <div className={styles.dots}>
            {Array.from({ length: maxIndex + 1 }, (_, i) => (
              <button
                key={i}
                type="button"
                className={i === index ? styles.dotActive : styles.dot}
                aria-label={`Đến vị trí ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
          {/* On a phone the dots only show where the row stands: a finger swipes or uses the
              arrows, and 44 px dots would not fit in one row. */}
          <div className={styles.pips} aria-hidden="true">
            {Array.from({ length: maxIndex + 1 }, (_, i) => (
              <span key={i} className={i === index ? styles.pipActive : styles.pip} />
            ))}
          </div>
          <Button
            className={styles.arrow}
            icon={<Icon icon={RightOutlined} />}
            aria-label="Tiếp"
            onClick={next}
          />
        </div>
      ) : null}
    </div>
  );
}
