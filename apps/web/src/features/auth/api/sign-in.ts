import {
  AUTH_MESSAGES,
  type AdminLoginInput,
  type CurrentUser,
  type CustomerLoginInput,
  type CustomerRegisterInput,
  type StaffRegisterInput,
  type TwoFactorChallenge,
} from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiMutation } from '../../../lib/api-client';
import { toast } from '../../../ui';
import { endSession } from '../session';
import { CURRENT_USER_KEY } from './current-user';

function useSignIn<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiMutation<CurrentUser>(path, input),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}

/** The password step: signed in, or (two-factor) the challenge of the code step. */
function usePasswordSignIn<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiMutation<CurrentUser | TwoFactorChallenge>(path, input),
    onSuccess: (result) => {
      if (!isTwoFactorChallenge(result)) queryClient.setQueryData(CURRENT_USER_KEY, result);
    },
  });
}

export function isTwoFactorChallenge(
  result: CurrentUser | TwoFactorChallenge | undefined,
): result is TwoFactorChallenge {
  return result !== undefined && 'two_factor_required' in result;
}

export const useCustomerLogin = () => usePasswordSignIn<CustomerLoginInput>('/auth/customer/login');
export const useCustomerRegister = () =>
  useSignIn<CustomerRegisterInput>('/auth/customer/register');
export const useAdminLogin = () => usePasswordSignIn<AdminLoginInput>('/auth/admin/login');

export function useStaffRegister() {
  return useMutation({
    mutationFn: (input: StaffRegisterInput) =>
      apiMutation<CurrentUser>('/auth/admin/register', input),
  });
}

/**
 * Ends the session and goes to `redirectTo` (a login page), which confirms the logout; the root
 * layout forgets everything cached for the user (features/auth/session). This is done here, not
 * by the caller: the page that logged out may be gone by then (a signed-out user has no back
 * office).
 */
export function useLogout(redirectTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiMutation<unknown>('/auth/logout'),
    onSuccess: async () => {
      endSession(queryClient, 'logout');
      await navigate(redirectTo);
    },
    onError: () => toast.error(AUTH_MESSAGES.logoutFailed),
  });
}
