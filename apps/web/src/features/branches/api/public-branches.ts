import type { PublicBranch } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function usePublicBranches() {
  return useQuery({
    queryKey: ['public-branches'],
    queryFn: ({ signal }) => apiRequest<PublicBranch[]>('/public/branches', { signal }),
    staleTime: 5 * 60_000,
  });
}
