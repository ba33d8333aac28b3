import { CATALOG_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Page {
  data: { id: number; name: string; [key: string]: unknown }[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

function list(query: string, app = t) {
  return app.app.inject({ method: 'GET', url: `/api/public/products${query}` });
}

async function page(query: string): Promise<Page> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ success: true; data: Page }>().data;
}

async function ids(query: string): Promise<number[]> {
  return (await page(query)).data.map((p) => p.id);
}

/** A fresh product category, so a test sees only the products it creates. */
async function category(overrides: { name?: string; parent_id?: number } = {}, db = t.db) {
  return createCategory(db, { type: 'product', ...overrides });
}

const SUMMARY_KEYS = [
  'brand',
  'category',
  'discount_amount',
  'discount_percentage',
  'final_price',
  'id',
  'image_urls',
  'is_featured',
  'is_on_sale',
  'min_stock_level',
  'name',
  'price',
  'rating',
  'sale_price',
  'sellable',
  'short_description',
  'sku',
  'slug',
  'stock_quantity',
  'stock_status',
  'thumbnail_urls',
  'total_reviews',
  'usage_duration_days',
];

describe('GET /api/public/products', () => {
  it('answers a page of DTOs built from the rows', async () => {
    const cat = await category({ name: 'Dầu gội' });
    const product = await createProduct(t.db, {
      category_id: cat.id,
      name: 'Dầu gội bưởi 400ml',
      sku: 'TV-DG-TEST-1',
      brand: 'Tóc Việt',
      short_description: 'Giảm gãy rụng',
      description: '<p>Chi tiết</p>',
      price: 159_000,
      sale_price: 129_000,
      stock_quantity: 85,
      min_stock_level: 10,
      usage_duration_days: 60,
      image_urls: JSON.stringify(['/api/storage/p.webp']),
      thumbnail_urls: JSON.stringify(['/api/storage/p-thumb.webp']),
      is_featured: true,
      is_sellable: false,
      rating: 4.7,
      review_count: 12,
      sold_count: 300,
    });

    const res = await list(`?category=${cat.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        data: [
          {
            id: product.id,
            slug: product.slug,
            name: 'Dầu gội bưởi 400ml',
            sku: 'TV-DG-TEST-1',
            brand: 'Tóc Việt',
            short_description: 'Giảm gãy rụng',
            price: 159_000,
            sale_price: 129_000,
            final_price: 129_000,
            discount_amount: 30_000,
            discount_percentage: 19,
            is_on_sale: true,
            stock_quantity: 85,
            min_stock_level: 10,
            stock_status: 'in_stock',
            sellable: false,
            rating: 4.7,
            total_reviews: 12,
            is_featured: true,
            usage_duration_days: 60,
            category: { id: cat.id, name: 'Dầu gội', slug: cat.slug },
            image_urls: ['/api/storage/p.webp'],
            thumbnail_urls: ['/api/storage/p-thumb.webp'],
          },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 12, total: 1 },
      },
    });
    expect(Object.keys(body.data.data[0]).sort()).toEqual(SUMMARY_KEYS);
    expect(res.body).not.toMatch(/search_text|created_at|sold_count|"status"|<p>/);
  });

  it('gives the stock status from the quantity and the minimum level', async () => {
    const cat = await category();
    const make = (stock_quantity: number, min_stock_level: number) =>
      createProduct(t.db, { category_id: cat.id, stock_quantity, min_stock_level });
    const out = await make(0, 5);
    const low = await make(5, 5);
    const ok = await make(6, 5);
    const data = (await page(`?category=${cat.slug}`)).data;
    const status = new Map(data.map((p) => [p.id, p.stock_status]));
    expect(status.get(out.id)).toBe('out_of_stock');
    expect(status.get(low.id)).toBe('low_stock');
    expect(status.get(ok.id)).toBe('in_stock');
  });

  it('ignores a sale price above the price', async () => {
    const cat = await category();
    await createProduct(t.db, { category_id: cat.id, price: 100_000, sale_price: 130_000 });
    const [item] = (await page(`?category=${cat.slug}`)).data;
    expect(item).toMatchObject({
      price: 100_000,
      sale_price: null,
      final_price: 100_000,
      discount_amount: 0,
      discount_percentage: 0,
      is_on_sale: false,
    });
  });

  it('hides inactive products', async () => {
    const cat = await category();
    const shown = await createProduct(t.db, { category_id: cat.id });
    const hidden = await createProduct(t.db, { category_id: cat.id, status: 'inactive' });
    expect(await ids(`?category=${cat.slug}`)).toEqual([shown.id]);
    expect(await ids('?per_page=50')).not.toContain(hidden.id);
  });

  describe('filters', () => {
    it('filters by category id and slug; a top-level category includes its children', async () => {
      const parent = await category();
      const child = await category({ parent_id: parent.id });
      const other = await category();
      const inParent = await createProduct(t.db, { category_id: parent.id, sold_count: 9 });
      const inChild = await createProduct(t.db, { category_id: child.id, sold_count: 8 });
      await createProduct(t.db, { category_id: other.id });
      expect(await ids(`?category=${parent.id}`)).toEqual([inParent.id, inChild.id]);
      expect(await ids(`?category=${parent.slug}`)).toEqual([inParent.id, inChild.id]);
      expect(await ids(`?category=${child.slug}`)).toEqual([inChild.id]);
      expect(await ids(`?category=${child.id}`)).toEqual([inChild.id]);
    });

    it('does not take a service category for a product category', async () => {
      const serviceCategory = await createCategory(t.db, { type: 'service' });
      await createService(t.db, { category_id: serviceCategory.id });
      expect((await page(`?category=${serviceCategory.id}`)).meta.total).toBe(0);
      expect((await page(`?category=${serviceCategory.slug}`)).meta.total).toBe(0);
    });

    it('keeps featured products, products in stock and products on sale', async () => {
      const cat = await category();
      const featured = await createProduct(t.db, {
        category_id: cat.id,
        is_featured: true,
        stock_quantity: 0,
        sold_count: 4,
      });
      const inStock = await createProduct(t.db, {
        category_id: cat.id,
        stock_quantity: 1,
        price: 100_000,
        sale_price: 99_000,
        sold_count: 3,
      });
      const saleAbove = await createProduct(t.db, {
        category_id: cat.id,
        stock_quantity: 0,
        price: 100_000,
        sale_price: 100_000,
        sold_count: 2,
      });
      const plain = await createProduct(t.db, {
        category_id: cat.id,
        stock_quantity: -2,
        sold_count: 1,
      });
      const scoped = (query: string) => ids(`?category=${cat.slug}&${query}`);
      expect(await scoped('featured=true')).toEqual([featured.id]);
      expect(await scoped('in_stock=true')).toEqual([inStock.id]);
      expect(await scoped('on_sale=true')).toEqual([inStock.id]);
      expect(await scoped('on_sale=1&in_stock=1&featured=1')).toEqual([]);
      const all = [featured.id, inStock.id, saleAbove.id, plain.id];
      expect(await scoped('featured=false&in_stock=false&on_sale=false')).toEqual(all);
    });

    it('bounds the price the customer pays', async () => {
      const cat = await category();
      const make = (price: number, sale_price: number | null, sold_count: number) =>
        createProduct(t.db, { category_id: cat.id, price, sale_price, sold_count });
      const cheapOnSale = await make(300_000, 90_000, 5); // pays 90 000
      const hundred = await make(100_000, null, 4); // 100 000
      const saleAbove = await make(150_000, 200_000, 3); // 150 000
      const expensive = await make(500_000, null, 2); // 500 000
      const scoped = (query: string) => ids(`?category=${cat.slug}&${query}`);
      expect(await scoped('min_price=100000')).toEqual([hundred.id, saleAbove.id, expensive.id]);
      expect(await scoped('max_price=150000')).toEqual([cheapOnSale.id, hundred.id, saleAbove.id]);
      expect(await scoped('min_price=100000&max_price=150000')).toEqual([hundred.id, saleAbove.id]);
      expect(await scoped('min_price=90000&max_price=90000')).toEqual([cheapOnSale.id]);
      expect(await scoped('min_price=0')).toHaveLength(4);
    });

    it('refuses a minimum price above the maximum with 422', async () => {
      const res = await list('?min_price=200000&max_price=100000');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: M.invalidPrice,
        errors: { min_price: [M.invalidPrice] },
      });
    });

    it('searches name, brand and category without diacritics, every word required', async () => {
      const cat = await category({ name: 'Nhóm thử' });
      const shampoo = await createProduct(t.db, {
        category_id: cat.id,
        name: 'Dầu gội bưởi',
        brand: 'Tóc Việt',
      });
      const conditioner = await createProduct(t.db, {
        category_id: cat.id,
        name: 'Dầu xả dưỡng ẩm',
        brand: 'Davines',
      });
      const scoped = (term: string) =>
        ids(`?category=${cat.slug}&search=${encodeURIComponent(term)}`);
      expect(await scoped('dau goi')).toEqual([shampoo.id]);
      expect(await scoped('DẦU GỘI')).toEqual([shampoo.id]);
      expect(await scoped('dau')).toEqual([shampoo.id, conditioner.id]);
      expect(await scoped('davines xa')).toEqual([conditioner.id]);
      expect(await scoped('toc viet')).toEqual([shampoo.id]);
      expect(await scoped('d')).toEqual([shampoo.id, conditioner.id]);
      expect(await scoped('goi davines')).toEqual([]);
      expect(await scoped('nhom thu')).toEqual([shampoo.id, conditioner.id]);
    });

    it('takes % and _ in a search literally', async () => {
      const cat = await category({ name: 'Nhóm thử' });
      const percent = await createProduct(t.db, { category_id: cat.id, name: 'Serum 100%' });
      await createProduct(t.db, { category_id: cat.id, name: 'Serum 1000' });
      const underscore = await createProduct(t.db, { category_id: cat.id, name: 'Kem x_y' });
      await createProduct(t.db, { category_id: cat.id, name: 'Kem xzy' });
      const scoped = (term: string) =>
        ids(`?category=${cat.slug}&search=${encodeURIComponent(term)}`);
      expect(await scoped('100%')).toEqual([percent.id]);
      expect(await scoped('x_y')).toEqual([underscore.id]);
    });
  });

  describe('sorts', () => {
    async function sortable() {
      const cat = await category();
      const make = (fields: Parameters<typeof createProduct>[1]) =>
        createProduct(t.db, { category_id: cat.id, ...fields });
      const a = await make({
        name: 'Cream',
        sold_count: 50,
        price: 200_000,
        sale_price: 80_000, // pays 80 000
        rating: 4.5,
        review_count: 3,
        stock_quantity: 10,
      });
      const b = await make({
        name: 'Argan oil',
        sold_count: 90,
        price: 120_000,
        sale_price: 150_000, // above price: pays 120 000
        rating: null,
        review_count: 99,
        stock_quantity: 40,
      });
      const c = await make({
        name: 'Brush',
        sold_count: 50,
        price: 120_000,
        rating: 4.9,
        review_count: 1,
        stock_quantity: 0,
      });
      const d = await make({
        name: 'Dryer',
        sold_count: 10,
        price: 900_000,
        rating: 4.5,
        review_count: 20,
        stock_quantity: 40,
      });
      return { cat, a, b, c, d };
    }

    it.each([
      ['popular', ['b', 'a', 'c', 'd']],
      ['name', ['b', 'c', 'a', 'd']],
      ['price_asc', ['a', 'b', 'c', 'd']],
      ['price_desc', ['d', 'b', 'c', 'a']],
      ['rating', ['c', 'd', 'a', 'b']],
      ['stock', ['b', 'd', 'a', 'c']],
    ] as const)('sort=%s gives the expected order', async (sort, order) => {
      const made = await sortable();
      expect(await ids(`?category=${made.cat.slug}&sort=${sort}`)).toEqual(
        order.map((key) => made[key].id),
      );
    });

    it('sorts by popularity by default', async () => {
      const { cat, a, b, c, d } = await sortable();
      expect(await ids(`?category=${cat.slug}`)).toEqual([b.id, a.id, c.id, d.id]);
    });
  });

  describe('pagination', () => {
    it('pages 12 at a time by default', async () => {
      const cat = await category();
      const made: number[] = [];
      for (let i = 0; i < 13; i++) {
        made.push((await createProduct(t.db, { category_id: cat.id, sold_count: 100 - i })).id);
      }
      const first = await page(`?category=${cat.slug}&page=1`);
      expect(first.data.map((p) => p.id)).toEqual(made.slice(0, 12));
      expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
      const second = await page(`?category=${cat.slug}&page=2`);
      expect(second.data.map((p) => p.id)).toEqual(made.slice(12));
      expect(await page(`?category=${cat.slug}&page=5`)).toEqual({
        data: [],
        meta: { current_page: 5, last_page: 2, per_page: 12, total: 13 },
      });
      const fives = await page(`?category=${cat.slug}&per_page=5&page=2`);
      expect(fives.data.map((p) => p.id)).toEqual(made.slice(5, 10));
      expect(fives.meta).toEqual({ current_page: 2, last_page: 3, per_page: 5, total: 13 });
    });
  });

  describe('bad query values', () => {
    it.each([
      ['page=0', 'page', M.invalidPage],
      ['per_page=500', 'per_page', M.invalidPerPage],
      ['sort=xyz', 'sort', M.invalidSort],
      ['sort=duration', 'sort', M.invalidSort],
      ['category=dau%20goi', 'category', M.invalidCategory],
      [`search=${'y'.repeat(101)}`, 'search', M.searchTooLong],
      ['min_price=-1', 'min_price', M.invalidPrice],
      ['max_price=abc', 'max_price', M.invalidPrice],
      ['min_price=1.5', 'min_price', M.invalidPrice],
      ['in_stock=maybe', 'in_stock', undefined],
    ])('refuses %s with 422 and its Vietnamese message', async (query, field, message) => {
      const res = await list(`?${query}`);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(Object.keys(body.errors)).toEqual([field]);
      if (message) expect(body.message).toBe(message);
      expect(body.message).toMatch(/[à-ỹ]/); // Vietnamese, not zod's English
    });
  });
});

describe('GET /api/public/products/:idOrSlug', () => {
  it('answers the detail by id and by slug', async () => {
    const cat = await category({ name: 'Tạo kiểu' });
    const product = await createProduct(t.db, {
      category_id: cat.id,
      name: 'Sáp vuốt tóc',
      description: '<p>Giữ nếp cả ngày</p>',
      stock_quantity: 3,
    });
    const byId = await t.app.inject({ method: 'GET', url: `/api/public/products/${product.id}` });
    expect(byId.statusCode).toBe(200);
    const detail = byId.json().data;
    expect(Object.keys(detail).sort()).toEqual(
      [...SUMMARY_KEYS, 'description', 'promotions', 'related_products'].sort(),
    );
    expect(detail).toMatchObject({
      id: product.id,
      name: 'Sáp vuốt tóc',
      description: '<p>Giữ nếp cả ngày</p>',
      stock_status: 'low_stock',
      sellable: true,
      category: { id: cat.id, name: 'Tạo kiểu', slug: cat.slug },
    });
    const bySlug = await t.app.inject({
      method: 'GET',
      url: `/api/public/products/${product.slug}`,
    });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
  });

  it('answers 404 PRODUCT_NOT_FOUND for a missing or inactive product', async () => {
    const inactive = await createProduct(t.db, { status: 'inactive' });
    const service = await createService(t.db);
    for (const idOrSlug of [
      String(inactive.id),
      inactive.slug,
      'khong-ton-tai',
      '0',
      '99999999999999999999',
      service.slug,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/products/${idOrSlug}` });
      expect(res.statusCode, idOrSlug).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        code: 'PRODUCT_NOT_FOUND',
        message: M.productNotFound,
      });
    }
  });
});

describe('related products', () => {
  async function related(idOrSlug: number | string): Promise<number[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/products/${idOrSlug}` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { related_products: { id: number }[] } }>();
    return body.data.related_products.map((p) => p.id);
  }

  /** The best sellers of the whole shop, as related products fill up with them. */
  async function bestSellers(exceptId: number, limit: number): Promise<number[]> {
    const rows = await t.db
      .selectFrom('products')
      .select('id')
      .where('status', '=', 'active')
      .where('id', '<>', exceptId)
      .orderBy('sold_count', 'desc')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((p) => p.id);
  }

  it('takes the same category first, then the family, then the best sellers, at most 6', async () => {
    const care = await category({ name: 'Dưỡng tóc' });
    const serum = await category({ name: 'Tinh dầu', parent_id: care.id });
    const mask = await category({ name: 'Kem ủ', parent_id: care.id });
    const shampoo = await category({ name: 'Dầu gội' });
    const make = (
      category_id: number | null,
      sold_count: number,
      status: 'active' | 'inactive' = 'active',
    ) => createProduct(t.db, { category_id, sold_count, status });

    // The "others" sell more than anything else in this database, so they come first there.
    const product = await make(serum.id, 1);
    const sameA = await make(serum.id, 10);
    const sameB = await make(serum.id, 30);
    await make(serum.id, 9_999_999, 'inactive');
    const maskA = await make(mask.id, 5);
    const parentA = await make(care.id, 7);
    const otherTop = await make(shampoo.id, 5_000_000);
    const otherNone = await make(null, 4_000_000);
    await make(shampoo.id, 3_000_000);

    expect(await related(product.id)).toEqual([
      sameB.id,
      sameA.id,
      parentA.id,
      maskA.id,
      otherTop.id,
      otherNone.id,
    ]);

    // From the top-level category, its children are the family.
    const inParent = await make(care.id, 2);
    expect(await related(inParent.slug)).toEqual([
      parentA.id,
      sameB.id,
      sameA.id,
      maskA.id,
      product.id,
      otherTop.id,
    ]);
  });

  it('stops at 6 from the same category', async () => {
    const cat = await category();
    const product = await createProduct(t.db, { category_id: cat.id, sold_count: 50 });
    const same: { id: number }[] = [];
    for (let i = 0; i < 8; i++) {
      same.push(await createProduct(t.db, { category_id: cat.id, sold_count: i }));
    }
    expect(await related(product.id)).toEqual(
      same
        .slice(2)
        .reverse()
        .map((p) => p.id),
    );
  });

  it('fills up with best sellers when the family is small, never itself, never twice', async () => {
    const lonely = await category({ name: 'Máy sấy' });
    const product = await createProduct(t.db, { category_id: lonely.id, sold_count: 8_000_000 });
    const list = await related(product.id);
    expect(list).toHaveLength(6);
    expect(new Set(list).size).toBe(6);
    expect(list).not.toContain(product.id);
    expect(list).toEqual(await bestSellers(product.id, 6));
  });

  it('relates the best sellers to a product without a category', async () => {
    const product = await createProduct(t.db, { category_id: null, sold_count: 0 });
    expect(await related(product.id)).toEqual(await bestSellers(product.id, 6));
  });
});
