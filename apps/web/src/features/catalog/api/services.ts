import type { ApiPage, PublicServiceSummary, ServiceSort } from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ServiceListParams {
  page: number;
  search?: string | undefined;
  category?: string | undefined;
  sort: ServiceSort;
}

function toQueryString(params: ServiceListParams): string {
  const query = new URLSearchParams({ page: String(params.page), sort: params.sort });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  return query.toString();
}

export function useServices(params: ServiceListParams) {
  return useQuery({
    queryKey: ['public-services', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PublicServiceSummary>>(`/public/services?${toQueryString(params)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
