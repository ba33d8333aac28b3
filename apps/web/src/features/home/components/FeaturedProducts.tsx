import { CATALOG_MESSAGES } from '@salon/shared';
import { ProductCard } from '../../catalog/components/ProductCard';
import { useFeaturedProducts } from '../api/featured';
import { HOME_AUTOPLAY } from '../home-constants';
import { CarouselSection } from './CarouselSection';

/** 4 in view, 3 under 1200 px, 2 under 768 px, 1 under 480 px (storefront §2 Home page). */
const PER_VIEW = { xs: 1, sm: 2, md: 3, xl: 4 };

export function FeaturedProducts() {
  return (
    <CarouselSection
      id="san-pham-noi-bat"
      title="Sản phẩm nổi bật"
      intro="Sản phẩm chăm sóc tóc chính hãng, được stylist của salon tin dùng."
      query={useFeaturedProducts()}
      perView={PER_VIEW}
      intervalMs={HOME_AUTOPLAY.productsMs}
      emptyText={CATALOG_MESSAGES.noProducts}
      render={(product) => <ProductCard product={product} />}
      more={{ to: '/products', label: 'Xem tất cả sản phẩm' }}
    />
  );
}
