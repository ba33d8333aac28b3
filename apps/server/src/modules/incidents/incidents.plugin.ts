import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook, routeMethods } from '../../lib/route-hooks.js';
import { isBackOfficeRoute } from '../../plugins/auth.js';
import type { IncidentEngine } from './incident-engine.js';
import { incidentsRoutes } from './incidents.routes.js';
import type { IncidentsService } from './incidents.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    incidentEngine: IncidentEngine;
  }
}

export interface IncidentsPluginOptions {
  incidents: IncidentsService;
  engine: IncidentEngine;
}

/**
 * Watches every back-office refusal: a signed-in user answered 403 on an /api/admin route is
 * recorded, and the third within 10 minutes ends that session before the reply leaves (rule c).
 * Registered on the root before the API so its hook is on every back-office route (and only
 * there).
 */
function watchRefusals(app: FastifyInstance, engine: IncidentEngine): void {
  addRouteHook(
    app,
    'onSend',
    async (request, reply, payload) => {
      if (reply.statusCode !== 403) return payload;
      const user = request.user;
      if (!user || user.must_change_password) return payload;
      const route = request.routeOptions.url;
      try {
        await engine.refused({
          userId: user.id,
          role: user.role,
          sessionId: request.sessionId,
          ip: request.ip,
          method: request.method,
          route: route ?? request.url,
          actor: {
            id: user.id,
            role: user.role,
            ip: request.ip,
            userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
          },
        });
      } catch (error) {
        request.log.error({ err: error }, 'recording a refused back-office request failed');
      }
      return payload;
    },
    (route) => isBackOfficeRoute(route.url),
  );
}

/**
 * Runs rule (a) right after a refused sign-in, once the reply is out (the job runs it every
 * minute anyway); closing the app waits for a check in progress.
 */
function watchSignIns(app: FastifyInstance, engine: IncidentEngine): void {
  const running = new Set<Promise<unknown>>();
  const isSignIn = (route: RouteOptions) =>
    route.url.startsWith('/api/auth/') &&
    route.url.endsWith('/login') &&
    routeMethods(route).includes('POST');
  addRouteHook(
    app,
    'onResponse',
    async (request, reply) => {
      if (reply.statusCode < 400) return;
      const check = engine
        .failedLogins(new Date())
        .catch((error: unknown) => request.log.error({ err: error }, 'incident rule failed'))
        .finally(() => running.delete(check));
      running.add(check);
    },
    isSignIn,
  );
  app.addHook('preClose', async () => {
    await Promise.all(running);
  });
}

/** Security incidents: the refusal watch, and the admins' API under /api/admin/security. */
export const incidentsPlugin = fp<IncidentsPluginOptions>(
  async (app, { incidents, engine }) => {
    // Tests run the rules right after the events they insert.
    app.decorate('incidentEngine', engine);
    watchRefusals(app, engine);
    watchSignIns(app, engine);
    await app.register(incidentsRoutes, { prefix: '/api/admin/security', incidents });
  },
  { name: 'incidents', dependencies: ['auth'] },
);
