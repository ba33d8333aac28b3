import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { signIn } from '../../test/sessions.js';
import { createSlider } from '../../test/slider-factories.js';
import { createTestApp, sql, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let twin: FastifyInstance;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  twin = (await t.twin()).app;
  admin = (await signIn(t, 'admin')).cookie;
});
afterAll(() => t.close());

const click = (app: FastifyInstance, id: number, ip: string) =>
  app.inject({ method: 'POST', url: `/api/public/sliders/${id}/click`, remoteAddress: ip });

const seen = (app: FastifyInstance, ids: number[], ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/public/sliders/impressions',
    payload: { ids },
    remoteAddress: ip,
  });

/** What the back office shows, from either instance (each writes its pending impressions). */
async function shown(app: FastifyInstance, id: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/sliders/${id}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { impression_count: number; click_count: number } }>().data;
}

async function limitRows(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from rate_limits`.execute(t.db);
  return Number(rows[0]!.n);
}

describe('slider counting across instances', () => {
  it('two instances count one click per address and slider, as one does', async () => {
    const slider = await createSlider(t.db);
    const ip = uniqueIp();
    const counted = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await click(i % 2 === 0 ? t.app : twin, slider.id, ip);
      expect(res.statusCode, res.body).toBe(200);
      counted.push(res.json<{ data: { counted: boolean } }>().data.counted);
    }
    expect(counted).toEqual([true, false, false, false, false, false]);
    expect((await shown(t.app, slider.id)).click_count).toBe(1);
  });

  it('two instances count one impression per address and slider, as one does', async () => {
    const a = await createSlider(t.db);
    const b = await createSlider(t.db);
    const ip = uniqueIp();
    const first = await seen(twin, [a.id], ip);
    expect(first.json()).toMatchObject({ data: { counted: 1 } });
    for (let i = 0; i < 4; i += 1) {
      const res = await seen(i % 2 === 0 ? t.app : twin, [a.id, b.id], ip);
      expect(res.json().data.counted, `view ${i + 2}`).toBe(i === 0 ? 1 : 0);
    }
    await shown(twin, a.id);
    expect(await shown(t.app, a.id)).toMatchObject({ impression_count: 1 });
    expect(await shown(t.app, b.id)).toMatchObject({ impression_count: 1 });
  });

  it('made-up or hidden slider ids count nothing and store nothing', async () => {
    const hidden = await createSlider(t.db, { is_active: false });
    const before = await limitRows();
    const ids = [hidden.id, ...Array.from({ length: 49 }, (_, i) => 900_000 + i)];
    const res = await seen(t.app, ids, uniqueIp());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { counted: 0 } });
    expect(await limitRows()).toBe(before);
  });
});
