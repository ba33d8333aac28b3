import { PlaceholderPage } from '../../components/PlaceholderPage';

/* The storefront area, loaded as one chunk. Screens that later work builds are placeholders. */
export { ProductsPage } from '../../features/catalog/pages/ProductsPage';
export { ServicesPage } from '../../features/catalog/pages/ServicesPage';
export { AboutPage } from '../../features/content/pages/AboutPage';
export { ContactPage } from '../../features/content/pages/ContactPage';
export { HelpPage } from '../../features/content/pages/HelpPage';
export { PrivacyPage } from '../../features/content/pages/PrivacyPage';
export { SitemapPage } from '../../features/content/pages/SitemapPage';
export { TermsPage } from '../../features/content/pages/TermsPage';

const home = { to: '/', label: 'Về trang chủ' };

export const ServiceDetailPage = () => (
  <PlaceholderPage title="Chi tiết dịch vụ" backTo={{ to: '/dich-vu', label: 'Xem các dịch vụ' }} />
);
export const ProductDetailPage = () => (
  <PlaceholderPage
    title="Chi tiết sản phẩm"
    backTo={{ to: '/san-pham', label: 'Xem các sản phẩm' }}
  />
);
export const BookingPage = () => (
  <PlaceholderPage
    title="Đặt lịch hẹn"
    description="Đặt lịch trực tuyến sắp ra mắt. Trong lúc chờ, vui lòng gọi hotline để được đặt lịch."
    backTo={home}
  />
);
export const BookingSuccessPage = () => (
  <PlaceholderPage title="Đặt lịch thành công" backTo={home} />
);
export const ReviewsPage = () => <PlaceholderPage title="Đánh giá của khách hàng" backTo={home} />;
export const AiChatPage = () => <PlaceholderPage title="Tư vấn trực tuyến" backTo={home} />;
export const FavoritesPage = () => (
  <PlaceholderPage
    title="Sản phẩm yêu thích"
    description="Coming Soon – tính năng sắp ra mắt."
    backTo={home}
  />
);
