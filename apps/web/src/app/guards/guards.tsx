import { canAccessAdminPage, isStaffRole, type AdminPage } from '@salon/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useSessionEnd } from '../../features/auth/session';
import { NoPagePermission, NotStaff } from './Forbidden';

/** The login, told where to come back to (and, after an expired session, to say so). */
function loginPath(
  base: string,
  location: { pathname: string; search: string },
  expired: boolean,
): string {
  const back = `redirect=${encodeURIComponent(location.pathname + location.search)}`;
  return `${base}?${expired ? 'expired=1&' : ''}${back}`;
}

/** Customer pages: a guest goes to the customer login and comes back afterwards. */
export function RequireCustomer() {
  const { user, isLoading } = useCurrentUser();
  const ended = useSessionEnd();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  // After a logout, the page that logged out goes to the login itself.
  if (!user && ended === 'logout') return null;
  if (!user)
    return <Navigate to={loginPath('/customer/login', location, ended === 'expired')} replace />;
  if (user.role !== 'customer') return <Navigate to="/admin" replace />;
  return <Outlet />;
}

/** The back office: staff, manager or admin. */
export function RequireStaff() {
  const { user, isLoading } = useCurrentUser();
  const ended = useSessionEnd();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  // After a logout, the page that logged out goes to the login itself.
  if (!user && ended === 'logout') return null;
  if (!user) return <Navigate to={loginPath('/login', location, ended === 'expired')} replace />;
  if (!isStaffRole(user.role)) return <NotStaff />;
  return <Outlet />;
}

/** One back-office page, checked against the permission table of packages/shared. */
export function AdminPageGuard({ page, children }: { page: AdminPage; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user || !canAccessAdminPage(user.role, page)) return <NoPagePermission />;
  return <>{children}</>;
}

/** Login and register screens: someone already signed in is sent on. */
export function RedirectIfSignedIn({
  when,
  to,
  children,
}: {
  when: (role: string) => boolean;
  to: string;
  children: ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (user && when(user.role)) return <Navigate to={to} replace />;
  return <>{children}</>;
}
