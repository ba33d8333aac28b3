import { STAFF_MESSAGES as M, type StaffChangeResult, type StaffMember } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createBranch, createUser } from '../../test/factories.js';
import { logIn, signIn, type SignedIn } from '../../test/sessions.js';
import { createStaffMember } from '../../test/staff-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
});
afterAll(() => t.close());

function call(method: Method, url: string, payload?: unknown, cookie = admin.cookie) {
  return injectAs(t, cookie, method, `/api/admin/staff${url}`, payload);
}

async function listIds(query: string): Promise<number[]> {
  const res = await call('GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { data: StaffMember[] } }>().data.data.map((m) => m.id);
}

function account(member: StaffMember, changes: Record<string, unknown> = {}) {
  return {
    name: member.name,
    phone: member.phone,
    branch_id: member.branch_id,
    role: member.role,
    gender: member.gender,
    date_of_birth: member.date_of_birth,
    ...changes,
  };
}

async function member(id: number): Promise<StaffMember> {
  const res = await call('GET', `/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: StaffMember }>().data;
}

describe('who may manage the team', () => {
  it('answers 401 to guests and 403 to managers and staff, on reads and writes', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    expect((await call('GET', '', undefined, '')).statusCode).toBe(401);
    for (const role of ['manager', 'staff'] as const) {
      const cookie = (await signIn(t, role)).cookie;
      expect((await call('GET', '', undefined, cookie)).statusCode).toBe(403);
      expect((await call('GET', `/${user.id}`, undefined, cookie)).statusCode).toBe(403);
      const res = await call('PATCH', `/${user.id}/status`, { status: 'inactive' }, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await member(user.id)).status).toBe('active');
  });

  it('does not treat customers as staff: their ids answer 404 everywhere', async () => {
    const { user } = await createUser(t.db, { role: 'customer' });
    expect((await call('GET', `/${user.id}`)).statusCode).toBe(404);
    const put = await call('PUT', `/${user.id}`, { name: 'Khách', branch_id: 1, role: 'staff' });
    expect(put.statusCode).toBe(404);
    expect((await call('PATCH', `/${user.id}/status`, { status: 'inactive' })).statusCode).toBe(
      404,
    );
    const profile = await call('PUT', `/${user.id}/stylist-profile`, { is_stylist: true });
    expect(profile.statusCode).toBe(404);
    expect(
      await t.db
        .selectFrom('staff_profiles')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
    const row = await t.db
      .selectFrom('users')
      .select(['role', 'status'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'customer', status: 'active' });
    expect(await listIds(`?search=${encodeURIComponent(user.email ?? '')}`)).toEqual([]);
  });
});

describe('GET /api/admin/staff', () => {
  it('searches name, e-mail and phone without diacritics and filters role, branch, status and stylists', async () => {
    const branch = await createBranch(t.db, { name: 'Chi nhánh Lọc Thử' });
    const other = await createBranch(t.db);
    const hoa = await createStaffMember(t.db, branch.id, {
      name: 'Phạm Thị Hoà Lọc',
      profile: { title: 'Stylist chính', specialties: ['Uốn', 'Nhuộm'], rating: 4.8 },
    });
    const manager = await createStaffMember(t.db, branch.id, {
      role: 'manager',
      name: 'Lê Quản Lọc',
    });
    const locked = await createStaffMember(t.db, other.id, {
      name: 'Đỗ Văn Lọc',
      status: 'inactive',
    });
    const plain = await createStaffMember(t.db, branch.id, {
      name: 'Ngô Lọc Phụ',
      profile: { is_stylist: false },
    });

    expect(await listIds(`?branch_id=${branch.id}`)).toEqual([
      manager.user.id,
      plain.user.id,
      hoa.user.id,
    ]);
    expect(await listIds(`?search=hoa%20loc`)).toEqual([hoa.user.id]);
    expect(await listIds(`?search=do%20van`)).toEqual([locked.user.id]);
    expect(await listIds(`?search=${hoa.user.email}`)).toEqual([hoa.user.id]);
    const national = `0${(manager.user.phone ?? '').slice(3)}`;
    expect(await listIds(`?search=${national}`)).toEqual([manager.user.id]);
    expect(await listIds(`?branch_id=${branch.id}&role=manager`)).toEqual([manager.user.id]);
    expect(await listIds(`?branch_id=${other.id}&status=inactive`)).toEqual([locked.user.id]);
    expect(await listIds(`?branch_id=${branch.id}&is_stylist=true`)).toEqual([hoa.user.id]);
    expect(await listIds(`?branch_id=${branch.id}&is_stylist=false`)).toEqual([
      manager.user.id,
      plain.user.id,
    ]);

    const res = await call('GET', `?branch_id=${branch.id}&is_stylist=true`);
    const [shown] = res.json<{ data: { data: StaffMember[] } }>().data.data;
    expect(shown).toMatchObject({
      name: 'Phạm Thị Hoà Lọc',
      role: 'staff',
      branch_name: 'Chi nhánh Lọc Thử',
      phone: `0${(hoa.user.phone ?? '').slice(3)}`,
      profile: {
        is_stylist: true,
        title: 'Stylist chính',
        specialties: ['Uốn', 'Nhuộm'],
        rating: 4.8,
      },
      upcoming_appointments: 0,
      completed_appointments: 0,
    });
    expect(shown).not.toHaveProperty('password_hash');
  });

  it('pages by 10, 20 or 50 and refuses other sizes and bad filters in Vietnamese', async () => {
    const branch = await createBranch(t.db);
    for (let i = 0; i < 12; i += 1) await createStaffMember(t.db, branch.id);
    const res = await call('GET', `?branch_id=${branch.id}&per_page=10&page=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: { data: StaffMember[]; meta: unknown } }>().data;
    expect(page.data).toHaveLength(2);
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, per_page: 10, total: 12 });
    const bad = await call('GET', '?per_page=15');
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.per_page).toEqual([
      M.invalidPerPage,
    ]);
    expect((await call('GET', '?role=customer')).statusCode).toBe(422);
    expect(
      (await call('GET', `?search=${'a'.repeat(101)}`)).json<{ message: string }>().message,
    ).toBe(M.searchTooLong);
  });

  it('counts upcoming live appointments and completed ones of each stylist', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const stylistId = setup.stylistIds[0] ?? 0;
    for (const time of ['09:00', '11:00']) {
      const res = await book(t, guestBooking(setup, { appointment_time: time }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const appointments = await t.db
      .selectFrom('appointments')
      .select('id')
      .where('branch_id', '=', setup.branch.id)
      .execute();
    // One of them was served in the past: completed appointments keep counting.
    await t.db
      .updateTable('appointments')
      .set({ status: 'completed', appointment_date: salonDateIn(-3) })
      .where('id', '=', appointments[0]?.id ?? 0)
      .execute();
    expect(await member(stylistId)).toMatchObject({
      upcoming_appointments: 1,
      completed_appointments: 1,
    });
  });
});

describe('PUT /api/admin/staff/:id', () => {
  it('saves the account with the phone stored in E.164', async () => {
    const branch = await createBranch(t.db);
    const target = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const res = await call('PUT', `/${user.id}`, {
      name: '  Trần Minh Khoa ',
      phone: '0987 654 321',
      branch_id: target.id,
      role: 'manager',
      gender: 'male',
      date_of_birth: '1990-05-17',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: StaffChangeResult; message: string }>();
    expect(body.message).toBe(M.updated);
    expect(body.data.upcoming_appointments).toBeUndefined();
    expect(body.data.member).toMatchObject({
      name: 'Trần Minh Khoa',
      phone: '0987654321',
      branch_id: target.id,
      branch_name: target.name,
      role: 'manager',
      gender: 'male',
      date_of_birth: '1990-05-17',
    });
    const row = await t.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+84987654321');
  });

  it('refuses bad input with Vietnamese messages and changes nothing', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id, { name: 'Giữ Nguyên Tên' });
    const before = await member(user.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', M.nameMin],
      [{ name: 'x'.repeat(101) }, 'name', M.nameMax],
      [{ name: 123 }, 'name', M.nameRequired],
      [{ phone: '12345' }, 'phone', M.phoneInvalid],
      [{ branch_id: null }, 'branch_id', M.branchRequired],
      [{ branch_id: 999_999 }, 'branch_id', M.branchMissing],
      [{ role: 'customer' }, 'role', M.roleRequired],
      [{ role: undefined }, 'role', M.roleRequired],
      [{ role: null }, 'role', M.roleRequired],
      [{ role: '' }, 'role', M.roleRequired],
      [{ gender: 'robot' }, 'gender', M.genderInvalid],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', M.birthDateFuture],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth', M.birthDateInvalid],
    ];
    for (const [changes, field, message] of cases) {
      const res = await call('PUT', `/${user.id}`, account(before, changes));
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    expect(await member(user.id)).toEqual(before);
  });

  it('refuses a phone another account uses', async () => {
    const branch = await createBranch(t.db);
    const { user } = await createStaffMember(t.db, branch.id);
    const { user: customer } = await createUser(t.db);
    const res = await call(
      'PUT',
      `/${user.id}`,
      account(await member(user.id), { phone: customer.phone }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.phone).toEqual([M.phoneTaken]);
  });

  it('does not let an admin change their own role, but lets them edit the rest', async () => {
    const self = await member(admin.user.id);
    const branch = await createBranch(t.db);
    const refused = await call(
      'PUT',
      `/${admin.user.id}`,
      account(self, { role: 'staff', branch_id: branch.id }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(M.ownRole);
    expect((await member(admin.user.id)).role).toBe('admin');
    const ok = await call(
      'PUT',
      `/${admin.user.id}`,
      account(self, { name: 'Quản Trị Mới', branch_id: branch.id }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: StaffChangeResult }>().data.member).toMatchObject({
      name: 'Quản Trị Mới',
      role: 'admin',
    });
  });

  it('tells how many upcoming appointments a stylist moved to another branch holds', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const stylistId = setup.stylistIds[0] ?? 0;
    expect((await book(t, guestBooking(setup))).statusCode).toBe(201);
    const before = await member(stylistId);
    const sameBranch = await call(
      'PUT',
      `/${stylistId}`,
      account(before, { name: 'Tên Mới Stylist' }),
    );
    expect(
      sameBranch.json<{ data: StaffChangeResult }>().data.upcoming_appointments,
    ).toBeUndefined();
    const other = await createBranch(t.db);
    const moved = await call('PUT', `/${stylistId}`, account(before, { branch_id: other.id }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: StaffChangeResult }>().data.upcoming_appointments).toBe(1);
  });
});

describe('PATCH /api/admin/staff/:id/status', () => {
  it('deactivates (ending the sessions) and reactivates a member', async () => {
    const branch = await createBranch(t.db);
    const created = await createStaffMember(t.db, branch.id);
    const cookie = await logIn(t, created);
    const me = async () =>
      (await injectAs(t, cookie, 'GET', '/api/auth/me')).json<{ data: { id: number } | null }>()
        .data;
    expect(await me()).toMatchObject({ id: created.user.id });

    const off = await call('PATCH', `/${created.user.id}/status`, { status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ message: string }>().message).toBe(M.deactivated);
    expect(off.json<{ data: StaffChangeResult }>().data.member.status).toBe('inactive');
    expect(
      await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', created.user.id)
        .execute(),
    ).toEqual([]);
    expect(await me()).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: created.user.email, password: created.password },
    });
    expect(login.statusCode).toBe(403);

    const on = await call('PATCH', `/${created.user.id}/status`, { status: 'active' });
    expect(on.json<{ message: string }>().message).toBe(M.activated);
    expect((await logIn(t, created)).length).toBeGreaterThan(0);
  });

  it('does not let an admin deactivate themself, and refuses unknown statuses', async () => {
    const res = await call('PATCH', `/${admin.user.id}/status`, { status: 'inactive' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(M.ownStatus);
    expect((await injectAs(t, admin.cookie, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const bad = await call('PATCH', `/${admin.user.id}/status`, { status: 'deleted' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.status).toEqual([
      M.statusInvalid,
    ]);
  });

  it('tells how many upcoming appointments a deactivated stylist holds', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const stylistId = setup.stylistIds[0] ?? 0;
    for (const time of ['09:00', '14:00']) {
      expect((await book(t, guestBooking(setup, { appointment_time: time }))).statusCode).toBe(201);
    }
    const res = await call('PATCH', `/${stylistId}/status`, { status: 'inactive' });
    expect(res.json<{ data: StaffChangeResult }>().data.upcoming_appointments).toBe(2);
    const again = await call('PATCH', `/${stylistId}/status`, { status: 'active' });
    expect(again.json<{ data: StaffChangeResult }>().data.upcoming_appointments).toBeUndefined();
  });
});
