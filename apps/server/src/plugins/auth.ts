import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  canAccessAdminPage,
  isStaffRole,
  TWO_FACTOR_MESSAGES,
  type AdminPage,
  type CurrentUser,
  type Role,
} from '@salon/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { documentFailures, type FailureStatus } from '../lib/failure-replies.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import { SESSION_COOKIE } from '../modules/auth/session-tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    /** The id of the session the request came with (null without one). */
    sessionId: number | null;
  }
}

/**
 * What a user who must change their password (an account made at booking, whose password is
 * the phone number) may still call: who am I, log out, and the change itself. Uploaded files
 * under /api/storage/ are public files, not the session's.
 */
export const PASSWORD_CHANGE_ALLOWED = new Set([
  'GET /api/auth/me',
  'POST /api/auth/logout',
  'PATCH /api/customer/change-password',
]);

function passwordChangeAllows(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/storage/')) return true;
  return PASSWORD_CHANGE_ALLOWED.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/**
 * What a user whose role the two-factor policy covers may call before enrolling: enrolment
 * itself, and what the password change allows (an old password is changed first).
 */
export const TWO_FACTOR_SETUP_ALLOWED = new Set([
  ...PASSWORD_CHANGE_ALLOWED,
  'GET /api/auth/two-factor',
  'POST /api/auth/two-factor/setup',
  'POST /api/auth/two-factor/confirm',
]);

function twoFactorSetupAllows(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/storage/')) return true;
  return TWO_FACTOR_SETUP_ALLOWED.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/** The back office's API: every route under /api/admin. */
export function isBackOfficeRoute(routeUrl: string | undefined): boolean {
  return (
    routeUrl !== undefined && (routeUrl === '/api/admin' || routeUrl.startsWith('/api/admin/'))
  );
}

export interface AuthPluginOptions {
  auth: AuthService;
}

/**
 * Reads the session cookie of every API request and puts the user on `request.user`. A user
 * who must change their password gets 403 PASSWORD_CHANGE_REQUIRED on everything else.
 *
 * Every back-office route needs a signed-in team member, checked here as the request arrives,
 * before its body is read or its input validated: a visitor gets 401 and a customer 403 on
 * every /api/admin route, whichever hook its own page guard runs in.
 */
export const authPlugin = fp<AuthPluginOptions>(
  (app: FastifyInstance, options) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    // Synchronous unless there is a session to look up: most requests (visitors) carry none.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return done(refusal(request));
      options.auth.resolveSession(token).then((session) => {
        request.user = session?.user ?? null;
        request.sessionId = session?.sessionId ?? null;
        done(refusal(request));
      }, done);
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** Why this request may not go on, given who sent it; undefined when it may. */
function refusal(request: FastifyRequest): AppError | undefined {
  if (request.user?.must_change_password && !passwordChangeAllows(request)) {
    return new AppError('PASSWORD_CHANGE_REQUIRED', BOOKING_MESSAGES.passwordChangeRequired, 403);
  }
  if (request.user?.two_factor_setup_required && !twoFactorSetupAllows(request)) {
    return new AppError('TWO_FACTOR_SETUP_REQUIRED', TWO_FACTOR_MESSAGES.setupRequired, 403);
  }
  if (!isBackOfficeRoute(request.routeOptions.url)) return undefined;
  if (!request.user) return new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated, 401);
  if (!isStaffRole(request.user.role))
    return new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden, 403);
  return undefined;
}

export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) {
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated, 401);
  }
  return request.user;
}

const GUARD_STATUSES = Symbol('guard statuses');

/** A route hook that refuses a request; it carries the statuses it answers, for the API description. */
export interface Guard {
  (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void;
  readonly [GUARD_STATUSES]: readonly FailureStatus[];
}

function guard(
  statuses: readonly FailureStatus[],
  check: (request: FastifyRequest) => void,
): Guard {
  const hook = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    check(request);
    done();
  };
  return Object.assign(hook, { [GUARD_STATUSES]: statuses });
}

/** The statuses a route hook answers when it is one of `guards`; none otherwise. */
export function guardStatuses(hook: unknown): readonly FailureStatus[] {
  return typeof hook === 'function' && GUARD_STATUSES in hook
    ? (hook as Guard)[GUARD_STATUSES]
    : [];
}

/**
 * Guards for routes. Run them in `onRequest` (or `preValidation`), never `preHandler`: a
 * visitor or someone without the right must be refused before the input is read or checked.
 * On a route's own `onRequest`/`preValidation` the API description lists what they answer
 * (plugins/failure-docs.ts); for every route of a plugin, attach one with `guardEveryRoute`.
 */
export const guards = {
  user: guard([401], (request) => {
    currentUser(request);
  }),
  roles(...roles: Role[]): Guard {
    return guard([401, 403], (request) => {
      if (!roles.includes(currentUser(request).role)) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden, 403);
      }
    });
  },
  /** The back office: staff or above, and the page's entry in the permission table. */
  adminPage(page: AdminPage): Guard {
    return guard([401, 403], (request) => {
      const { role } = currentUser(request);
      if (!isStaffRole(role) || !canAccessAdminPage(role, page)) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden, 403);
      }
    });
  },
};

/**
 * Runs a guard on every route the plugin `app` adds after this call, in `onRequest` or
 * `preValidation`, and lists what it answers (401, 403) on each of them in the API description.
 */
export function guardEveryRoute(
  app: FastifyInstance,
  hook: 'onRequest' | 'preValidation',
  routeGuard: Guard,
): void {
  app.addHook(hook, routeGuard);
  app.addHook('onRoute', (route) => documentFailures(route, routeGuard[GUARD_STATUSES]));
}
