import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import { useChatUnreadCount } from '../../../features/chat/api/unread-count';
import { Badge, Dropdown, Icon, type DropdownItem } from '../../../ui';
import { CUSTOMER_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { useSignOut } from './use-sign-out';

/** The signed-in user's menu in the header (loaded only for signed-in visitors). */
export function AccountDropdown({ user }: { user: CurrentUser }) {
  const { signOut } = useSignOut();
  const staff = isStaffRole(user.role);
  // The salon's unread answers, beside 'Tin nhắn' and as a dot on the avatar.
  const unread = useChatUnreadCount(!staff).data ?? 0;
  const items: DropdownItem[] = [
    ...(staff
      ? [
          {
            key: '/admin',
            to: '/admin',
            icon: <Icon icon={SettingOutlined} />,
            label: 'Trang quản trị',
          },
        ]
      : CUSTOMER_MENU.map((item) => ({
          key: item.to,
          to: item.to,
          label:
            item.to === '/tin-nhan' && unread > 0 ? (
              <>
                {item.label}
                <Badge count={unread} title={`${unread} tin nhắn chưa đọc`} />
              </>
            ) : (
              item.label
            ),
        }))),
    { key: 'divider', divider: true },
    {
      key: 'logout',
      icon: <Icon icon={LogoutOutlined} />,
      label: 'Đăng xuất',
      danger: true,
      onSelect: signOut,
    },
  ];
  return (
    <Dropdown
      label="Tài khoản của tôi"
      triggerClassName={styles.userButton}
      items={items}
      trigger={
        <>
          <Badge dot={unread > 0}>
            <span className={styles.avatar}>
              {user.avatar_url ? (
                <img src={user.avatar_url} alt="" width={24} height={24} />
              ) : (
                <Icon icon={UserOutlined} />
              )}
            </span>
          </Badge>
          <span className={styles.userName}>{user.name}</span>
          <Icon icon={DownOutlined} className={styles.caret} />
        </>
      }
    />
  );
}
