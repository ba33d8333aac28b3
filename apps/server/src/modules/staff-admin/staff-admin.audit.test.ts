import { AUDIT_MASK, type StaffMember } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  auditEntries,
  CLIENT_IP,
  injectFrom,
  refuseValue,
} from '../../test/audit-entries.js';
import { createBranch } from '../../test/factories.js';
import { logIn, signIn, type SignedIn } from '../../test/sessions.js';
import { createStaffMember } from '../../test/staff-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

const url = (id: number, tail = '') => `/api/admin/staff/${id}${tail}`;

async function member(id: number): Promise<StaffMember> {
  const res = await injectFrom(t, admin.cookie, 'GET', url(id));
  return res.json<{ data: StaffMember }>().data;
}

function account(m: StaffMember, changes: Record<string, unknown> = {}) {
  return {
    name: m.name,
    phone: m.phone,
    branch_id: m.branch_id,
    role: m.role,
    gender: m.gender,
    date_of_birth: m.date_of_birth,
    ...changes,
  };
}

describe('staff accounts in the audit log', () => {
  it('records a branch move with only the branch, and a role change as an assignment', async () => {
    const branch = await createBranch(t.db);
    const other = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const before = await member(user.id);
    const moved = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      url(user.id),
      account(before, { branch_id: other.id }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const promoted = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      url(user.id),
      account(before, { branch_id: other.id, role: 'manager' }),
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    const [move, role] = await auditEntries(t, 'staff', user.id);
    expect(move).toMatchObject({
      action: 'update',
      summary: `Cập nhật nhân viên #${user.id}`,
      actor_id: admin.user.id,
      actor_role: 'admin',
      ip: CLIENT_IP,
    });
    expect(move!.changes).toEqual({ branch_id: { before: branch.id, after: other.id } });
    expect(role).toMatchObject({
      action: 'assign',
      changes: { role: { before: 'staff', after: 'manager' } },
    });
    expect(role!.summary).not.toContain(user.name);
  });

  it('keeps no name, phone, birthday or password of the member, only that they changed', async () => {
    const branch = await createBranch(t.db);
    const created = await createStaffMember(t.db, branch.id);
    const before = await member(created.user.id);
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      url(created.user.id),
      account(before, { name: 'Hoàng Thị Mai', phone: '0912345678', date_of_birth: '1990-04-05' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await auditEntries(t, 'staff', created.user.id);
    expect(entry!.changes).toMatchObject({
      name: { before: AUDIT_MASK, after: AUDIT_MASK },
      phone: { after: AUDIT_MASK },
      date_of_birth: { after: AUDIT_MASK },
    });
    const row = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'staff')
      .where('resource_id', '=', String(created.user.id))
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    const { password_hash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.user.id)
      .executeTakeFirstOrThrow();
    for (const secret of [
      'Hoàng Thị Mai',
      '0912345678',
      '+84912345678',
      '1990-04-05',
      created.password,
      password_hash,
    ])
      expect(stored).not.toContain(secret);
    expect(stored).not.toMatch(/password/i);
  });

  it('records a deactivation, the stylist profile and the avatar', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id, { profile: { title: 'Stylist' } });
    await injectFrom(t, admin.cookie, 'PUT', url(user.id, '/stylist-profile'), {
      is_stylist: true,
      title: 'Stylist cao cấp',
      bio: null,
      specialties: [],
      experience_years: 3,
    });
    const up = await injectForm(t.app, {
      url: url(user.id, '/avatar'),
      cookie: admin.cookie,
      remoteAddress: CLIENT_IP,
      parts: [{ name: 'avatar', value: await testImages.png() }],
    });
    expect(up.statusCode, up.body).toBe(200);
    await injectFrom(t, admin.cookie, 'DELETE', url(user.id, '/avatar'));
    const off = await injectFrom(t, admin.cookie, 'PATCH', url(user.id, '/status'), {
      status: 'inactive',
    });
    expect(off.statusCode, off.body).toBe(200);
    const entries = await auditEntries(t, 'staff', user.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'update', 'status']);
    expect(entries[0]!.changes).toEqual({ title: { before: 'Stylist', after: 'Stylist cao cấp' } });
    expect(entries[1]!.changes).toEqual({ avatar_url: { before: null, after: AUDIT_MASK } });
    expect(entries[2]!.changes).toEqual({ avatar_url: { before: AUDIT_MASK, after: null } });
    expect(entries[3]).toMatchObject({
      summary: `Đổi trạng thái nhân viên #${user.id}: Đã khóa`,
      changes: { status: { before: 'active', after: 'inactive' } },
      ip: CLIENT_IP,
    });
  });

  it('refused changes leave no entry: own role, a manager, a missing member, bad input', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const manager = await signIn(t, 'manager');
    const self = await member(admin.user.id);
    const count = await auditCount(t);
    const ownRole = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      url(admin.user.id),
      account(self, { role: 'staff' }),
    );
    expect([409, 422]).toContain(ownRole.statusCode);
    expect(
      (
        await injectFrom(t, manager.cookie, 'PATCH', url(user.id, '/status'), {
          status: 'inactive',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectFrom(t, admin.cookie, 'PATCH', url(999_999, '/status'), { status: 'inactive' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await injectFrom(t, admin.cookie, 'PATCH', url(user.id, '/status'), { status: 'gone' }))
        .statusCode,
    ).toBe(422);
    expect(await auditCount(t)).toBe(count);
  });

  it('an update the database refuses after the entry was written leaves no entry', async () => {
    const branch = await createBranch(t.db);
    const created = await createStaffMember(t.db, branch.id);
    const before = await member(created.user.id);
    await refuseValue(t, 'users', 'gender', 'other');
    const res = await injectFrom(
      t,
      admin.cookie,
      'PUT',
      url(created.user.id),
      account(before, { gender: 'other' }),
    );
    expect(res.statusCode).toBe(500);
    expect(await auditEntries(t, 'staff', created.user.id)).toEqual([]);
    // The member can still sign in: nothing of the failed change stayed.
    await logIn(t, created);
  });
});
