import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { SeoService } from './seo.service.js';

export interface SeoRoutesOptions {
  seo: SeoService;
  publicUrl: string | undefined;
}

/** The site's address: PUBLIC_URL when set, otherwise the address the request came to. */
export function siteBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** `/sitemap.xml` and `/robots.txt`, with absolute addresses. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, { seo, publicUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await seo.sitemap(siteBase(request, publicUrl));
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robots(siteBase(request, publicUrl))),
  );
};
