import type { Role } from '@salon/shared';
import { SESSION_COOKIE } from '../modules/auth/session-tokens.js';
import { createUser, type CreatedUser } from './factories.js';
import type { TestApp } from './test-app.js';

export interface SignedIn extends CreatedUser {
  /** `name=value` of the session cookie. */
  cookie: string;
  /** `{ cookie }`, ready for `app.inject({ headers })`. */
  headers: { cookie: string };
}

/**
 * The `name=value` of a cookie a reply sets: the named one, or the first one
 * (the session cookie of a login reply).
 */
export function sessionCookie(
  response: { headers: Record<string, unknown> },
  name?: string,
): string {
  const header = response.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).filter(
    (value): value is string => typeof value === 'string',
  );
  const match = name ? all.find((value) => value.startsWith(`${name}=`)) : all[0];
  if (!match) throw new Error(`no cookie ${name ?? ''} in the reply`);
  return match.split(';')[0] ?? '';
}

/** Logs an existing user in through the real login route of their side; returns the cookie. */
export async function logIn(t: TestApp, created: CreatedUser): Promise<string> {
  const customer = created.user.role === 'customer';
  const response = await t.app.inject({
    method: 'POST',
    url: customer ? '/api/auth/customer/login' : '/api/auth/admin/login',
    payload: customer
      ? { identifier: created.user.email, password: created.password }
      : { email: created.user.email, password: created.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return sessionCookie(response, SESSION_COOKIE);
}

/** A new user of the role (with optional fields), signed in through the real login route. */
export async function signIn(
  t: TestApp,
  role: Role = 'customer',
  overrides: Omit<NonNullable<Parameters<typeof createUser>[1]>, 'role'> = {},
): Promise<SignedIn> {
  const created = await createUser(t.db, { ...overrides, role });
  const cookie = await logIn(t, created);
  return { ...created, cookie, headers: { cookie } };
}
