import { PlaceholderPage } from '../../components/PlaceholderPage';

/* Storefront screens that later work builds: placeholders until then. */

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
