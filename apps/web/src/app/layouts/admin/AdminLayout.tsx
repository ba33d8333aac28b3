import { HomeOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_LABELS } from '@salon/shared';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Menu, Tag } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useSignOut } from '../public/use-sign-out';
import { usePreferences } from '../../../features/preferences/api/preferences';
import { adminMenuItems, selectedMenuKey } from './admin-menu';
import { AdminThemeProvider } from './AdminThemeProvider';
import styles from './admin-layout.module.css';
import { LinkButton } from '../../../components/LinkButton';

export function AdminLayout() {
  return (
    <AdminThemeProvider>
      <AdminShell />
    </AdminThemeProvider>
  );
}

function AdminShell() {
  const { user } = useCurrentUser();
  const { preferences } = usePreferences();
  const sidebar = preferences.sidebar_style;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isMobile = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut } = useSignOut('/login');
  if (!user) return null;

  const menu = (
    <Menu
      mode="inline"
      theme={sidebar === 'classic' && !isMobile ? 'dark' : 'light'}
      inlineCollapsed={sidebar === 'minimal' && !isMobile}
      selectedKeys={[selectedMenuKey(pathname)]}
      items={adminMenuItems(user.role)}
      onClick={({ key }) => {
        setDrawerOpen(false);
        void navigate(key);
      }}
      className={styles.menu}
    />
  );
  const compactBrand = (
    <Link to="/admin" className={styles.brand} aria-label="Quản trị salon">
      <img src="/favicon.svg" alt="" width={28} height={28} />
    </Link>
  );
  const brand = (
    <Link to="/admin" className={styles.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>Quản trị salon</span>
    </Link>
  );

  return (
    <Layout className={styles.layout}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          title={brand}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          width={240}
          collapsedWidth={72}
          collapsed={sidebar === 'minimal'}
          theme={sidebar === 'classic' ? 'dark' : 'light'}
          className={styles.sider}
          data-sidebar={sidebar}
        >
          <div className={styles.siderBrand}>{sidebar === 'minimal' ? compactBrand : brand}</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header className={styles.header}>
          {isMobile ? (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="Mở menu quản trị"
              onClick={() => setDrawerOpen(true)}
            />
          ) : (
            <span />
          )}
          <div className={styles.headerRight}>
            <LinkButton to="/" className="hide-mobile" type="text" icon={<HomeOutlined />}>
              Xem trang web
            </LinkButton>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'profile', icon: <UserOutlined />, label: 'Hồ sơ' },
                  { type: 'divider' },
                  { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
                ],
                onClick: ({ key }) =>
                  key === 'logout' ? signOut() : void navigate('/admin/profile'),
              }}
            >
              <Button type="text" className={styles.userButton} aria-label="Tài khoản quản trị">
                <Avatar size="small" src={user.avatar_url ?? undefined} icon={<UserOutlined />} />
                <span className={styles.userName}>{user.name}</span>
                <Tag color="green" className="hide-mobile">
                  {ROLE_LABELS[user.role]}
                </Tag>
              </Button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
