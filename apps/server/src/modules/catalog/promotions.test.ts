import { salonToday, type PublicProductDetail, type PublicProductSummary } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { createPromotion, dayFromToday } from '../../test/promotion-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CatalogService } from './catalog.service.js';
import { CategoriesRepository } from './categories.repository.js';
import { DataVersionRepository } from './data-version.repository.js';
import { ProductsRepository } from './products.repository.js';
import { PromotionsRepository } from './promotions.repository.js';
import { ServicesRepository } from './services.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = salonToday();

async function productDetail(id: number): Promise<PublicProductDetail> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/products/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PublicProductDetail }>().data;
}

async function productList(query: string): Promise<PublicProductSummary[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/products${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: PublicProductSummary[] } }>().data.data;
}

async function freshProduct(overrides: { price: number; sale_price?: number | null }) {
  const category = await createCategory(t.db, { type: 'product' });
  return createProduct(t.db, { category_id: category.id, sale_price: null, ...overrides });
}

describe('promotions in the price of an item', () => {
  it.each([
    ['a percentage', { discount_type: 'percentage', discount_value: 20 }, 200_000, 160_000],
    [
      'a percentage capped by max_discount_amount',
      { discount_type: 'percentage', discount_value: 50, max_discount_amount: 30_000 },
      200_000,
      170_000,
    ],
    ['a fixed amount', { discount_type: 'fixed', discount_value: 25_000 }, 200_000, 175_000],
    [
      'a fixed amount above the price, floored at 0',
      { discount_type: 'fixed', discount_value: 500_000 },
      200_000,
      0,
    ],
    ['a rounded percentage', { discount_type: 'percentage', discount_value: 15 }, 99_999, 84_999],
  ] as const)('applies %s', async (_label, promotion, price, expected) => {
    const product = await freshProduct({ price });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], promotion);
    const detail = await productDetail(product.id);
    expect(detail.final_price).toBe(expected);
    expect(detail.is_on_sale).toBe(true);
    expect(detail.discount_amount).toBe(price - expected);
    expect(detail.promotions).toHaveLength(1);
    expect(detail.promotions[0]?.discount_amount).toBe(price - expected);
  });

  it('lets the best of the sale price and every promotion win', async () => {
    const product = await freshProduct({ price: 300_000, sale_price: 250_000 });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], { discount_value: 10 });
    expect((await productDetail(product.id)).final_price).toBe(250_000);
    await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      discount_type: 'fixed',
      discount_value: 80_000,
    });
    const detail = await productDetail(product.id);
    expect(detail.final_price).toBe(220_000);
    expect(detail.promotions.map((p) => p.discount_amount).sort()).toEqual([30_000, 80_000]);
  });

  it.each([
    ['ended yesterday', { end_date: dayFromToday(-1, today) }],
    ['starting tomorrow', { start_date: dayFromToday(1, today) }],
    ['inactive', { status: 'inactive' as const }],
    ['used up', { usage_limit: 5, used_count: 5 }],
  ])('ignores a promotion %s', async (_label, overrides) => {
    const product = await freshProduct({ price: 100_000 });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], overrides);
    const detail = await productDetail(product.id);
    expect(detail.final_price).toBe(100_000);
    expect(detail.is_on_sale).toBe(false);
    expect(detail.promotions).toEqual([]);
  });

  it('counts a promotion running today, including its first and last day', async () => {
    const product = await freshProduct({ price: 100_000 });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      start_date: today,
      end_date: today,
      usage_limit: 10,
      used_count: 4,
    });
    const detail = await productDetail(product.id);
    expect(detail.final_price).toBe(90_000);
    expect(detail.promotions[0]).toMatchObject({ remaining_uses: 6, start_date: today });
  });

  it('shows an order-level promotion (minimum order) without changing the unit price', async () => {
    const product = await freshProduct({ price: 100_000 });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      min_order_amount: 500_000,
    });
    const detail = await productDetail(product.id);
    expect(detail.final_price).toBe(100_000);
    expect(detail.promotions).toHaveLength(1);
  });

  it('sorts and filters lists by the promoted price', async () => {
    const category = await createCategory(t.db, { type: 'product' });
    const cheap = await createProduct(t.db, {
      category_id: category.id,
      price: 150_000,
      sale_price: null,
    });
    const promoted = await createProduct(t.db, {
      category_id: category.id,
      price: 200_000,
      sale_price: null,
    });
    const plain = await createProduct(t.db, {
      category_id: category.id,
      price: 120_000,
      sale_price: null,
    });
    await createPromotion(t.db, [{ type: 'product', id: promoted.id }], { discount_value: 50 });

    const ascending = await productList(`?category=${category.id}&sort=price_asc`);
    expect(ascending.map((p) => p.id)).toEqual([promoted.id, plain.id, cheap.id]);
    const onSale = await productList(`?category=${category.id}&on_sale=true`);
    expect(onSale.map((p) => p.id)).toEqual([promoted.id]);
    const underOneTwenty = await productList(`?category=${category.id}&max_price=110000`);
    expect(underOneTwenty.map((p) => p.id)).toEqual([promoted.id]);
  });

  it('applies to services too, and a new promotion shows at once', async () => {
    const category = await createCategory(t.db, { type: 'service' });
    const service = await createService(t.db, {
      category_id: category.id,
      price: 400_000,
      sale_price: null,
    });
    const before = await t.app.inject({ method: 'GET', url: `/api/public/services/${service.id}` });
    expect(before.json<{ data: { final_price: number } }>().data.final_price).toBe(400_000);
    await createPromotion(t.db, [{ type: 'service', id: service.id }], {
      name: 'Tháng tri ân',
      discount_value: 25,
      max_discount_amount: 80_000,
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/public/services/${service.id}` });
    const data = after.json<{ data: { final_price: number; promotions: { name: string }[] } }>()
      .data;
    expect(data.final_price).toBe(320_000);
    expect(data.promotions.map((p) => p.name)).toEqual(['Tháng tri ân']);
  });
});

describe('the catalogue at midnight', () => {
  it('starts a promotion when its day comes, without any write to the database', async () => {
    let day = today;
    const clock = () => day;
    const catalog = new CatalogService(
      new CategoriesRepository(t.db),
      new ServicesRepository(t.db, clock),
      new ProductsRepository(t.db, clock),
      new PromotionsRepository(t.db),
      new DataVersionRepository(t.db),
      clock,
    );
    const product = await freshProduct({ price: 100_000 });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      start_date: dayFromToday(1, today),
    });
    expect((await catalog.productDetail(String(product.id))).final_price).toBe(100_000);
    day = dayFromToday(1, today);
    expect((await catalog.productDetail(String(product.id))).final_price).toBe(90_000);
  });
});
