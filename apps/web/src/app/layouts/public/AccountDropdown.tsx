import { DownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import { Avatar, Badge, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useChatUnreadCount } from '../../../features/chat/api/unread-count';
import { CUSTOMER_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { useSignOut } from './use-sign-out';

/** The signed-in user's menu in the header (loaded only for signed-in visitors). */
export function AccountDropdown({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const staff = isStaffRole(user.role);
  // The salon's unread answers, beside 'Tin nhắn' and as a dot on the avatar.
  const unread = useChatUnreadCount(!staff).data ?? 0;
  const items: MenuProps['items'] = [
    ...(staff
      ? [{ key: '/admin', icon: <SettingOutlined />, label: 'Trang quản trị' }]
      : CUSTOMER_MENU.map((item) => ({
          key: item.to,
          label:
            item.to === '/tin-nhan' && unread > 0 ? (
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                {item.label}
                <Badge count={unread} size="small" title={`${unread} tin nhắn chưa đọc`} />
              </span>
            ) : (
              item.label
            ),
        }))),
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
        <Badge dot={unread > 0} offset={[-2, 2]}>
          <Avatar size="small" src={user.avatar_url ?? undefined} icon={<UserOutlined />} />
        </Badge>
        <span className={styles.userName}>{user.name}</span>
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
