import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { CUSTOMER_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { useSignOut } from './use-sign-out';

/** The signed-in user's menu in the header (loaded only for signed-in visitors). */
export function AccountDropdown({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
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
