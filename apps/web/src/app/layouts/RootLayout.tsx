import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PasswordChangeGate } from '../../features/auth/components/PasswordChangeGate';

/** Scrolls to the top on every route change; holds every page behind a forced password change. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PasswordChangeGate>
      <Outlet />
    </PasswordChangeGate>
  );
}
