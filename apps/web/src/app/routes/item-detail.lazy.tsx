/* A service's or a product's own page, with its reviews and questions. */
export {
  ProductDetailPage,
  pageData as productPageData,
} from '../../features/catalog/pages/ProductDetailPage';
export {
  ServiceDetailPage,
  pageData as servicePageData,
} from '../../features/catalog/pages/ServiceDetailPage';
