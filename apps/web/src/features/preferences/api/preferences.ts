import { PREFERENCE_DEFAULTS, type Preferences } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCurrentUser } from '../../auth/api/current-user';

export const PREFERENCES_KEY = ['me', 'preferences'] as const;

/**
 * The signed-in user's preferences (the defaults while signed out, loading or after a failed
 * load, so the screens always have a full set to apply).
 */
export function usePreferences() {
  const { user } = useCurrentUser();
  const query = useQuery({
    queryKey: [...PREFERENCES_KEY, user?.id ?? null],
    queryFn: ({ signal }) => apiRequest<Preferences>('/me/preferences', { signal }),
    enabled: user !== null,
    staleTime: Infinity,
  });
  return {
    preferences: query.data ?? PREFERENCE_DEFAULTS,
    isLoading: user !== null && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

function useStore() {
  const client = useQueryClient();
  const { user } = useCurrentUser();
  return (preferences: Preferences) =>
    client.setQueryData([...PREFERENCES_KEY, user?.id ?? null], preferences);
}

export function useSavePreferences() {
  const store = useStore();
  return useMutation({
    mutationFn: (preferences: Preferences) =>
      apiRequest<Preferences>('/me/preferences', { method: 'PUT', body: preferences }),
    onSuccess: store,
  });
}

export function useResetPreferences() {
  const store = useStore();
  return useMutation({
    mutationFn: () => apiRequest<Preferences>('/me/preferences', { method: 'DELETE' }),
    onSuccess: store,
  });
}
