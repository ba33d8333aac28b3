import { App } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { usePublicSettings } from '../../../features/settings/api/public-settings';
import { CartDrawer } from './CartDrawer';
import { FloatingActions } from './FloatingActions';
import { MobileNavDrawer } from './MobileNavDrawer';
import styles from './public-layout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { TopBar } from './TopBar';

export function PublicLayout() {
  const { settings, error } = usePublicSettings();
  const { user } = useCurrentUser();
  const { message } = App.useApp();
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const isCustomer = user?.role === 'customer';

  useEffect(() => {
    if (error) void message.warning(error);
  }, [error, message]);

  return (
    <div className={styles.page}>
      <TopBar company={settings.company} />
      <SiteHeader
        companyName={settings.company.name}
        user={user}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenCart={() => setCartOpen(true)}
      />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <FloatingActions
        user={user}
        hotline={settings.company.phone}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenCart={() => setCartOpen(true)}
      />
      {isCustomer ? <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} /> : null}
      <MobileNavDrawer
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        user={user}
        hotline={settings.company.phone}
      />
    </div>
  );
}
