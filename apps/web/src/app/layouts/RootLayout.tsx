import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { PasswordChangeGate } from '../../features/auth/components/PasswordChangeGate';
import { useSessionScope } from '../../features/auth/session';
import { useLiveConnection } from '../../lib/live-events';
import { Toaster } from '../../ui';

/**
 * Scrolls to the top on every route change; keeps the live stream open while signed in; forgets
 * a user's cached data when their session ends; holds every page behind a forced password
 * change; shows the toasts (`toast` from ui) of every page.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  useSessionScope();
  // Not while a password must be changed: the server refuses everything else until then.
  useLiveConnection(user !== null && !user.must_change_password);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <PasswordChangeGate>
        <Outlet />
      </PasswordChangeGate>
      <Toaster />
    </>
  );
}
