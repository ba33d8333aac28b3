import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { createUser, uniqueEmail } from './factories.js';

/** The `name=value` of the cookie a reply sets (the first one, or the named one). */
export function cookieFrom(response: { headers: Record<string, unknown> }, name?: string): string {
  const header = response.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).filter(
    (value): value is string => typeof value === 'string',
  );
  const match = name ? all.find((value) => value.startsWith(`${name}=`)) : all[0];
  if (!match) throw new Error(`no cookie ${name ?? ''} in the reply`);
  return match.split(';')[0] ?? '';
}

/** A customer account signed in through the real login; returns its session cookie. */
export async function signedInCustomer(app: FastifyInstance, db: Db) {
  const email = uniqueEmail('khach');
  const { user, password } = await createUser(db, { name: 'Lê Thị Hoa', email });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { identifier: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, cookie: cookieFrom(res, 'salon_sid') };
}

/** A contact form that passes every rule. */
export function validContactForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Trần Minh Khoa',
    phone: '0912 345 678',
    email: 'Khoa.Tran@Example.com',
    subject: 'consultation',
    message: 'Tôi muốn hỏi giá uốn tóc nam ở chi nhánh Nguyễn Huệ.',
    priority: 'medium',
    agreement: true,
    ...overrides,
  };
}
