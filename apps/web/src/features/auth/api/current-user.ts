import type { CurrentUser } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const CURRENT_USER_KEY = ['auth', 'me'] as const;

export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => apiRequest<CurrentUser | null>('/auth/me', { signal }),
    staleTime: 5 * 60_000,
  });
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
}
