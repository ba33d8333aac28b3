import { AUTH_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMailbox } from '../../test/delivered-messages.js';
import { createBranch, createUser, uniqueEmail, uniquePhone } from '../../test/factories.js';
import { lastResetCode, resetStep, uniqueIp } from '../../test/password-reset-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * One password rule for every role on every path that sets a password: the same weak
 * passwords are refused with the same message by registration, staff creation, password
 * change and password reset, whatever the role.
 */

let t: TestApp;
let admin: SignedIn;
let branchId: number;
beforeAll(async () => {
  t = await createTestAppWithMailbox();
  admin = await signIn(t, 'admin');
  branchId = (await createBranch(t.db)).id;
});
afterAll(() => t.close());

const WEAK: [string, string][] = [
  ['123456', M.passwordMin8],
  ['abc123', M.passwordMin8],
  ['Ab1cdef', M.passwordMin8],
  ['12345678', M.passwordComplexity],
  ['matkhau123', M.passwordComplexity],
  ['MATKHAU123', M.passwordComplexity],
  ['MatKhauMoi', M.passwordComplexity],
  [`Aa1${'x'.repeat(126)}`, M.passwordMax],
];
const STRONG = 'MatKhau2026';

interface Reply {
  statusCode: number;
  json<T>(): T;
  body: string;
}

/** 422, and the first message of the password field is the rule's. */
function expectRefused(res: Reply, field: string, message: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
  expect(res.json<{ errors: Record<string, string[]> }>().errors[field]?.[0], what).toBe(message);
}

async function passwordHashOf(userId: number): Promise<string> {
  const row = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

async function usersWithEmail(email: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .where('email', '=', email)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function registerCustomer(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/register',
    remoteAddress: uniqueIp(),
    payload: {
      name: 'Phạm Minh Châu',
      phone: uniquePhone(),
      email,
      password,
      password_confirmation: password,
      terms_accepted: true,
    },
  });
}

function createStaff(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/admin/register',
    headers: admin.headers,
    payload: {
      name: 'Lê Văn Hùng',
      email,
      password,
      password_confirmation: password,
      role: 'staff',
      branch_id: branchId,
    },
  });
}

describe('the one password rule', () => {
  it('customer registration refuses every weak password and creates no account', async () => {
    for (const [password, message] of WEAK) {
      const email = uniqueEmail('chau');
      expectRefused(await registerCustomer(email, password), 'password', message, password);
      expect(await usersWithEmail(email)).toBe(0);
    }
    expect((await registerCustomer(uniqueEmail('chau'), STRONG)).statusCode).toBe(201);
  });

  it('staff creation in the back office refuses every weak password, 123456 included', async () => {
    for (const [password, message] of WEAK) {
      const email = uniqueEmail('hung');
      expectRefused(await createStaff(email, password), 'password', message, password);
      expect(await usersWithEmail(email)).toBe(0);
    }
    const created = await createStaff(uniqueEmail('hung'), STRONG);
    expect(created.statusCode, created.body).toBe(201);
  });

  it.each(['customer', 'staff', 'manager', 'admin'] as const)(
    'a %s changing their password gets the same rule',
    async (role) => {
      const user = await signIn(t, role);
      const before = await passwordHashOf(user.user.id);
      for (const [password, message] of WEAK) {
        const res = await t.app.inject({
          method: 'PATCH',
          url: '/api/customer/change-password',
          headers: user.headers,
          payload: {
            current_password: user.password,
            new_password: password,
            new_password_confirmation: password,
          },
        });
        expectRefused(res, 'new_password', message, password);
      }
      expect(await passwordHashOf(user.user.id)).toBe(before);
    },
  );

  it.each(['customer', 'staff'] as const)(
    'a %s resetting a forgotten password gets the same rule',
    async (role) => {
      const { user } = await createUser(t.db, { role });
      const email = user.email!;
      const before = await passwordHashOf(user.id);
      const ip = uniqueIp();
      const requested = await resetStep(t, 'request', { identifier: email }, ip);
      expect(requested.statusCode, requested.body).toBe(200);
      const code = await lastResetCode(t, email);
      const verified = await resetStep(t, 'verify', { identifier: email, code }, ip);
      expect(verified.statusCode, verified.body).toBe(200);
      const token = verified.json<{ data: { reset_token: string } }>().data.reset_token;
      for (const [password, message] of WEAK) {
        const res = await resetStep(
          t,
          'complete',
          { reset_token: token, password, password_confirmation: password },
          uniqueIp(),
        );
        expectRefused(res, 'password', message, password);
      }
      expect(await passwordHashOf(user.id)).toBe(before);
      const strong = await resetStep(
        t,
        'complete',
        { reset_token: token, password: STRONG, password_confirmation: STRONG },
        uniqueIp(),
      );
      expect(strong.statusCode, strong.body).toBe(200);
    },
  );
});
