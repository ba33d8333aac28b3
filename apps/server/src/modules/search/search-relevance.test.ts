import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createSupplier } from '../../test/catalog-admin-factories.js';
import {
  createBranch,
  createCategory,
  createProduct,
  createService,
  createUser,
} from '../../test/factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Search matches folded words at word starts, never inside a word, and ranks name hits first
 * (text/search-text in @salon/shared), in every list that searches.
 */

let t: TestApp;
let admin: string;
let serviceCategory: number;
let productCategory: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
  serviceCategory = (await createCategory(t.db, { name: 'Hóa chất' })).id;
  productCategory = (await createCategory(t.db, { type: 'product', name: 'Chăm sóc' })).id;
  const service = (name: string, booking_count: number, short_description?: string) =>
    createService(t.db, {
      name,
      booking_count,
      category_id: serviceCategory,
      ...(short_description ? { short_description } : {}),
    });
  // The most popular ones only mention the word, or hold it inside another word.
  await service('Cắt tóc theo khuôn mặt', 90);
  await service('Phục hồi sau hóa chất', 80, 'Dành cho tóc đã uốn, nhuộm');
  await service('Uốn lạnh', 3);
  await service('Gội đầu suôn mượt', 70);
  await service('Uốn phồng', 2);
  const product = (name: string, sold_count: number, short_description?: string) =>
    createProduct(t.db, {
      name,
      sold_count,
      category_id: productCategory,
      ...(short_description ? { short_description } : {}),
    });
  await product('Kem giữ lọn', 90, 'Giữ lọn cho tóc uốn cả ngày');
  await product('Dầu gội suôn mượt', 80);
  await product('Thuốc uốn tại nhà', 1);
});
afterAll(() => t.close());

const names = (items: { name: string }[]) => items.map((item) => item.name);

async function get<T>(url: string, cookie?: string): Promise<T> {
  const res = await injectAs(t, cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: T }>().data;
}

describe('GET /api/public/search', () => {
  it('"uốn" finds "Uốn lạnh" and "Uốn phồng" first, never "khuôn" or "suôn"', async () => {
    const found = await get<{ services: { name: string }[]; products: { name: string }[] }>(
      `/api/public/search?q=${encodeURIComponent('uốn')}`,
    );
    expect(names(found.services)).toEqual(['Uốn lạnh', 'Uốn phồng', 'Phục hồi sau hóa chất']);
    expect(names(found.products)).toEqual(['Thuốc uốn tại nhà', 'Kem giữ lọn']);
  });

  it('still finds the start of a word and ignores diacritics', async () => {
    const found = await get<{ services: { name: string }[] }>('/api/public/search?q=khuo');
    expect(names(found.services)).toEqual(['Cắt tóc theo khuôn mặt']);
    const inside = await get<{ services: unknown[]; products: unknown[] }>(
      '/api/public/search?q=huon',
    );
    expect(inside).toMatchObject({ services: [], products: [] });
  });
});

describe('catalogue lists', () => {
  it('the services list finds name hits first, then the list order', async () => {
    const page = await get<{ data: { name: string }[]; meta: { total: number } }>(
      `/api/public/services?search=${encodeURIComponent('uốn')}`,
    );
    expect(names(page.data)).toEqual(['Uốn lạnh', 'Uốn phồng', 'Phục hồi sau hóa chất']);
    expect(page.meta.total).toBe(3);
  });

  it('the products list too, whatever sort is chosen', async () => {
    const popular = await get<{ data: { name: string }[] }>(
      `/api/public/products?search=${encodeURIComponent('uốn')}`,
    );
    expect(names(popular.data)).toEqual(['Thuốc uốn tại nhà', 'Kem giữ lọn']);
    const byPrice = await get<{ data: { name: string }[] }>(
      `/api/public/products?search=uon&sort=price_desc`,
    );
    expect(names(byPrice.data)).toEqual(['Thuốc uốn tại nhà', 'Kem giữ lọn']);
  });
});

describe('back-office lists', () => {
  it('products and services: word starts, name hits first', async () => {
    const products = await get<{ data: { name: string }[] }>(
      `/api/admin/products?search=${encodeURIComponent('uốn')}&sort=oldest`,
      admin,
    );
    expect(names(products.data)).toEqual(['Thuốc uốn tại nhà', 'Kem giữ lọn']);
    const services = await get<{ data: { name: string }[] }>(
      `/api/admin/services?search=${encodeURIComponent('uốn')}&sort=oldest`,
      admin,
    );
    expect(names(services.data)).toEqual(['Uốn lạnh', 'Uốn phồng', 'Phục hồi sau hóa chất']);
  });

  it('categories, suppliers, staff and branches', async () => {
    await createCategory(t.db, { name: 'Uốn tóc' });
    await createCategory(t.db, { name: 'Khuôn mặt' });
    const categories = await get<{ data: { name: string }[] }>(
      `/api/admin/categories?type=service&search=${encodeURIComponent('uốn')}`,
      admin,
    );
    expect(names(categories.data)).toEqual(['Uốn tóc']);

    await createSupplier(t.db, { name: 'An Khang' });
    await createSupplier(t.db, { name: 'Tân Phát', contact_person: 'Lê An' });
    await createSupplier(t.db, { name: 'Hoàng Tân' });
    const suppliers = await get<{ data: { name: string }[] }>(
      '/api/admin/suppliers?search=an',
      admin,
    );
    // "Tân" does not hold the word "an"; a contact named An ranks after a name, although the
    // list shows the newest first.
    expect(names(suppliers.data)).toEqual(['An Khang', 'Tân Phát']);

    const branch = await createBranch(t.db);
    for (const name of ['Trần Tân', 'An Nguyễn', 'Tuấn Anh'])
      await createUser(t.db, { role: 'staff', name, branch_id: branch.id });
    const staff = await get<{ data: { name: string }[] }>(
      `/api/admin/staff?branch_id=${branch.id}&search=an`,
      admin,
    );
    expect(names(staff.data)).toEqual(['An Nguyễn', 'Tuấn Anh']);

    await createBranch(t.db, { name: 'Salon Phú Nhuận', address: '9 Định Công' });
    await createBranch(t.db, { name: 'Salon Tân Định', address: '1 Hai Bà Trưng' });
    const branches = await get<{ data: { name: string }[] }>(
      `/api/admin/branches?search=${encodeURIComponent('định')}&sort_by=created_at`,
      admin,
    );
    expect(names(branches.data)).toEqual(['Salon Tân Định', 'Salon Phú Nhuận']);
    const notInside = await get<{ data: { name: string }[] }>(
      '/api/admin/branches?search=inh',
      admin,
    );
    expect(names(notInside.data)).toEqual([]);
  });
});
