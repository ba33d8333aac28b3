import type {
  AdminPromotion,
  ApiPage,
  PromotionInput,
  PromotionState,
  PublicProductSummary,
  PublicServiceSummary,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PromotionListParams {
  page: number;
  per_page: number;
  search?: string | undefined;
  state?: PromotionState | undefined;
}

const KEY = ['admin-promotions'] as const;

export function usePromotions(params: PromotionListParams) {
  const query = new URLSearchParams({
    page: String(params.page),
    per_page: String(params.per_page),
  });
  if (params.search) query.set('search', params.search);
  if (params.state) query.set('state', params.state);
  return useQuery({
    queryKey: [...KEY, params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<AdminPromotion>>(`/admin/promotions?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every service and product a promotion can apply to, for the picker. */
export function usePromotionItemOptions() {
  return useQuery({
    queryKey: ['promotion-item-options'],
    queryFn: async ({ signal }) => {
      const [services, products] = await Promise.all([
        apiRequest<ApiPage<PublicServiceSummary>>('/public/services?per_page=50&sort=popular', {
          signal,
        }),
        apiRequest<ApiPage<PublicProductSummary>>('/public/products?per_page=50&sort=name', {
          signal,
        }),
      ]);
      return { services: services.data, products: products.data };
    },
    staleTime: 5 * 60_000,
  });
}

function useInvalidatingMutation<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSavePromotion() {
  return useInvalidatingMutation(({ id, input }: { id?: number; input: PromotionInput }) =>
    id
      ? apiRequest<AdminPromotion>(`/admin/promotions/${id}`, { method: 'PUT', body: input })
      : apiRequest<AdminPromotion>('/admin/promotions', { method: 'POST', body: input }),
  );
}

export function useSetPromotionStatus() {
  return useInvalidatingMutation(({ id, active }: { id: number; active: boolean }) =>
    apiRequest<AdminPromotion>(`/admin/promotions/${id}/status`, {
      method: 'PATCH',
      body: { status: active ? 'active' : 'inactive' },
    }),
  );
}

export function useDeletePromotion() {
  return useInvalidatingMutation((id: number) =>
    apiRequest<unknown>(`/admin/promotions/${id}`, { method: 'DELETE' }),
  );
}
