import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMON_MESSAGES } from '@salon/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/uploads/file-storage.js';
import type { ImageVariants } from '../lib/uploads/image-variants.js';
import { storageRoutes } from '../lib/uploads/storage-routes.js';
import { prepareTemplate } from '../modules/seo/html-template.js';
import { loadPageDrawer } from '../modules/seo/page-renderer.js';
import { sendCompressedPage } from '../lib/reply-cache/compress-page.js';
import { limitDrawings } from '../lib/reply-cache/drawing-limits.js';
import { PageCache, type PageAnswer } from '../lib/reply-cache/page-cache.js';
import { sendKeptPage } from '../lib/reply-cache/send-kept-page.js';
import { sendFailure } from './errors.js';

/** apps/web/dist, found from this file whether it runs from src/ (tests) or dist/ (build). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface WebOptions {
  /** The uploaded files served at /api/storage/, and their responsive copies. */
  storage: FileStorage;
  imageVariants: ImageVariants;
  webDist: string;
  /** The site's address the page's head tags are written for (canonical and Open Graph URLs). */
  siteBase: (request: FastifyRequest) => string;
  /** The page's own head tags (title, description, canonical, Open Graph, JSON-LD). */
  pageHead: (request: FastifyRequest, pathname: string) => Promise<string>;
  /** A token that changes with any write a drawn page may show (see `PageCache`). */
  pageVersion: () => Promise<string>;
  /** Whether a path is one of the site's own page addresses (see `PageCache`). */
  isOwnAddress: (pathname: string) => Promise<boolean>;
}

/**
 * Uploaded files at /api/storage/, the built web app at /, and the app's index.html for every
 * other page path so the client router can show it. Unknown /api paths get a JSON 404.
 */
export const webPlugin = fp<WebOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(storageRoutes, {
      storage: options.storage,
      variants: options.imageVariants,
    });

    const indexFile = path.join(options.webDist, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        prefix: '/',
        // Only the built assets get routes; every page path, `/` included, falls to the handler below.
        wildcard: false,
        index: false,
        globIgnore: ['index.html', '**/*.br', '**/*.gz'],
        // The build's .br and .gz copies (apps/web/scripts/precompress.mjs) are sent as they are.
        preCompressed: true,
        // Our own Cache-Control below; otherwise the plugin overwrites it.
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
          // The same address may be sent compressed or not: caches keep one copy of each.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    const template = indexHtml ? prepareTemplate(indexHtml) : null;
    const pageHtml = async (request: FastifyRequest, pathname: string): Promise<string> => {
      if (!template || !indexHtml) return indexHtml ?? '';
      try {
        return template.before + (await options.pageHead(request, pathname)) + template.after;
      } catch (error) {
        request.log.warn({ err: error }, 'page head tags failed; sending the plain page');
        return indexHtml;
      }
    };

    const drawPage = template?.body ? await loadPageDrawer(app, options.webDist) : null;
    const pages = new PageCache(options.pageVersion);
    const limited = limitDrawings();

    /**
     * The page drawn on the server with its data (the guest's view: signed-in parts fill in in
     * the browser), kept or drawn now; null when the browser draws it, as it does when this
     * visitor or this instance has drawn its share (kept pages are never limited).
     */
    const drawnPage = async (request: FastifyRequest, pathname: string): Promise<PageAnswer> => {
      const body = template?.body;
      if (!drawPage || !body) return null;
      const { url } = request;
      return pages.page({
        base: options.siteBase(request),
        url,
        ownAddress: () =>
          url === pathname ? options.isOwnAddress(pathname) : Promise.resolve(false),
        draw: () =>
          limited(request.ip, async () =>
            drawPage(
              url,
              {
                head: template.before + (await options.pageHead(request, pathname)),
                bodyOpen: body.open,
                bodyClose: body.close,
              },
              (error) => request.log.error({ err: error }, 'drawing a page failed'),
            ),
          ),
      });
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A missing file (an old asset, an image) is a 404; page paths never contain a dot.
      const isFile = (pathname.split('/').pop() ?? '').includes('.');
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        !isFile;
      if (isPage && indexHtml) {
        const drawn = await drawnPage(request, pathname).catch((error: unknown) => {
          request.log.error({ err: error }, 'drawing a page failed; the browser draws it');
          return null;
        });
        if (drawn?.kind === 'kept') return sendKeptPage(request, reply, drawn.body);
        if (drawn?.kind === 'redirect') return reply.redirect(drawn.location, drawn.status);
        if (drawn) {
          void reply
            .code(drawn.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache');
          return sendCompressedPage(request, reply, drawn.html);
        }
        void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        return sendCompressedPage(request, reply, await pageHtml(request, pathname));
      }
      return sendFailure(reply, 404, 'NOT_FOUND', COMMON_MESSAGES.routeNotFound);
    });
  },
  { name: 'web' },
);
