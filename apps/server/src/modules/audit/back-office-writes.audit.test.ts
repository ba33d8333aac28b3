import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Settings, notifications, the contact desk, help and the own profile write audit entries. */
let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff');
});
afterAll(() => t.close());

const entries = (resource: string) =>
  t.db.selectFrom('audit_log').selectAll().where('resource', '=', resource).orderBy('id').execute();
const changedKeys = (changes: string | null) => Object.keys(JSON.parse(changes ?? '{}')).sort();

describe('settings', () => {
  it('a saved tab is one medium entry with only the changed fields; a refused save none', async () => {
    const view = (await injectAs(t, admin.cookie, 'GET', '/api/admin/settings')).json<{
      data: { company: { values: Record<string, unknown> } };
    }>().data;
    const res = await injectAs(t, admin.cookie, 'PUT', '/api/admin/settings/company', {
      ...view.company.values,
      founded_year: 2011,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry, ...more] = await entries('setting');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'update',
      resource_id: 'company',
      actor_id: admin.user.id,
      actor_role: 'admin',
      ip: '127.0.0.1',
      risk: 'medium',
    });
    expect(changedKeys(entry?.changes ?? null)).toEqual(['founded_year']);
    // The tab's 'last changed by' still follows.
    const after = (await injectAs(t, admin.cookie, 'GET', '/api/admin/settings')).json<{
      data: { company: { last_changed: { by: { id: number } } } };
    }>().data;
    expect(after.company.last_changed.by.id).toBe(admin.user.id);

    const bad = await injectAs(t, admin.cookie, 'PUT', '/api/admin/settings/company', {
      ...view.company.values,
      founded_year: 'xưa',
    });
    expect(bad.statusCode).toBe(422);
    expect(await entries('setting')).toHaveLength(1);
  });
});

describe('notifications', () => {
  it('create, edit, delete and a bulk action are audited; a refused edit is not', async () => {
    const created = await injectAs(t, manager.cookie, 'POST', '/api/admin/notifications', {
      type: 'system_alert',
      priority: 'normal',
      title: 'Bảo trì',
      message: 'Tối nay bảo trì.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const edited = await injectAs(t, manager.cookie, 'PUT', `/api/admin/notifications/${id}`, {
      user_id: null,
      type: 'system_alert',
      priority: 'high',
      title: 'Bảo trì',
      message: 'Tối nay bảo trì.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const refused = await injectAs(t, manager.cookie, 'PUT', `/api/admin/notifications/${id}`, {
      user_id: null,
      type: 'system_alert',
      priority: 'high',
      title: '',
      message: 'x',
    });
    expect(refused.statusCode).toBe(422);
    const other = (
      await injectAs(t, manager.cookie, 'POST', '/api/admin/notifications', {
        type: 'system_alert',
        priority: 'normal',
        title: 'Khác',
        message: 'Khác',
      })
    ).json<{ data: { id: number } }>().data.id;
    await injectAs(t, manager.cookie, 'POST', '/api/admin/notifications/bulk', {
      action: 'dismiss',
      notification_ids: [other],
    });
    await injectAs(t, manager.cookie, 'DELETE', `/api/admin/notifications/${id}`);

    const log = (await entries('notification')).filter((e) =>
      [String(id), String(other)].includes(e.resource_id ?? ''),
    );
    expect(log.map((e) => [e.action, e.resource_id])).toEqual([
      ['create', String(id)],
      ['update', String(id)],
      ['create', String(other)],
      ['status', String(other)],
      ['delete', String(id)],
    ]);
    expect(changedKeys(log[1]?.changes ?? null)).toEqual(['priority']);
    expect(log.every((e) => e.actor_id === manager.user.id && e.actor_role === 'manager')).toBe(
      true,
    );
  });
});

describe('contact desk', () => {
  it('create, assign and resolve are audited with the actor', async () => {
    const created = await injectAs(t, manager.cookie, 'POST', '/api/admin/contacts', {
      name: 'Khách gọi điện',
      email: 'goi.dien@mail.vn',
      phone: '0912 345 678',
      subject: 'Hỏi giá nhuộm',
      message: 'Khách hỏi giá nhuộm.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    const assigned = await injectAs(t, manager.cookie, 'POST', `/api/admin/contacts/${id}/assign`, {
      assigned_to: manager.user.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const resolved = await injectAs(
      t,
      manager.cookie,
      'POST',
      `/api/admin/contacts/${id}/resolve`,
      {
        response_message: 'Giá nhuộm từ 500.000đ.',
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    const log = (await entries('contact')).filter((e) => e.resource_id === String(id));
    expect(log.map((e) => e.action)).toEqual(['create', 'assign', 'status']);
    expect(log[0]?.summary).toBe(`Tạo liên hệ #${id}`);
    expect(JSON.parse(log[2]?.changes ?? '{}')).toMatchObject({ status: { after: 'resolved' } });
  });
});

describe('help and own profile', () => {
  it('feedback and a profile edit are audited; a refused feedback is not', async () => {
    const before = (await entries('help')).length;
    expect(
      (await injectAs(t, staff.cookie, 'POST', '/api/admin/help/feedback', { type: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(await entries('help')).toHaveLength(before);
    const res = await injectAs(t, staff.cookie, 'POST', '/api/admin/help/feedback', {
      type: 'bug',
      subject: 'Nút lưu không chạy',
      description: 'Bấm lưu không có gì.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await entries('help')).toHaveLength(before + 1);

    const profile = await injectAs(t, staff.cookie, 'PUT', '/api/admin/profile', {
      name: staff.user.name,
      email: staff.user.email,
      phone: staff.user.phone ? `0${staff.user.phone.slice(3)}` : null,
      gender: 'male',
      date_of_birth: staff.user.date_of_birth,
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const [entry] = (await entries('account')).filter(
      (e) => e.resource_id === String(staff.user.id),
    );
    expect(entry).toMatchObject({ action: 'update', actor_id: staff.user.id, actor_role: 'staff' });
    expect(changedKeys(entry?.changes ?? null)).toEqual(['gender']);
  });
});
