import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { handleSessionError } from '../features/auth/session';
import { handleProfileUpdateRequired } from '../features/profile/profile-update-required';
import { ApiError } from '../lib/api-client';
import { theme } from './theme';

dayjs.locale('vi');

/** A refused request may end the session (401) or ask for the profile first (customer-account §4). */
function onAnyError(error: unknown): void {
  handleSessionError(queryClient, error);
  handleProfileUpdateRequired(queryClient, error);
}

/*
 * networkMode 'always': a request is tried even when the browser says it is offline, and a
 * failure shows our Vietnamese network message, instead of a spinner paused until "online".
 * Any query or mutation refused with 401 ends the session (features/auth/session); one refused
 * with PROFILE_UPDATE_REQUIRED opens the forced profile modal (features/profile).
 */
const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => onAnyError(error) }),
  mutationCache: new MutationCache({ onError: (error) => onAnyError(error) }),
  defaultOptions: {
    queries: {
      networkMode: 'always',
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always' },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={viVN} theme={theme}>
        <AntApp message={{ top: 72, maxCount: 3 }}>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
