import type { CartItemType } from '@salon/shared';
import type { Db } from '../db/database.js';
import type { TestApp } from './test-app.js';
import { createUser, type CreatedUser } from './factories.js';
import { sessionCookie } from './sessions.js';

export { sessionCookie as cookieFrom } from './sessions.js';

/** Logs in through the real customer login and returns the session cookie. */
export async function loginCustomer(t: TestApp, created: CreatedUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { identifier: created.user.email, password: created.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return sessionCookie(res);
}

/** A new customer, logged in. */
export async function signedInCustomer(
  t: TestApp,
): Promise<{ created: CreatedUser; cookie: string }> {
  const created = await createUser(t.db, { role: 'customer' });
  return { created, cookie: await loginCustomer(t, created) };
}

/** A cart line written straight to the table (for states the API would not make). */
export async function createCartLine(
  db: Db,
  line: { user_id: number; item_type: CartItemType; item_id: number; quantity: number },
): Promise<number> {
  const row = await db
    .insertInto('cart_items')
    .values(line)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
