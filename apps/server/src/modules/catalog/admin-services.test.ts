import { CATALOG_ADMIN_MESSAGES as M } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createService } from '../../test/factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { injectForm, testImages } from '../../test/uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

interface Service {
  id: number;
  slug: string;
  features: string[];
  duration_minutes: number;
  staff_required: number;
  max_slots_per_time_slot: number;
  image_urls: string[];
}

function call(method: Method, url: string, payload?: unknown, cookie = admin) {
  return injectAs(t, cookie, method, `/api/admin/services${url}`, payload);
}

async function ids(query: string): Promise<number[]> {
  const res = await call('GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: Service[] } }>().data.data.map((s) => s.id);
}

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gội đầu dưỡng sinh',
  price: 150_000,
  duration_minutes: 45,
  ...overrides,
});

describe('who may manage services', () => {
  it('answers 401 to a guest and 403 to staff', async () => {
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
    const staff = (await signIn(t, 'staff')).cookie;
    expect((await call('GET', '', undefined, staff)).statusCode).toBe(403);
    expect((await call('POST', '', input(), staff)).statusCode).toBe(403);
  });
});

describe('service list', () => {
  it('filters by search, category (children too), status and featured, sorts and pages', async () => {
    const root = await createCategory(t.db, { type: 'service' });
    const child = await createCategory(t.db, { type: 'service', parent_id: root.id });
    const a = await createService(t.db, {
      name: 'Uốn tóc Hàn Quốc Omega',
      category_id: root.id,
      price: 500_000,
      duration_minutes: 120,
      is_featured: true,
    });
    const b = await createService(t.db, {
      name: 'Nhuộm Omega',
      category_id: child.id,
      price: 300_000,
      duration_minutes: 90,
    });
    const c = await createService(t.db, {
      name: 'Gội Omega',
      category_id: child.id,
      price: 80_000,
      duration_minutes: 30,
      status: 'inactive',
    });
    const q = `?category_id=${root.id}`;
    expect(await ids('?search=uon toc han quoc omega')).toEqual([a.id]);
    expect((await ids(q)).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await ids(`?category_id=${child.id}`)).sort()).toEqual([b.id, c.id].sort());
    expect(await ids(`${q}&status=inactive`)).toEqual([c.id]);
    expect(await ids(`${q}&status=active&featured=false`)).toEqual([b.id]);
    expect(await ids(`${q}&featured=true`)).toEqual([a.id]);
    expect(await ids(`${q}&sort=price_asc`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`${q}&sort=duration`)).toEqual([c.id, b.id, a.id]);
    expect(await ids(`${q}&sort=price_desc&per_page=1&page=2`)).toEqual([b.id]);
    expect((await call('GET', '?sort=stock_asc')).statusCode).toBe(422);
  });
});

describe('creating, editing and deleting a service', () => {
  it('creates with features and staff, then shows the edit in the storefront at once', async () => {
    const category = await createCategory(t.db, { type: 'service', name: 'Chăm sóc' });
    const res = await call(
      'POST',
      '',
      input({
        category_id: category.id,
        features: ['Thư giãn', ' Massage cổ vai gáy '],
        staff_required: 2,
        max_slots_per_time_slot: 5,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const service = res.json<{ data: Service }>().data;
    expect(service).toMatchObject({
      slug: 'goi-dau-duong-sinh',
      features: ['Thư giãn', 'Massage cổ vai gáy'],
      staff_required: 2,
      max_slots_per_time_slot: 5,
    });
    const row = await t.db
      .selectFrom('services')
      .select(['search_text', 'max_slots_per_time_slot'])
      .where('id', '=', service.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('goi dau duong sinh cham soc');
    expect(row.max_slots_per_time_slot).toBe(5);

    const edit = await call(
      'PUT',
      `/${service.id}`,
      input({
        category_id: category.id,
        price: 180_000,
        sale_price: 160_000,
        duration_minutes: 60,
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    // Left out of the form body: back to the default of 3 customers a slot.
    expect(edit.json<{ data: Service }>().data.max_slots_per_time_slot).toBe(3);
    const publicReply = await t.app.inject({
      method: 'GET',
      url: `/api/public/services/${service.slug}`,
    });
    expect(publicReply.json()).toMatchObject({
      data: { price: 180_000, final_price: 160_000, duration_minutes: 60 },
    });
  });

  it('checks the service fields and the category type', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', M.serviceNameRequired],
      [{ duration_minutes: undefined }, 'duration_minutes', M.durationRequired],
      [{ duration_minutes: 2 }, 'duration_minutes', M.durationInvalid],
      [{ staff_required: 0 }, 'staff_required', M.staffRequiredInvalid],
      [{ staff_required: 11 }, 'staff_required', M.staffRequiredInvalid],
      [{ max_slots_per_time_slot: 0 }, 'max_slots_per_time_slot', M.maxSlotsPerTimeSlotInvalid],
      [{ max_slots_per_time_slot: 51 }, 'max_slots_per_time_slot', M.maxSlotsPerTimeSlotInvalid],
      [{ max_slots_per_time_slot: 2.5 }, 'max_slots_per_time_slot', M.maxSlotsPerTimeSlotInvalid],
      [{ max_slots_per_time_slot: '3' }, 'max_slots_per_time_slot', M.maxSlotsPerTimeSlotInvalid],
      [{ features: ['x'.repeat(201)] }, 'features.0', M.featureInvalid],
      [{ features: Array.from({ length: 21 }, () => 'a') }, 'features', M.featuresMax],
      [{ sale_price: 150_000 }, 'sale_price', M.salePriceBelowPrice],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '', input(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toContain(
        message,
      );
    }
    const productCategory = await createCategory(t.db, { type: 'product' });
    expect(
      (await call('POST', '', input({ category_id: productCategory.id }))).json(),
    ).toMatchObject({
      errors: { category_id: [M.categoryInvalid] },
    });
    await call('POST', '', input({ name: 'Dịch vụ trùng', slug: 'dich-vu-trung' }));
    expect((await call('POST', '', input({ slug: 'dich-vu-trung' }))).json()).toMatchObject({
      errors: { slug: [M.slugTaken] },
    });
  });

  it('uploads images and deletes the service with them', async () => {
    const created = (await call('POST', '', input({ name: 'Dịch vụ có ảnh' }))).json<{
      data: Service;
    }>().data;
    const up = await injectForm(t.app, {
      url: `/api/admin/services/${created.id}/images`,
      cookie: admin,
      parts: [{ name: 'images', value: await testImages.png() }],
    });
    expect(up.json()).toMatchObject({
      data: { image_urls: [expect.stringMatching(/^\/api\/storage\/services\//)] },
    });
    const res = await call('DELETE', `/${created.id}`);
    expect(res.json()).toMatchObject({ data: { deleted: true }, message: M.serviceDeleted });
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);
  });
});
