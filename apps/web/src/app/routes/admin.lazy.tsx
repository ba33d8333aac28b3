import type { ComponentType } from 'react';
import { ADMIN_PAGES, adminHomePath, canAccessAdminPage, type AdminPage } from '@salon/shared';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { usePreferences } from '../../features/preferences/api/preferences';
import { PreferencesPage } from '../../features/preferences/pages/PreferencesPage';
import { StaffProfilePage } from '../../features/staff-profile/pages/StaffProfilePage';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { PromotionsPage } from '../../features/promotions/pages/PromotionsPage';
import { StaffRegisterPage as StaffRegisterForm } from '../../features/admin/pages/StaffRegisterPage';
import { AdminFeedbackPage } from '../../features/reviews/pages/AdminFeedbackPage';
import { UiManagementPage } from '../../features/content/pages/UiManagementPage';
import { AdminCategoriesPage } from '../../features/catalog-admin/pages/AdminCategoriesPage';
import {
  AdminProductsPage,
  AdminServicesPage,
} from '../../features/catalog-admin/pages/AdminItemsPage';
import { AdminSuppliersPage } from '../../features/catalog-admin/pages/AdminSuppliersPage';
import { AdminBranchesPage } from '../../features/branches/pages/AdminBranchesPage';
import { StaffAdminPage } from '../../features/staff-admin/pages/StaffAdminPage';
import { AppointmentDeskPage } from '../../features/appointments-admin/pages/AppointmentDeskPage';
import { AdminOrdersPage } from '../../features/orders-admin/pages/AdminOrdersPage';
import { OrderReceiptPage as OrderReceipt } from '../../features/orders-admin/pages/OrderReceiptPage';
import { PaymentsAdminPage } from '../../features/payments-admin/pages/PaymentsAdminPage';
import { NotificationsAdminPage } from '../../features/notifications-admin/pages/NotificationsAdminPage';
import { ChatAdminPage } from '../../features/chat-admin/pages/ChatAdminPage';
import { ChatTestPage } from '../../features/chat-admin/pages/ChatTestPage';
import { SettingsAdminPage } from '../../features/settings-admin/pages/SettingsAdminPage';
import { AdminContactsPage } from '../../features/contacts-admin/pages/AdminContactsPage';
import { AdminCustomersPage } from '../../features/customers-admin/pages/AdminCustomersPage';
import { AdminCustomerDetailPage } from '../../features/customers-admin/pages/AdminCustomerDetailPage';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { SecurityPage } from '../../features/security/pages/SecurityPage';
import { AdminHelpPage } from '../../features/help-admin/pages/AdminHelpPage';
import { ToastDemoPage } from '../../features/toast-demo/pages/ToastDemoPage';
import { TestNotificationPage } from '../../features/test-notification/pages/TestNotificationPage';
import { AdminPageGuard } from '../guards/guards';

/* The back-office area, loaded as one chunk. Screens that later work builds are placeholders. */
export { AdminLoginPage } from '../../features/admin/pages/AdminLoginPage';
export { AdminLayout } from '../layouts/admin/AdminLayout';

/**
 * /admin: staff start at their appointments; managers and admins land on the default view of
 * their preferences (the dashboard unless they chose another page they may open).
 * /admin/dashboard is always the dashboard.
 */
export function AdminHome() {
  const { user } = useCurrentUser();
  const { preferences, isLoading } = usePreferences();
  const { pathname } = useLocation();
  if (user && adminHomePath(user.role) !== '/admin') {
    return <Navigate to={adminHomePath(user.role)} replace />;
  }
  const atRoot = pathname.replace(/\/+$/, '') === '/admin';
  if (user && atRoot) {
    if (isLoading) return <PageLoading />;
    const view = preferences.default_view;
    if (view !== 'dashboard' && canAccessAdminPage(user.role, view)) {
      return <Navigate to={`/admin/${view}`} replace />;
    }
  }
  return adminSection('dashboard');
}

export function StaffRegisterPage() {
  return (
    <AdminPageGuard page="staff">
      <StaffRegisterForm />
    </AdminPageGuard>
  );
}

/** /admin/orders/:id/receipt: the printable receipt of one order. */
export function OrderReceiptPage() {
  return (
    <AdminPageGuard page="orders">
      <OrderReceipt />
    </AdminPageGuard>
  );
}

/** /admin/customers/:id: one customer's record. */
export function CustomerDetailPage() {
  return (
    <AdminPageGuard page="customers">
      <AdminCustomerDetailPage />
    </AdminPageGuard>
  );
}

/** The screens built so far, by their /admin/<page> segment; one line per screen. */
const ADMIN_SCREENS: Partial<Record<AdminPage, ComponentType>> = {
  notifications: NotificationsAdminPage,
  promotions: PromotionsPage,
  feedback: AdminFeedbackPage,
  'ui-management': UiManagementPage,
  products: AdminProductsPage,
  services: AdminServicesPage,
  categories: AdminCategoriesPage,
  suppliers: AdminSuppliersPage,
  branches: AdminBranchesPage,
  staff: StaffAdminPage,
  appointments: AppointmentDeskPage,
  orders: AdminOrdersPage,
  payment: PaymentsAdminPage,
  profile: StaffProfilePage,
  customization: PreferencesPage,
  chat: ChatAdminPage,
  'test-chat': ChatTestPage,
  settings: SettingsAdminPage,
  contacts: AdminContactsPage,
  customers: AdminCustomersPage,
  dashboard: DashboardPage,
  help: AdminHelpPage,
  'toast-demo': ToastDemoPage,
  'test-notification': TestNotificationPage,
  security: SecurityPage,
};

/** A back-office page behind its permission check; a placeholder until its screen is built. */
export function adminSection(page: AdminPage) {
  const Screen = ADMIN_SCREENS[page];
  return (
    <AdminPageGuard page={page}>
      {Screen ? (
        <Screen />
      ) : (
        <PlaceholderPage
          title={ADMIN_PAGES[page].label}
          description="Màn hình quản trị này đang được xây dựng và sẽ sớm sẵn sàng."
        />
      )}
    </AdminPageGuard>
  );
}

/** Ant Design for every page of this area (see ssr/route-area). */
export { AntdScope as Scope } from '../antd-scope';
