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
export { ServiceDetailPage } from '../../features/catalog/pages/ServiceDetailPage';
export { ProductDetailPage } from '../../features/catalog/pages/ProductDetailPage';

const home = { to: '/', label: 'Về trang chủ' };

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
