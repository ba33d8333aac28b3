import type { PublicSlider } from '@salon/shared';
import { BannerSlider } from '../../../components/BannerSlider';
import { useHomeBanners, useSliderImpressions } from '../../content/api/public-sliders';
import { SliderLinkButton } from '../../content/components/SliderLinkButton';
import { HOME_AUTOPLAY } from '../home-constants';
import { PhoneLink } from './PhoneLink';
import { StaticHero } from './StaticHero';
import styles from './hero-banner.module.css';

/**
 * The home hero: the home banners, one per view, turning every 5 s. The first picture is the
 * page's largest: preloaded and fetched first (the phone picture on narrow screens). Without
 * banners, or when they cannot be loaded, the built-in hero shows instead; every state has the
 * same height, so nothing below moves.
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
  return (
    <BannerSlider
      banners={banners}
      label="Banner nổi bật"
      intervalMs={HOME_AUTOPLAY.heroMs}
      slideTestId="hero-slide"
      imageSize={{ width: 1600, height: 600 }}
      priority
      look={styles}
      renderActions={(banner) => (
        <div className={styles.actions}>
          <SliderLinkButton slider={banner} size="large" />
          <PhoneLink hotline={hotline} />
        </div>
      )}
    />
  );
}
