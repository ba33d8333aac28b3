import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The built page around the app, split where the server-drawn page goes (see the web app). */
export interface PageFrame {
  head: string;
  bodyOpen: string;
  bodyClose: string;
}

export type DrawnPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: Readable };

/** The web app's server bundle (apps/web/src/entry-server.tsx), as far as the server uses it. */
interface ServerBundle {
  renderPage(input: {
    url: string;
    frame: PageFrame;
    manifest: unknown;
    signal?: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<DrawnPage | null>;
  setApiTransport(transport: (url: string, init: RequestInit) => Promise<Response>): void;
}

export type DrawPage = (
  url: string,
  frame: PageFrame,
  signal: AbortSignal,
  onError: (error: unknown) => void,
) => Promise<DrawnPage | null>;

const NO_BODY = new Set([204, 205, 304]);

/**
 * Loads the web app's server bundle (built next to the browser's, in `dist-server/`) and lets it
 * fetch its data through this app: a guest's GET, answered in-process without a socket. Null
 * when the bundle was not built (the pages are then drawn in the browser only).
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
  bundle.setApiTransport(async (url, init) => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const type = reply.headers['content-type'];
    return new Response(NO_BODY.has(reply.statusCode) ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  });
  return (url, frame, signal, onError) =>
    bundle.renderPage({ url, frame, manifest, signal, onError });
}
