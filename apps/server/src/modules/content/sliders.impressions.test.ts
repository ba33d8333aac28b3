import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlider } from '../../test/slider-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

const seen = (ids: unknown, ip = '203.0.113.20') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/sliders/impressions',
    payload: { ids },
    remoteAddress: ip,
  });

async function stored(id: number): Promise<number> {
  const row = await t.db
    .selectFrom('sliders')
    .select('impression_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.impression_count);
}

/** What the back office shows (it writes pending impressions first). */
async function shown(id: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/sliders/${id}`,
    headers: { cookie: admin },
  });
  return res.json<{ data: { impression_count: number; click_through_rate: number } }>().data;
}

describe('slider impressions', () => {
  it('counts once per address and slider, in memory until the back office reads them', async () => {
    const a = await createSlider(t.db);
    const b = await createSlider(t.db);
    const first = await seen([a.id, b.id, a.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { counted: 2 } });
    for (let i = 0; i < 10; i++) expect((await seen([a.id])).json().data.counted).toBe(0);
    await seen([a.id], '198.51.100.30');

    expect(await stored(a.id)).toBe(0);
    expect((await shown(a.id)).impression_count).toBe(2);
    expect(await stored(a.id)).toBe(2);
    expect(await stored(b.id)).toBe(1);
  });

  it('gives the click-through rate from clicks and impressions', async () => {
    const slider = await createSlider(t.db);
    await seen([slider.id], '192.0.2.1');
    await seen([slider.id], '192.0.2.2');
    await t.app.inject({
      method: 'POST',
      url: `/api/public/sliders/${slider.id}/click`,
      remoteAddress: '192.0.2.1',
    });
    expect(await shown(slider.id)).toMatchObject({ impression_count: 2, click_through_rate: 50 });
  });

  it('ignores unknown sliders and refuses bad lists', async () => {
    expect((await seen([999_999])).statusCode).toBe(200);
    await shown((await createSlider(t.db)).id);
    for (const ids of [[], 'abc', [0], [1.5], Array.from({ length: 51 }, (_, i) => i + 1)]) {
      const res = await seen(ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json().message).toBe('Danh sách slider đã xem phải có từ 1 đến 50 mã số');
    }
  });
});
