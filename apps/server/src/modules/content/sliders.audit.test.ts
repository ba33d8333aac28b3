import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditEntries,
  CLIENT_IP,
  injectFrom,
  refuseValue,
} from '../../test/audit-entries.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages, type FormPart } from '../../test/uploads.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const BASE = '/api/admin/sliders';
const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const text = { title: 'Ưu đãi mùa hè', type: 'banner', position: 'home', sort_order: '1' };

async function created(): Promise<number> {
  const res = await injectForm(t.app, {
    url: BASE,
    cookie: admin.cookie,
    remoteAddress: CLIENT_IP,
    parts: [...fields(text), { name: 'image', value: await testImages.png() }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('sliders in the audit log', () => {
  it('records create, the changed sort order only, the toggle and the delete', async () => {
    const id = await created();
    const put = await injectForm(t.app, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      cookie: admin.cookie,
      remoteAddress: CLIENT_IP,
      parts: fields({ ...text, sort_order: '5' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    await injectFrom(t, admin.cookie, 'PATCH', `${BASE}/${id}/toggle-status`);
    await injectFrom(t, admin.cookie, 'DELETE', `${BASE}/${id}`);
    const entries = await auditEntries(t, 'slider', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
    expect(entries[0]!.summary).toBe('Tạo slider Ưu đãi mùa hè');
    expect(entries[1]!.changes).toEqual({ sort_order: { before: 1, after: 5 } });
    expect(entries[2]).toMatchObject({
      summary: 'Tắt slider Ưu đãi mùa hè',
      changes: { is_active: { before: true, after: false } },
    });
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_id: admin.user.id, actor_role: 'admin', ip: CLIENT_IP });
    }
  });

  it('refused actions leave no entry: no image, staff, a missing slider', async () => {
    const id = await created();
    const staff = await signIn(t, 'staff');
    const count = await auditCount(t);
    const noImage = await injectForm(t.app, {
      url: BASE,
      cookie: admin.cookie,
      parts: fields(text),
    });
    expect(noImage.statusCode).toBe(422);
    expect((await injectFrom(t, staff.cookie, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(403);
    expect(
      (await injectFrom(t, admin.cookie, 'PATCH', `${BASE}/999999/toggle-status`)).statusCode,
    ).toBe(404);
    expect(await auditCount(t)).toBe(count);
  });

  it('an update the database refuses after the entry was written leaves no entry', async () => {
    const id = await created();
    await refuseValue(t, 'sliders', 'sort_order', 99);
    const res = await injectForm(t.app, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      cookie: admin.cookie,
      parts: fields({ ...text, sort_order: '99' }),
    });
    expect(res.statusCode).toBe(500);
    expect((await auditEntries(t, 'slider', id)).map((e) => e.action)).toEqual(['create']);
  });
});
