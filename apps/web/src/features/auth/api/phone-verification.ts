import type {
  PhoneVerificationSent,
  PhoneVerificationVerifyInput,
  PhoneVerified,
} from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation } from '../../../lib/api-client';

/** `POST /api/customer/phone-verification`: a 6-digit code by SMS to the account's phone. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: () => apiMutation<PhoneVerificationSent>('/customer/phone-verification', {}),
  });
}

/** `POST /api/customer/phone-verification/verify`: the phone is proven; bookings made with it join. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneVerificationVerifyInput) =>
      apiMutation<PhoneVerified>('/customer/phone-verification/verify', input),
    // The user, the profile, and the appointments (guest bookings made with the phone are now
    // the account's) all change: read everything again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
