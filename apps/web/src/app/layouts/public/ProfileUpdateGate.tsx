import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useProfileStatus } from '../../../features/profile/api/profile';
import {
  clearProfileUpdateDemand,
  useProfileUpdateDemand,
} from '../../../features/profile/profile-update-required';
import { lazyInAntdScope } from '../../lazy-in-antd-scope';

/* The modal (Ant Design's form) loads only when the update is asked for. */
const ProfileUpdateModal = lazyInAntdScope(
  async () =>
    (await import('../../../features/profile/components/ProfileUpdateModal')).ProfileUpdateModal,
);

/**
 * Set by "Để sau": for the rest of this tab's session the modal stays away from the storefront;
 * the profile page, where the details are edited, still shows it.
 */
const LATER_KEY = 'profile-update-later';

function deferred(): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Shows the forced profile update to a signed-in customer whose profile the server reports
 * incomplete, or whose request the server refused with PROFILE_UPDATE_REQUIRED (that one comes
 * back even after "Để sau", with the server's warning). The forced password change comes first:
 * until it is done the whole page is that change (PasswordChangeGate) and the status is not even
 * asked.
 */
export function ProfileUpdateGate() {
  const { user } = useCurrentUser();
  const status = useProfileStatus();
  const demand = useProfileUpdateDemand();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [laterChosen, setLater] = useState(false);

  if (!user || user.role !== 'customer' || user.must_change_password) return null;
  // Read here, past the signed-in check: never in the server's page (always a guest's).
  const later = laterChosen || deferred();
  const onProfilePage = pathname === '/ho-so' || pathname === '/profile';
  const reported = status.data?.needs_update === true && (!later || onProfilePage);
  if (!demand && !reported) return null;
  const reasons = demand?.reasons.length ? demand.reasons : (status.data?.reasons ?? []);

  const onLater = () => {
    try {
      sessionStorage.setItem(LATER_KEY, '1');
    } catch {
      // Storage refused (private mode): the choice holds until the page reloads.
    }
    setLater(true);
    clearProfileUpdateDemand(queryClient);
    void navigate('/');
  };

  return (
    <Suspense fallback={null}>
      <ProfileUpdateModal
        user={user}
        reasons={reasons}
        warning={demand?.message ?? null}
        onLater={onLater}
      />
    </Suspense>
  );
}
