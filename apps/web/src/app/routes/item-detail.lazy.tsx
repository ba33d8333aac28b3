/* A service's or a product's own page, with its reviews and questions. */
export { ProductDetailPage } from '../../features/catalog/pages/ProductDetailPage';
export { ServiceDetailPage } from '../../features/catalog/pages/ServiceDetailPage';
