import { existsSync } from 'node:fs';
import { CATALOG_ADMIN_MESSAGES as M, UPLOAD_MESSAGES } from '@salon/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupplier } from '../../test/catalog-admin-factories.js';
import { createCategory, createProduct } from '../../test/factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { injectForm, storedFile, testImages } from '../../test/uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

interface Product {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: number;
  sale_price: number | null;
  status: string;
  stock_status: string;
  image_urls: string[];
  thumbnail_urls: string[];
  category: { id: number } | null;
  supplier: { id: number; code: string } | null;
}

function call(method: Method, url: string, payload?: unknown, cookie = admin) {
  return injectAs(t, cookie, method, `/api/admin/products${url}`, payload);
}

async function ids(query: string): Promise<number[]> {
  const res = await call('GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: Product[] } }>().data.data.map((p) => p.id);
}

const productCategory = (overrides: { parent_id?: number; name?: string } = {}) =>
  createCategory(t.db, { type: 'product', ...overrides });

function validInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sáp vuốt tóc Đặc Biệt',
    sku: `SKU-${Math.random().toString(36).slice(2, 10)}`,
    price: 250_000,
    sale_price: null,
    category_id: null,
    stock_quantity: 20,
    min_stock_level: 5,
    ...overrides,
  };
}

async function created(overrides: Record<string, unknown> = {}): Promise<Product> {
  const res = await call('POST', '', validInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Product }>().data;
}

describe('who may manage products', () => {
  it('answers 401 to a guest, 403 to staff and customers, and lets managers and admins in', async () => {
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
    expect((await call('POST', '', validInput(), '')).statusCode).toBe(401);
    const staff = (await signIn(t, 'staff')).cookie;
    expect((await call('GET', '', undefined, staff)).statusCode).toBe(403);
    expect((await call('POST', '', validInput(), staff)).statusCode).toBe(403);
    expect((await call('DELETE', '/1', undefined, staff)).statusCode).toBe(403);
    expect(
      (await call('GET', '', undefined, (await signIn(t, 'customer')).cookie)).statusCode,
    ).toBe(403);
    expect((await call('GET', '', undefined, (await signIn(t, 'manager')).cookie)).statusCode).toBe(
      200,
    );
  });

  it('refuses an upload from staff before reading it', async () => {
    const staff = (await signIn(t, 'staff')).cookie;
    const res = await injectForm(t.app, {
      url: '/api/admin/products/1/images',
      cookie: staff,
      parts: [{ name: 'images', value: await testImages.png() }],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('product list', () => {
  it('filters by search (diacritics ignored, SKU too), category with children, status, featured, supplier and stock', async () => {
    const root = await productCategory();
    const child = await productCategory({ parent_id: root.id });
    const supplier = await createSupplier(t.db);
    const a = await createProduct(t.db, {
      name: 'Dầu xả Hương Quế Zeta',
      category_id: root.id,
      is_featured: true,
      supplier_id: supplier.id,
      sku: 'ZETA-001',
    });
    const b = await createProduct(t.db, {
      name: 'Dầu gội Zeta',
      category_id: child.id,
      stock_quantity: 3,
      min_stock_level: 5,
    });
    const c = await createProduct(t.db, {
      name: 'Kem ủ Zeta',
      category_id: child.id,
      stock_quantity: 0,
      status: 'inactive',
    });

    expect(await ids('?search=huong que zeta')).toEqual([a.id]);
    expect(await ids('?search=zeta-001')).toEqual([a.id]);
    expect((await ids(`?category_id=${root.id}`)).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await ids(`?category_id=${child.id}`)).sort()).toEqual([b.id, c.id].sort());
    expect(await ids(`?category_id=${root.id}&status=inactive`)).toEqual([c.id]);
    expect(await ids(`?category_id=${root.id}&featured=true`)).toEqual([a.id]);
    expect(await ids(`?supplier_id=${supplier.id}`)).toEqual([a.id]);
    expect(await ids(`?category_id=${root.id}&stock=low_stock`)).toEqual([b.id]);
    expect(await ids(`?category_id=${root.id}&stock=out_of_stock`)).toEqual([c.id]);
    expect(await ids(`?category_id=${root.id}&stock=in_stock`)).toEqual([a.id]);
  });

  it('sorts and pages', async () => {
    const category = await productCategory();
    const cheap = await createProduct(t.db, {
      category_id: category.id,
      price: 10_000,
      stock_quantity: 9,
      name: 'B',
    });
    const mid = await createProduct(t.db, {
      category_id: category.id,
      price: 20_000,
      stock_quantity: 1,
      name: 'C',
    });
    const dear = await createProduct(t.db, {
      category_id: category.id,
      price: 30_000,
      stock_quantity: 5,
      name: 'A',
    });
    const q = `?category_id=${category.id}`;
    expect(await ids(`${q}&sort=price_asc`)).toEqual([cheap.id, mid.id, dear.id]);
    expect(await ids(`${q}&sort=price_desc`)).toEqual([dear.id, mid.id, cheap.id]);
    expect(await ids(`${q}&sort=name`)).toEqual([dear.id, cheap.id, mid.id]);
    expect(await ids(`${q}&sort=stock_asc`)).toEqual([mid.id, dear.id, cheap.id]);

    const res = await call('GET', `${q}&sort=price_asc&per_page=2&page=2`);
    const body = res.json<{ data: { data: Product[]; meta: unknown } }>().data;
    expect(body.data.map((p) => p.id)).toEqual([dear.id]);
    expect(body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect((await call('GET', '?per_page=500')).statusCode).toBe(422);
    expect((await call('GET', '?sort=bogus')).json()).toMatchObject({ message: M.invalidSort });
    expect((await call('GET', '?stock=nhieu')).statusCode).toBe(422);
  });
});

describe('creating and editing a product', () => {
  it('makes a diacritic-free unique slug from the name and keeps search_text', async () => {
    const category = await productCategory({ name: 'Sáp Tạo Kiểu' });
    const first = await created({
      name: 'Sáp vuốt tóc Đặc Biệt',
      category_id: category.id,
      brand: 'Tóc Việt',
    });
    const second = await created({ name: 'Sáp vuốt tóc Đặc Biệt' });
    expect(first.slug).toMatch(/^sap-vuot-toc-dac-biet(-\d+)?$/);
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toMatch(/^sap-vuot-toc-dac-biet-\d+$/);
    const row = await t.db
      .selectFrom('products')
      .select('search_text')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('sap vuot toc dac biet sap tao kieu toc viet');
    expect(await ids('?search=sap tao kieu toc viet')).toContain(first.id);
  });

  it('refuses a duplicate SKU or slug on that field, in Vietnamese', async () => {
    const existing = await created({ sku: 'dup-sku-1', slug: 'san-pham-trung' });
    expect(existing.sku).toBe('DUP-SKU-1');
    const sku = await call('POST', '', validInput({ sku: 'DUP-sku-1' }));
    expect(sku.statusCode).toBe(422);
    expect(sku.json()).toMatchObject({ message: M.skuTaken, errors: { sku: [M.skuTaken] } });
    const slug = await call('POST', '', validInput({ slug: 'san-pham-trung' }));
    expect(slug.statusCode).toBe(422);
    expect(slug.json()).toMatchObject({ errors: { slug: [M.slugTaken] } });
    const other = await created();
    const edit = await call(
      'PUT',
      `/${other.id}`,
      validInput({ sku: other.sku, slug: 'san-pham-trung' }),
    );
    expect(edit.json()).toMatchObject({ errors: { slug: [M.slugTaken] } });
  });

  it('checks every field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', M.productNameRequired],
      [{ name: 'x'.repeat(201) }, 'name', M.nameMax],
      [{ price: 'abc' }, 'price', M.priceRequired],
      [{ price: -1 }, 'price', M.priceInvalid],
      [{ price: 100, sale_price: 100 }, 'sale_price', M.salePriceBelowPrice],
      [{ price: 100, sale_price: 150 }, 'sale_price', M.salePriceBelowPrice],
      [{ sku: '' }, 'sku', M.skuRequired],
      [{ sku: 'có dấu' }, 'sku', M.skuInvalid],
      [{ slug: 'Có Dấu' }, 'slug', M.slugInvalid],
      [{ stock_quantity: 1.5 }, 'stock_quantity', M.stockInvalid],
      [{ description: 'x'.repeat(20_001) }, 'description', M.descriptionMax],
      [{ usage_duration_days: 0 }, 'usage_duration_days', M.usageDaysInvalid],
      [{ status: 'deleted' }, 'status', M.statusInvalid],
      [{ is_featured: 'yes' }, 'is_featured', M.flagInvalid],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '', validInput(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toContain(
        message,
      );
    }
    const serviceCategory = await createCategory(t.db, { type: 'service' });
    const wrongType = await call('POST', '', validInput({ category_id: serviceCategory.id }));
    expect(wrongType.json()).toMatchObject({ errors: { category_id: [M.categoryInvalid] } });
    const noSupplier = await call('POST', '', validInput({ supplier_id: 999_999 }));
    expect(noSupplier.json()).toMatchObject({ errors: { supplier_id: [M.supplierInvalid] } });
    const before = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect((await call('POST', '', validInput({ price: 'x' }))).statusCode).toBe(422);
    const after = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('shows an edited price and sale price in the public catalogue at once', async () => {
    const supplier = await createSupplier(t.db);
    const product = await created({ price: 300_000 });
    const before = await t.app.inject({ method: 'GET', url: `/api/public/products/${product.id}` });
    expect(before.json()).toMatchObject({ data: { price: 300_000, final_price: 300_000 } });

    const res = await call(
      'PUT',
      `/${product.id}`,
      validInput({
        name: product.name,
        sku: product.sku,
        price: 280_000,
        sale_price: 250_000,
        supplier_id: supplier.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Product }>().data.supplier).toMatchObject({
      id: supplier.id,
      code: supplier.code,
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/public/products/${product.id}` });
    expect(after.json()).toMatchObject({
      data: { price: 280_000, sale_price: 250_000, final_price: 250_000 },
    });

    const off = await call('PATCH', `/${product.id}/status`, { status: 'inactive' });
    expect(off.json()).toMatchObject({ data: { status: 'inactive' } });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/products/${product.id}` })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/${product.id}/status`, { status: 'gone' })).statusCode).toBe(422);
    expect((await call('PUT', '/999999', validInput())).statusCode).toBe(404);
  });
});

describe('product images', () => {
  async function upload(id: number, files: { value: Buffer; filename?: string }[]) {
    return injectForm(t.app, {
      url: `/api/admin/products/${id}/images`,
      cookie: admin,
      parts: files.map((f) => ({ name: 'images', ...f })),
    });
  }

  it('stores several images with aligned thumbnails, reorders and removes them', async () => {
    const product = await created();
    const res = await upload(product.id, [
      { value: await testImages.png() },
      { value: await testImages.jpeg() },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const gallery = res.json<{ data: { image_urls: string[]; thumbnail_urls: string[] } }>().data;
    expect(gallery.image_urls).toHaveLength(2);
    gallery.image_urls.forEach((url, i) => {
      expect(url).toMatch(/^\/api\/storage\/products\/.+\.webp$/);
      expect(gallery.thumbnail_urls[i]).toBe(url.replace(/\.webp$/, '-thumb.webp'));
      expect(existsSync(storedFile(t.config.dataDir, url))).toBe(true);
    });
    const [first, second] = gallery.image_urls as [string, string];

    const reordered = await call('PUT', `/${product.id}/images`, { image_urls: [second, first] });
    expect(reordered.json()).toMatchObject({
      data: {
        image_urls: [second, first],
        thumbnail_urls: [
          second.replace('.webp', '-thumb.webp'),
          first.replace('.webp', '-thumb.webp'),
        ],
      },
    });
    const badOrder = await call('PUT', `/${product.id}/images`, {
      image_urls: [second, '/api/storage/x.webp'],
    });
    expect(badOrder.json()).toMatchObject({ message: M.imagesOrderInvalid });

    const publicDetail = await t.app.inject({
      method: 'GET',
      url: `/api/public/products/${product.id}`,
    });
    expect(publicDetail.json()).toMatchObject({ data: { image_urls: [second, first] } });

    const removed = await call('DELETE', `/${product.id}/images?url=${encodeURIComponent(second)}`);
    expect(removed.json()).toMatchObject({ data: { image_urls: [first] } });
    expect(existsSync(storedFile(t.config.dataDir, second))).toBe(false);
    expect(existsSync(storedFile(t.config.dataDir, second.replace('.webp', '-thumb.webp')))).toBe(
      false,
    );
    expect(
      (await call('DELETE', `/${product.id}/images?url=${encodeURIComponent(second)}`)).statusCode,
    ).toBe(404);
  });

  it('refuses an executable renamed .jpg and keeps nothing of the request', async () => {
    const product = await created();
    const res = await upload(product.id, [
      { value: await testImages.png() },
      { value: testImages.executable, filename: 'anh.jpg' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: UPLOAD_MESSAGES.notImage,
      errors: { images: [UPLOAD_MESSAGES.notImage] },
    });
    const row = await call('GET', `/${product.id}`);
    expect(row.json<{ data: Product }>().data.image_urls).toEqual([]);
  });

  it('refuses more than 8 images in all', async () => {
    const product = await created();
    const png = await testImages.png();
    const nine = await upload(
      product.id,
      Array.from({ length: 9 }, () => ({ value: png })),
    );
    expect(nine.statusCode).toBe(422);
    expect(nine.json()).toMatchObject({ message: UPLOAD_MESSAGES.tooMany(8) });
    expect(
      (
        await upload(
          product.id,
          Array.from({ length: 7 }, () => ({ value: png })),
        )
      ).statusCode,
    ).toBe(200);
    const more = await upload(product.id, [{ value: png }, { value: png }]);
    expect(more.statusCode).toBe(422);
    expect(
      (await call('GET', `/${product.id}`)).json<{ data: Product }>().data.image_urls,
    ).toHaveLength(7);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/images`,
      headers: { cookie: admin },
      payload: { images: [] },
    });
    expect(empty.statusCode).toBe(415);
  });
});

describe('deleting a product', () => {
  it('removes the row and its files; the storefront no longer has it', async () => {
    const product = await created();
    const up = await injectForm(t.app, {
      url: `/api/admin/products/${product.id}/images`,
      cookie: admin,
      parts: [{ name: 'images', value: await testImages.png() }],
    });
    const [url] = up.json<{ data: { image_urls: string[] } }>().data.image_urls as [string];
    const res = await call('DELETE', `/${product.id}`);
    expect(res.json()).toMatchObject({
      data: { deleted: true, deactivated: false },
      message: M.productDeleted,
    });
    expect(existsSync(storedFile(t.config.dataDir, url))).toBe(false);
    expect((await call('GET', `/${product.id}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/products/${product.id}` })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/${product.id}`)).statusCode).toBe(404);
  });

  it('deactivates instead when another row still refers to the product', async () => {
    await sql`create table order_lines_probe (id integer primary key, product_id integer not null references products(id))`.execute(
      t.db,
    );
    try {
      const product = await created();
      await sql`insert into order_lines_probe (id, product_id) values (1, ${product.id})`.execute(
        t.db,
      );
      const res = await call('DELETE', `/${product.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { deleted: false, deactivated: true },
        message: M.productDeactivated,
      });
      expect((await call('GET', `/${product.id}`)).json()).toMatchObject({
        data: { status: 'inactive' },
      });
    } finally {
      await sql`drop table order_lines_probe`.execute(t.db);
    }
  });
});
