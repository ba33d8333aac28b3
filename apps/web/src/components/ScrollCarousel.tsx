import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useCarousel } from '../lib/use-carousel';
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
 * previous/next buttons, dots and autoplay from `useCarousel`.
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
          <Button shape="circle" icon={<LeftOutlined />} aria-label="Trước" onClick={prev} />
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
          <Button shape="circle" icon={<RightOutlined />} aria-label="Tiếp" onClick={next} />
        </div>
      ) : null}
    </div>
  );
}
