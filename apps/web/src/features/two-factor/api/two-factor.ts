import type {
  CurrentUser,
  TwoFactorDisableInput,
  TwoFactorLoginInput,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';

const STATUS_KEY = ['two-factor', 'status'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => apiRequest<TwoFactorStatus>('/auth/two-factor'),
  });
}

/** A new secret for the app; never cached (it is shown once, then only the app holds it). */
export function useStartTwoFactorSetup() {
  return useMutation({
    mutationFn: () => apiMutation<TwoFactorSetup>('/auth/two-factor/setup'),
  });
}

/** Reads the status and the user again (enrolment lifts the policy's limited session). */
export function useTwoFactorRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
    // The enrolment lifts the limited session of the two-factor policy.
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
}

/** Nothing is read again here: the recovery codes show first (see TwoFactorEnrol). */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiMutation<{ recovery_codes: string[] }>('/auth/two-factor/confirm', { code }),
  });
}

export function useRegenerateRecoveryCodes() {
  return useMutation({
    mutationFn: (code: string) =>
      apiMutation<{ recovery_codes: string[] }>('/auth/two-factor/recovery-codes', { code }),
  });
}

export function useDisableTwoFactor() {
  const refresh = useTwoFactorRefresh();
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) =>
      apiMutation<unknown>('/auth/two-factor/disable', input),
    onSuccess: () => void refresh(),
  });
}

/** The code step of a sign-in: the session starts when the code is right. */
export function useTwoFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorLoginInput) =>
      apiMutation<CurrentUser>('/auth/login/two-factor', input),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
