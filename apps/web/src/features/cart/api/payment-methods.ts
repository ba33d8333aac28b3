import type { CheckoutPaymentMethod } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The payment methods checkout offers now (switched on in the back office, with their range);
 * read again each time the confirm step opens, so a method switched off leaves at once.
 */
export function useCheckoutPaymentMethods(enabled: boolean) {
  return useQuery({
    queryKey: ['public-payment-methods'],
    queryFn: ({ signal }) =>
      apiRequest<CheckoutPaymentMethod[]>('/public/payment-methods', { signal }),
    enabled,
    staleTime: 0,
  });
}
