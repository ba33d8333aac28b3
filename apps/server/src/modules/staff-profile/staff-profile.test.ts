import {
  AUTH_MESSAGES,
  OWN_PROFILE_MESSAGES as M,
  UPLOAD_MESSAGES,
  type OwnProfile,
  type OwnProfileStats,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createAppointment } from '../../test/appointment-factories.js';
import { createBranch, createUser, uniqueEmail, uniquePhone } from '../../test/factories.js';
import { createOrder } from '../../test/order-factories.js';
import { logIn, signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(who: SignedIn | null, method: Method, url = '', payload?: unknown) {
  return injectAs(t, who?.cookie, method, `/api/admin/profile${url}`, payload);
}

async function profileOf(who: SignedIn): Promise<OwnProfile> {
  const res = await call(who, 'GET');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: OwnProfile }>().data;
}

async function userRow(id: number) {
  return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const edit = (changes: Record<string, unknown> = {}) => ({
  name: 'Trần Thị Hồ Sơ',
  email: uniqueEmail('hoso'),
  phone: uniquePhone(),
  gender: 'female',
  date_of_birth: '1995-04-30',
  ...changes,
});

describe('who may open the profile', () => {
  it('answers 401 to visitors and 403 to customers, on every route', async () => {
    const routes: [Method, string][] = [
      ['GET', ''],
      ['PUT', ''],
      ['GET', '/stats'],
      ['POST', '/avatar'],
      ['DELETE', '/avatar'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'PUT' ? edit() : undefined;
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      // A new session per route: the third refusal ends a session (incident rule c).
      const customer = await signIn(t, 'customer');
      expect((await call(customer, method, url, body)).statusCode).toBe(403);
    }
  });

  it('shows the member their own profile with role, status and branch', async () => {
    const branch = await createBranch(t.db, { name: 'Chi nhánh Hồ Sơ' });
    const staff = await signIn(t, 'staff', { branch_id: branch.id, name: 'Phạm Văn Nhân' });
    const profile = await profileOf(staff);
    expect(profile).toMatchObject({
      id: staff.user.id,
      name: 'Phạm Văn Nhân',
      email: staff.user.email,
      role: 'staff',
      status: 'active',
      branch_id: branch.id,
      branch_name: 'Chi nhánh Hồ Sơ',
    });
    expect(profile.phone).toMatch(/^0\d{9}$/);
    expect(profile.created_at).toBeTruthy();
    expect(profile.updated_at).toBeTruthy();
    expect(profile).not.toHaveProperty('password_hash');

    const admin = await signIn(t, 'admin');
    expect(await profileOf(admin)).toMatchObject({ role: 'admin', branch_name: null });
  });
});

describe('editing', () => {
  it('saves name, e-mail, phone, gender and birth date of the signed-in member only', async () => {
    const staff = await signIn(t, 'staff');
    const other = await signIn(t, 'staff');
    const otherBefore = await userRow(other.user.id);
    const input = edit({ email: '  Moi.Email@Salon.VN ' });
    const res = await call(staff, 'PUT', '', input);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string }>().message).toBe(M.updated);
    expect(await profileOf(staff)).toMatchObject({
      name: input.name,
      email: 'moi.email@salon.vn',
      phone: input.phone,
      gender: 'female',
      date_of_birth: '1995-04-30',
    });
    expect((await userRow(staff.user.id)).phone).toBe(`+84${input.phone.slice(1)}`);
    expect(await userRow(other.user.id)).toEqual(otherBefore);

    // The new e-mail is the new sign-in.
    const relogged = await logIn(t, {
      user: { ...staff.user, email: 'moi.email@salon.vn' },
      password: staff.password,
    });
    expect(relogged).toBeTruthy();
  });

  it('clears the optional fields', async () => {
    const staff = await signIn(t, 'manager', { gender: 'male', date_of_birth: '1990-01-01' });
    const res = await call(staff, 'PUT', '', {
      name: 'Quản Lý Mới',
      email: staff.user.email,
      phone: '',
      gender: null,
      date_of_birth: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await profileOf(staff)).toMatchObject({
      phone: null,
      gender: null,
      date_of_birth: null,
    });
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const staff = await signIn(t, 'staff');
    const before = await userRow(staff.user.id);
    const nextYear = new Date().getFullYear() + 1;
    const cases: [Record<string, unknown>, string, string][] = [
      [edit({ name: 'A' }), 'name', M.nameMin],
      [edit({ name: 'x'.repeat(101) }), 'name', M.nameMax],
      [edit({ email: 'khong-hop-le' }), 'email', M.emailInvalid],
      [edit({ email: undefined }), 'email', M.emailRequired],
      [edit({ phone: '09a1234567' }), 'phone', M.phoneDigits],
      [edit({ phone: '0912' }), 'phone', M.phoneInvalid],
      [edit({ gender: 'robot' }), 'gender', M.genderInvalid],
      [edit({ date_of_birth: '31/12/1990' }), 'date_of_birth', M.birthDateInvalid],
      [edit({ date_of_birth: `${nextYear}-01-01` }), 'date_of_birth', M.birthDateFuture],
      [edit({ name: 42 }), 'name', M.nameRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(staff, 'PUT', '', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([message]);
    }
    expect(await userRow(staff.user.id)).toEqual(before);
  });

  it("refuses another user's e-mail or phone as field errors, and keeps one's own", async () => {
    const staff = await signIn(t, 'staff');
    const customer = await createUser(t.db);
    const before = await userRow(staff.user.id);
    const takenEmail = await call(staff, 'PUT', '', edit({ email: customer.user.email }));
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      email: [M.emailTaken],
    });
    const national = `0${customer.user.phone!.slice(3)}`;
    const takenPhone = await call(staff, 'PUT', '', edit({ phone: national }));
    expect(takenPhone.statusCode).toBe(409);
    expect(takenPhone.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      phone: [M.phoneTaken],
    });
    expect(await userRow(staff.user.id)).toEqual(before);
    expect(await userRow(customer.user.id)).toMatchObject({ email: customer.user.email });

    const own = `0${staff.user.phone!.slice(3)}`;
    const same = await call(staff, 'PUT', '', edit({ email: staff.user.email, phone: own }));
    expect(same.statusCode, same.body).toBe(200);
  });
});

describe('avatar', () => {
  const upload = (who: SignedIn, parts: Parameters<typeof injectForm>[1]['parts']) =>
    injectForm(t.app, { url: '/api/admin/profile/avatar', parts, cookie: who.cookie });

  it('stores the image as WebP, removes the previous file, and deletes on request', async () => {
    const staff = await signIn(t, 'staff');
    const first = await upload(staff, [
      { name: 'avatar', value: await testImages.png(), filename: 'a.png' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ message: string }>().message).toBe(M.avatarUpdated);
    const firstUrl = first.json<{ data: OwnProfile }>().data.avatar_url ?? '';
    expect(firstUrl).toMatch(/^\/api\/storage\/avatars\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(200);

    const second = await upload(staff, [
      { name: 'avatar', value: await testImages.jpeg(), filename: 'b.jpg' },
    ]);
    const secondUrl = second.json<{ data: OwnProfile }>().data.avatar_url ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await call(staff, 'DELETE', '/avatar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ data: { avatar_url: null }, message: M.avatarRemoved });
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
    expect((await userRow(staff.user.id)).avatar_url).toBeNull();
  });

  it('refuses files over 5 MB, non-images and an empty form, keeping the avatar', async () => {
    const staff = await signIn(t, 'staff', { avatar_url: '/api/storage/avatars/keep.webp' });
    const big = Buffer.concat([await testImages.png(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(staff, [{ name: 'avatar', value: big, filename: 'to.png' }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<{ message: string }>().message).toBe(M.avatarTooLarge);

    const fake = await upload(staff, [
      { name: 'avatar', value: testImages.executable, filename: 'anh.jpg' },
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json<{ errors: Record<string, string[]> }>().errors.avatar).toEqual([
      UPLOAD_MESSAGES.notImage,
    ]);

    const empty = await upload(staff, [{ name: 'note', value: 'không có ảnh' }]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.avatar).toEqual([
      M.avatarRequired,
    ]);
    expect((await userRow(staff.user.id)).avatar_url).toBe('/api/storage/avatars/keep.webp');
  });

  it("never touches another member's avatar", async () => {
    const staff = await signIn(t, 'staff');
    const other = await signIn(t, 'staff', { avatar_url: '/api/storage/avatars/other.webp' });
    expect((await call(staff, 'DELETE', '/avatar')).statusCode).toBe(200);
    expect((await userRow(other.user.id)).avatar_url).toBe('/api/storage/avatars/other.webp');
  });
});

describe('stats', () => {
  async function statsOf(who: SignedIn): Promise<OwnProfileStats> {
    const res = await call(who, 'GET', '/stats');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: OwnProfileStats }>().data;
  }

  it('starts at zero', async () => {
    expect(await statsOf(await signIn(t, 'staff'))).toEqual({
      total_appointments: 0,
      completed_appointments: 0,
      completion_rate: 0,
      total_orders: 0,
      completed_orders: 0,
      total_sales: 0,
    });
  });

  it('counts the appointments served or handled and the orders handled by the member', async () => {
    const branch = await createBranch(t.db);
    const member = await signIn(t, 'admin', { branch_id: branch.id });
    const colleague = await signIn(t, 'staff', { branch_id: branch.id });
    const customer = (await createUser(t.db)).user;

    // Served as stylist: one completed, one upcoming.
    await createAppointment(t.db, customer, {
      branch_id: branch.id,
      stylist_id: member.user.id,
      status: 'completed',
    });
    await createAppointment(t.db, customer, {
      branch_id: branch.id,
      stylist_id: member.user.id,
      status: 'confirmed',
    });
    // Handled at the desk: confirmed by the member through the real route.
    const handled = await createAppointment(t.db, customer, { branch_id: branch.id });
    const confirm = await injectAs(
      t,
      member.cookie,
      'PATCH',
      `/api/admin/appointments/${handled.id}/confirm`,
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    // A colleague's appointment and the member's own booking as a customer do not count.
    await createAppointment(t.db, customer, {
      branch_id: branch.id,
      stylist_id: colleague.user.id,
      status: 'completed',
    });
    await createAppointment(t.db, member.user, { branch_id: branch.id, status: 'completed' });

    // Orders: one completed and one cancelled by the member, one completed by the colleague.
    const { order: sold } = await createOrder(t.db, customer, { branch_id: branch.id });
    const { order: cancelled } = await createOrder(t.db, customer, { branch_id: branch.id });
    const { order: theirs } = await createOrder(t.db, customer, { branch_id: branch.id });
    const act = (who: SignedIn, id: number, body: object) =>
      injectAs(t, who.cookie, 'POST', `/api/admin/orders/${id}/actions`, body);
    expect((await act(member, sold.id, { action: 'complete' })).statusCode).toBe(200);
    expect(
      (await act(member, cancelled.id, { action: 'cancel', reason: 'Khách đổi ý' })).statusCode,
    ).toBe(200);
    expect((await act(colleague, theirs.id, { action: 'complete' })).statusCode).toBe(200);

    expect(await statsOf(member)).toEqual({
      total_appointments: 3,
      completed_appointments: 1,
      completion_rate: 33,
      total_orders: 2,
      completed_orders: 1,
      total_sales: sold.total_amount,
    });
    expect(await statsOf(colleague)).toMatchObject({
      total_appointments: 1,
      completed_appointments: 1,
      completion_rate: 100,
      total_orders: 1,
      total_sales: theirs.total_amount,
    });
  });
});

describe('changing the password from the back office', () => {
  it('works for staff on the one change-password route, with its messages', async () => {
    const staff = await signIn(t, 'staff');
    const change = (body: object) =>
      injectAs(t, staff.cookie, 'PATCH', '/api/customer/change-password', body);
    const missing = await change({ new_password: 'MoiMoi@123', new_password_confirmation: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      current_password: [AUTH_MESSAGES.currentPasswordRequired],
    });
    const mismatch = await change({
      current_password: staff.password,
      new_password: 'MoiMoi@123',
      new_password_confirmation: 'MoiMoi@124',
    });
    expect(mismatch.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      new_password_confirmation: [AUTH_MESSAGES.confirmationMismatch],
    });
    const ok = await change({
      current_password: staff.password,
      new_password: 'NhanVien@2026',
      new_password_confirmation: 'NhanVien@2026',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await logIn(t, { user: staff.user, password: 'NhanVien@2026' })).toBeTruthy();
  });
});
