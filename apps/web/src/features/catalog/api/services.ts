import {
  SERVICE_SORTS,
  type ApiPage,
  type PublicServiceSummary,
  type ServiceSort,
} from '@salon/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ListConfig, ListState } from '../use-list-params';

export interface ServiceListParams {
  page: number;
  search?: string | undefined;
  category?: string | undefined;
  sort: ServiceSort;
}

/** The services list's address: sorts, the default one, no on/off filters. */
export const SERVICE_LIST: ListConfig<ServiceSort, never> = {
  sorts: SERVICE_SORTS,
  defaultSort: 'popular',
  flagNames: [],
};

/** The request for the list the address shows. */
export function serviceListParams(state: ListState<ServiceSort, never>): ServiceListParams {
  return {
    page: state.page,
    search: state.search || undefined,
    category: state.category || undefined,
    sort: state.sort,
  };
}

function toQueryString(params: ServiceListParams): string {
  const query = new URLSearchParams({ page: String(params.page), sort: params.sort });
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  return query.toString();
}

export function servicesQuery(params: ServiceListParams) {
  return queryOptions({
    queryKey: ['public-services', params],
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<PublicServiceSummary>>(`/public/services?${toQueryString(params)}`, {
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useServices(params: ServiceListParams) {
  return useQuery({ ...servicesQuery(params), placeholderData: keepPreviousData });
}
