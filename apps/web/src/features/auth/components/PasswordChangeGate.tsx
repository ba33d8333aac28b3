import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../../../components/PageLoading';
import { useCurrentUser } from '../api/current-user';

const ForcedPasswordChangePage = lazy(async () => ({
  default: (await import('../pages/ForcedPasswordChangePage')).ForcedPasswordChangePage,
}));

// The two-factor policy's enrolment, shown the same way until the user has enrolled.
const TwoFactorSetupPage = lazy(async () => ({
  default: (await import('../../two-factor/pages/TwoFactorSetupPage')).TwoFactorSetupPage,
}));

/**
 * An account made at booking signs in with its phone as password: until it sets its own, every
 * page shows the password change instead (the server refuses everything else meanwhile). Once
 * changed, the page that was asked for (the login's way back) shows.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.two_factor_setup_required && !user.must_change_password) {
    return (
      <Suspense fallback={<PageLoading />}>
        <TwoFactorSetupPage />
      </Suspense>
    );
  }
  if (!user?.must_change_password) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoading />}>
      <ForcedPasswordChangePage />
    </Suspense>
  );
}
