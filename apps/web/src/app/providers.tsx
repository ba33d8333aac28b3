import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import type { ReactNode } from 'react';

dayjs.locale('vi');

/**
 * What every page shares: the data client. Ant Design's provider is not here: only the areas
 * that use it wrap their pages in it (`AntdScope`, see ssr/route-area), so the storefront's
 * first load carries none of it.
 */
export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
