import type { CustomerProductDto, CustomerProductsReply } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiMutation, apiRequest } from '../../../lib/api-client';
import { DASHBOARD_KEY } from './profile';

export const CUSTOMER_PRODUCTS_KEY = ['customer-products'] as const;

export function useCustomerProducts(page: number, perPage: number) {
  return useQuery({
    queryKey: [...CUSTOMER_PRODUCTS_KEY, page, perPage],
    queryFn: ({ signal }) =>
      apiRequest<CustomerProductsReply>(`/customer/products?page=${page}&per_page=${perPage}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useFinishProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: number; notes: string | null }) =>
      apiMutation<CustomerProductDto>(
        `/customer/products/${id}/status`,
        { status: 'finished', notes },
        'PATCH',
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CUSTOMER_PRODUCTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
