import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { BookingModalProvider } from '../../../features/booking/components/BookingModalProvider';
import { usePublicSettings } from '../../../features/settings/api/public-settings';
import { FloatingActions } from './FloatingActions';
import { ProfileUpdateGate } from './ProfileUpdateGate';
import styles from './public-layout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopBar } from './TopBar';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useSiteHead } from './use-site-head';
import { HydrateApart } from '../../ssr/HydrateApart';
import { toast } from '../../../ui';

/* The drawers load on first use: most visits never open them. */
const CartDrawer = lazy(async () => ({ default: (await import('./CartDrawer')).CartDrawer }));
const MobileNavDrawer = lazy(async () => ({
  default: (await import('./MobileNavDrawer')).MobileNavDrawer,
}));

export function PublicLayout() {
  const { settings, error } = usePublicSettings();
  const { user } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  // Customers and guests have a cart (a guest's is kept on the server behind its cookie).
  const hasCart = user === null || user.role === 'customer';
  const cartUsed = useOpenedOnce(cartOpen);
  const menuUsed = useOpenedOnce(menuOpen);

  useEffect(() => {
    if (error) toast.warning(error);
  }, [error]);
  useSiteHead(settings);

  return (
    <BookingModalProvider>
      <div className={styles.page}>
        <TopBar company={settings.company} />
        <SiteHeader
          companyName={settings.company.name}
          logoUrl={settings.branding.logo_url}
          user={user}
          onOpenMenu={() => setMenuOpen(true)}
          onOpenCart={() => setCartOpen(true)}
        />
        {/* Parts hydrated apart take no props that change when the session answers. */}
        <main className={styles.main}>
          <HydrateApart>
            <Outlet />
          </HydrateApart>
        </main>
        <HydrateApart>
          <SiteFooter settings={settings} />
        </HydrateApart>
        <FloatingActions
          user={user}
          hotline={settings.company.phone}
          zaloUrl={settings.company.zalo_oa_url}
          onOpenMenu={() => setMenuOpen(true)}
          onOpenCart={() => setCartOpen(true)}
        />
        <ProfileUpdateGate />
        <Suspense fallback={null}>
          {hasCart && cartUsed ? (
            <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
          ) : null}
          {menuUsed ? (
            <MobileNavDrawer
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              user={user}
              hotline={settings.company.phone}
            />
          ) : null}
        </Suspense>
      </div>
    </BookingModalProvider>
  );
}
