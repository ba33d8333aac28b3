import type { OwnProfile, OwnProfileInput, OwnProfileStats } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../auth/api/current-user';

export const OWN_PROFILE_KEY = ['admin', 'profile'] as const;
const STATS_KEY = [...OWN_PROFILE_KEY, 'stats'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_KEY,
    queryFn: ({ signal }) => apiRequest<OwnProfile>('/admin/profile', { signal }),
  });
}

export function useOwnProfileStats() {
  return useQuery({
    queryKey: STATS_KEY,
    queryFn: ({ signal }) => apiRequest<OwnProfileStats>('/admin/profile/stats', { signal }),
  });
}

/** After a change the header (name, avatar) reads the signed-in user again. */
function useStoreProfile() {
  const client = useQueryClient();
  return (profile: OwnProfile) => {
    client.setQueryData(OWN_PROFILE_KEY, profile);
    void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
}

export function useUpdateOwnProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (input: OwnProfileInput) =>
      apiRequest<OwnProfile>('/admin/profile', { method: 'PUT', body: input }),
    onSuccess: store,
  });
}

export function useUploadOwnAvatar() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return apiFormRequest<OwnProfile>('/admin/profile/avatar', form);
    },
    onSuccess: store,
  });
}

export function useRemoveOwnAvatar() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: () => apiRequest<OwnProfile>('/admin/profile/avatar', { method: 'DELETE' }),
    onSuccess: store,
  });
}
