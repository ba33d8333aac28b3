import type {
  CurrentUser,
  CustomerDashboard,
  CustomerProfile,
  ProfileStatus,
  ProfileUpdate,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFormRequest, apiMutation, apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY, useCurrentUser } from '../../auth/api/current-user';

export const PROFILE_KEY = ['customer-profile'] as const;
export const PROFILE_STATUS_KEY = ['profile-status'] as const;
export const DASHBOARD_KEY = ['customer-dashboard'] as const;
/** A refusal's demand to complete the profile (profile-update-required.ts). */
export const PROFILE_UPDATE_DEMAND_KEY = ['profile-update-demand'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiRequest<CustomerProfile>('/customer/profile', { signal }),
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: ({ signal }) => apiRequest<CustomerDashboard>('/customer/dashboard', { signal }),
  });
}

/** Whether the forced-update modal must show; asked for signed-in customers only. */
export function useProfileStatus() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: [...PROFILE_STATUS_KEY, user?.id],
    queryFn: ({ signal }) => apiRequest<ProfileStatus>('/auth/check-profile-status', { signal }),
    enabled: user?.role === 'customer' && !user.must_change_password,
    staleTime: 5 * 60_000,
  });
}

/** After any change: the header's user, the page and the forced-update check read it again. */
function profileSaved(queryClient: QueryClient, profile: CustomerProfile) {
  queryClient.setQueryData(PROFILE_KEY, profile);
  // A refusal's demand to complete the profile is answered; the status check says the rest.
  queryClient.setQueryData(PROFILE_UPDATE_DEMAND_KEY, null);
  queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, profile.user);
  void queryClient.invalidateQueries({ queryKey: PROFILE_STATUS_KEY });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileUpdate) =>
      apiMutation<CustomerProfile>('/customer/profile', values, 'PUT'),
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      return apiFormRequest<CustomerProfile>('/customer/profile/avatar', form);
    },
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiMutation<CustomerProfile>('/customer/profile/avatar', undefined, 'DELETE'),
    onSuccess: (profile) => profileSaved(queryClient, profile),
  });
}
