import { CATALOG_MESSAGES } from '@salon/shared';
import { ServiceCard } from '../../catalog/components/ServiceCard';
import { useFeaturedServices } from '../api/featured';
import { HOME_AUTOPLAY } from '../home-constants';
import { CarouselSection } from './CarouselSection';

/** 3 in view, 2 under 1200 px, 1 under 768 px (storefront §2 Home page). */
const PER_VIEW = { xs: 1, sm: 1, md: 2, xl: 3 };

export function FeaturedServices() {
  return (
    <CarouselSection
      id="dich-vu-noi-bat"
      title="Dịch vụ nổi bật"
      intro="Những dịch vụ được khách hàng yêu thích và đánh giá cao nhất."
      query={useFeaturedServices()}
      perView={PER_VIEW}
      intervalMs={HOME_AUTOPLAY.servicesMs}
      emptyText={CATALOG_MESSAGES.noServices}
      render={(service) => <ServiceCard service={service} />}
      more={{ to: '/services', label: 'Xem tất cả dịch vụ' }}
    />
  );
}
