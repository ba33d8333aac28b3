import type { ApiPage, ProductSort, PublicProductSummary } from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ProductListParams {
  page: number;
  search?: string | undefined;
  category?: string | undefined;
  sort: ProductSort;
  in_stock?: boolean | undefined;
  on_sale?: boolean | undefined;
}

function toQueryString(params: ProductListParams): string {
  const query = new URLSearchParams({ page: String(params.page), sort: params.sort });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.in_stock) query.set('in_stock', 'true');
  if (params.on_sale) query.set('on_sale', 'true');
  return query.toString();
}

export function useProducts(params: ProductListParams) {
  return useQuery({
    queryKey: ['public-products', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PublicProductSummary>>(`/public/products?${toQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
