import { DEFAULT_PUBLIC_SETTINGS, SETTINGS_MESSAGES, type PublicSettings } from '@salon/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/public/settings', signal ? { signal } : {});
}

export const publicSettingsQuery = queryOptions({
  queryKey: ['public-settings'],
  queryFn: ({ signal }) => fetchPublicSettings(signal),
  staleTime: 5 * 60_000,
  retry: 1,
});

/**
 * The salon's public settings; while loading, or when the call fails, the built-in defaults
 * are used and `error` says 'Không thể tải cài đặt hệ thống'.
 */
export function usePublicSettings(): { settings: PublicSettings; error: string | null } {
  const query = useQuery(publicSettingsQuery);
  return {
    settings: query.data ?? DEFAULT_PUBLIC_SETTINGS,
    error: query.isError ? SETTINGS_MESSAGES.loadFailed : null,
  };
}
