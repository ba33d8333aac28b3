import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../test/api.js';
import { createSupplier } from '../test/catalog-admin-factories.js';
import {
  createBranch,
  createCategory,
  createProduct,
  createService,
  createUser,
} from '../test/factories.js';
import { signIn } from '../test/sessions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/*
 * Lists sorted by name follow the Vietnamese alphabet (a ă â b c d đ …, tones after the base
 * letter, case ignored) on SQLite and PostgreSQL alike: rows keep a sort key of their name
 * (`name_key`, from `vietnameseSortKey` in @salon/shared), written with every name.
 */

const SHUFFLED = ['Dũng', 'Đào', 'Âu', 'Bình', 'Ăn', 'Ánh', 'an'];
const VIETNAMESE = ['an', 'Ánh', 'Ăn', 'Âu', 'Bình', 'Dũng', 'Đào'];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

async function names(url: string, cookie?: string): Promise<string[]> {
  const res = await injectAs(t, cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json<{ data: { name: string }[] | { data: { name: string }[] } }>().data;
  return (Array.isArray(data) ? data : data.data).map((row) => row.name);
}

describe('sorting by name in Vietnamese order', () => {
  it('products: the storefront and the back office', async () => {
    const category = await createCategory(t.db, { type: 'product' });
    for (const name of SHUFFLED) await createProduct(t.db, { name, category_id: category.id });
    expect(await names(`/api/public/products?category=${category.slug}&sort=name`)).toEqual(
      VIETNAMESE,
    );
    expect(
      await names(`/api/admin/products?category_id=${category.id}&sort=name&per_page=50`, admin),
    ).toEqual(VIETNAMESE);
  });

  it('services in the back office', async () => {
    const category = await createCategory(t.db);
    for (const name of SHUFFLED) await createService(t.db, { name, category_id: category.id });
    expect(
      await names(`/api/admin/services?category_id=${category.id}&sort=name&per_page=50`, admin),
    ).toEqual(VIETNAMESE);
  });

  it('categories (same display order), suppliers, staff and branches', async () => {
    const parent = await createCategory(t.db, { type: 'product', name: 'Nhóm sắp xếp' });
    for (const name of SHUFFLED) {
      await createCategory(t.db, { type: 'product', name, parent_id: parent.id, sort_order: 7 });
    }
    const publicCategories = await names('/api/public/categories?type=product');
    expect(publicCategories.filter((name) => SHUFFLED.includes(name))).toEqual(VIETNAMESE);
    const adminCategories = await names(
      `/api/admin/categories?type=product&parent_id=${parent.id}&per_page=50`,
      admin,
    );
    expect(adminCategories).toEqual(VIETNAMESE);

    for (const name of SHUFFLED) await createSupplier(t.db, { name });
    expect(await names('/api/admin/suppliers?sort=name&per_page=50', admin)).toEqual(VIETNAMESE);

    const branch = await createBranch(t.db);
    for (const name of SHUFFLED)
      await createUser(t.db, { role: 'staff', name, branch_id: branch.id });
    expect(await names(`/api/admin/staff?branch_id=${branch.id}&per_page=50`, admin)).toEqual(
      VIETNAMESE,
    );

    for (const name of SHUFFLED) await createBranch(t.db, { name });
    const branches = await names('/api/admin/branches?sort_by=name&per_page=50', admin);
    expect(branches.filter((name) => SHUFFLED.includes(name))).toEqual(VIETNAMESE);
  });

  it('a renamed item moves to its new place', async () => {
    const category = await createCategory(t.db);
    for (const name of ['An', 'Bình', 'Đào']) {
      await createService(t.db, { name, category_id: category.id });
    }
    const renamed = await createService(t.db, { name: 'Zoe', category_id: category.id });
    const res = await injectAs(t, admin, 'PUT', `/api/admin/services/${renamed.id}`, {
      name: 'Ánh',
      category_id: category.id,
      price: 100_000,
      duration_minutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names(`/api/admin/services?category_id=${category.id}&sort=name`, admin)).toEqual([
      'An',
      'Ánh',
      'Bình',
      'Đào',
    ]);
  });
});

describe('the sort key column', () => {
  const keyOf = async (id: number) =>
    (
      await t.db
        .selectFrom('users')
        .select(['name_key'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name_key;

  it('is written on insert and on every update of the name, and only then', async () => {
    const { user } = await createUser(t.db, { name: 'Đào' });
    const dao = await keyOf(user.id);
    expect(dao).not.toBe('');
    await t.db.updateTable('users').set({ name: 'Dũng' }).where('id', '=', user.id).execute();
    const dung = await keyOf(user.id);
    expect(dung < dao).toBe(true);
    await t.db.updateTable('users').set({ gender: 'male' }).where('id', '=', user.id).execute();
    expect(await keyOf(user.id)).toBe(dung);
  });

  it('refuses a name it cannot read (an SQL expression) rather than keep a wrong key', async () => {
    const { user } = await createUser(t.db);
    await expect(
      t.db
        .updateTable('users')
        .set({ name: sql<string>`upper(name)` })
        .where('id', '=', user.id)
        .execute(),
    ).rejects.toThrow(/name_key/);
  });
});
