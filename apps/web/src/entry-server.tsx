import { dehydrate } from '@tanstack/react-query';
import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { deferScripts } from './app/ssr/defer-scripts';
import { hoistPreloads } from './app/ssr/hoist-preloads';
import { routeAssets, type ClientManifest } from './app/ssr/route-assets';
import type { RouteHandle } from './app/ssr/route-area';
import { serverDataScript } from './app/ssr/server-data';
import { ApiError } from './lib/api-client';

export { setApiTransport } from './lib/api-client';
export type { ClientManifest } from './app/ssr/route-assets';

/** The built index.html around the app: `head` ends just before `</head>`. */
export interface PageFrame {
  head: string;
  /** From `</head>` to the inside of the root element. */
  bodyOpen: string;
  /** From the root element's closing tag to the end. */
  bodyClose: string;
}

export interface RenderInput {
  /** Path and query string, e.g. `/san-pham?page=2`. */
  url: string;
  frame: PageFrame;
  manifest: ClientManifest;
  /** Aborted when the visitor goes away: the drawing stops. */
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable };

/** The boot script's key in the manifest: it starts the app once the page is painted. */
const PAGE_BOOT = 'src/page-boot.ts';

/** Longest a page may take to draw before the rest is left to the browser. */
const DRAW_TIMEOUT_MS = 10_000;

function missingItem(queryClient: ReturnType<typeof createQueryClient>): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
}

/**
 * Draws a public page on the server: its data first (the route loaders, through `PageData`),
 * then React's stream inside the page frame, followed by the data for the browser's hydration.
 * Null when the address is not a server-drawn page (the browser draws it).
 */
export async function renderPage(input: RenderInput): Promise<RenderResult | null> {
  const queryClient = createQueryClient({ drawing: true });
  const handler = createStaticHandler(createRoutes(queryClient));
  const request = new Request(new URL(input.url, 'http://localhost'), { signal: input.signal });
  const context = await handler.query(request);
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return null;
  }
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.ssr) return null;

  const status = missingItem(queryClient) ? 404 : context.statusCode;
  const assets = input.frame.head + routeAssets(input.manifest, context.matches, input.frame.head);
  const boot = input.manifest[PAGE_BOOT]?.file;
  const { head, scripts } = boot ? deferScripts(assets, `/${boot}`) : { head: assets, scripts: '' };
  const tail = input.frame.bodyClose.replace(
    '</div>',
    `</div>${serverDataScript({
      // Failed parts too: the browser starts from the same error the server drew, then retries.
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending',
      }),
      router: { loaderData: context.loaderData },
    })}${scripts}`,
  );
  const hoisted = hoistPreloads(head, await drawn(queryClient, handler, context, input));
  const page = hoisted.head + input.frame.bodyOpen + hoisted.drawn + tail;
  return { kind: 'page', status, body: Readable.from([page]) };
}

/** The drawn page as text: it is complete before anything is sent anyway (see `drawStream`). */
async function drawn(...args: Parameters<typeof drawStream>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await drawStream(...args)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function drawStream(
  queryClient: ReturnType<typeof createQueryClient>,
  handler: ReturnType<typeof createStaticHandler>,
  context: StaticHandlerContext,
  input: RenderInput,
): Promise<Readable> {
  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const { pipe, abort } = renderToPipeableStream(
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
      {
        // The whole page at once: a part sent later would need an inline script to slot it in,
        // and the page's CSP allows none (the data is loaded before drawing, so little waits).
        // Never outlined either (React moves a large part of a Suspense boundary to the end).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(out);
          resolve(out);
        },
        onShellError: reject,
        onError(error) {
          input.onError?.(error);
        },
      },
    );
    const timer = setTimeout(() => abort(), DRAW_TIMEOUT_MS);
    out.on('close', () => clearTimeout(timer));
    input.signal?.addEventListener('abort', () => abort(), { once: true });
  });
}
