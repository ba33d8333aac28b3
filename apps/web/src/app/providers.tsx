import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client';
import { theme } from './theme';

dayjs.locale('vi');

/*
 * networkMode 'always': a request is tried even when the browser says it is offline, and a
 * failure shows our Vietnamese network message, instead of a spinner paused until "online".
 */
const queryClient = new QueryClient({
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
