import type { PublicBranch } from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The active branches with their hours on `date` (`YYYY-MM-DD`; today in the salon when not
 * given), as the slot engine books them.
 */
export function publicBranchesQuery(date?: string) {
  return queryOptions({
    queryKey: date ? ['public-branches', date] : ['public-branches'],
    queryFn: ({ signal }) =>
      apiRequest<PublicBranch[]>(
        date ? `/public/branches?date=${encodeURIComponent(date)}` : '/public/branches',
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

export function usePublicBranches(date?: string) {
  return useQuery(publicBranchesQuery(date));
}
