import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import { Link, useLocation } from 'react-router';
import { BookingButton } from '../../../features/booking/components/BookingButton';
import { Button, ButtonLink, Drawer, Icon } from '../../../ui';
import { CUSTOMER_MENU, GUEST_MENU, isActivePath, MAIN_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { useSignOut } from './use-sign-out';

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
    <Drawer title="Menu" open={open} onClose={onClose} width={300}>
      <nav className={styles.drawerNav} aria-label="Menu di động">
        {MAIN_MENU.map((item) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={onClose}
            className={isActivePath(pathname, item.to) ? styles.drawerActive : styles.drawerLink}
            aria-current={pathname === item.to ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
        <hr className={styles.drawerDivider} />
        {user ? <div className={styles.drawerUser}>Xin chào, {user.name}</div> : null}
        {accountLinks.map((item) => (
          <Link key={item.to} to={item.to} onClick={onClose} className={styles.drawerLink}>
            {item.label}
          </Link>
        ))}
        {user ? (
          <Button
            variant="text"
            icon={<Icon icon={LogoutOutlined} />}
            className={styles.drawerLogout}
            onClick={() => {
              onClose();
              signOut();
            }}
          >
            Đăng xuất
          </Button>
        ) : null}
        <hr className={styles.drawerDivider} />
        <BookingButton
          onClick={onClose}
          type="primary"
          block
          className={styles.drawerBooking}
          icon={<Icon icon={CalendarOutlined} />}
        >
          Đặt lịch ngay
        </BookingButton>
        <ButtonLink
          block
          icon={<Icon icon={PhoneOutlined} />}
          href={`tel:${hotline.replace(/\s/g, '')}`}
        >
          Gọi {hotline}
        </ButtonLink>
      </nav>
    </Drawer>
  );
}
