import { COMMON_MESSAGES } from '@salon/shared';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { sendFailure } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a built file (a script, a style sheet, a font, a picture) needs of the security headers.
 * The rest (CSP, frame and opener policies…) only mean something on a document; on the
 * storefront's ~30 scripts they would add ~1 KB each to the first load.
 */
const FILE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** Files a browser may open as a document: they keep every header. */
const DOCUMENT_FILE = /\.(?:html?|svg|xml|pdf)$/i;

/** A built file of the web app (not under /api, whose replies and uploads keep every header). */
function isBuiltFile(url: string): boolean {
  if (url.startsWith('/api/')) return false;
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  return name.includes('.') && !DOCUMENT_FILE.test(name);
}

export interface SecurityOptions {
  publicUrl: string | undefined;
}

function expectedOrigins(request: FastifyRequest, publicUrl: string | undefined): string[] {
  const origins = [`${request.protocol}://${request.host}`];
  if (publicUrl) origins.push(new URL(publicUrl).origin);
  return origins;
}

/** Helmet's settings: a strict same-origin CSP, no request leaves our origin. */
function helmetOptions(publicUrl: string | undefined) {
  return {
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
    frameguard: { action: 'deny' as const },
    strictTransportSecurity: publicUrl?.startsWith('https://') ? undefined : false,
  };
}

/**
 * The headers helmet sets with these settings. They are the same on every reply, and
 * @fastify/helmet rebuilds them (parsing the CSP) on every request, so they are taken once from
 * a reply of a throwaway app and set as they are.
 */
export async function securityHeaders(
  publicUrl: string | undefined,
): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetOptions(publicUrl));
  probe.get('/', (_request, reply) => reply.send(''));
  const plain = Fastify();
  plain.get('/', (_request, reply) => reply.send(''));
  const [withHelmet, without] = await Promise.all([
    probe.inject({ url: '/' }),
    plain.inject({ url: '/' }),
  ]);
  await Promise.all([probe.close(), plain.close()]);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet.headers)) {
    if (!(name in without.headers) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Security headers on every reply (built files get only theirs) and the origin check: a browser
 * request that changes something must come from our own pages. Both hooks are synchronous: they
 * run on every request.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    const headers = await securityHeaders(options.publicUrl);
    const fileHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => FILE_HEADERS.includes(name)),
    );
    app.addHook(
      'onRequest',
      (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        void reply.headers(isBuiltFile(request.url) ? fileHeaders : headers);
        if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
        const origin = request.headers.origin;
        const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
        if (
          crossSite ||
          (origin && !expectedOrigins(request, options.publicUrl).includes(origin))
        ) {
          void sendFailure(reply, 403, 'CROSS_ORIGIN', COMMON_MESSAGES.crossOrigin);
          return;
        }
        done();
      },
    );
  },
  { name: 'security' },
);
