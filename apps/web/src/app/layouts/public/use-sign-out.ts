import { AUTH_MESSAGES } from '@salon/shared';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../../../features/auth/api/sign-in';

/** Logs out with the spec's toasts; a customer then lands on the customer login. */
export function useSignOut(redirectTo = '/customer/login') {
  const logout = useLogout();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return {
    pending: logout.isPending,
    signOut: () =>
      logout.mutate(undefined, {
        onSuccess: () => {
          void message.success(AUTH_MESSAGES.logoutSuccess);
          void navigate(redirectTo);
        },
        onError: () => void message.error(AUTH_MESSAGES.logoutFailed),
      }),
  };
}
