/* The services and products lists. */
export { ProductsPage } from '../../features/catalog/pages/ProductsPage';
export { ServicesPage } from '../../features/catalog/pages/ServicesPage';
