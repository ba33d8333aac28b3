import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { PageData } from './page-data';

/** What a server-drawn route carries in its `handle`. */
export interface RouteHandle {
  /** The area's source module, to find its built files (scripts, styles) in Vite's manifest. */
  area: string;
  /** Drawn on the server: the page exports its `PageData`. */
  ssr: boolean;
}

/** A lazy group of pages: a function loading its module, and the module's source path. */
export interface Area<M> {
  (): Promise<M>;
  id: string;
  /** The `lazy` of one of its pages (`data` makes it a server-drawn page). */
  page(
    queryClient: QueryClient,
    pick: (module: M) => ComponentType,
    data?: (module: M) => PageData,
  ): RouteObject['lazy'];
}

/**
 * The page's loader: on the server it waits for the data, so the HTML is drawn with it; in the
 * browser it only starts the requests, next to the page's code, and the page shows its own
 * loading state until they answer. A failed request is left to the page's hooks (they show the
 * error and retry), never a route error.
 */
export function loaderFor(queryClient: QueryClient, pageData: PageData): LoaderFunction {
  return async ({ params, request }) => {
    const work = pageData({ queryClient, params, url: new URL(request.url) }).catch(
      () => undefined,
    );
    if (import.meta.env.SSR) await work;
    return null;
  };
}

/**
 * An area whose pages use Ant Design exports its provider as `Scope` (the locale, the theme,
 * the message API); each of its pages is drawn inside it. The storefront's server-drawn areas
 * have none, so the first visit never loads Ant Design.
 */
type Scope = ComponentType<{ children: ReactNode }>;

function inScope(Page: ComponentType, Scope: Scope | undefined): ComponentType {
  if (!Scope) return Page;
  return function ScopedPage() {
    return (
      <Scope>
        <Page />
      </Scope>
    );
  };
}

export function area<M>(id: string, load: () => Promise<M>): Area<M> {
  const result = (() => load()) as Area<M>;
  result.id = id;
  result.page = (queryClient, pick, data) => async () => {
    const module = await load();
    const pageData = data?.(module);
    const handle: RouteHandle = { area: id, ssr: pageData !== undefined };
    return {
      Component: inScope(pick(module), (module as { Scope?: Scope }).Scope),
      handle,
      ...(pageData ? { loader: loaderFor(queryClient, pageData) } : {}),
    };
  };
  return result;
}
