/* The services and products lists. */
export {
  ProductsPage,
  pageData as productsPageData,
} from '../../features/catalog/pages/ProductsPage';
export {
  ServicesPage,
  pageData as servicesPageData,
} from '../../features/catalog/pages/ServicesPage';
