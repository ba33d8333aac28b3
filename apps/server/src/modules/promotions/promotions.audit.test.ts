import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditEntries,
  CLIENT_IP,
  injectFrom,
  refuseValue,
} from '../../test/audit-entries.js';
import { createProduct, createService } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

async function input(overrides: Record<string, unknown> = {}) {
  const service = await createService(t.db);
  return {
    name: 'Giảm 20% cuối tuần',
    discount_type: 'percentage',
    discount_value: 20,
    items: [{ type: 'service', id: service.id }],
    ...overrides,
  };
}

async function created(body: Record<string, unknown>) {
  const res = await injectFrom(t, manager.cookie, 'POST', '/api/admin/promotions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number } }>().data.id;
}

describe('promotions in the audit log', () => {
  it('records create, the changed value and items only, status and delete, by the manager', async () => {
    const body = await input();
    const id = await created(body);
    const product = await createProduct(t.db);
    const changed = {
      ...body,
      discount_value: 30,
      items: [...body.items, { type: 'product', id: product.id }],
    };
    const put = await injectFrom(t, manager.cookie, 'PUT', `/api/admin/promotions/${id}`, changed);
    expect(put.statusCode, put.body).toBe(200);
    await injectFrom(t, manager.cookie, 'PATCH', `/api/admin/promotions/${id}/status`, {
      status: 'inactive',
    });
    const del = await injectFrom(t, manager.cookie, 'DELETE', `/api/admin/promotions/${id}`);
    expect(del.statusCode, del.body).toBe(200);

    const entries = await auditEntries(t, 'promotion', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'status', 'delete']);
    const serviceKey = `service:${body.items[0]!.id}`;
    expect(entries[1]).toMatchObject({ summary: 'Cập nhật khuyến mãi Giảm 20% cuối tuần' });
    expect(entries[1]!.changes).toEqual({
      discount_value: { before: 20, after: 30 },
      items: { before: [serviceKey], after: [`product:${product.id}`, serviceKey].sort() },
    });
    expect(entries[2]!.changes).toEqual({ status: { before: 'active', after: 'inactive' } });
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_id: manager.user.id,
        actor_role: 'manager',
        ip: CLIENT_IP,
      });
    }
  });

  it('refused actions leave no entry: bad input, unknown items, staff, a missing promotion', async () => {
    const id = await created(await input());
    const staff = await signIn(t, 'staff');
    const count = await auditCount(t);
    const bad = await injectFrom(t, manager.cookie, 'PUT', `/api/admin/promotions/${id}`, {
      ...(await input()),
      discount_value: -5,
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await injectFrom(t, manager.cookie, 'PUT', `/api/admin/promotions/${id}`, {
      ...(await input()),
      items: [{ type: 'product', id: 999_999 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await injectFrom(t, staff.cookie, 'DELETE', `/api/admin/promotions/${id}`)).statusCode,
    ).toBe(403);
    expect(
      (await injectFrom(t, manager.cookie, 'DELETE', '/api/admin/promotions/999999')).statusCode,
    ).toBe(404);
    expect(await auditCount(t)).toBe(count);
  });

  it('an update the database refuses after the entry was written leaves no entry', async () => {
    const body = await input();
    const id = await created(body);
    await refuseValue(t, 'promotions', 'discount_value', 42);
    const res = await injectFrom(t, manager.cookie, 'PUT', `/api/admin/promotions/${id}`, {
      ...body,
      discount_value: 42,
    });
    expect(res.statusCode).toBe(500);
    expect((await auditEntries(t, 'promotion', id)).map((e) => e.action)).toEqual(['create']);
  });
});
