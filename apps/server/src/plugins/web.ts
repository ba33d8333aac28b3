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
import type { PageShell } from '../modules/seo/page-shells.js';
import { sendFailure } from './errors.js';

/** apps/web/dist, found from this file whether it runs from src/ (tests) or dist/ (build). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export interface WebOptions {
  /** The uploaded files served at /api/storage/, and their responsive copies. */
  storage: FileStorage;
  imageVariants: ImageVariants;
  webDist: string;
  /** The page's own head tags (title, description, canonical, Open Graph, JSON-LD). */
  pageHead?: (request: FastifyRequest, pathname: string) => Promise<string>;
  /** What a page shows before its script runs (see `PageShell`), or null. */
  pageShell?: (pathname: string) => Promise<PageShell | null>;
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
        globIgnore: ['index.html'],
        // Our own Cache-Control below; otherwise the plugin overwrites it.
        cacheControl: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    }

    const template = indexHtml ? prepareTemplate(indexHtml) : null;
    const pageHtml = async (request: FastifyRequest, pathname: string): Promise<string> => {
      if (!template || !options.pageHead || !indexHtml) return indexHtml ?? '';
      try {
        const head = await options.pageHead(request, pathname);
        const shell = template.body && options.pageShell ? await options.pageShell(pathname) : null;
        if (!shell || !template.body) return template.before + head + template.after;
        const { before, early, body } = template;
        return (
          before.slice(0, early) +
          shell.preload +
          before.slice(early) +
          head +
          body.open +
          shell.body +
          body.close
        );
      } catch (error) {
        request.log.warn({ err: error }, 'page head tags failed; sending the plain page');
        return indexHtml;
      }
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
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(await pageHtml(request, pathname));
      }
      return sendFailure(reply, 404, 'NOT_FOUND', COMMON_MESSAGES.routeNotFound);
    });
  },
  { name: 'web' },
);
