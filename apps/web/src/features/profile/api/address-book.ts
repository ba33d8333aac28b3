import type { CustomerAddress } from '@salon/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMutation } from '../../../lib/api-client';
import { ADDRESSES_KEY } from '../../cart/api/customer-addresses';

/** Deleting and choosing the default of the saved addresses (adding and editing: the cart's). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiMutation<null>(`/customer/addresses/${id}`, undefined, 'DELETE'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiMutation<CustomerAddress>(`/customer/addresses/${id}/default`, undefined, 'PATCH'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
