import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlider, salonDay } from '../../test/slider-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function titles(url: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ success: true; data: { title: string }[] }>();
  expect(body.success).toBe(true);
  return body.data.map((s) => s.title);
}

describe('public sliders', () => {
  // One fixture set for the whole file; titles carry what each slider is.
  beforeAll(async () => {
    await createSlider(t.db, { title: 'home-b-2', sort_order: 2 });
    await createSlider(t.db, { title: 'home-b-1', sort_order: 1, mobile_image_url: '/m.webp' });
    await createSlider(t.db, { title: 'home-b-off', is_active: false });
    await createSlider(t.db, { title: 'home-b-future', start_date: salonDay(1) });
    await createSlider(t.db, { title: 'home-b-past', end_date: salonDay(-1) });
    await createSlider(t.db, {
      title: 'home-b-today',
      sort_order: 3,
      start_date: salonDay(0),
      end_date: salonDay(0),
    });
    await createSlider(t.db, { title: 'service-b', position: 'service' });
    await createSlider(t.db, { title: 'home-ads-1', type: 'ads', sort_order: 1 });
    await createSlider(t.db, { title: 'home-ads-2', type: 'ads', sort_order: 2 });
    await createSlider(t.db, { title: 'service-ads', type: 'ads', position: 'service' });
  });

  it('home banners: active, inside their dates (inclusive), by sort order', async () => {
    expect(await titles('/api/public/sliders/home-banners')).toEqual([
      'home-b-1',
      'home-b-2',
      'home-b-today',
    ]);
  });

  it('filters by type, position and limit', async () => {
    expect(await titles('/api/public/sliders?type=ads&position=home')).toEqual([
      'home-ads-1',
      'home-ads-2',
    ]);
    expect(await titles('/api/public/sliders?type=ads')).toEqual(
      expect.arrayContaining(['home-ads-1', 'home-ads-2', 'service-ads']),
    );
    expect(await titles('/api/public/sliders?type=ads&position=home&limit=1')).toEqual([
      'home-ads-1',
    ]);
    expect(await titles('/api/public/sliders/position/service')).toEqual(
      expect.arrayContaining(['service-b', 'service-ads']),
    );
    expect(await titles('/api/public/sliders/position/service')).toHaveLength(2);
  });

  it('returns the storefront fields only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/sliders/home-banners' });
    const first = res.json<{ data: Record<string, unknown>[] }>().data[0];
    expect(first).toMatchObject({
      title: 'home-b-1',
      mobile_image_url: '/m.webp',
      button_style: 'primary',
      target_type: '_self',
    });
    expect(first).not.toHaveProperty('click_count');
    expect(first).not.toHaveProperty('is_active');
  });

  it('refuses bad filters with Vietnamese messages', async () => {
    for (const [url, message] of [
      ['/api/public/sliders?type=video', 'Vui lòng chọn loại'],
      ['/api/public/sliders?position=moon', 'Vui lòng chọn vị trí'],
      ['/api/public/sliders?limit=0', 'Số lượng phải từ 1 đến 50'],
      ['/api/public/sliders?limit=51', 'Số lượng phải từ 1 đến 50'],
      ['/api/public/sliders?limit=abc', 'Số lượng phải từ 1 đến 50'],
      ['/api/public/sliders/position/moon', 'Vui lòng chọn vị trí'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });
});

describe('banner clicks', () => {
  async function clicks(id: number): Promise<number> {
    const row = await t.db
      .selectFrom('sliders')
      .select('click_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.click_count);
  }

  const click = (id: number | string, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: `/api/public/sliders/${id}/click`, remoteAddress: ip });

  it('counts one click per address; a loop does not inflate it', async () => {
    const slider = await createSlider(t.db);
    const first = await click(slider.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { counted: true } });
    for (let i = 0; i < 20; i++) {
      const again = await click(slider.id);
      expect(again.json().data.counted).toBe(false);
    }
    expect(await clicks(slider.id)).toBe(1);

    await click(slider.id, '198.51.100.9');
    expect(await clicks(slider.id)).toBe(2);
  });

  it('a click from one address on one slider does not block another slider', async () => {
    const a = await createSlider(t.db);
    const b = await createSlider(t.db);
    await click(a.id, '192.0.2.50');
    await click(b.id, '192.0.2.50');
    expect(await clicks(a.id)).toBe(1);
    expect(await clicks(b.id)).toBe(1);
  });

  it('404 for a slider that is missing, switched off or out of its dates', async () => {
    const off = await createSlider(t.db, { is_active: false });
    const expired = await createSlider(t.db, { end_date: salonDay(-2) });
    for (const id of [off.id, expired.id, 999_999]) {
      const res = await click(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'SLIDER_NOT_FOUND',
        message: 'Không tìm thấy slider',
      });
    }
    expect(await clicks(off.id)).toBe(0);
    expect((await click('abc')).statusCode).toBe(422);
    expect((await click('0')).statusCode).toBe(422);
  });

  it('refuses a click sent from another site', async () => {
    const slider = await createSlider(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/sliders/${slider.id}/click`,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await clicks(slider.id)).toBe(0);
  });
});
