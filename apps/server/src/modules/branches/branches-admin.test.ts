import { BRANCH_MESSAGES as M, salonToday, type AdminBranch } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStylist } from '../../test/branch-factories.js';
import { createBranch, createUser } from '../../test/factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await signIn(t, 'manager')).cookie;
});
afterAll(() => t.close());

function call(method: Method, url: string, payload?: unknown, cookie: string | null = manager) {
  return injectAs(t, cookie, method, `/api/admin/branches${url}`, payload);
}

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Salon Tóc Việt Thảo Điền',
  address: '12 Quốc Hương, phường An Khánh, TP. Hồ Chí Minh',
  phone: '028 3744 1234',
  email: 'ThaoDien@SalonTocViet.vn',
  manager_name: 'Phạm Thu Trang',
  description: 'Chi nhánh ven sông',
  opening_hours: '08:00 - 21:00',
  ...overrides,
});

async function countBranches(): Promise<number> {
  const row = await t.db
    .selectFrom('branches')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('who may manage branches', () => {
  it('answers 401 to a guest and 403 to staff on every branch call', async () => {
    const branch = await createBranch(t.db);
    const calls: [Method, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/statistics'],
      ['GET', '/revenue'],
      ['GET', '/performance'],
      ['GET', `/${branch.id}`],
      ['GET', `/${branch.id}/revenue`],
      ['POST', '', input()],
      ['PUT', `/${branch.id}`, input()],
      ['PATCH', `/${branch.id}/status`, { status: 'inactive' }],
      ['DELETE', `/${branch.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      // A new session per route: the third refusal ends a session (incident rule c).
      const staff = (await signIn(t, 'staff')).cookie;
      const refused = await call(method, url, payload, staff);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ success: false });
    }
    const row = await t.db
      .selectFrom('branches')
      .select('status')
      .where('id', '=', branch.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('lets an admin in as well as a manager', async () => {
    const admin = (await signIn(t, 'admin')).cookie;
    expect((await call('GET', '', undefined, admin)).statusCode).toBe(200);
  });
});

describe('creating and editing a branch', () => {
  it('stores the phone as E.164, shows it in the national form, makes a slug', async () => {
    const res = await call('POST', '', input());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.created);
    const branch = res.json<{ data: AdminBranch }>().data;
    expect(branch).toMatchObject({
      name: 'Salon Tóc Việt Thảo Điền',
      slug: 'salon-toc-viet-thao-dien',
      phone: '028 3744 1234',
      email: 'thaodien@salontocviet.vn',
      manager_name: 'Phạm Thu Trang',
      opening_hours: '08:00 - 21:00',
      status: 'active',
      staff_count: 0,
      stylist_count: 0,
    });
    const row = await t.db
      .selectFrom('branches')
      .select(['phone'])
      .where('id', '=', branch.id)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+842837441234');

    // The public list shows it the same way.
    const open = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    expect(open.json<{ data: { id: number; phone: string }[] }>().data).toContainEqual(
      expect.objectContaining({ id: branch.id, phone: '028 3744 1234' }),
    );

    const edited = await call(
      'PUT',
      `/${branch.id}`,
      input({ name: 'Thảo Điền (mới)', email: '', manager_name: null, phone: '+84 28 3744 9999' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: M.updated,
      data: {
        name: 'Thảo Điền (mới)',
        email: null,
        manager_name: null,
        phone: '028 3744 9999',
        slug: 'salon-toc-viet-thao-dien',
      },
    });
  });

  it('refuses bad input with the form messages and writes nothing', async () => {
    const before = await countBranches();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', M.nameRequired],
      [{ name: '   ' }, 'name', M.nameRequired],
      [{ name: 42 }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(151) }, 'name', M.nameMax],
      [{ phone: undefined }, 'phone', M.phoneRequired],
      [{ phone: '' }, 'phone', M.phoneRequired],
      [{ phone: '12345' }, 'phone', M.phoneInvalid],
      [{ phone: '<script>alert(1)</script>' }, 'phone', M.phoneInvalid],
      [{ address: '' }, 'address', M.addressRequired],
      [{ address: 'a'.repeat(256) }, 'address', M.addressMax],
      [{ email: 'not-an-email' }, 'email', M.emailInvalid],
      [{ manager_name: 'x'.repeat(101) }, 'manager_name', M.managerNameMax],
      [{ status: 'closed' }, 'status', M.statusInvalid],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '', input({ name: `Bad ${field}`, ...override }));
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field], field).toContain(
        message,
      );
    }
    // Ten digits but not a Vietnamese number at all: the server's own check.
    const fake = await call('POST', '', input({ name: 'Số giả', phone: '0000000000' }));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.phone).toContain(M.phoneInvalid);
    expect(await countBranches()).toBe(before);
  });

  it('refuses a name already used, ignoring case and diacritics', async () => {
    await createBranch(t.db, { name: 'Salon Quận Bảy' });
    const res = await call('POST', '', input({ name: 'salon quan bay' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BRANCH_NAME_TAKEN', message: M.nameTaken });
    const other = await createBranch(t.db, { name: 'Salon Gò Vấp' });
    const rename = await call('PUT', `/${other.id}`, input({ name: 'SALON QUẬN BẢY' }));
    expect(rename.statusCode).toBe(409);
    // Keeping its own name is fine.
    expect((await call('PUT', `/${other.id}`, input({ name: 'Salon Gò Vấp' }))).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a branch that does not exist and 422 for a bad id', async () => {
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('PUT', '/999999', input({ name: 'Không có' }))).json()).toMatchObject({
      code: 'BRANCH_NOT_FOUND',
      message: M.notFound,
    });
    expect((await call('GET', '/abc')).statusCode).toBe(422);
  });
});

describe('status and deactivation', () => {
  it('switches a branch off and on; an inactive branch leaves the public list', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Bật Tắt' });
    const publicIds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/public/branches' }))
        .json<{ data: { id: number }[] }>()
        .data.map((b) => b.id);

    const off = await call('PATCH', `/${branch.id}/status`, { status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: M.statusUpdated, data: { status: 'inactive' } });
    expect(await publicIds()).not.toContain(branch.id);

    const on = await call('PATCH', `/${branch.id}/status`, { status: 'active' });
    expect(on.json().data.status).toBe('active');
    expect(await publicIds()).toContain(branch.id);

    expect((await call('PATCH', `/${branch.id}/status`, { status: 'gone' })).statusCode).toBe(422);
    expect((await call('PATCH', '/999999/status', { status: 'active' })).statusCode).toBe(404);
  });

  it('deactivates on DELETE, keeps the row, refuses a second time with 409', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Tạm Đóng' });
    const res = await call('DELETE', `/${branch.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.deactivated, data: { status: 'inactive' } });
    const row = await t.db
      .selectFrom('branches')
      .select('status')
      .where('id', '=', branch.id)
      .executeTakeFirst();
    expect(row?.status).toBe('inactive');

    const again = await call('DELETE', `/${branch.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'BRANCH_ALREADY_INACTIVE',
      message: M.alreadyInactive,
    });
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);
  });
});

describe('the branch list', () => {
  it('searches without diacritics, filters by status, sorts and pages by 15', async () => {
    const tag = `Loc${Date.now()}`;
    const names = ['An Phú', 'Bình Thạnh', 'Cần Thơ', 'Đà Lạt'].map((n) => `${tag} ${n}`);
    const rows = [];
    for (const name of names) rows.push(await createBranch(t.db, { name }));
    await t.db
      .updateTable('branches')
      .set({ status: 'inactive' })
      .where('id', '=', rows[3]!.id)
      .execute();

    const list = async (query: string) => {
      const res = await call('GET', `?search=${encodeURIComponent(tag)}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: { data: AdminBranch[]; meta: Record<string, number> } }>().data;
    };
    expect((await list('')).data.map((b) => b.name)).toEqual(names);
    expect((await list('&sort_direction=desc')).data.map((b) => b.name)).toEqual(
      [...names].reverse(),
    );
    expect((await list('&sort_by=created_at&sort_direction=desc')).data[0]?.id).toBe(rows[3]!.id);
    expect((await list('&status=inactive')).data.map((b) => b.id)).toEqual([rows[3]!.id]);
    expect((await list('&status=active')).meta.total).toBe(3);

    const folded = await call('GET', `?search=${encodeURIComponent(`${tag} binh thanh`)}`);
    expect(folded.json<{ data: { data: AdminBranch[] } }>().data.data.map((b) => b.id)).toEqual([
      rows[1]!.id,
    ]);
    const byPhone = await call('GET', `?search=${encodeURIComponent('3823 4567')}`);
    expect(byPhone.json().data.meta.total).toBeGreaterThanOrEqual(4);

    const paged = await list('&per_page=3&page=2');
    expect(paged.meta).toEqual({ current_page: 2, last_page: 2, per_page: 3, total: 4 });
    expect(paged.data.map((b) => b.name)).toEqual([names[3]]);

    const all = await call('GET', '');
    expect(all.json().data.meta.per_page).toBe(15);
  });

  it('refuses bad list queries', async () => {
    for (const query of ['sort_by=price', 'sort_direction=up', 'per_page=0', 'page=-1', 'status=x'])
      expect((await call('GET', `?${query}`)).statusCode, query).toBe(422);
    const long = await call('GET', `?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.search).toContain(M.searchTooLong);
  });
});

describe('statistics and the detail', () => {
  it('counts branches by status and the staff working in them', async () => {
    const before = (await call('GET', '/statistics')).json().data;
    const branch = await createBranch(t.db, { name: 'Salon Thống Kê' });
    await createStylist(t.db, branch.id, { rating: 4.5 });
    await createUser(t.db, { role: 'manager', branch_id: branch.id });
    await createStylist(t.db, branch.id, { status: 'inactive' });
    await createUser(t.db, { role: 'customer', branch_id: null });
    await createBranch(t.db, { name: 'Salon Đã Nghỉ', status: 'inactive' });

    const after = (await call('GET', '/statistics')).json().data;
    expect(after).toEqual({
      total_branches: before.total_branches + 2,
      active_branches: before.active_branches + 1,
      inactive_branches: before.inactive_branches + 1,
      total_staff_across_branches: before.total_staff_across_branches + 2,
    });

    const detail = await call('GET', `/${branch.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data).toMatchObject({ staff_count: 2, stylist_count: 1 });
    expect(data.staff).toHaveLength(2);
    expect(data.staff).toContainEqual(expect.objectContaining({ is_stylist: true, rating: 4.5 }));
    expect(data.general_times[0]).toBe('08:00');
    expect(data.revenue).toMatchObject({ branch_id: branch.id, revenue: 0, order_count: 0 });
    expect(salonToday()).toMatch(/^\d{4}-/);
  });
});
