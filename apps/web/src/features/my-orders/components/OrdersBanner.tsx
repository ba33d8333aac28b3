import { BannerSlider } from '../../../components/BannerSlider';
import { useSliderImpressions } from '../../content/api/public-sliders';
import { SliderLinkButton } from '../../content/components/SliderLinkButton';
import { useOrderBanners } from '../api/order-banners';
import styles from './orders-banner.module.css';

/** Banners of the 'order' position rotate every 5 s (customer-account §9). */
const ROTATION_MS = 5000;

/** The hero of My orders: the banners of its position, or nothing when there are none. */
export function OrdersBanner() {
  const { data: banners } = useOrderBanners();
  useSliderImpressions(banners?.map((banner) => banner.id));
  if (!banners || banners.length === 0) return null;
  return (
    <BannerSlider
      banners={banners}
      label="Ưu đãi mua sắm"
      intervalMs={ROTATION_MS}
      slideTestId="order-banner"
      imageSize={{ width: 1600, height: 400 }}
      look={styles}
      renderActions={(banner) => (banner.link_url ? <SliderLinkButton slider={banner} /> : null)}
    />
  );
}
