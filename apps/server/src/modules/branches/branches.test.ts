import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DTO_KEYS = [
  'address',
  'description',
  'email',
  'id',
  'image_url',
  'name',
  'phone',
  'slug',
  'working_hours',
];

describe('GET /api/public/branches', () => {
  it('lists an empty chain as an empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('lists only active branches, in order, as DTOs', async () => {
    const first = await createBranch(t.db, {
      name: 'Salon Quận 1',
      email: 'q1@salon.vn',
      description: 'Gần chợ Bến Thành',
      manager_name: 'Nguyễn Thị Lan',
      opening_hours: '08:00 - 20:00',
    });
    const closed = await createBranch(t.db, { name: 'Salon Đã Đóng', status: 'inactive' });
    const second = await createBranch(t.db, { name: 'Salon Hoàn Kiếm', opening_hours: null });

    const res = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    expect(res.statusCode).toBe(200);
    const data: Record<string, unknown>[] = res.json().data;
    expect(data.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(data.map((b) => b.id)).not.toContain(closed.id);

    for (const branch of data) expect(Object.keys(branch).sort()).toEqual(DTO_KEYS);
    expect(data[0]).toEqual({
      id: first.id,
      name: 'Salon Quận 1',
      slug: first.slug,
      address: first.address,
      phone: first.phone,
      email: 'q1@salon.vn',
      description: 'Gần chợ Bến Thành',
      image_url: null,
      working_hours: '08:00 - 20:00',
    });
    expect(data[1]?.working_hours).toBeNull();
    expect(res.body).not.toMatch(/created_at|updated_at|manager_name|Nguyễn Thị Lan|"status"/);
  });

  it('drops a branch from the list once it is made inactive', async () => {
    const branch = await createBranch(t.db);
    const ids = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/public/branches' }))
        .json<{ data: { id: number }[] }>()
        .data.map((b) => b.id);
    expect(await ids()).toContain(branch.id);
    await t.db
      .updateTable('branches')
      .set({ status: 'inactive' })
      .where('id', '=', branch.id)
      .execute();
    expect(await ids()).not.toContain(branch.id);
  });
});
