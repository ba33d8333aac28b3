import { POLICY_MESSAGES } from '@salon/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const URL = '/api/admin/security/policies';

describe('security policies API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('lets only admins read and change them', async () => {
    expect((await injectAs(t, null, 'GET', URL)).statusCode).toBe(401);
    expect(
      (await injectAs(t, null, 'PUT', `${URL}/session_idle_timeout`, { enabled: false }))
        .statusCode,
    ).toBe(401);
    for (const role of ['customer', 'staff', 'manager'] as const) {
      const { cookie } = await signIn(t, role);
      expect((await injectAs(t, cookie, 'GET', URL)).statusCode).toBe(403);
      const put = await injectAs(t, cookie, 'PUT', `${URL}/session_idle_timeout`, {
        enabled: false,
      });
      expect(put.statusCode).toBe(403);
    }
    const admin = await signIn(t, 'admin');
    const list = await injectAs(t, admin.cookie, 'GET', URL);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { key: string }[] }>().data.map((p) => p.key)).toEqual([
      'two_factor_staff',
      'session_idle_timeout',
      'password_max_age',
      'new_device_alert',
      'record_view_logging',
    ]);
    expect(await t.db.selectFrom('security_policies').selectAll().execute()).toEqual([]);
  });

  it('saves settings, and switching one off is audited with before and after', async () => {
    const admin = await signIn(t, 'admin');
    const saved = await injectAs(t, admin.cookie, 'PUT', `${URL}/session_idle_timeout`, {
      enabled: true,
      settings: { minutes: 30 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      key: 'session_idle_timeout',
      enabled: true,
      settings: { minutes: 30 },
    });
    const off = await injectAs(t, admin.cookie, 'PUT', `${URL}/session_idle_timeout`, {
      enabled: false,
    });
    expect(off.json().data).toMatchObject({ enabled: false, settings: { minutes: 30 } });
    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'security_policy')
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(2);
    const last = entries[1]!;
    expect(last).toMatchObject({
      action: 'status',
      resource_id: 'session_idle_timeout',
      actor_id: admin.user.id,
      summary: 'Tắt chính sách Tự đăng xuất khi không hoạt động',
    });
    expect(JSON.parse(last.changes ?? '{}')).toEqual({ enabled: { before: true, after: false } });
  });

  it('refuses bad settings with a Vietnamese message and writes nothing', async () => {
    const admin = await signIn(t, 'admin');
    const cases: [string, unknown, string][] = [
      [
        'session_idle_timeout',
        { enabled: true, settings: { minutes: 4 } },
        POLICY_MESSAGES.minutesRange,
      ],
      [
        'session_idle_timeout',
        { enabled: true, settings: { minutes: 1441 } },
        POLICY_MESSAGES.minutesRange,
      ],
      [
        'session_idle_timeout',
        { enabled: true, settings: { minutes: 'abc' } },
        POLICY_MESSAGES.wholeNumber,
      ],
      ['password_max_age', { enabled: true, settings: { days: 29 } }, POLICY_MESSAGES.daysRange],
      ['password_max_age', { enabled: true, settings: { days: 366 } }, POLICY_MESSAGES.daysRange],
      [
        'two_factor_staff',
        { enabled: true, settings: { roles: [] } },
        POLICY_MESSAGES.rolesRequired,
      ],
      [
        'two_factor_staff',
        { enabled: true, settings: { roles: ['customer'] } },
        POLICY_MESSAGES.roleInvalid,
      ],
      ['two_factor_staff', { enabled: 'yes' }, POLICY_MESSAGES.enabledRequired],
    ];
    for (const [key, body, message] of cases) {
      const response = await injectAs(t, admin.cookie, 'PUT', `${URL}/${key}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.body).toContain(message);
    }
    const unknown = await injectAs(t, admin.cookie, 'PUT', `${URL}/drop_tables`, { enabled: true });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(await t.db.selectFrom('security_policies').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('ends a session idle longer than the policy allows, not an active one', async () => {
    const admin = await signIn(t, 'admin');
    await injectAs(t, admin.cookie, 'PUT', `${URL}/session_idle_timeout`, {
      enabled: true,
      settings: { minutes: 5 },
    });
    const idle = await signIn(t, 'manager');
    const active = await signIn(t, 'manager');
    const sixMinutesAgo = new Date(Date.now() - 6 * 60_000).toISOString();
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: sixMinutesAgo })
      .where('user_id', '=', idle.user.id)
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: fourMinutesAgo })
      .where('user_id', '=', active.user.id)
      .execute();
    const me = (cookie: string) => injectAs(t, cookie, 'GET', '/api/auth/me');
    expect((await me(idle.cookie)).json().data).toBeNull();
    expect((await injectAs(t, idle.cookie, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('sessions').selectAll().where('user_id', '=', idle.user.id).execute(),
    ).toEqual([]);
    expect((await me(active.cookie)).json().data.id).toBe(active.user.id);
    // Used now: its last use was written (at most once a minute), so it lives on.
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('user_id', '=', active.user.id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('writes the last use at most once a minute', async () => {
    const staff = await signIn(t, 'staff');
    const read = () =>
      t.db
        .selectFrom('sessions')
        .select('last_seen_at')
        .where('user_id', '=', staff.user.id)
        .executeTakeFirstOrThrow();
    const first = (await read()).last_seen_at;
    await injectAs(t, staff.cookie, 'GET', '/api/auth/me');
    await injectAs(t, staff.cookie, 'GET', '/api/auth/me');
    expect((await read()).last_seen_at).toBe(first);
  });

  it('with the idle policy off, an old unused session stays', async () => {
    const admin = await signIn(t, 'admin');
    await injectAs(t, admin.cookie, 'PUT', `${URL}/session_idle_timeout`, { enabled: false });
    const staff = await signIn(t, 'staff');
    const longAgo = new Date(Date.now() - 5 * 3600_000).toISOString();
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo })
      .where('user_id', '=', staff.user.id)
      .execute();
    expect((await injectAs(t, staff.cookie, 'GET', '/api/auth/me')).json().data.id).toBe(
      staff.user.id,
    );
  });

  it('makes staff with an old password change it before anything else', async () => {
    const admin = await signIn(t, 'admin');
    const old = await signIn(t, 'manager');
    const recent = await signIn(t, 'manager');
    const customer = await signIn(t, 'customer');
    const longAgo = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await t.db
      .updateTable('users')
      .set({ password_changed_at: longAgo })
      .where('id', 'in', [old.user.id, customer.user.id])
      .execute();
    // Off by default: nothing changes.
    expect((await injectAs(t, old.cookie, 'GET', '/api/admin/dashboard')).statusCode).not.toBe(403);
    await injectAs(t, admin.cookie, 'PUT', `${URL}/password_max_age`, {
      enabled: true,
      settings: { days: 90 },
    });
    const refused = await injectAs(t, old.cookie, 'GET', '/api/admin/dashboard');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(
      (await injectAs(t, old.cookie, 'GET', '/api/auth/me')).json().data.must_change_password,
    ).toBe(true);
    expect((await injectAs(t, recent.cookie, 'GET', '/api/admin/dashboard')).statusCode).not.toBe(
      403,
    );
    expect(
      (await injectAs(t, customer.cookie, 'GET', '/api/auth/me')).json().data.must_change_password,
    ).toBe(false);
    const changed = await injectAs(t, old.cookie, 'PATCH', '/api/customer/change-password', {
      current_password: old.password,
      new_password: 'Moi@Matkhau2026',
      new_password_confirmation: 'Moi@Matkhau2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await injectAs(t, old.cookie, 'GET', '/api/admin/dashboard')).statusCode).not.toBe(403);
  });
});
