import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { DrawnHtml } from '../../lib/reply-cache/page-cache.js';

/** The built page around the app, split where the server-drawn page goes (see the web app). */
export interface PageFrame {
  head: string;
  bodyOpen: string;
  bodyClose: string;
}

type BundlePage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable };

/** The web app's server bundle (apps/web/src/entry-server.tsx), as far as the server uses it. */
interface ServerBundle {
  renderPage(input: {
    url: string;
    frame: PageFrame;
    manifest: unknown;
    onError?: (error: unknown) => void;
  }): Promise<BundlePage | null>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

export type DrawPage = (
  url: string,
  frame: PageFrame,
  onError: (error: unknown) => void,
) => Promise<DrawnHtml | null>;

const NO_BODY = new Set([204, 205, 304]);

/** Failures that may not happen on the next try; a 4xx answer is part of the page. */
function transientFailure(status: number): boolean {
  return status >= 500 || status === 429;
}

/**
 * Loads the web app's server bundle (built next to the browser's, in `dist-server/`) and lets it
 * fetch its data through this app: a guest's GET, answered in-process without a socket. A page
 * is drawn whole (the bundle sends it in one piece anyway) and marked not whole when a part of it
 * failed to draw or one of its data calls failed or was refused for now. Null when the bundle was not built (the
 * pages are then drawn in the browser only).
 */
export async function loadPageDrawer(
  app: FastifyInstance,
  webDist: string,
): Promise<DrawPage | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  // The drawing each data call belongs to, to mark it when the call fails.
  const drawing = new AsyncLocalStorage<{ whole: boolean }>();
  bundle.setApiTransport(async (url, init) => {
    const state = drawing.getStore();
    try {
      const reply = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: { accept: 'application/json' },
      });
      if (state && transientFailure(reply.statusCode)) state.whole = false;
      const type = reply.headers['content-type'];
      return new Response(NO_BODY.has(reply.statusCode) ? null : reply.rawPayload, {
        status: reply.statusCode,
        headers: typeof type === 'string' ? { 'content-type': type } : {},
      });
    } catch (error) {
      if (state) state.whole = false;
      throw error;
    }
  });
  return (url, frame, onError) => {
    const state = { whole: true };
    return drawing.run(state, async (): Promise<DrawnHtml | null> => {
      const page = await bundle.renderPage({
        url,
        frame,
        manifest,
        onError: (error) => {
          state.whole = false;
          onError(error);
        },
      });
      if (page?.kind !== 'page') return page;
      const html = await text(page.body);
      return { kind: 'page', status: page.status, html, whole: state.whole };
    });
  };
}
