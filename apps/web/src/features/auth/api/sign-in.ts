import type {
  AdminLoginInput,
  CurrentUser,
  CustomerLoginInput,
  CustomerRegisterInput,
  StaffRegisterInput,
} from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation } from '../../../lib/api-client';
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

export const useCustomerLogin = () => useSignIn<CustomerLoginInput>('/auth/customer/login');
export const useCustomerRegister = () =>
  useSignIn<CustomerRegisterInput>('/auth/customer/register');
export const useAdminLogin = () => useSignIn<AdminLoginInput>('/auth/admin/login');

export function useStaffRegister() {
  return useMutation({
    mutationFn: (input: StaffRegisterInput) =>
      apiMutation<CurrentUser>('/auth/admin/register', input),
  });
}

/** Ends the session and forgets everything cached for the user. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiMutation<unknown>('/auth/logout'),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'public-settings' });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}
