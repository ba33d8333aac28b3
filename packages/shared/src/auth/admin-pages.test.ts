import { describe, expect, it } from 'vitest';
import {
  accessibleAdminPageLabels,
  adminHomePath,
  ADMIN_PAGES,
  canAccessAdminPage,
  type AdminPage,
} from './admin-pages.js';
import { ROLES, type Role } from './roles.js';

const ALL_PAGES = Object.keys(ADMIN_PAGES) as AdminPage[];

const STAFF_PAGES: AdminPage[] = [
  'appointments',
  'customers',
  'orders',
  'chat',
  'notifications',
  'profile',
  'customization',
  'help',
  'toast-demo',
];

const MANAGER_ONLY_PAGES: AdminPage[] = [
  'dashboard',
  'services',
  'products',
  'promotions',
  'categories',
  'suppliers',
  'payment',
  'feedback',
  'marketing',
  'branches',
  'ai-recommendations',
  'contacts',
  'ui-management',
];

const ADMIN_ONLY_PAGES: AdminPage[] = [
  'staff',
  'security',
  'settings',
  'test-notification',
  'test-chat',
];

function pagesOf(role: Role | undefined): AdminPage[] {
  return ALL_PAGES.filter((page) => canAccessAdminPage(role, page));
}

describe('admin page permission table', () => {
  it('has every page in exactly one of the staff, manager and admin groups', () => {
    expect([...STAFF_PAGES, ...MANAGER_ONLY_PAGES, ...ADMIN_ONLY_PAGES].sort()).toEqual(
      [...ALL_PAGES].sort(),
    );
  });

  it('lets staff open exactly their pages', () => {
    expect(pagesOf('staff').sort()).toEqual([...STAFF_PAGES].sort());
  });

  it('lets a manager open the staff pages and the manager pages, nothing of the admin', () => {
    expect(pagesOf('manager').sort()).toEqual([...STAFF_PAGES, ...MANAGER_ONLY_PAGES].sort());
  });

  it('lets an admin open every page', () => {
    expect(pagesOf('admin').sort()).toEqual([...ALL_PAGES].sort());
  });

  it('lets no customer or anonymous visitor open any page', () => {
    expect(pagesOf('customer')).toEqual([]);
    expect(pagesOf(undefined)).toEqual([]);
  });

  it.each([
    ['staff', 'appointments', true],
    ['staff', 'customers', true],
    ['staff', 'orders', true],
    ['staff', 'chat', true],
    ['staff', 'notifications', true],
    ['staff', 'profile', true],
    ['staff', 'suppliers', false],
    ['staff', 'dashboard', false],
    ['staff', 'settings', false],
    ['staff', 'services', false],
    ['staff', 'staff', false],
    ['manager', 'suppliers', true],
    ['manager', 'dashboard', true],
    ['manager', 'branches', true],
    ['manager', 'settings', false],
    ['manager', 'staff', false],
    ['manager', 'security', false],
    ['admin', 'settings', true],
    ['admin', 'staff', true],
    ['admin', 'security', true],
    ['admin', 'suppliers', true],
    ['customer', 'profile', false],
    ['customer', 'appointments', false],
  ] as const)('%s on /admin/%s: %s', (role, page, allowed) => {
    expect(canAccessAdminPage(role, page)).toBe(allowed);
  });

  it('gives every page a Vietnamese label', () => {
    for (const page of ALL_PAGES) expect(ADMIN_PAGES[page].label.trim()).not.toBe('');
    expect(ADMIN_PAGES.suppliers.label).toBe('Nhà cung cấp');
    expect(ADMIN_PAGES.appointments.label).toBe('Lịch hẹn');
  });
});

describe('adminHomePath', () => {
  it.each([
    ['staff', '/admin/appointments'],
    ['manager', '/admin'],
    ['admin', '/admin'],
  ] as const)('%s lands on %s', (role, path) => {
    expect(adminHomePath(role)).toBe(path);
  });

  it('sends every back-office role to a page it may open', () => {
    for (const role of ['staff', 'manager', 'admin'] as const) {
      const home = adminHomePath(role);
      const page = (home === '/admin' ? 'dashboard' : home.slice('/admin/'.length)) as AdminPage;
      expect(canAccessAdminPage(role, page)).toBe(true);
    }
  });
});

describe('accessibleAdminPageLabels', () => {
  it('lists the staff pages in lower case, without the toast demo', () => {
    expect(accessibleAdminPageLabels('staff')).toEqual([
      'lịch hẹn',
      'khách hàng',
      'đơn hàng',
      'tin nhắn',
      'thông báo',
      'hồ sơ',
      'tùy chỉnh',
      'trợ giúp',
    ]);
  });

  it('lists more pages for a manager and all but the toast demo for an admin', () => {
    expect(accessibleAdminPageLabels('manager')).toContain('nhà cung cấp');
    expect(accessibleAdminPageLabels('manager')).not.toContain('cài đặt');
    expect(accessibleAdminPageLabels('admin')).toHaveLength(ALL_PAGES.length - 1);
    expect(accessibleAdminPageLabels('customer')).toEqual([]);
  });

  it('covers every role', () => {
    expect(ROLES).toEqual(['customer', 'staff', 'manager', 'admin']);
  });
});
