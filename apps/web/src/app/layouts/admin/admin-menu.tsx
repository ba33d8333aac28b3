import {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BgColorsOutlined,
  CalendarOutlined,
  CommentOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FolderOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  SafetyOutlined,
  ScissorOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SkinOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  TruckOutlined,
  UserOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { ADMIN_PAGES, canAccessAdminPage, type AdminPage, type Role } from '@salon/shared';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';

const ICONS: Partial<Record<AdminPage, ReactNode>> = {
  dashboard: <DashboardOutlined />,
  appointments: <CalendarOutlined />,
  customers: <TeamOutlined />,
  orders: <ShoppingOutlined />,
  chat: <CommentOutlined />,
  notifications: <BellOutlined />,
  contacts: <ContactsOutlined />,
  services: <ScissorOutlined />,
  products: <SkinOutlined />,
  promotions: <TagsOutlined />,
  categories: <FolderOutlined />,
  suppliers: <TruckOutlined />,
  payment: <CreditCardOutlined />,
  feedback: <StarOutlined />,
  branches: <ShopOutlined />,
  staff: <UsergroupAddOutlined />,
  marketing: <BarChartOutlined />,
  'ui-management': <BgColorsOutlined />,
  'ai-recommendations': <RobotOutlined />,
  security: <SafetyOutlined />,
  settings: <SettingOutlined />,
  customization: <AppstoreOutlined />,
  help: <QuestionCircleOutlined />,
  profile: <UserOutlined />,
};

const GROUPS: { label: string; pages: AdminPage[] }[] = [
  {
    label: 'Vận hành',
    pages: [
      'dashboard',
      'appointments',
      'customers',
      'orders',
      'chat',
      'notifications',
      'contacts',
    ],
  },
  {
    label: 'Cửa hàng',
    pages: ['services', 'products', 'promotions', 'categories', 'suppliers', 'payment', 'feedback'],
  },
  { label: 'Chi nhánh & nhân sự', pages: ['branches', 'staff'] },
  { label: 'Nội dung & marketing', pages: ['ui-management', 'marketing', 'ai-recommendations'] },
  { label: 'Hệ thống', pages: ['security', 'settings', 'customization', 'help', 'profile'] },
];

export function adminPagePath(page: AdminPage): string {
  return `/admin/${page}`;
}

/** The side menu: only the pages the role may open, in their groups. */
export function adminMenuItems(role: Role): NonNullable<MenuProps['items']> {
  return GROUPS.map((group) => ({
    type: 'group' as const,
    key: group.label,
    label: group.label,
    children: group.pages
      .filter((page) => canAccessAdminPage(role, page))
      .map((page) => ({
        key: adminPagePath(page),
        icon: ICONS[page],
        label: ADMIN_PAGES[page].label,
      })),
  })).filter((group) => group.children.length > 0);
}

/**
 * The menu entry for a path: /admin/products/12 selects /admin/products. The dashboard entry goes
 * to /admin/dashboard, since /admin itself lands on the user's chosen default view.
 */
export function selectedMenuKey(pathname: string): string {
  const segment = pathname.split('/')[2];
  return `/admin/${segment || 'dashboard'}`;
}
