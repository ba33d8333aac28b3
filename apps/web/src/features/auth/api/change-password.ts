import type { ChangePasswordInput, CurrentUser } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from './current-user';

/** `PATCH /api/customer/change-password`; the reply is the user, no longer made to change it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiMutation<CurrentUser>('/customer/change-password', input, 'PATCH'),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
