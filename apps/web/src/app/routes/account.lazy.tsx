import { PlaceholderPage } from '../../components/PlaceholderPage';

/* The customer account area, loaded as one chunk. Screens that later work builds are placeholders. */
export { CustomerLoginPage } from '../../features/auth/pages/CustomerLoginPage';
export { CustomerRegisterPage } from '../../features/auth/pages/CustomerRegisterPage';
export { ForgotPasswordPage } from '../../features/auth/pages/ForgotPasswordPage';
export { CartPage } from '../../features/cart/pages/CartPage';
export { MyAppointmentsPage } from '../../features/appointments/pages/MyAppointmentsPage';
export { AppointmentDetailPage } from '../../features/appointments/pages/AppointmentDetailPage';
export { OrderDetailPage } from '../../features/orders/pages/OrderDetailPage';
export { MyOrdersPage } from '../../features/my-orders/pages/MyOrdersPage';
export { NotificationsPage } from '../../features/notifications/pages/NotificationsPage';
export { ProfilePage } from '../../features/profile/pages/ProfilePage';

const profile = { to: '/ho-so', label: 'Về hồ sơ của tôi' };

export const SupportChatPage = () => <PlaceholderPage title="Tin nhắn hỗ trợ" backTo={profile} />;
