import { Suspense, type ReactNode } from 'react';
import { lazyInAntdScope } from '../../../app/lazy-in-antd-scope';
import { Spinner } from '../../../ui';
import { useCurrentUser } from '../api/current-user';

/* Both pages (Ant Design forms) load only for the accounts that must see them. */
const ForcedPasswordChangePage = lazyInAntdScope(
  async () => (await import('../pages/ForcedPasswordChangePage')).ForcedPasswordChangePage,
);

// The two-factor policy's enrolment, shown the same way until the user has enrolled.
const TwoFactorSetupPage = lazyInAntdScope(
  async () => (await import('../../two-factor/pages/TwoFactorSetupPage')).TwoFactorSetupPage,
);

const loading = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: '80px 0' }}>
    <Spinner size="large" />
  </div>
);

/**
 * An account made at booking signs in with its phone as password: until it sets its own, every
 * page shows the password change instead (the server refuses everything else meanwhile). Once
 * changed, the page that was asked for (the login's way back) shows. Anyone else gets the page
 * itself, with nothing of these two loaded.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  if (user?.two_factor_setup_required && !user.must_change_password) {
    return (
      <Suspense fallback={loading}>
        <TwoFactorSetupPage />
      </Suspense>
    );
  }
  if (!user?.must_change_password) return <>{children}</>;
  return (
    <Suspense fallback={loading}>
      <ForcedPasswordChangePage />
    </Suspense>
  );
}
