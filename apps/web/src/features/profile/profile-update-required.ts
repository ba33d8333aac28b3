import {
  PROFILE_UPDATE_REQUIRED,
  profileUpdateReasonsOf,
  type ProfileUpdateReason,
} from '@salon/shared';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { PROFILE_STATUS_KEY, PROFILE_UPDATE_DEMAND_KEY } from './api/profile';

/** What the server's last PROFILE_UPDATE_REQUIRED refusal said, until the profile is saved. */
export interface ProfileUpdateDemand {
  message: string;
  reasons: ProfileUpdateReason[];
}

/**
 * customer-account §4: a request refused with PROFILE_UPDATE_REQUIRED triggers a warning and
 * the forced profile modal in edit mode, whatever the request was (booking, ordering…) and even
 * after "Để sau". Called for every failed query and mutation.
 */
export function handleProfileUpdateRequired(queryClient: QueryClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.code !== PROFILE_UPDATE_REQUIRED) return;
  const demand: ProfileUpdateDemand = {
    message: error.message,
    reasons: profileUpdateReasonsOf(error.errors),
  };
  queryClient.setQueryData(PROFILE_UPDATE_DEMAND_KEY, demand);
  void queryClient.invalidateQueries({ queryKey: PROFILE_STATUS_KEY });
}

/** The standing demand, if any (set only by `handleProfileUpdateRequired`). */
export function useProfileUpdateDemand(): ProfileUpdateDemand | null {
  const { data } = useQuery<ProfileUpdateDemand | null>({
    queryKey: PROFILE_UPDATE_DEMAND_KEY,
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
}

export function clearProfileUpdateDemand(queryClient: QueryClient): void {
  queryClient.setQueryData(PROFILE_UPDATE_DEMAND_KEY, null);
}
