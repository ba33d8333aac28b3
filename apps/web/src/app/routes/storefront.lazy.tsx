import { PlaceholderPage } from '../../components/PlaceholderPage';

export { BookingSuccessPage } from '../../features/booking/pages/BookingSuccessPage';

/* Storefront screens that later work builds: placeholders until then. */

const home = { to: '/', label: 'Về trang chủ' };

export const ReviewsPage = () => <PlaceholderPage title="Đánh giá của khách hàng" backTo={home} />;
export const FavoritesPage = () => (
  <PlaceholderPage
    title="Sản phẩm yêu thích"
    description="Coming Soon – tính năng sắp ra mắt."
    backTo={home}
  />
);

/** Ant Design for every page of this area (see ssr/route-area). */
export { AntdScope as Scope } from '../antd-scope';
