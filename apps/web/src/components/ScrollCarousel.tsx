import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { CSSProperties, ReactNode } from 'react';
import { lastPosition, useCarousel } from '../lib/use-carousel';
import { Button, Icon } from '../ui';
import styles from './scroll-carousel.module.css';

/** Slides in view (1 to 4) at each width: below 480 px, from 480, from 768, from 1200. */
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

const WIDTHS = ['xs', 'sm', 'md', 'xl'] as const;

/**
 * What the stylesheet needs to draw the controls at each width before any script runs: how many
 * of the last dots to leave out (a row of 6 with 3 in view starts at 4 places), and where all
 * slides fit, that there are no controls at all.
 */
export function controlsLayout(count: number, perView: PerView): Record<string, string> {
  const layout: Record<string, string> = {};
  for (const width of WIDTHS) {
    const last = lastPosition(count, perView[width]);
    if (last === 0) layout[`data-fits-${width}`] = '';
    else if (last < count - 1) layout[`data-hide-${width}`] = String(count - 1 - last);
  }
  return layout;
}

/**
 * A light carousel: a CSS scroll-snap row (swipe and keyboard scroll work natively) with
 * previous/next buttons and dots a finger wide, and autoplay from `useCarousel`. Server and
 * browser draw the same first view: the slides in view, the dots and whether there are controls
 * at all come from the stylesheet at each width; the script only moves the row and the dot.
 */
export function ScrollCarousel({ label, slides, perView, intervalMs }: ScrollCarouselProps) {
  const { trackRef, index, goTo, next, prev, onScroll, pauseHandlers } = useCarousel({
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
      {slides.length > 1 ? (
        <div className={styles.controls} {...controlsLayout(slides.length, perView)}>
          <Button
            className={styles.arrow}
            icon={<Icon icon={LeftOutlined} />}
            aria-label="Trước"
            onClick={prev}
          />
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
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
            {slides.map((slide, i) => (
              <span key={slide.key} className={i === index ? styles.pipActive : styles.pip} />
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
