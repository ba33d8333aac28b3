import { CATALOG_ADMIN_MESSAGES as M, type CategoryStatistics } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

interface Category {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  type: string;
  status: string;
  products_count: number;
  children_count: number;
  children?: Category[];
}

function call(method: Method, url: string, payload?: unknown, cookie = admin) {
  return injectAs(t, cookie, method, `/api/admin/categories${url}`, payload);
}

async function create(payload: Record<string, unknown>): Promise<Category> {
  const res = await call('POST', '', { type: 'product', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Category }>().data;
}

describe('who may manage categories', () => {
  it('answers 401 to a guest and 403 to staff', async () => {
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
    const staff = (await signIn(t, 'staff')).cookie;
    expect((await call('GET', '/statistics', undefined, staff)).statusCode).toBe(403);
    expect((await call('POST', '', { name: 'X', type: 'product' }, staff)).statusCode).toBe(403);
  });
});

describe('two levels', () => {
  it('lets a top-level category of the same type be the parent, and nothing else', async () => {
    const root = await create({ name: 'Chăm sóc tóc Alpha' });
    const child = await create({ name: 'Dầu gội Alpha', parent_id: root.id });
    expect(child).toMatchObject({ parent_id: root.id, slug: 'dau-goi-alpha' });

    const grandchild = await call('POST', '', {
      name: 'Cháu',
      type: 'product',
      parent_id: child.id,
    });
    expect(grandchild.statusCode).toBe(422);
    expect(grandchild.json()).toMatchObject({ errors: { parent_id: [M.parentNotRoot] } });

    const otherType = await call('POST', '', {
      name: 'Khác loại',
      type: 'service',
      parent_id: root.id,
    });
    expect(otherType.json()).toMatchObject({ errors: { parent_id: [M.parentWrongType] } });

    const missing = await call('POST', '', { name: 'Mồ côi', type: 'product', parent_id: 999_999 });
    expect(missing.json()).toMatchObject({ errors: { parent_id: [M.parentNotFound] } });

    const self = await call('PUT', `/${root.id}`, {
      name: root.name,
      type: 'product',
      parent_id: root.id,
    });
    expect(self.json()).toMatchObject({ errors: { parent_id: [M.hasChildrenCannotBeChild] } });

    const other = await create({ name: 'Gốc khác Alpha' });
    const parentWithChildren = await call('PUT', `/${root.id}`, {
      name: root.name,
      type: 'product',
      parent_id: other.id,
    });
    expect(parentWithChildren.json()).toMatchObject({
      errors: { parent_id: [M.hasChildrenCannotBeChild] },
    });

    const ownParent = await call('PUT', `/${other.id}`, {
      name: other.name,
      type: 'product',
      parent_id: other.id,
    });
    expect(ownParent.json()).toMatchObject({ errors: { parent_id: [M.parentSelf] } });

    const typeChange = await call('PUT', `/${root.id}`, { name: root.name, type: 'service' });
    expect(typeChange.json()).toMatchObject({ errors: { type: [M.typeChangeBlocked] } });

    const moved = await call('PUT', `/${child.id}`, {
      name: 'Dầu gội Alpha mới',
      type: 'product',
      parent_id: other.id,
    });
    expect(moved.json()).toMatchObject({
      data: { parent_id: other.id, name: 'Dầu gội Alpha mới', slug: 'dau-goi-alpha' },
    });
  });

  it('checks the fields with the messages of the spec', async () => {
    expect((await call('POST', '', { name: ' ', type: 'product' })).json()).toMatchObject({
      message: M.categoryNameRequired,
    });
    // The type is a required choice, on create and on update: the server assumes none.
    const kept = await create({ name: 'Giữ loại', type: 'service' });
    for (const type of [undefined, null, '']) {
      for (const [method, path] of [
        ['POST', ''],
        ['PUT', `/${kept.id}`],
      ] as const) {
        const res = await call(method, path, { name: 'A', type });
        expect(res.statusCode, `${method} ${String(type)}`).toBe(422);
        expect(res.json()).toMatchObject({
          message: M.categoryTypeRequired,
          errors: { type: [M.categoryTypeRequired] },
        });
      }
    }
    expect(
      (await call('POST', '', { name: 'A', type: 'product', sort_order: -1 })).json(),
    ).toMatchObject({ message: M.sortOrderInvalid });
    const defaults = await create({ name: 'Mặc định' });
    expect(defaults).toMatchObject({ status: 'active', type: 'product' });
    const same = await create({ name: 'Mặc định' });
    expect(same.slug).toBe(`${defaults.slug}-2`);
  });
});

describe('category list, tree and statistics', () => {
  it('filters by search (diacritics ignored), level, type and status, 20 a page', async () => {
    const root = await create({ name: 'Phụ kiện Beta', type: 'service' });
    const child = await create({ name: 'Lược Beta', type: 'service', parent_id: root.id });
    const off = await create({ name: 'Kẹp Beta', type: 'service', status: 'inactive' });
    const list = async (q: string) =>
      (await call('GET', `?search=beta${q}`)).json<{
        data: { data: Category[]; meta: { per_page: number } };
      }>().data;
    expect((await list('')).data.map((c) => c.id).sort()).toEqual(
      [root.id, child.id, off.id].sort(),
    );
    expect((await list('')).meta.per_page).toBe(20);
    expect((await list('&level=0')).data.map((c) => c.id).sort()).toEqual([root.id, off.id].sort());
    expect((await list('&level=1')).data.map((c) => c.id)).toEqual([child.id]);
    expect((await list('&status=inactive')).data.map((c) => c.id)).toEqual([off.id]);
    expect((await list('&type=product')).data).toEqual([]);
    expect(
      (await call('GET', '?search=phu kien'))
        .json<{ data: { data: Category[] } }>()
        .data.data.map((c) => c.id),
    ).toContain(root.id);
    const paged = (await call('GET', '?search=beta&per_page=2&page=2')).json<{
      data: { data: Category[]; meta: unknown };
    }>().data;
    expect(paged.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect((await call('GET', '?level=2')).statusCode).toBe(422);

    const tree = (await call('GET', '/tree?type=service')).json<{ data: Category[] }>().data;
    const node = tree.find((c) => c.id === root.id);
    expect(node?.children?.map((c) => c.id)).toEqual([child.id]);
    expect(tree.every((c) => c.parent_id === null)).toBe(true);
  });

  it('counts every statistic and the categories created this month', async () => {
    const before = (await call('GET', '/statistics')).json<{ data: CategoryStatistics }>().data;
    const root = await create({ name: 'Thống kê Gamma' });
    await create({ name: 'Con Gamma', parent_id: root.id, status: 'inactive' });
    await createProduct(t.db, { category_id: root.id });
    const service = await create({ name: 'Dịch vụ Gamma', type: 'service' });
    await createService(t.db, { category_id: service.id });
    const after = (await call('GET', '/statistics')).json<{ data: CategoryStatistics }>().data;
    expect(after.total_categories - before.total_categories).toBe(3);
    expect(after.active_categories - before.active_categories).toBe(2);
    expect(after.inactive_categories - before.inactive_categories).toBe(1);
    expect(after.product_categories - before.product_categories).toBe(2);
    expect(after.service_categories - before.service_categories).toBe(1);
    expect(after.root_categories - before.root_categories).toBe(2);
    expect(after.categories_with_children - before.categories_with_children).toBe(1);
    expect(after.categories_with_products - before.categories_with_products).toBe(1);
    expect(after.categories_with_services - before.categories_with_services).toBe(1);
    expect(after.created_per_month).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(after.created_per_month.at(-1)).toEqual({
      month: thisMonth,
      count: after.created_per_month.at(-1)!.count,
    });
    expect(after.created_per_month.at(-1)!.count - before.created_per_month.at(-1)!.count).toBe(3);
  });
});

describe('status and delete', () => {
  it('toggles the status; the storefront hides an inactive category', async () => {
    const category = await create({ name: 'Ẩn hiện Delta' });
    const off = await call('PATCH', `/${category.id}/status`, { status: 'inactive' });
    expect(off.json()).toMatchObject({ data: { status: 'inactive' } });
    const publicList = await t.app.inject({
      method: 'GET',
      url: '/api/public/categories?type=product',
    });
    expect(publicList.json<{ data: { id: number }[] }>().data.map((c) => c.id)).not.toContain(
      category.id,
    );
    expect((await call('PATCH', '/999999/status', { status: 'active' })).statusCode).toBe(404);
  });

  it('refuses to delete a category with children or items, then deletes it', async () => {
    const root = await create({ name: 'Xóa Epsilon' });
    const child = await create({ name: 'Con Epsilon', parent_id: root.id });
    const product = await createProduct(t.db, { category_id: child.id });

    const withChildren = await call('DELETE', `/${root.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json()).toMatchObject({ message: M.categoryHasChildren(1) });
    const withItems = await call('DELETE', `/${child.id}`);
    expect(withItems.statusCode).toBe(409);
    expect(withItems.json()).toMatchObject({ message: M.categoryHasItems(1, 'product') });

    await t.db.deleteFrom('products').where('id', '=', product.id).execute();
    expect((await call('DELETE', `/${child.id}`)).json()).toMatchObject({
      message: M.categoryDeleted,
    });
    expect((await call('DELETE', `/${root.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${root.id}`)).statusCode).toBe(404);
  });

  it('renaming a category keeps its items findable by the new name', async () => {
    const category = await createCategory(t.db, { type: 'product', name: 'Tên cũ' });
    const product = await createProduct(t.db, { name: 'Sản phẩm Zed', category_id: category.id });
    await call('PUT', `/${category.id}`, { name: 'Tinh dầu thảo mộc', type: 'product' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/products?search=tinh dau thao moc',
    });
    expect(res.json<{ data: { data: { id: number }[] } }>().data.data.map((p) => p.id)).toContain(
      product.id,
    );
  });
});
