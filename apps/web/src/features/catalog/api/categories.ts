import type { CategoryWithCount } from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function categoriesQuery(type: 'service' | 'product') {
  return queryOptions({
    queryKey: ['public-categories', type],
    queryFn: ({ signal }) =>
      apiRequest<CategoryWithCount[]>(`/public/categories?type=${type}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCategories(type: 'service' | 'product') {
  return useQuery(categoriesQuery(type));
}
