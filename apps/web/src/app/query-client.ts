import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleSessionError } from '../features/auth/session';
import { handleProfileUpdateRequired } from '../features/profile/profile-update-required';
import { ApiError } from '../lib/api-client';

/*
 * networkMode 'always': a request is tried even when the browser says it is offline, and a
 * failure shows our Vietnamese network message, instead of a spinner paused until "online".
 * Any query or mutation refused with 401 ends the session (features/auth/session); one refused
 * with PROFILE_UPDATE_REQUIRED opens the forced profile modal (features/profile).
 * The browser keeps one client; the server makes one per page it draws (`drawing`).
 */
export function createQueryClient(options: { drawing?: boolean } = {}): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onAnyError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onAnyError(error) }),
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // The server drawing a page does not wait for retries: the browser retries a failed part.
        retry: options.drawing
          ? false
          : (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
  /** A refused request may end the session (401) or ask for the profile first (customer-account §4). */
  function onAnyError(error: unknown): void {
    handleSessionError(client, error);
    handleProfileUpdateRequired(client, error);
  }
  return client;
}
