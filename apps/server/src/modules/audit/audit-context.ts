import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Who is acting, as the audit log records it. */
export interface AuditActor {
  id: number | null;
  /** The user's role, 'guest' for a visitor, 'system' for the server's own work. */
  role: string;
  ip: string | null;
  userAgent: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, role: 'system', ip: null, userAgent: null };

const storage = new AsyncLocalStorage<FastifyRequest>();

/**
 * The actor of the request being handled, wherever a service records an audit entry: services
 * do not see requests, and threading the actor through every write would be noise. Outside a
 * request (jobs, scripts) the actor is the system.
 */
export function currentActor(): AuditActor {
  const request = storage.getStore();
  if (!request) return SYSTEM_ACTOR;
  const agent = request.headers['user-agent'];
  return {
    id: request.user?.id ?? null,
    role: request.user?.role ?? 'guest',
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
  };
}

/** Runs `work` as `actor` outside a request (a script or a test acting as someone). */
export function runAs<T>(request: FastifyRequest, work: () => T): T {
  return storage.run(request, work);
}

const PROBES = new Set(['/api/ping', '/api/health']);

/**
 * Reads that never record an action: the storefront's public answers (the same for every
 * visitor), the pages and files, the health probes. They are most of the traffic, and entering
 * the context costs each of them a few microseconds.
 */
function recordsNothing(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { url } = request;
  if (!url.startsWith('/api/') || url.startsWith('/api/public/')) return true;
  const query = url.indexOf('?');
  return PROBES.has(query < 0 ? url : url.slice(0, query));
}

/**
 * Makes each request that may record an action the audit context of everything its handlers
 * call. Registered before the auth plugin; `request.user` is read when an entry is recorded,
 * after auth has set it.
 */
export const auditContextPlugin = fp(
  (app: FastifyInstance, _options, done) => {
    app.addHook('onRequest', (request, _reply, next) => {
      if (recordsNothing(request)) return next();
      storage.run(request, next);
    });
    done();
  },
  { name: 'audit-context' },
);
