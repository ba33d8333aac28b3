import { AUTH_MESSAGES } from '@salon/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../test/sessions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

interface Route {
  method: string;
  url: string;
}

/**
 * Every route the app has, read from `printRoutes` (a tree whose lines are
 * `│   ├── /segment (GET, HEAD)`, each segment continuing its parent's path).
 */
function registeredRoutes(): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack.push(path);
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      routes.push({ method, url: path });
    }
  }
  return routes;
}

/** The back-office routes: under /api/admin, and the staff registration. */
function backOfficeRoutes(): Route[] {
  const routes = registeredRoutes().filter(
    (route) =>
      route.method !== 'HEAD' &&
      (route.url.startsWith('/api/admin/') || route.url === '/api/auth/admin/register'),
  );
  return routes;
}

/** Bad input everywhere it can be: parameters, query, and a body of the wrong shape. */
function withBadInput(route: Route, body: 'wrong shape' | 'malformed'): InjectOptions {
  const url = `${route.url.replace(/:[A-Za-z]+/g, 'khong-phai-so')}?page=-1&per_page=abc&status=%00`;
  const method = route.method as InjectOptions['method'];
  if (method === 'GET') return { method, url };
  return {
    method,
    url,
    headers: { 'content-type': 'application/json' },
    payload: body === 'malformed' ? '{"name":' : '[{"name":12345,"email":false}]',
  };
}

describe('the routes walked', () => {
  it('cover the back office (a broken route list would make the walks below prove nothing)', () => {
    const urls = new Set(backOfficeRoutes().map((route) => `${route.method} ${route.url}`));
    expect(urls.size).toBeGreaterThan(100);
    for (const known of [
      'POST /api/admin/notifications/',
      'PUT /api/admin/staff/:id',
      'POST /api/admin/promotions/',
      'PUT /api/admin/payments/methods',
      'POST /api/admin/reviews/:id/response',
      'PATCH /api/admin/sliders/:id/toggle-status',
      'POST /api/admin/customers/:userId/notes',
      'POST /api/auth/admin/register',
    ]) {
      expect(urls).toContain(known);
    }
  });
});

describe('a guest on any back-office route', () => {
  it.each(['wrong shape', 'malformed'] as const)(
    'gets 401 before any check of the input (%s body)',
    async (body) => {
      const answers: string[] = [];
      for (const route of backOfficeRoutes()) {
        const res = await t.app.inject(withBadInput(route, body));
        answers.push(
          `${route.method} ${route.url} ${res.statusCode} ${res.json<{ code: string }>().code}`,
        );
        if (res.statusCode === 401) {
          expect(res.json()).toEqual({
            success: false,
            code: 'UNAUTHENTICATED',
            message: AUTH_MESSAGES.unauthenticated,
          });
        }
      }
      expect(answers.filter((answer) => !answer.endsWith(' 401 UNAUTHENTICATED'))).toEqual([]);
    },
  );
});

describe('a signed-in customer on any back-office route', () => {
  it('gets 403 before any check of the input', async () => {
    const answers: string[] = [];
    let headers = customer.headers;
    for (const [i, route] of backOfficeRoutes().entries()) {
      // A new user every two refusals: their third within 10 minutes ends the session (rule c).
      if (i % 2 === 0) headers = (await signIn(t, 'customer')).headers;
      const options = withBadInput(route, 'wrong shape');
      const res = await t.app.inject({
        ...options,
        headers: { ...(options.headers as Record<string, string>), ...headers },
      });
      answers.push(
        `${route.method} ${route.url} ${res.statusCode} ${res.json<{ code: string }>().code}`,
      );
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403 FORBIDDEN'))).toEqual([]);
  });
});

/** What a staff member (not a manager) may open in the back office. */
const STAFF_OPEN = [
  '/api/admin/appointments',
  '/api/admin/stylists',
  '/api/admin/orders',
  // VAT invoice requests belong to the orders page.
  '/api/admin/invoice-requests',
  '/api/admin/outbox',
  '/api/admin/notifications',
  '/api/admin/profile',
  '/api/admin/customers',
  '/api/admin/questions',
  '/api/admin/chat',
  // The help screen: every back-office role votes and sends feedback (reading it: admins).
  '/api/admin/help/faq',
  '/api/admin/help/feedback',
];

describe('a staff member on a back-office page closed to them', () => {
  it('gets 403 before any check of the input', async () => {
    const staff = await signIn(t, 'staff');
    const closed = backOfficeRoutes().filter(
      (route) => !STAFF_OPEN.some((open) => route.url.startsWith(open)),
    );
    expect(closed.length).toBeGreaterThan(50);
    const answers: string[] = [];
    let headers = staff.headers;
    for (const [i, route] of closed.entries()) {
      // A new user every two refusals: their third within 10 minutes ends the session (rule c).
      if (i % 2 === 0) headers = (await signIn(t, 'staff')).headers;
      const options = withBadInput(route, 'wrong shape');
      const res = await t.app.inject({
        ...options,
        headers: { ...(options.headers as Record<string, string>), ...headers },
      });
      answers.push(
        `${route.method} ${route.url} ${res.statusCode} ${res.json<{ code: string }>().code}`,
      );
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403 FORBIDDEN'))).toEqual([]);
  });
});
