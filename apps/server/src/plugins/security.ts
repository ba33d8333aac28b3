import { COMMON_MESSAGES } from '@salon/shared';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  publicUrl: string | undefined;
}

function expectedOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}

/**
 * Security headers (a strict same-origin CSP: no request leaves our origin) and the
 * origin check: a browser request that changes something must come from our own pages.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Ant Design writes its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      strictTransportSecurity: options.publicUrl?.startsWith('https://') ? undefined : false,
    });

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const origin = request.headers.origin;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (crossSite || (origin && !expectedOrigins(request, options.publicUrl).includes(origin))) {
        return sendFailure(reply, 403, 'CROSS_ORIGIN', COMMON_MESSAGES.crossOrigin);
      }
    });
  },
  { name: 'security' },
);
