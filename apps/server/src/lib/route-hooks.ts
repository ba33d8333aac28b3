import type { FastifyInstance, RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend' | 'onResponse';

/**
 * Adds `hook` to each route added after this call for which `applies` holds, instead of to every
 * request: a route it does not concern pays nothing for it. Route hooks run after the hooks of
 * the app and the route's plugin (guards among them).
 */
export function addRouteHook<N extends RouteHookName>(
  app: FastifyInstance,
  name: N,
  hook: NonNullable<RouteOptions[N]> extends infer H
    ? H extends unknown[]
      ? H[number]
      : H
    : never,
  applies: (route: RouteOptions) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const existing = route[name];
    (route as Record<RouteHookName, unknown>)[name] =
      existing === undefined ? [hook] : [...[existing].flat(), hook];
  });
}

/** The upper-case methods of a route. */
export function routeMethods(route: RouteOptions): string[] {
  return [route.method].flat().map((method) => method.toUpperCase());
}
