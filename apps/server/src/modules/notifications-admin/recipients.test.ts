import {
  AUTH_MESSAGES,
  TEST_NOTIFICATION_LIMITS as L,
  TEST_NOTIFICATION_MESSAGES as M,
  type RecipientOption,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createUser } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const search = (who: SignedIn | null, q: string) =>
  injectAs(t, who?.cookie, 'GET', `/api/admin/notifications/recipients?q=${encodeURIComponent(q)}`);

describe('GET /api/admin/notifications/recipients', () => {
  it('is guarded like the notification manager', async () => {
    expect((await search(null, 'huong')).statusCode).toBe(401);
    const customer = await signIn(t, 'customer');
    const refused = await search(customer, 'huong');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(AUTH_MESSAGES.forbidden);
    for (const role of ['staff', 'manager', 'admin'] as const) {
      expect((await search(await signIn(t, role), 'huong')).statusCode).toBe(200);
    }
  });

  it('finds by name without diacritics, whole words only, by phone and by e-mail', async () => {
    const huong = await createUser(t.db, {
      name: 'Nguyễn Thị Hương',
      email: 'thuong.nguyen@example.com',
      phone: '+84987650001',
    });
    await createUser(t.db, { name: 'Lê Văn Khương' });
    await createUser(t.db, { name: 'Nguyễn Thị Hương Cũ', status: 'inactive' });
    const names = async (q: string) =>
      (await search(staff, q)).json<{ data: RecipientOption[] }>().data.map((u) => u.name);
    expect(await names('huong')).toEqual(['Nguyễn Thị Hương']);
    expect(await names('nguyen huong')).toEqual(['Nguyễn Thị Hương']);
    expect(await names('0987650001')).toEqual(['Nguyễn Thị Hương']);
    expect(await names('thuong.nguyen')).toEqual(['Nguyễn Thị Hương']);
    const first = (await search(staff, 'huong')).json().data[0];
    expect(first).toEqual({
      id: huong.user.id,
      name: 'Nguyễn Thị Hương',
      email: 'thuong.nguyen@example.com',
      phone: '0987650001',
      role: 'customer',
    });
    expect(first.password_hash).toBeUndefined();
  });

  it('returns at most a few people, and refuses too short or too long terms', async () => {
    for (let i = 0; i < L.recipientResults + 3; i++)
      await createUser(t.db, { name: `Phạm Đông ${i}` });
    expect((await search(staff, 'dong')).json().data).toHaveLength(L.recipientResults);
    const short = await search(staff, 'a');
    expect(short.statusCode).toBe(422);
    expect(JSON.stringify(short.json())).toContain(M.queryTooShort);
    const long = await search(staff, 'a'.repeat(L.recipientQueryMax + 1));
    expect(JSON.stringify(long.json())).toContain(M.queryTooLong);
    expect((await search(staff, "%' OR 1=1 --")).json().data).toEqual([]);
  });
});
