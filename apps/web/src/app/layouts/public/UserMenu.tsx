import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { CUSTOMER_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { useSignOut } from './use-sign-out';
import { LinkButton } from '../../../components/LinkButton';

/** Header account area: login and register for guests, the account menu for signed-in users. */
export function UserMenu({ user }: { user: CurrentUser | null }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  if (!user) {
    return (
      <Space size={8}>
        <LinkButton to="/customer/login" type="text">
          Đăng nhập
        </LinkButton>
        <LinkButton to="/customer/register" type="primary" ghost>
          Đăng ký
        </LinkButton>
      </Space>
    );
  }
  const items: MenuProps['items'] = [
    ...(isStaffRole(user.role)
      ? [{ key: '/admin', icon: <SettingOutlined />, label: 'Trang quản trị' }]
      : CUSTOMER_MENU.map((item) => ({ key: item.to, label: item.label }))),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Đăng xuất', danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? signOut() : void navigate(key)),
      }}
    >
      <Button type="text" className={styles.userButton} aria-label="Tài khoản của tôi">
        <Avatar size="small" src={user.avatar_url ?? undefined} icon={<UserOutlined />} />
        <span className={styles.userName}>{user.name}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
