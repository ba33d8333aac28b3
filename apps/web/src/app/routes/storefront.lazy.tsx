import { PlaceholderPage } from '../../components/PlaceholderPage';

/* The storefront area, loaded as one chunk. Screens that later work builds are placeholders. */
export { HomePage } from '../../features/home/pages/HomePage';
export { ProductsPage } from '../../features/catalog/pages/ProductsPage';
export { ServicesPage } from '../../features/catalog/pages/ServicesPage';
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
export const AboutPage = () => <PlaceholderPage title="Về chúng tôi" backTo={home} />;
export const ContactPage = () => <PlaceholderPage title="Liên hệ" backTo={home} />;
export const HelpPage = () => <PlaceholderPage title="Trung tâm trợ giúp" backTo={home} />;
export const TermsPage = () => <PlaceholderPage title="Điều khoản sử dụng" backTo={home} />;
export const PrivacyPage = () => <PlaceholderPage title="Chính sách bảo mật" backTo={home} />;
export const SitemapPage = () => <PlaceholderPage title="Sơ đồ trang" backTo={home} />;
export const ReviewsPage = () => <PlaceholderPage title="Đánh giá của khách hàng" backTo={home} />;
export const AiChatPage = () => <PlaceholderPage title="Tư vấn trực tuyến" backTo={home} />;
export const FavoritesPage = () => (
  <PlaceholderPage
    title="Sản phẩm yêu thích"
    description="Coming Soon – tính năng sắp ra mắt."
    backTo={home}
  />
);
