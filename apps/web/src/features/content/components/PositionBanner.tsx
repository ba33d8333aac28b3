import type { SliderPosition } from '@salon/shared';
import type { ReactNode } from 'react';
import { BannerSlider } from '../../../components/BannerSlider';
import { usePositionSliders, useSliderImpressions } from '../api/public-sliders';
import { SliderLinkButton } from './SliderLinkButton';
import styles from './position-banner.module.css';

/** Banners of a page rotate every 5 s (customer-account §9). */
const ROTATION_MS = 5000;

/**
 * The hero of a page from the sliders of its position (about, contact, the service and product
 * lists), as the back office arranges them: their pictures, words and links, clicks and views
 * counted. The page keeps its heading for readers and search engines. Without sliders of the
 * position, or when they cannot be loaded, the page's own built-in banner (`fallback`) shows.
 */
export function PositionBanner({
  position,
  label,
  heading,
  fallback,
  actions,
}: {
  position: SliderPosition;
  /** Accessible name of the carousel. */
  label: string;
  /** The page's heading (h1), read out above the banners. */
  heading: string;
  fallback: ReactNode;
  /** The page's own buttons, beside each banner's link. */
  actions?: ReactNode;
}) {
  const { data: banners, isPending } = usePositionSliders(position);
  useSliderImpressions(banners?.map((banner) => banner.id));
  if (!isPending && (!banners || banners.length === 0)) return fallback;
  return (
    <>
      <h1 className={styles.visuallyHidden}>{heading}</h1>
      {banners ? (
        <BannerSlider
          banners={banners}
          label={label}
          intervalMs={ROTATION_MS}
          slideTestId={`${position}-banner`}
          imageSize={{ width: 1600, height: 400 }}
          priority
          look={styles}
          renderActions={(banner) =>
            banner.link_url || actions ? (
              <div className={styles.actions}>
                {banner.link_url ? <SliderLinkButton slider={banner} size="large" /> : null}
                {actions}
              </div>
            ) : null
          }
        />
      ) : (
        <div className={styles.placeholder} aria-hidden />
      )}
    </>
  );
}
