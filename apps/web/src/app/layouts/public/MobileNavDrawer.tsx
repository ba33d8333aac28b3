import { CalendarOutlined, LogoutOutlined, PhoneOutlined } from '@ant-design/icons';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import { Button, Divider, Drawer } from 'antd';
import { Link, useLocation } from 'react-router';
import { CUSTOMER_MENU, GUEST_MENU, isActivePath, MAIN_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { useSignOut } from './use-sign-out';
import { BookingButton } from '../../../features/booking/components/BookingButton';

export function MobileNavDrawer({
  open,
  onClose,
  user,
  hotline,
}: {
  open: boolean;
  onClose: () => void;
  user: CurrentUser | null;
  hotline: string;
}) {
  const { pathname } = useLocation();
  const { signOut } = useSignOut();
  const accountLinks = !user
    ? GUEST_MENU
    : isStaffRole(user.role)
      ? [{ to: '/admin', label: 'Trang quản trị' }]
      : CUSTOMER_MENU;
  return (
    <Drawer title="Menu" placement="right" open={open} onClose={onClose} size={300}>
      <nav className={styles.drawerNav} aria-label="Menu di động">
        {MAIN_MENU.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={onClose}
            className={isActivePath(pathname, item.to) ? styles.drawerActive : styles.drawerLink}
          >
            {item.label}
          </Link>
        ))}
        <Divider style={{ margin: '8px 0' }} />
        {user ? <div className={styles.drawerUser}>Xin chào, {user.name}</div> : null}
        {accountLinks.map((item) => (
          <Link key={item.to} to={item.to} onClick={onClose} className={styles.drawerLink}>
            {item.label}
          </Link>
        ))}
        {user ? (
          <Button
            type="text"
            danger
            icon={<LogoutOutlined />}
            className={styles.drawerLogout}
            onClick={() => {
              onClose();
              signOut();
            }}
          >
            Đăng xuất
          </Button>
        ) : null}
        <Divider style={{ margin: '8px 0' }} />
        <BookingButton
          to="/dat-lich"
          onClick={onClose}
          type="primary"
          block
          icon={<CalendarOutlined />}
        >
          Đặt lịch ngay
        </BookingButton>
        <Button block icon={<PhoneOutlined />} href={`tel:${hotline.replace(/\s/g, '')}`}>
          Gọi {hotline}
        </Button>
      </nav>
    </Drawer>
  );
}
