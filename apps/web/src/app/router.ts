import { createBrowserRouter, matchRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createRoutes } from './routes';
import type { ServerData } from './ssr/server-data';

/**
 * The browser's router. On a page the server drew, the matched pages' code is loaded first, so
 * the first render is the server's HTML (hydration) and not a loader.
 */
export async function createAppRouter(queryClient: QueryClient, serverData: ServerData | null) {
  const routes = createRoutes(queryClient);
  if (serverData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const resolved = await route.lazy();
        Object.assign(route, { ...resolved, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, serverData ? { hydrationData: serverData.router } : {});
}
