import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../../../components/PageLoading';
import { useCurrentUser } from '../api/current-user';

const ForcedPasswordChangePage = lazy(async () => ({
  default: (await import('../pages/ForcedPasswordChangePage')).ForcedPasswordChangePage,
}));

/**
 * An account made at booking signs in with its phone as password: until it sets its own, every
 * page shows the password change instead (the server refuses everything else meanwhile). Once
 * changed, the page that was asked for (the login's way back) shows.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user?.must_change_password) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoading />}>
      <ForcedPasswordChangePage />
    </Suspense>
  );
}
