import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  documentFailures,
  undescribedSuccess,
  type FailureStatus,
} from '../lib/failure-replies.js';
import { guardStatuses, isBackOfficeRoute, PASSWORD_CHANGE_ALLOWED } from './auth.js';

/** Methods whose body Fastify reads (and so can refuse). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Methods the origin check lets through (plugins/security.ts). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A path parameter that names a row: `:id`, `:idOrSlug`, `:userId`, `:photoId`… */
const ROW_PARAMETER = /^(id|idOrSlug|[a-z]+Id)$/;
// Where guards run; `preHandler` is too late (see `guards`), but a guard there still answers.
const GUARD_HOOKS = ['onRequest', 'preValidation', 'preHandler'] as const;

/** The failures every route of its kind can answer, from what the app's plugins do to it. */
function commonFailures(route: RouteOptions): Set<FailureStatus> {
  const statuses = new Set<FailureStatus>([500]);
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const { schema } = route;

  // json-body.ts and Fastify read the body: not JSON, too deep, too large, another type.
  if (methods.some((method) => BODY_METHODS.has(method))) {
    for (const status of [400, 413, 415] as const) statuses.add(status);
  }
  // errors.ts: input that breaks its schema.
  if (schema?.body || schema?.querystring || schema?.params || schema?.headers) statuses.add(422);
  // A row named in the path may not exist.
  const parameters = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');
  if (parameters.some((name) => ROW_PARAMETER.test(name))) statuses.add(404);
  // security.ts refuses changes from another site; auth.ts refuses everything but a few routes
  // to a user who must change their password first.
  const passwordChangeAllows = methods.every((method) =>
    PASSWORD_CHANGE_ALLOWED.has(`${method === 'HEAD' ? 'GET' : method} ${route.url}`),
  );
  const changes = methods.some((method) => !SAFE_METHODS.has(method));
  if (changes || !passwordChangeAllows) statuses.add(403);
  // auth.ts: the back office needs a signed-in team member; the route's own guards.
  if (isBackOfficeRoute(route.url)) for (const status of [401, 403] as const) statuses.add(status);
  for (const hook of GUARD_HOOKS) {
    for (const fn of [route[hook]].flat()) {
      for (const status of guardStatuses(fn)) statuses.add(status);
    }
  }
  return statuses;
}

/**
 * Keeps the API description (/api/docs) true: as each /api route is added, its response
 * schemas get the failures that every route of its kind can answer (bad JSON, validation,
 * not signed in, not allowed, a missing row, a server error) in the one failure shape, and a
 * plain 200 when the route describes no success. What only some routes answer (409 conflicts,
 * 429 limits, 503 channels down, 201 created) the routes list themselves; guards attached with
 * `guardEveryRoute` add theirs. Register it before the routes.
 */
export const failureDocsPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.schema?.hide) return;
      documentFailures(route, commonFailures(route));
      const response = route.schema?.response as Record<string, unknown>;
      if (!Object.keys(response).some((status) => status.startsWith('2'))) {
        response[200] = undescribedSuccess;
      }
    });
  },
  { name: 'failure-docs' },
);
