import type { Role } from '@salon/shared';
import { createUser, type CreatedUser } from './factories.js';
import type { TestApp } from './test-app.js';

export interface SignedIn extends CreatedUser {
  /** `{ cookie }`, ready for `app.inject({ headers })`. */
  headers: { cookie: string };
}

/** The `name=value` of the session cookie a login reply sets. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? String(header[0]) : String(header);
  return first.split(';')[0] ?? '';
}

/** A new user of the role, signed in through the real login route. */
export async function signIn(t: TestApp, role: Role = 'customer'): Promise<SignedIn> {
  const created = await createUser(t.db, { role });
  const customer = role === 'customer';
  const response = await t.app.inject({
    method: 'POST',
    url: customer ? '/api/auth/customer/login' : '/api/auth/admin/login',
    payload: customer
      ? { identifier: created.user.email, password: created.password }
      : { email: created.user.email, password: created.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { ...created, headers: { cookie: sessionCookie(response) } };
}
