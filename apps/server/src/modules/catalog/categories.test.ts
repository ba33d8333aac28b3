import { CATALOG_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Category {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  count: number;
}

async function categories(type: string): Promise<Category[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/categories?type=${type}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: true; data: Category[] }>();
  expect(body.success).toBe(true);
  return body.data;
}

describe('GET /api/public/categories', () => {
  it('answers an empty list when there are none', async () => {
    expect(await categories('service')).toEqual([]);
  });

  it('lists active categories of one type, flat, by sort order then name, with counts', async () => {
    const hair = await createCategory(t.db, { name: 'Cắt tóc', sort_order: 2 });
    const colour = await createCategory(t.db, { name: 'Nhuộm tóc', sort_order: 1 });
    const perm = await createCategory(t.db, { name: 'Uốn tóc', sort_order: 1 });
    const men = await createCategory(t.db, { name: 'Nam', parent_id: hair.id, sort_order: 1 });
    const women = await createCategory(t.db, { name: 'Nữ', parent_id: hair.id, sort_order: 2 });
    const closed = await createCategory(t.db, { name: 'Đã ẩn', status: 'inactive' });
    const closedChild = await createCategory(t.db, {
      name: 'Con đã ẩn',
      parent_id: hair.id,
      status: 'inactive',
    });
    const orphan = await createCategory(t.db, { name: 'Con của mục ẩn', parent_id: closed.id });
    const shop = await createCategory(t.db, { type: 'product', name: 'Dầu gội' });

    await createService(t.db, { category_id: hair.id });
    await createService(t.db, { category_id: hair.id, status: 'inactive' });
    await createService(t.db, { category_id: men.id });
    await createService(t.db, { category_id: men.id });
    await createService(t.db, { category_id: women.id, status: 'inactive' });
    await createService(t.db, { category_id: closedChild.id });
    await createService(t.db, { category_id: colour.id });
    await createService(t.db, { category_id: orphan.id });
    await createService(t.db, { category_id: null });
    await createProduct(t.db, { category_id: shop.id });

    const list = await categories('service');
    expect(list).toEqual([
      { id: men.id, name: 'Nam', slug: men.slug, parent_id: hair.id, count: 2 },
      { id: colour.id, name: 'Nhuộm tóc', slug: colour.slug, parent_id: null, count: 1 },
      { id: perm.id, name: 'Uốn tóc', slug: perm.slug, parent_id: null, count: 0 },
      // Its own active service, its children's (two in Nam, one in the hidden child).
      { id: hair.id, name: 'Cắt tóc', slug: hair.slug, parent_id: null, count: 4 },
      { id: women.id, name: 'Nữ', slug: women.slug, parent_id: hair.id, count: 0 },
    ]);
    expect(list.map((c) => c.id)).not.toContain(closed.id);
    expect(list.map((c) => c.id)).not.toContain(closedChild.id);
    expect(list.map((c) => c.id)).not.toContain(orphan.id);

    expect(await categories('product')).toEqual([
      { id: shop.id, name: 'Dầu gội', slug: shop.slug, parent_id: null, count: 1 },
    ]);
  });

  it('counts what the list filtered by that category shows', async () => {
    const parent = await createCategory(t.db, { type: 'product', name: 'Dưỡng tóc' });
    const child = await createCategory(t.db, { type: 'product', parent_id: parent.id });
    await createProduct(t.db, { category_id: parent.id });
    await createProduct(t.db, { category_id: child.id });
    await createProduct(t.db, { category_id: child.id, stock_quantity: 0 });
    await createProduct(t.db, { category_id: child.id, status: 'inactive' });

    for (const [type, path] of [
      ['product', 'products'],
      ['service', 'services'],
    ] as const) {
      for (const category of await categories(type)) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/public/${path}?category=${category.id}`,
        });
        expect(res.json().data.meta.total, category.name).toBe(category.count);
      }
    }
    const counts = new Map((await categories('product')).map((c) => [c.id, c.count]));
    expect(counts.get(parent.id)).toBe(3);
    expect(counts.get(child.id)).toBe(2);
  });

  it('drops a category once it is made inactive', async () => {
    const category = await createCategory(t.db, { type: 'product' });
    expect((await categories('product')).map((c) => c.id)).toContain(category.id);
    await t.db
      .updateTable('categories')
      .set({ status: 'inactive' })
      .where('id', '=', category.id)
      .execute();
    expect((await categories('product')).map((c) => c.id)).not.toContain(category.id);
  });

  it.each(['', '?type=', '?type=post', '?type=SERVICE', '?type=service&type=product'])(
    'refuses %j with 422 and a Vietnamese message',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/categories${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: M.invalidCategoryType,
        errors: { type: [M.invalidCategoryType] },
      });
    },
  );
});

describe('OpenAPI document', () => {
  it('documents the catalogue routes with their queries and replies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const { paths } = res.json();
    for (const path of [
      '/api/public/categories',
      '/api/public/services',
      '/api/public/services/{idOrSlug}',
      '/api/public/products',
      '/api/public/products/{idOrSlug}',
    ]) {
      expect(paths[path]?.get, path).toBeDefined();
    }
    const products = paths['/api/public/products'].get;
    const parameters = products.parameters as { name: string }[];
    expect(parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'per_page', 'search', 'category', 'sort', 'in_stock']),
    );
    const item =
      products.responses['200'].content['application/json'].schema.properties.data.properties.data
        .items;
    expect(item.properties.stock_status.enum).toEqual(['out_of_stock', 'low_stock', 'in_stock']);
    const detail = paths['/api/public/services/{idOrSlug}'].get;
    expect(detail.responses['404']).toBeDefined();
    expect(
      detail.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('related');
  });
});
