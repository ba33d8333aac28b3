import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import type { CurrentUser } from '@salon/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { BookingButton } from '../../../features/booking/components/BookingButton';
import { Button, Icon } from '../../../ui';
import { CartButton } from './CartButton';
import { HeaderSearch } from './HeaderSearch';
import { isActivePath, MAIN_MENU } from './nav-items';
import styles from './public-layout.module.css';
import { UserMenu } from './UserMenu';

/* Guests have no notifications: the bell loads for signed-in visitors only. */
const HeaderNotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).HeaderNotificationBell,
}));

export function BrandLogo({ name, logoUrl = '' }: { name: string; logoUrl?: string }) {
  return (
    <Link to="/" className={styles.brand} aria-label={`${name} – Trang chủ`}>
      <img
        src={logoUrl || '/favicon.svg'}
        alt=""
        width={36}
        height={36}
        className={styles.brandLogo}
        data-testid="brand-logo"
      />
      <span>{name}</span>
    </Link>
  );
}

/**
 * The sticky header. Drawn for a guest first (the server's page): the bell and the account menu
 * take their place once the session has answered.
 */
export function SiteHeader({
  companyName,
  logoUrl,
  user,
  onOpenMenu,
  onOpenCart,
}: {
  companyName: string;
  /** The uploaded logo (settings' branding); the built-in mark when empty. */
  logoUrl: string;
  user: CurrentUser | null;
  onOpenMenu: () => void;
  onOpenCart: () => void;
}) {
  const { pathname } = useLocation();
  // Customers and guests have a cart (a guest's is kept on the server behind its cookie).
  const hasCart = user === null || user.role === 'customer';
  return (
    <header className={styles.header}>
      <div className={`container ${styles.headerInner}`}>
        <BrandLogo name={companyName} logoUrl={logoUrl} />
        {/* The whole menu fits from 1200 px; below, the menu button opens it in the drawer. */}
        <nav className={`${styles.mainNav} ${styles.wideOnly}`} aria-label="Menu chính">
          {MAIN_MENU.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={isActivePath(pathname, item.to) ? styles.navActive : styles.navLink}
              aria-current={pathname === item.to ? 'page' : undefined}
            >
              {item.label}
            </Link>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <HeaderSearch />
          {/* On phones the bell is in the bottom bar: the header has no room. */}
          {user ? (
            <span className={`${styles.headerGroup} hide-mobile`}>
              <Suspense fallback={null}>
                <HeaderNotificationBell />
              </Suspense>
            </span>
          ) : null}
          {hasCart ? (
            <CartButton variant="text" className={styles.iconButton} onOpen={onOpenCart} />
          ) : null}
          {/* On phones the account links are in the drawer and booking in the bottom bar. */}
          <span className={`${styles.headerGroup} hide-mobile`}>
            <UserMenu user={user} />
          </span>
          <BookingButton
            type="primary"
            icon={<Icon icon={CalendarOutlined} />}
            className={`${styles.bookingButton} hide-mobile`}
          >
            Đặt lịch ngay
          </BookingButton>
          <Button
            variant="text"
            icon={<Icon icon={MenuOutlined} />}
            aria-label="Mở menu"
            aria-haspopup="dialog"
            className={`${styles.iconButton} ${styles.compactOnly}`}
            onClick={onOpenMenu}
          />
        </div>
      </div>
    </header>
  );
}
