import type { Role, StaffRole } from './roles.js';

const ALL: readonly StaffRole[] = ['staff', 'manager', 'admin'];
const MANAGERS: readonly StaffRole[] = ['manager', 'admin'];
const ADMINS: readonly StaffRole[] = ['admin'];

/**
 * The per-page permission table of the back office. The key is the path segment under /admin;
 * the same table guards the pages in the web app and the admin APIs on the server.
 */
export const ADMIN_PAGES = {
  dashboard: { label: 'Tổng quan', roles: MANAGERS },
  appointments: { label: 'Lịch hẹn', roles: ALL },
  customers: { label: 'Khách hàng', roles: ALL },
  orders: { label: 'Đơn hàng', roles: ALL },
  chat: { label: 'Tin nhắn', roles: ALL },
  notifications: { label: 'Thông báo', roles: ALL },
  profile: { label: 'Hồ sơ', roles: ALL },
  customization: { label: 'Tùy chỉnh', roles: ALL },
  help: { label: 'Trợ giúp', roles: ALL },
  'toast-demo': { label: 'Thử thông báo nổi', roles: ALL },
  services: { label: 'Dịch vụ', roles: MANAGERS },
  products: { label: 'Sản phẩm', roles: MANAGERS },
  promotions: { label: 'Khuyến mãi', roles: MANAGERS },
  categories: { label: 'Danh mục', roles: MANAGERS },
  suppliers: { label: 'Nhà cung cấp', roles: MANAGERS },
  payment: { label: 'Thanh toán', roles: MANAGERS },
  feedback: { label: 'Đánh giá', roles: MANAGERS },
  marketing: { label: 'Marketing', roles: MANAGERS },
  branches: { label: 'Chi nhánh', roles: MANAGERS },
  'ai-recommendations': { label: 'Gợi ý AI', roles: MANAGERS },
  contacts: { label: 'Liên hệ', roles: MANAGERS },
  'ui-management': { label: 'Giao diện', roles: MANAGERS },
  staff: { label: 'Nhân sự', roles: ADMINS },
  security: { label: 'Bảo mật', roles: ADMINS },
  settings: { label: 'Cài đặt', roles: ADMINS },
  'test-notification': { label: 'Thử thông báo', roles: ADMINS },
  'test-chat': { label: 'Thử chat', roles: ADMINS },
} as const satisfies Record<string, { label: string; roles: readonly StaffRole[] }>;

export type AdminPage = keyof typeof ADMIN_PAGES;

export function canAccessAdminPage(role: Role | undefined, page: AdminPage): boolean {
  if (!role) return false;
  return (ADMIN_PAGES[page].roles as readonly Role[]).includes(role);
}

/** Where a back-office user lands on /admin: staff have no dashboard. */
export function adminHomePath(role: Role): string {
  return canAccessAdminPage(role, 'dashboard') ? '/admin' : '/admin/appointments';
}

/** Labels of the pages a role may open, for the 403 screen. */
export function accessibleAdminPageLabels(role: Role): string[] {
  return (Object.keys(ADMIN_PAGES) as AdminPage[])
    .filter((page) => page !== 'toast-demo' && canAccessAdminPage(role, page))
    .map((page) => ADMIN_PAGES[page].label.toLowerCase());
}
