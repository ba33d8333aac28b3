import { CATALOG_MESSAGES as M } from '@salon/shared';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { openDatabase } from '../../db/database.js';
import { readOtherInstanceWrite } from '../../test/other-instance-writes.js';
import { createTestApp, sql, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  data: { id: number; name: string; [key: string]: unknown }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

async function list(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/public/services${query}` });
}

async function page(query: string): Promise<Page> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: true; data: Page }>();
  expect(body.success).toBe(true);
  return body.data;
}

async function ids(query: string): Promise<number[]> {
  return (await page(query)).data.map((s) => s.id);
}

/** A fresh category, so a test sees only the services it creates. */
async function category(name?: string) {
  return createCategory(t.db, { type: 'service', ...(name ? { name } : {}) });
}

const SUMMARY_KEYS = [
  'category',
  'discount_amount',
  'discount_percentage',
  'duration_minutes',
  'features',
  'final_price',
  'id',
  'image_urls',
  'is_featured',
  'is_on_sale',
  'name',
  'price',
  'rating',
  'reviews',
  'sale_price',
  'short_description',
  'slug',
  'staff_required',
  'thumbnail_urls',
];

describe('GET /api/public/services', () => {
  it('answers a page of DTOs built from the rows', async () => {
    const cat = await category('Cắt tóc nam');
    const service = await createService(t.db, {
      category_id: cat.id,
      name: 'Cắt tóc nam tạo kiểu',
      short_description: 'Cắt tỉa và vuốt sáp',
      description: '<p>Chi tiết</p>',
      price: 120_000,
      duration_minutes: 45,
      staff_required: 2,
      features: JSON.stringify(['Gội sạch', 'Vuốt sáp']),
      image_urls: JSON.stringify(['/api/storage/a.webp']),
      thumbnail_urls: 'không phải JSON',
      is_featured: true,
      rating: 4.8,
      review_count: 326,
      booking_count: 1580,
    });

    const res = await list(`?category=${cat.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        data: [
          {
            id: service.id,
            slug: service.slug,
            name: 'Cắt tóc nam tạo kiểu',
            short_description: 'Cắt tỉa và vuốt sáp',
            price: 120_000,
            sale_price: null,
            final_price: 120_000,
            discount_amount: 0,
            discount_percentage: 0,
            is_on_sale: false,
            duration_minutes: 45,
            staff_required: 2,
            rating: 4.8,
            reviews: 326,
            is_featured: true,
            category: { id: cat.id, name: 'Cắt tóc nam', slug: cat.slug },
            features: ['Gội sạch', 'Vuốt sáp'],
            image_urls: ['/api/storage/a.webp'],
            thumbnail_urls: [],
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 6, total: 1 },
      },
    });
    expect(Object.keys(body.data.data[0]).sort()).toEqual(SUMMARY_KEYS);
    expect(res.body).not.toMatch(/search_text|created_at|updated_at|booking_count|"status"|<p>/);
  });

  it('answers JSON, compressed for a client that asks', async () => {
    const cat = await category();
    for (let i = 0; i < 4; i++) {
      await createService(t.db, {
        category_id: cat.id,
        short_description: 'Gội, sấy, tạo kiểu. '.repeat(10),
      });
    }
    const plain = await list(`?category=${cat.slug}`);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/api/public/services?category=${cat.slug}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.json().data.meta.total).toBe(4);
  });

  it('reads a JSON column that is not a list of strings as an empty or filtered list', async () => {
    const cat = await category();
    await createService(t.db, {
      category_id: cat.id,
      features: JSON.stringify({ a: 1 }),
      image_urls: JSON.stringify(['/x.webp', 3, null]),
      thumbnail_urls: '',
    });
    const [item] = (await page(`?category=${cat.slug}`)).data;
    expect(item?.features).toEqual([]);
    expect(item?.image_urls).toEqual(['/x.webp']);
    expect(item?.thumbnail_urls).toEqual([]);
  });

  it('shows a service without a category with category null', async () => {
    const token = `khongdanhmuc${Date.now()}`;
    const service = await createService(t.db, { name: `Dịch vụ ${token}` });
    const [item] = (await page(`?search=${token}`)).data;
    expect(item?.id).toBe(service.id);
    expect(item?.category).toBeNull();
  });

  it('hides inactive services', async () => {
    const cat = await category();
    const shown = await createService(t.db, { category_id: cat.id });
    const hidden = await createService(t.db, { category_id: cat.id, status: 'inactive' });
    expect(await ids(`?category=${cat.slug}`)).toEqual([shown.id]);
    expect(await ids('?per_page=50')).not.toContain(hidden.id);
    const meta = (await page(`?category=${cat.id}`)).meta;
    expect(meta.total).toBe(1);
  });

  describe('prices', () => {
    it('puts a service whose sale price is below its price on sale', async () => {
      const cat = await category();
      await createService(t.db, { category_id: cat.id, price: 180_000, sale_price: 150_000 });
      const [item] = (await page(`?category=${cat.slug}`)).data;
      expect(item).toMatchObject({
        price: 180_000,
        sale_price: 150_000,
        final_price: 150_000,
        discount_amount: 30_000,
        discount_percentage: 17,
        is_on_sale: true,
      });
    });

    it('ignores a sale price at or above the price', async () => {
      const cat = await category();
      const above = await createService(t.db, {
        category_id: cat.id,
        price: 100_000,
        sale_price: 120_000,
        booking_count: 2,
      });
      const equal = await createService(t.db, {
        category_id: cat.id,
        price: 100_000,
        sale_price: 100_000,
        booking_count: 1,
      });
      const data = (await page(`?category=${cat.slug}`)).data;
      expect(data.map((s) => s.id)).toEqual([above.id, equal.id]);
      for (const item of data) {
        expect(item).toMatchObject({
          price: 100_000,
          sale_price: null,
          final_price: 100_000,
          discount_amount: 0,
          discount_percentage: 0,
          is_on_sale: false,
        });
      }
    });
  });

  describe('filters', () => {
    it('filters by category id and slug; a top-level category includes its children', async () => {
      const parent = await category();
      const child = await createCategory(t.db, { type: 'service', parent_id: parent.id });
      const sibling = await createCategory(t.db, { type: 'service', parent_id: parent.id });
      const other = await category();
      const inParent = await createService(t.db, { category_id: parent.id, booking_count: 30 });
      const inChild = await createService(t.db, { category_id: child.id, booking_count: 20 });
      const inSibling = await createService(t.db, { category_id: sibling.id, booking_count: 10 });
      await createService(t.db, { category_id: other.id });

      const family = [inParent.id, inChild.id, inSibling.id];
      expect(await ids(`?category=${parent.id}`)).toEqual(family);
      expect(await ids(`?category=${parent.slug}`)).toEqual(family);
      expect(await ids(`?category=${child.id}`)).toEqual([inChild.id]);
      expect(await ids(`?category=${child.slug}`)).toEqual([inChild.id]);
    });

    it('finds nothing for an unknown category, a product category or an id out of range', async () => {
      const productCategory = await createCategory(t.db, { type: 'product' });
      await createProduct(t.db, { category_id: productCategory.id });
      for (const value of [
        'khong-co-danh-muc-nay',
        String(productCategory.id),
        '0',
        '99999999999',
      ]) {
        expect(await page(`?category=${value}`)).toEqual({
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 6, total: 0 },
        });
      }
      // A slug of the other type is not a service category either.
      expect((await page(`?category=${productCategory.slug}`)).meta.total).toBe(0);
    });

    it('keeps only featured services when featured=true', async () => {
      const cat = await category();
      const featured = await createService(t.db, { category_id: cat.id, is_featured: true });
      const plain = await createService(t.db, { category_id: cat.id, is_featured: false });
      expect(await ids(`?category=${cat.slug}&featured=true`)).toEqual([featured.id]);
      expect(await ids(`?category=${cat.slug}&featured=1`)).toEqual([featured.id]);
      expect((await ids(`?category=${cat.slug}&featured=false`)).sort()).toEqual(
        [featured.id, plain.id].sort(),
      );
    });
  });

  describe('search', () => {
    it('ignores diacritics and case, and folds đ to d', async () => {
      const cat = await category('Nhóm thử');
      const male = await createService(t.db, { category_id: cat.id, name: 'Cắt tóc nam' });
      const mask = await createService(t.db, { category_id: cat.id, name: 'Đắp mặt nạ tóc' });
      const scoped = (term: string) =>
        ids(`?category=${cat.slug}&search=${encodeURIComponent(term)}`);

      expect(await scoped('cat toc')).toEqual([male.id]);
      expect(await scoped('CẮT TÓC')).toEqual([male.id]);
      expect(await scoped('dap mat')).toEqual([mask.id]);
      expect(await scoped('đắp')).toEqual([mask.id]);
      expect(await scoped('d')).toEqual([mask.id]);
      expect((await scoped('toc')).sort()).toEqual([male.id, mask.id].sort());
    });

    it('needs every word (AND), in any order', async () => {
      const cat = await category('Nhóm thử');
      const male = await createService(t.db, { category_id: cat.id, name: 'Cắt tóc nam' });
      await createService(t.db, { category_id: cat.id, name: 'Cắt tóc nữ' });
      const scoped = (term: string) =>
        ids(`?category=${cat.slug}&search=${encodeURIComponent(term)}`);
      expect(await scoped('cat nam')).toEqual([male.id]);
      expect(await scoped('nam toc')).toEqual([male.id]);
      expect(await scoped('nam uon')).toEqual([]);
    });

    it('searches the short description and the category name too', async () => {
      const cat = await category('Phục hồi keratin');
      const service = await createService(t.db, {
        category_id: cat.id,
        name: 'Hấp dầu',
        short_description: 'Dưỡng ẩm sâu',
      });
      expect(await ids(`?search=${encodeURIComponent('keratin hấp')}`)).toEqual([service.id]);
      expect(await ids(`?category=${cat.slug}&search=duong`)).toEqual([service.id]);
    });

    it('takes % and _ literally', async () => {
      const cat = await category('Nhóm thử');
      const percent = await createService(t.db, { category_id: cat.id, name: 'Giảm 50% gội' });
      await createService(t.db, { category_id: cat.id, name: 'Giảm 500 gội' });
      const underscore = await createService(t.db, { category_id: cat.id, name: 'Gói a_b' });
      await createService(t.db, { category_id: cat.id, name: 'Gói axb' });
      const backslash = await createService(t.db, { category_id: cat.id, name: 'Gói c\\d' });
      const scoped = (term: string) =>
        ids(`?category=${cat.slug}&search=${encodeURIComponent(term)}`);

      expect(await scoped('50%')).toEqual([percent.id]);
      expect(await scoped('%')).toEqual([percent.id]);
      expect(await scoped('a_b')).toEqual([underscore.id]);
      expect(await scoped('_')).toEqual([underscore.id]);
      expect(await scoped('c\\d')).toEqual([backslash.id]);
    });

    it('treats a blank search as no search', async () => {
      const cat = await category();
      const service = await createService(t.db, { category_id: cat.id });
      expect(await ids(`?category=${cat.slug}&search=%20%20`)).toEqual([service.id]);
    });
  });

  describe('sorts', () => {
    it('orders by popularity: bookings, then rating (no rating last), then id', async () => {
      const cat = await category();
      const make = (booking_count: number, rating: number | null) =>
        createService(t.db, { category_id: cat.id, booking_count, rating });
      const a = await make(10, 4.0);
      const b = await make(50, null);
      const c = await make(10, null);
      const d = await make(10, 4.9);
      const e = await make(50, 3.0);
      const f = await make(10, 4.0);
      const expected = [e.id, b.id, d.id, a.id, f.id, c.id];
      expect(await ids(`?category=${cat.slug}`)).toEqual(expected);
      expect(await ids(`?category=${cat.slug}&sort=popular`)).toEqual(expected);
    });

    it('orders by the price the customer pays, either way, id breaking ties', async () => {
      const cat = await category();
      const make = (price: number, sale_price: number | null) =>
        createService(t.db, { category_id: cat.id, price, sale_price });
      const a = await make(300_000, 90_000); // pays 90 000
      const b = await make(100_000, 150_000); // sale above price: pays 100 000
      const c = await make(120_000, null); // 120 000
      const d = await make(100_000, null); // 100 000, after b
      const e = await make(500_000, 250_000); // 250 000
      expect(await ids(`?category=${cat.slug}&sort=price_asc`)).toEqual([
        a.id,
        b.id,
        d.id,
        c.id,
        e.id,
      ]);
      expect(await ids(`?category=${cat.slug}&sort=price_desc`)).toEqual([
        e.id,
        c.id,
        b.id,
        d.id,
        a.id,
      ]);
    });

    it('orders by rating (no rating last), then number of reviews', async () => {
      const cat = await category();
      const make = (rating: number | null, review_count: number) =>
        createService(t.db, { category_id: cat.id, rating, review_count });
      const a = await make(4.5, 10);
      const b = await make(null, 500);
      const c = await make(4.9, 1);
      const d = await make(4.5, 90);
      expect(await ids(`?category=${cat.slug}&sort=rating`)).toEqual([c.id, d.id, a.id, b.id]);
    });

    it('orders by duration, shortest first', async () => {
      const cat = await category();
      const make = (duration_minutes: number) =>
        createService(t.db, { category_id: cat.id, duration_minutes });
      const a = await make(90);
      const b = await make(30);
      const c = await make(60);
      const d = await make(30);
      expect(await ids(`?category=${cat.slug}&sort=duration`)).toEqual([b.id, d.id, c.id, a.id]);
    });
  });

  describe('pagination', () => {
    it('pages 6 at a time by default, with the meta of the whole list', async () => {
      const cat = await category();
      const made: number[] = [];
      for (let i = 0; i < 7; i++) {
        made.push((await createService(t.db, { category_id: cat.id, booking_count: 100 - i })).id);
      }
      const first = await page(`?category=${cat.slug}`);
      expect(first.data.map((s) => s.id)).toEqual(made.slice(0, 6));
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 6, total: 7 });

      const second = await page(`?category=${cat.slug}&page=2`);
      expect(second.data.map((s) => s.id)).toEqual(made.slice(6));
      expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 6, total: 7 });

      const past = await page(`?category=${cat.slug}&page=3`);
      expect(past).toEqual({
        data: [],
        meta: { current_page: 3, last_page: 2, per_page: 6, total: 7 },
      });

      const threes = await page(`?category=${cat.slug}&per_page=3&page=3`);
      expect(threes.data.map((s) => s.id)).toEqual(made.slice(6));
      expect(threes.meta).toEqual({ current_page: 3, last_page: 3, per_page: 3, total: 7 });

      const all = await page(`?category=${cat.slug}&per_page=50`);
      expect(all.data.map((s) => s.id)).toEqual(made);
      expect(all.meta).toEqual({ current_page: 1, last_page: 1, per_page: 50, total: 7 });

      const one = await page(`?category=${cat.slug}&per_page=1&page=7`);
      expect(one.data.map((s) => s.id)).toEqual([made[6]]);
    });

    it('has one (empty) page when nothing matches', async () => {
      const cat = await category();
      expect(await page(`?category=${cat.slug}&page=2`)).toEqual({
        data: [],
        meta: { current_page: 2, last_page: 1, per_page: 6, total: 0 },
      });
    });
  });

  describe('bad query values', () => {
    it.each([
      ['page=0', 'page', M.invalidPage],
      ['page=-1', 'page', M.invalidPage],
      ['page=abc', 'page', M.invalidPage],
      ['page=1.5', 'page', M.invalidPage],
      ['per_page=0', 'per_page', M.invalidPerPage],
      ['per_page=51', 'per_page', M.invalidPerPage],
      ['per_page=500', 'per_page', M.invalidPerPage],
      ['sort=xyz', 'sort', M.invalidSort],
      ['sort=name', 'sort', M.invalidSort],
      ['category=cat%20toc', 'category', M.invalidCategory],
      ['category=C%E1%BA%AFt', 'category', M.invalidCategory],
      [`search=${'x'.repeat(101)}`, 'search', M.searchTooLong],
      ['featured=yes', 'featured', undefined],
    ])('refuses %s with 422 and its Vietnamese message', async (query, field, message) => {
      const res = await list(`?${query}`);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(Object.keys(body.errors)).toEqual([field]);
      if (message) expect(body.message).toBe(message);
      expect(body.message).toMatch(/[à-ỹ]/); // Vietnamese, not zod's English
    });

    it('accepts a search of exactly 100 characters', async () => {
      expect((await list(`?search=${'x'.repeat(100)}`)).statusCode).toBe(200);
    });
  });
});

describe('GET /api/public/services/:idOrSlug', () => {
  it('answers the detail by id and by slug, with description and related services', async () => {
    const cat = await category('Uốn tóc');
    const service = await createService(t.db, {
      category_id: cat.id,
      name: 'Uốn lạnh Hàn Quốc',
      description: '<p>Uốn nhẹ nhàng</p>',
      price: 450_000,
      sale_price: 360_000,
      booking_count: 5,
    });
    const byId = await t.app.inject({ method: 'GET', url: `/api/public/services/${service.id}` });
    expect(byId.statusCode).toBe(200);
    const detail = byId.json().data;
    expect(Object.keys(detail).sort()).toEqual(
      [...SUMMARY_KEYS, 'description', 'promotions', 'related'].sort(),
    );
    expect(detail).toMatchObject({
      id: service.id,
      slug: service.slug,
      name: 'Uốn lạnh Hàn Quốc',
      description: '<p>Uốn nhẹ nhàng</p>',
      final_price: 360_000,
      discount_percentage: 20,
      is_on_sale: true,
      category: { id: cat.id, name: 'Uốn tóc', slug: cat.slug },
      related: [],
    });

    const bySlug = await t.app.inject({
      method: 'GET',
      url: `/api/public/services/${service.slug}`,
    });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
    expect(byId.body).not.toMatch(/search_text|created_at/);
  });

  it('relates at most 6 other active services of the same category, most popular first', async () => {
    const cat = await category();
    const service = await createService(t.db, { category_id: cat.id, booking_count: 1000 });
    const others: { id: number }[] = [];
    for (const bookings of [5, 80, 20, 80, 1, 60, 40]) {
      others.push(await createService(t.db, { category_id: cat.id, booking_count: bookings }));
    }
    await createService(t.db, { category_id: cat.id, booking_count: 999, status: 'inactive' });
    await createService(t.db, { category_id: (await category()).id, booking_count: 999 });

    const res = await t.app.inject({ method: 'GET', url: `/api/public/services/${service.id}` });
    const related: { id: number; category: { id: number } }[] = res.json().data.related;
    const byBookings = [1, 3, 5, 6, 2, 0].map((i) => others[i]!.id); // 80, 80, 60, 40, 20, 5
    expect(related.map((s) => s.id)).toEqual(byBookings);
    expect(related.every((s) => s.category.id === cat.id)).toBe(true);
  });

  it('has no related services when it has no category', async () => {
    await createService(t.db, { booking_count: 999 });
    const service = await createService(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/public/services/${service.slug}` });
    expect(res.json().data.related).toEqual([]);
  });

  it('finds a service by a long slug', async () => {
    const slug = `${'toc-'.repeat(29)}dai`; // 119 characters
    const service = await createService(t.db, { slug });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/services/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(service.id);
  });

  it('answers 404 SERVICE_NOT_FOUND for a missing or inactive service', async () => {
    const inactive = await createService(t.db, { status: 'inactive' });
    for (const idOrSlug of [
      String(inactive.id),
      inactive.slug,
      '987654',
      'khong-ton-tai',
      '0',
      '99999999999999999999',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/services/${idOrSlug}` });
      expect(res.statusCode, idOrSlug).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'SERVICE_NOT_FOUND',
        message: M.serviceNotFound,
      });
    }
  });

  it('does not treat a product id or slug as a service', async () => {
    const product = await createProduct(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/services/${product.slug}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('fresh answers', () => {
  it('shows a change made after the same page was read', async () => {
    const cat = await category();
    const service = await createService(t.db, { category_id: cat.id, price: 100_000 });
    const url = `/api/public/services/${service.id}`;
    const read = async () => ({
      list: (await page(`?category=${cat.slug}`)).data.map((s) => [s.id, s.final_price]),
      detail: (await t.app.inject({ method: 'GET', url })).json().data?.final_price,
    });
    expect(await read()).toEqual({ list: [[service.id, 100_000]], detail: 100_000 });
    expect(await read()).toEqual({ list: [[service.id, 100_000]], detail: 100_000 });

    await t.db
      .updateTable('services')
      .set({ sale_price: 80_000 })
      .where('id', '=', service.id)
      .execute();
    expect(await read()).toEqual({ list: [[service.id, 80_000]], detail: 80_000 });

    const other = await createService(t.db, { category_id: cat.id, price: 50_000 });
    expect((await read()).list).toEqual([
      [service.id, 80_000],
      [other.id, 50_000],
    ]);

    await t.db
      .updateTable('services')
      .set({ status: 'inactive' })
      .where('id', '=', service.id)
      .execute();
    expect((await read()).list).toEqual([[other.id, 50_000]]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('shows a change committed through another connection', async () => {
    const cat = await category();
    const service = await createService(t.db, { category_id: cat.id, name: 'Gội đầu' });
    const names = async () => (await page(`?category=${cat.slug}`)).data.map((s) => s.name);
    const shortly = async (expected: string[]) => {
      const same = (seen: string[]) => JSON.stringify(seen) === JSON.stringify(expected);
      expect(await readOtherInstanceWrite(t.engine, names, same)).toEqual(expected);
    };
    expect(await names()).toEqual(['Gội đầu']);

    const pgSchema =
      t.engine === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(t.db)).rows[0]?.name
        : undefined;
    const other = openDatabase({
      dataDir: t.config.dataDir,
      databaseUrl: t.config.databaseUrl,
      pgSchema,
    });
    try {
      await other.db
        .updateTable('services')
        .set({ name: 'Gội đầu dưỡng sinh' })
        .where('id', '=', service.id)
        .execute();
      await shortly(['Gội đầu dưỡng sinh']);

      // Read while the other connection's transaction is open, then again once it commits.
      await other.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('services')
          .set({ name: 'Gội đầu thảo dược' })
          .where('id', '=', service.id)
          .execute();
        expect(await names()).toEqual(['Gội đầu dưỡng sinh']);
      });
      await shortly(['Gội đầu thảo dược']);
    } finally {
      await other.close();
    }
  });
});
