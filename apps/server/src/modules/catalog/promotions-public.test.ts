import {
  itemPromotionsFromSales,
  salonToday,
  type PublicPromotion,
  type PublicSale,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { createPromotion, dayFromToday } from '../../test/promotion-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = salonToday();

async function get<T>(url: string): Promise<{ status: number; data: T; body: string }> {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, data: res.json<{ data: T }>().data, body: res.body };
}

async function freshProduct(price: number) {
  const category = await createCategory(t.db, { type: 'product' });
  return createProduct(t.db, { category_id: category.id, price, sale_price: null });
}

describe('GET /api/products/:id/promotions (storefront §7)', () => {
  it("answers the product's running promotions with what each takes off, by id or slug", async () => {
    const product = await freshProduct(200_000);
    const other = await freshProduct(100_000);
    await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      name: 'Giảm 20%',
      discount_value: 20,
    });
    await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      name: 'Đã hết hạn',
      end_date: dayFromToday(-1, today),
    });
    await createPromotion(t.db, [{ type: 'product', id: other.id }], { name: 'Của sản phẩm khác' });

    for (const key of [String(product.id), product.slug]) {
      const res = await get<PublicPromotion[]>(`/api/products/${key}/promotions`);
      expect(res.status, res.body).toBe(200);
      expect(res.data).toEqual([
        expect.objectContaining({
          name: 'Giảm 20%',
          discount_amount: 40_000,
          remaining_uses: null,
        }),
      ]);
    }
    // The same list the product page carries.
    const detail = await get<{ promotions: PublicPromotion[] }>(
      `/api/public/products/${product.id}`,
    );
    expect((await get<PublicPromotion[]>(`/api/products/${product.id}/promotions`)).data).toEqual(
      detail.data.promotions,
    );
  });

  it('answers 404 for a missing or inactive product', async () => {
    const hidden = await createProduct(t.db, { status: 'inactive' });
    for (const key of ['99999999', String(hidden.id), 'khong-co']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${key}/promotions` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'PRODUCT_NOT_FOUND' });
    }
  });
});

describe('GET /api/public/sales (the fallback)', () => {
  it('lists every running sale with its active items; the fallback gives the same as the product call', async () => {
    const product = await freshProduct(300_000);
    const service = await createService(t.db);
    const hidden = await createProduct(t.db, { status: 'inactive' });
    const running = await createPromotion(
      t.db,
      [
        { type: 'product', id: product.id },
        { type: 'service', id: service.id },
        { type: 'product', id: hidden.id },
      ],
      { name: 'Tuần lễ vàng', discount_type: 'fixed', discount_value: 50_000, usage_limit: 10 },
    );
    const upcoming = await createPromotion(t.db, [{ type: 'product', id: product.id }], {
      start_date: dayFromToday(2, today),
    });

    const res = await get<PublicSale[]>('/api/public/sales');
    expect(res.status, res.body).toBe(200);
    const sale = res.data.find((s) => s.id === running.id);
    expect(sale).toMatchObject({ name: 'Tuần lễ vàng', remaining_uses: 10 });
    expect(sale?.items).toEqual(
      expect.arrayContaining([
        { type: 'product', id: product.id },
        { type: 'service', id: service.id },
      ]),
    );
    expect(sale?.items).toHaveLength(2);
    expect(res.data.some((s) => s.id === upcoming.id)).toBe(false);

    const direct = await get<PublicPromotion[]>(`/api/products/${product.id}/promotions`);
    expect(
      itemPromotionsFromSales(res.data, { type: 'product', id: product.id, price: 300_000 }),
    ).toEqual(direct.data);
  });
});
