import { AUDIT_MASK, salonToday } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditEntries,
  CLIENT_IP,
  injectFrom,
  refuseValue,
} from '../../test/audit-entries.js';
import { createBranch } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
});
afterAll(() => t.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Salon Thảo Điền ${Math.random().toString(36).slice(2, 7)}`,
  address: '12 Quốc Hương, TP. Hồ Chí Minh',
  phone: '028 3744 1234',
  email: 'thaodien@salon.vn',
  manager_name: 'Phạm Thu Trang',
  description: 'Chi nhánh ven sông',
  opening_hours: '08:00 - 21:00',
  ...overrides,
});

function dayFromToday(days: number): string {
  const [y, m, d] = salonToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

describe('branches in the audit log', () => {
  it('records create, the changed fields only (the manager masked), status and the delete', async () => {
    const body = input();
    const res = await injectFrom(t, manager.cookie, 'POST', '/api/admin/branches', body);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ data: { id: number } }>().data;
    const put = await injectFrom(t, manager.cookie, 'PUT', `/api/admin/branches/${id}`, {
      ...body,
      opening_hours: '09:00 - 22:00',
      manager_name: 'Lê Văn Minh',
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const status of ['inactive', 'active']) {
      await injectFrom(t, manager.cookie, 'PATCH', `/api/admin/branches/${id}/status`, { status });
    }
    await injectFrom(t, manager.cookie, 'DELETE', `/api/admin/branches/${id}`);
    const entries = await auditEntries(t, 'branch', id);
    expect(entries.map((e) => e.action)).toEqual([
      'create',
      'update',
      'status',
      'status',
      'status',
    ]);
    expect(entries[1]!.changes).toEqual({
      opening_hours: { before: '08:00 - 21:00', after: '09:00 - 22:00' },
      manager_name: { before: AUDIT_MASK, after: AUDIT_MASK },
    });
    expect(entries[2]!.changes).toEqual({ status: { before: 'active', after: 'inactive' } });
    expect(entries[3]!.changes).toEqual({ status: { before: 'inactive', after: 'active' } });
    expect(entries[4]!.changes).toEqual({ status: { before: 'active', after: 'inactive' } });
    const text = JSON.stringify(entries);
    for (const personal of ['Phạm Thu Trang', 'Lê Văn Minh', 'thaodien@salon.vn'])
      expect(text).not.toContain(personal);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_id: manager.user.id,
        actor_role: 'manager',
        ip: CLIENT_IP,
      });
    }
  });

  it('refused actions leave no entry: bad phone, staff, missing, already inactive', async () => {
    const branch = await createBranch(t.db, { status: 'inactive' });
    const staff = await signIn(t, 'staff');
    const count = await auditCount(t);
    const url = `/api/admin/branches/${branch.id}`;
    expect(
      (await injectFrom(t, admin.cookie, 'PUT', url, input({ phone: 'abc' }))).statusCode,
    ).toBe(422);
    expect((await injectFrom(t, staff.cookie, 'DELETE', url)).statusCode).toBe(403);
    expect(
      (await injectFrom(t, admin.cookie, 'PUT', '/api/admin/branches/999999', input())).statusCode,
    ).toBe(404);
    expect((await injectFrom(t, admin.cookie, 'DELETE', url)).statusCode).toBe(409);
    expect(await auditCount(t)).toBe(count);
  });

  it('an update the database refuses after the entry was written leaves no entry', async () => {
    const branch = await createBranch(t.db);
    await refuseValue(t, 'branches', 'description', 'Hỏng');
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      `/api/admin/branches/${branch.id}`,
      input({ description: 'Hỏng' }),
    );
    expect(res.statusCode).toBe(500);
    expect(await auditEntries(t, 'branch', branch.id)).toEqual([]);
  });
});

describe('working hours and holidays in the audit log', () => {
  it('records replaced hours before and after, a deleted hour, an added and a deleted holiday', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Giờ Làm' });
    await injectFrom(t, manager.cookie, 'PUT', '/api/admin/working-hours', {
      branch_id: branch.id,
      times: ['09:00', '09:30'],
    });
    const put = await injectFrom(t, manager.cookie, 'PUT', '/api/admin/working-hours', {
      branch_id: branch.id,
      times: ['09:00', '10:00'],
    });
    expect(put.statusCode, put.body).toBe(200);
    const hourId = put.json<{ data: { hours: { id: number; time: string }[] } }>().data.hours[1]!
      .id;
    expect(
      (await injectFrom(t, manager.cookie, 'DELETE', `/api/admin/working-hours/${hourId}`))
        .statusCode,
    ).toBe(200);

    const [first, second] = await auditEntries(t, 'working_hours', branch.id);
    expect(first).toMatchObject({
      action: 'update',
      summary: 'Đổi giờ làm việc chi nhánh Salon Giờ Làm',
    });
    expect(second!.changes).toEqual({
      hours: { before: ['09:00', '09:30'], after: ['09:00', '10:00'] },
    });
    const [, , deleted] = await auditEntries(t, 'working_hours', branch.id);
    expect(deleted).toMatchObject({
      action: 'delete',
      actor_id: manager.user.id,
      ip: CLIENT_IP,
      changes: { id: { before: hourId, after: null }, time: { before: '10:00', after: null } },
    });

    const date = dayFromToday(10);
    const added = await injectFrom(t, manager.cookie, 'POST', '/api/admin/holidays', {
      branch_id: branch.id,
      date,
      name: 'Nghỉ sửa chữa',
    });
    expect(added.statusCode, added.body).toBe(201);
    const holidayId = added.json<{ data: { id: number } }>().data.id;
    await injectFrom(t, manager.cookie, 'DELETE', `/api/admin/holidays/${holidayId}`);
    const holiday = await auditEntries(t, 'holiday', holidayId);
    expect(holiday.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(holiday[0]).toMatchObject({
      summary: `Thêm ngày nghỉ Nghỉ sửa chữa ${date}`,
      actor_role: 'manager',
      ip: CLIENT_IP,
    });
    expect(holiday[0]!.changes).toMatchObject({ date: { before: null, after: date } });
  });

  it('refused schedule changes leave no entry; hours the database refuses are taken back', async () => {
    const branch = await createBranch(t.db);
    const staff = await signIn(t, 'staff');
    const count = await auditCount(t);
    expect(
      (
        await injectFrom(t, manager.cookie, 'PUT', '/api/admin/working-hours', {
          branch_id: branch.id,
          times: ['9h'],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await injectFrom(t, staff.cookie, 'PUT', '/api/admin/working-hours', {
          branch_id: branch.id,
          times: ['09:00'],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectFrom(t, manager.cookie, 'DELETE', '/api/admin/holidays/999999')).statusCode,
    ).toBe(404);
    expect(
      (
        await injectFrom(t, manager.cookie, 'POST', '/api/admin/holidays', {
          date: dayFromToday(-3),
        })
      ).statusCode,
    ).toBe(422);
    expect(await auditCount(t)).toBe(count);

    await refuseValue(t, 'working_hours', 'time', '21:30');
    const res = await injectFrom(t, manager.cookie, 'PUT', '/api/admin/working-hours', {
      branch_id: branch.id,
      times: ['21:30'],
    });
    expect(res.statusCode).toBe(500);
    expect(await auditEntries(t, 'working_hours', branch.id)).toEqual([]);
  });
});
