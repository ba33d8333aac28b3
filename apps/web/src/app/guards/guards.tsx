import { canAccessAdminPage, isStaffRole, type AdminPage } from '@salon/shared';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { NoPagePermission, NotStaff } from './Forbidden';

function loginPath(base: string, location: { pathname: string; search: string }): string {
  return `${base}?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Customer pages: a guest goes to the customer login and comes back afterwards. */
export function RequireCustomer() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={loginPath('/customer/login', location)} replace />;
  if (user.role !== 'customer') return <Navigate to="/admin" replace />;
  return <Outlet />;
}

/** The back office: staff, manager or admin. */
export function RequireStaff() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageLoading />;
  if (!user) return <Navigate to={loginPath('/login', location)} replace />;
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
