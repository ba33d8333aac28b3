import { AUDIT_MASK } from '@salon/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditEntries,
  CLIENT_IP,
  injectFrom,
  refuseValue,
} from '../../test/audit-entries.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

const productInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dầu gội Argan',
  sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
  price: 150_000,
  sale_price: null,
  category_id: null,
  stock_quantity: 20,
  min_stock_level: 5,
  ...overrides,
});

async function newProduct(overrides: Record<string, unknown> = {}) {
  const res = await injectFrom(
    t,
    admin.cookie,
    'POST',
    '/api/admin/products',
    productInput(overrides),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; sku: string } }>().data;
}

describe('products in the audit log', () => {
  it('records a creation with the admin, their role and address', async () => {
    const product = await newProduct();
    const [entry, ...more] = await auditEntries(t, 'product', product.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      actor_id: admin.user.id,
      actor_role: 'admin',
      ip: CLIENT_IP,
      outcome: 'success',
      summary: 'Tạo sản phẩm Dầu gội Argan',
    });
    expect(entry!.changes).toMatchObject({ price: { before: null, after: 150_000 } });
  });

  it('keeps only the changed price of an update, before and after, by a manager', async () => {
    const product = await newProduct();
    const res = await injectFrom(
      t,
      manager.cookie,
      'PUT',
      `/api/admin/products/${product.id}`,
      productInput({ sku: product.sku, price: 180_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const entries = await auditEntries(t, 'product', product.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({
      action: 'update',
      actor_id: manager.user.id,
      actor_role: 'manager',
      ip: CLIENT_IP,
      summary: 'Đổi giá sản phẩm Dầu gội Argan',
      changes: { price: { before: 150_000, after: 180_000 } },
    });
  });

  it('records a status change and a delete', async () => {
    const product = await newProduct();
    const off = await injectFrom(
      t,
      admin.cookie,
      'PATCH',
      `/api/admin/products/${product.id}/status`,
      {
        status: 'inactive',
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const gone = await injectFrom(t, admin.cookie, 'DELETE', `/api/admin/products/${product.id}`);
    expect(gone.json()).toMatchObject({ data: { deleted: true } });
    const [, status, deleted] = await auditEntries(t, 'product', product.id);
    expect(status).toMatchObject({
      action: 'status',
      actor_id: admin.user.id,
      ip: CLIENT_IP,
      changes: { status: { before: 'active', after: 'inactive' } },
    });
    expect(deleted).toMatchObject({ action: 'delete', actor_role: 'admin', ip: CLIENT_IP });
    expect(deleted!.changes).toMatchObject({ price: { before: 150_000, after: null } });
  });

  it('a delete the database refuses (another row refers to it) keeps only the deactivation', async () => {
    const product = await newProduct();
    await sql`create table audit_lines_probe (id integer primary key, product_id integer not null references products(id))`.execute(
      t.db,
    );
    await sql`insert into audit_lines_probe (id, product_id) values (1, ${product.id})`.execute(
      t.db,
    );
    const res = await injectFrom(t, admin.cookie, 'DELETE', `/api/admin/products/${product.id}`);
    expect(res.json()).toMatchObject({ data: { deleted: false, deactivated: true } });
    const entries = await auditEntries(t, 'product', product.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'status']);
  });

  it('gallery uploads, reorders and removals are recorded with the image list', async () => {
    const product = await newProduct();
    const up = await injectForm(t.app, {
      url: `/api/admin/products/${product.id}/images`,
      cookie: admin.cookie,
      remoteAddress: CLIENT_IP,
      parts: [
        { name: 'images', value: await testImages.png() },
        { name: 'images', value: await testImages.jpeg() },
      ],
    });
    expect(up.statusCode, up.body).toBe(200);
    const [a, b] = up.json<{ data: { image_urls: string[] } }>().data.image_urls as [
      string,
      string,
    ];
    await injectFrom(t, admin.cookie, 'PUT', `/api/admin/products/${product.id}/images`, {
      image_urls: [b, a],
    });
    await injectFrom(
      t,
      admin.cookie,
      'DELETE',
      `/api/admin/products/${product.id}/images?url=${encodeURIComponent(a)}`,
    );
    const [, added, reordered, removed] = await auditEntries(t, 'product', product.id);
    expect(added).toMatchObject({ summary: 'Thêm ảnh sản phẩm Dầu gội Argan', ip: CLIENT_IP });
    expect(added!.changes).toEqual({ image_urls: { before: [], after: [a, b] } });
    expect(reordered!.changes).toEqual({ image_urls: { before: [a, b], after: [b, a] } });
    expect(removed!.changes).toEqual({ image_urls: { before: [b, a], after: [b] } });
  });

  it('refused actions leave no entry: bad input, staff, a missing product, a bad image order', async () => {
    const product = await newProduct();
    const staff = await signIn(t, 'staff');
    const before = await auditCount(t);
    const bad = await injectFrom(t, admin.cookie, 'PUT', `/api/admin/products/${product.id}`, {
      ...productInput(),
      price: 'nhiều',
    });
    expect(bad.statusCode).toBe(422);
    const forbidden = await injectFrom(
      t,
      staff.cookie,
      'DELETE',
      `/api/admin/products/${product.id}`,
    );
    expect(forbidden.statusCode).toBe(403);
    const missing = await injectFrom(
      t,
      admin.cookie,
      'PATCH',
      '/api/admin/products/999999/status',
      {
        status: 'inactive',
      },
    );
    expect(missing.statusCode).toBe(404);
    const order = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/products/${product.id}/images`,
      {
        image_urls: ['/nowhere.png'],
      },
    );
    expect(order.statusCode).toBe(422);
    expect(await auditCount(t)).toBe(before);
  });

  it('an update the database refuses after the entry was written leaves no entry', async () => {
    const product = await newProduct();
    await refuseValue(t, 'products', 'price', 777_777);
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/products/${product.id}`,
      productInput({ sku: product.sku, price: 777_777 }),
    );
    expect(res.statusCode).toBe(500);
    expect((await auditEntries(t, 'product', product.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('a duplicate SKU refused by the unique index leaves no update entry', async () => {
    const first = await newProduct();
    const second = await newProduct();
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/products/${second.id}`,
      productInput({ sku: first.sku }),
    );
    expect(res.statusCode).toBe(422);
    expect((await auditEntries(t, 'product', second.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('services in the audit log', () => {
  const serviceInput = (overrides: Record<string, unknown> = {}) => ({
    name: 'Cắt tóc nam',
    price: 100_000,
    sale_price: null,
    category_id: null,
    duration_minutes: 30,
    ...overrides,
  });

  it('records create, the changed duration only, status and delete', async () => {
    const created = await injectFrom(
      t,
      admin.cookie,
      'POST',
      '/api/admin/services',
      serviceInput(),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/services/${id}`,
      serviceInput({ duration_minutes: 45 }),
    );
    await injectFrom(t, admin.cookie, 'PATCH', `/api/admin/services/${id}/status`, {
      status: 'inactive',
    });
    await injectFrom(t, admin.cookie, 'DELETE', `/api/admin/services/${id}`);
    const entries = await auditEntries(t, 'service', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
    expect(entries[1]!.changes).toEqual({ duration_minutes: { before: 30, after: 45 } });
    expect(entries[1]!.summary).toBe('Cập nhật dịch vụ Cắt tóc nam');
    expect(entries.every((e) => e.actor_id === admin.user.id && e.ip === CLIENT_IP)).toBe(true);
  });
});

describe('categories in the audit log', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Chăm sóc tóc',
    type: 'product',
    parent_id: null,
    description: null,
    status: 'active',
    sort_order: 0,
    ...overrides,
  });

  it('records create, the changed sort order only, status and delete; refusals leave none', async () => {
    const created = await injectFrom(t, manager.cookie, 'POST', '/api/admin/categories', input());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    await injectFrom(
      t,
      manager.cookie,
      'PUT',
      `/api/admin/categories/${id}`,
      input({ sort_order: 3 }),
    );
    await injectFrom(t, manager.cookie, 'PATCH', `/api/admin/categories/${id}/status`, {
      status: 'inactive',
    });
    const count = await auditCount(t);
    const self = await injectFrom(
      t,
      manager.cookie,
      'PUT',
      `/api/admin/categories/${id}`,
      input({ parent_id: id }),
    );
    expect(self.statusCode).toBe(422);
    expect(await auditCount(t)).toBe(count);
    await injectFrom(t, manager.cookie, 'DELETE', `/api/admin/categories/${id}`);
    const entries = await auditEntries(t, 'category', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
    expect(entries[1]!.changes).toEqual({ sort_order: { before: 0, after: 3 } });
    expect(entries[2]!.changes).toEqual({ status: { before: 'active', after: 'inactive' } });
    expect(entries.every((e) => e.actor_role === 'manager' && e.ip === CLIENT_IP)).toBe(true);
  });

  it('an update the database refuses leaves no entry', async () => {
    const created = await injectFrom(
      t,
      admin.cookie,
      'POST',
      '/api/admin/categories',
      input({ name: 'Nhuộm' }),
    );
    const { id } = created.json<{ data: { id: number } }>().data;
    await refuseValue(t, 'categories', 'sort_order', 4242);
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/categories/${id}`,
      input({ name: 'Nhuộm', sort_order: 4242 }),
    );
    expect(res.statusCode).toBe(500);
    expect((await auditEntries(t, 'category', id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('suppliers in the audit log', () => {
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: 'Công ty Mỹ phẩm Sen',
    contact_person: 'Nguyễn Văn An',
    phone: '0901234567',
    email: 'lienhe@sen.vn',
    status: 'active',
    rating: 4,
    ...overrides,
  });

  it('records create, changes without the contact person or phone in clear, status and delete', async () => {
    const created = await injectFrom(t, admin.cookie, 'POST', '/api/admin/suppliers', input());
    expect(created.statusCode, created.body).toBe(201);
    const { id, code } = created.json<{ data: { id: number; code: string } }>().data;
    const updated = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/suppliers/${id}`,
      input({ contact_person: 'Trần Thị Bình', rating: 5 }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    await injectFrom(t, admin.cookie, 'PATCH', `/api/admin/suppliers/${id}/status`, {
      status: 'inactive',
    });
    await injectFrom(t, admin.cookie, 'DELETE', `/api/admin/suppliers/${id}`);
    const entries = await auditEntries(t, 'supplier', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
    expect(entries[1]).toMatchObject({
      summary: `Cập nhật nhà cung cấp ${code}`,
      changes: {
        contact_person: { before: AUDIT_MASK, after: AUDIT_MASK },
        rating: { before: 4, after: 5 },
      },
    });
    expect(Object.keys(entries[1]!.changes!).sort()).toEqual(['contact_person', 'rating']);
    const text = JSON.stringify(entries);
    for (const secret of ['Nguyễn Văn An', 'Trần Thị Bình', '0901234567', 'lienhe@sen.vn'])
      expect(text).not.toContain(secret);
    expect(entries.every((e) => e.actor_id === admin.user.id && e.ip === CLIENT_IP)).toBe(true);
  });

  it('a refused delete (products name it) and a missing supplier leave no entry', async () => {
    const created = await injectFrom(t, admin.cookie, 'POST', '/api/admin/suppliers', input());
    const { id } = created.json<{ data: { id: number } }>().data;
    await newProduct({ supplier_id: id });
    const count = await auditCount(t);
    expect(
      (await injectFrom(t, admin.cookie, 'DELETE', `/api/admin/suppliers/${id}`)).statusCode,
    ).toBe(409);
    expect(
      (await injectFrom(t, admin.cookie, 'PUT', '/api/admin/suppliers/999999', input())).statusCode,
    ).toBe(404);
    expect(await auditCount(t)).toBe(count);
    expect((await auditEntries(t, 'supplier', id)).map((e) => e.action)).toEqual(['create']);
  });

  it('an update the database refuses leaves no entry', async () => {
    const created = await injectFrom(t, admin.cookie, 'POST', '/api/admin/suppliers', input());
    const { id } = created.json<{ data: { id: number } }>().data;
    await refuseValue(t, 'suppliers', 'notes', 'hỏng');
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/suppliers/${id}`,
      input({ notes: 'hỏng' }),
    );
    expect(res.statusCode).toBe(500);
    expect((await auditEntries(t, 'supplier', id)).map((e) => e.action)).toEqual(['create']);
  });
});
