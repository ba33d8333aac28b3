import { salonToday, type AdminPromotion } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createService } from '../../test/factories.js';
import { createPromotion, dayFromToday } from '../../test/promotion-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: SignedIn;
const today = salonToday();

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = manager.headers,
) {
  return t.app.inject({
    method,
    url: `/api/admin/promotions${url}`,
    payload: payload as object,
    headers,
  });
}

async function items() {
  const serviceCategory = await createCategory(t.db, { type: 'service' });
  const productCategory = await createCategory(t.db, { type: 'product' });
  const service = await createService(t.db, {
    category_id: serviceCategory.id,
    price: 300_000,
    sale_price: null,
  });
  const product = await createProduct(t.db, {
    category_id: productCategory.id,
    price: 200_000,
    sale_price: null,
  });
  return { service, product };
}

const finalPrice = async (kind: 'services' | 'products', id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/public/${kind}/${id}` })).json<{
    data: { final_price: number };
  }>().data.final_price;

describe('admin promotions', () => {
  it('creates a promotion on a service and a product, and the storefront prices follow', async () => {
    const { service, product } = await items();
    const res = await call('POST', '/', {
      name: 'Giảm 20% cuối tuần',
      discount_type: 'percentage',
      discount_value: 20,
      max_discount_amount: 50_000,
      items: [
        { type: 'service', id: service.id },
        { type: 'product', id: product.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<{ data: AdminPromotion; message: string }>();
    expect(created.message).toBe('Tạo khuyến mãi thành công');
    expect(created.data).toMatchObject({ state: 'running', status: 'active', used_count: 0 });
    expect(created.data.items.map((i) => i.type).sort()).toEqual(['product', 'service']);
    expect(await finalPrice('services', service.id)).toBe(250_000);
    expect(await finalPrice('products', product.id)).toBe(160_000);

    const off = await call('PATCH', `/${created.data.id}/status`, { status: 'inactive' });
    expect(off.json<{ data: AdminPromotion }>().data.state).toBe('inactive');
    expect(await finalPrice('services', service.id)).toBe(300_000);
  });

  it('updates the items and fields, then deletes', async () => {
    const { service, product } = await items();
    const promotion = await createPromotion(t.db, [{ type: 'service', id: service.id }]);
    const res = await call('PUT', `/${promotion.id}`, {
      name: 'Giảm 30.000 ₫',
      discount_type: 'fixed',
      discount_value: 30_000,
      items: [{ type: 'product', id: product.id }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: AdminPromotion }>().data.items).toEqual([
      { type: 'product', id: product.id, name: product.name, price: 200_000 },
    ]);
    expect(await finalPrice('services', service.id)).toBe(300_000);
    expect(await finalPrice('products', product.id)).toBe(170_000);

    expect((await call('DELETE', `/${promotion.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/${promotion.id}`)).statusCode).toBe(404);
    const left = await t.db
      .selectFrom('promotion_items')
      .selectAll()
      .where('promotion_id', '=', promotion.id)
      .execute();
    expect(left).toEqual([]);
    expect(await finalPrice('products', product.id)).toBe(200_000);
  });

  it('lists by state and searches names without diacritics', async () => {
    const { service } = await items();
    const on = [{ type: 'service' as const, id: service.id }];
    const running = await createPromotion(t.db, on, {
      name: 'Đặc biệt mùa đông',
      search_name: 'dac biet mua dong',
    });
    const upcoming = await createPromotion(t.db, on, { start_date: dayFromToday(3, today) });
    const ended = await createPromotion(t.db, on, { end_date: dayFromToday(-3, today) });
    const usedUp = await createPromotion(t.db, on, { usage_limit: 2, used_count: 2 });
    const inactive = await createPromotion(t.db, on, { status: 'inactive' });
    const idsOf = async (query: string) =>
      (await call('GET', `/${query}`))
        .json<{ data: { data: AdminPromotion[] } }>()
        .data.data.map((p) => p.id);
    const mine = new Set([running.id, upcoming.id, ended.id, usedUp.id, inactive.id]);
    const only = async (query: string) =>
      (await idsOf(`?per_page=100&${query}`)).filter((id) => mine.has(id));
    expect(await only('state=running')).toEqual([running.id]);
    expect(await only('state=upcoming')).toEqual([upcoming.id]);
    expect(await only('state=ended')).toEqual([ended.id]);
    expect(await only('state=used_up')).toEqual([usedUp.id]);
    expect(await only('state=inactive')).toEqual([inactive.id]);
    expect(await only('search=dac%20biet')).toEqual([running.id]);
    const page = (await call('GET', '/?per_page=2&page=1')).json<{
      data: { meta: { per_page: number; total: number } };
    }>();
    expect(page.data.meta.per_page).toBe(2);
    expect(page.data.meta.total).toBeGreaterThanOrEqual(5);
  });

  it.each([
    [{ discount_value: 150 }, 'discount_value', 'Phần trăm giảm phải từ 1 đến 100'],
    [{ name: '' }, 'name', 'Vui lòng nhập tên khuyến mãi'],
    [{ items: [] }, 'items', 'Vui lòng chọn ít nhất một dịch vụ hoặc sản phẩm'],
    [
      { items: [{ type: 'service', id: 999_999 }] },
      'items',
      'Có dịch vụ hoặc sản phẩm không tồn tại',
    ],
    [
      { start_date: '2026-12-10', end_date: '2026-12-01' },
      'end_date',
      'Ngày kết thúc phải sau hoặc bằng ngày bắt đầu',
    ],
    [{ discount_value: 'mười' }, 'discount_value', 'Vui lòng nhập mức giảm'],
  ])('refuses %j with a Vietnamese message and writes nothing', async (change, field, message) => {
    const { service } = await items();
    const before = await t.db
      .selectFrom('promotions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/', {
      name: 'Thử',
      discount_type: 'percentage',
      discount_value: 10,
      items: [{ type: 'service', id: service.id }],
      ...change,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    const after = await t.db
      .selectFrom('promotions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 404 for a missing promotion', async () => {
    expect((await call('PATCH', '/999999/status', { status: 'active' })).statusCode).toBe(404);
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);
  });

  it('is for managers and admins only', async () => {
    const staff = await signIn(t, 'staff');
    const customer = await signIn(t, 'customer');
    expect((await call('GET', '/', undefined, staff.headers)).statusCode).toBe(403);
    expect((await call('GET', '/', undefined, customer.headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promotions' })).statusCode).toBe(
      401,
    );
    const admin = await signIn(t, 'admin');
    expect((await call('GET', '/', undefined, admin.headers)).statusCode).toBe(200);
  });
});
