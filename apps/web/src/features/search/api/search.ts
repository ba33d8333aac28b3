import type { SearchResults } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Services and products matching `term`; runs only for a non-blank term. */
export function useSiteSearch(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['public-search', q],
    queryFn: ({ signal }) =>
      apiRequest<SearchResults>(`/public/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}
