import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { SupportChatPage as SupportChat } from '../../features/chat/pages/SupportChatPage';

/* The customer account area, loaded as one chunk. Screens that later work builds are placeholders. */
export { CustomerLoginPage } from '../../features/auth/pages/CustomerLoginPage';
export { CustomerRegisterPage } from '../../features/auth/pages/CustomerRegisterPage';
export { ForgotPasswordPage } from '../../features/auth/pages/ForgotPasswordPage';
export { CartPage } from '../../features/cart/pages/CartPage';
export { MyAppointmentsPage } from '../../features/appointments/pages/MyAppointmentsPage';
export { AppointmentDetailPage } from '../../features/appointments/pages/AppointmentDetailPage';
export { OrderDetailPage } from '../../features/orders/pages/OrderDetailPage';
export { CustomerReceiptPage } from '../../features/orders/pages/CustomerReceiptPage';
export { MyOrdersPage } from '../../features/my-orders/pages/MyOrdersPage';
export { NotificationsPage } from '../../features/notifications/pages/NotificationsPage';
export { ProfilePage } from '../../features/profile/pages/ProfilePage';

/* The chat's 'Trợ lý AI' tab is the consultant of /chat-tu-van, loaded when the tab opens. */
const AiConsultant = lazy(async () => ({
  default: (await import('../../features/ai-chat/components/AiConsultant')).AiConsultant,
}));

export const SupportChatPage = () => (
  <SupportChat
    assistant={
      <Suspense fallback={<PageLoading />}>
        <AiConsultant embedded />
      </Suspense>
    }
  />
);

/** Ant Design for every page of this area (see ssr/route-area). */
export { AntdScope as Scope } from '../antd-scope';
