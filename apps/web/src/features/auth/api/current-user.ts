import type { CurrentUser } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';

export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/**
 * Who is signed in. A server-drawn page is drawn for a guest, still loading the session: so is
 * every part while it hydrates, also a part hydrated after the session has answered (HydrateApart).
 */
export function useCurrentUser() {
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => apiRequest<CurrentUser | null>('/auth/me', { signal }),
    staleTime: 5 * 60_000,
  });
  if (!hydrated) return { user: null, isLoading: true, isError: false };
  return { user: query.data ?? null, isLoading: query.isPending, isError: query.isError };
}
