import type { AddressFormValues, CustomerAddress } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';

export const ADDRESSES_KEY = ['customer-addresses'] as const;

/** The signed-in customer's saved addresses (the default first); nothing for guests. */
export function useCustomerAddresses() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: ({ signal }) => apiRequest<CustomerAddress[]>('/customer/addresses', { signal }),
    enabled: user?.role === 'customer',
    staleTime: 60_000,
  });
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AddressFormValues) =>
      apiRequest<CustomerAddress>('/customer/addresses', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: AddressFormValues }) =>
      apiRequest<CustomerAddress>(`/customer/addresses/${id}`, { method: 'PUT', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }),
  });
}
