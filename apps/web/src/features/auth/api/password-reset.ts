import type {
  PasswordResetCompleteInput,
  PasswordResetRequested,
  PasswordResetRequestInput,
  PasswordResetVerified,
  PasswordResetVerifyInput,
} from '@salon/shared';
import { useMutation } from '@tanstack/react-query';
import { apiMutation } from '../../../lib/api-client';

/** Step 1: `POST /api/auth/password-reset/request` sends a 6-digit code by e-mail or SMS. */
export function useRequestResetCode() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      apiMutation<PasswordResetRequested>('/auth/password-reset/request', input),
  });
}

/** Step 2: `POST /api/auth/password-reset/verify` trades the right code for a reset token. */
export function useVerifyResetCode() {
  return useMutation({
    mutationFn: (input: PasswordResetVerifyInput) =>
      apiMutation<PasswordResetVerified>('/auth/password-reset/verify', input),
  });
}

/** Step 3: `POST /api/auth/password-reset/complete` sets the new password. */
export function useCompletePasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetCompleteInput) =>
      apiMutation<null>('/auth/password-reset/complete', input),
  });
}
