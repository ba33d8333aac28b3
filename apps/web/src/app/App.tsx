import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { Providers } from './providers';

export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  // The page answers taps from here on (a server-drawn page before this is only its HTML).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
