import type { CategoryWithCount } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useCategories(type: 'service' | 'product') {
  return useQuery({
    queryKey: ['public-categories', type],
    queryFn: ({ signal }) =>
      apiRequest<CategoryWithCount[]>(`/public/categories?type=${type}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
