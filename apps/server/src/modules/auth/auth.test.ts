import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createUser, uniqueEmail, uniquePhone } from '../../test/factories.js';
import { sessionCookie, signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function validRegistration(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Trần Thị Mai',
    phone: uniquePhone(),
    email: uniqueEmail('mai'),
    password: 'MatKhau123',
    password_confirmation: 'MatKhau123',
    gender: 'female',
    date_of_birth: '1995-04-12',
    terms_accepted: true,
    ...overrides,
  };
}

describe('customer registration', () => {
  it('creates the account, a customer record and a session', async () => {
    const body = validRegistration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.success).toBe(true);
    expect(json.message).toBe('Đăng ký thành công!');
    expect(json.data).toMatchObject({ role: 'customer', name: 'Trần Thị Mai', email: body.email });
    expect(json.data.phone).toBe(`+84${body.phone.slice(1)}`);
    expect(JSON.stringify(json)).not.toMatch(/password_hash|\$argon2|MatKhau123/);

    const customer = await t.db
      .selectFrom('customers')
      .selectAll()
      .where('user_id', '=', json.data.id)
      .executeTakeFirst();
    expect(customer).toBeDefined();

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.json().data.id).toBe(json.data.id);
  });

  it('treats 0912 345 678, +84912345678 and 84912345678 as one phone', async () => {
    const national = uniquePhone();
    const spaced = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration({ phone: spaced }),
    });
    expect(first.statusCode).toBe(201);
    for (const phone of [`+84${national.slice(1)}`, `84${national.slice(1)}`]) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: validRegistration({ phone }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        code: 'PHONE_TAKEN',
        errors: { phone: ['Số điện thoại đã được sử dụng!'] },
      });
    }
  });

  it('refuses a taken e-mail with 409, whatever its case', async () => {
    const email = uniqueEmail('trung');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration({ email }),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/register',
      payload: validRegistration({ email: email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it.each([
    ['name', { name: 'A' }, 'Họ tên phải có ít nhất 2 ký tự!'],
    ['phone', { phone: '12345' }, 'Số điện thoại không hợp lệ! (10 chữ số, bắt đầu bằng 0)'],
    ['email', { email: 'khong-phai-email' }, 'Email không hợp lệ!'],
    [
      'password',
      { password: 'Ab1', password_confirmation: 'Ab1' },
      'Mật khẩu phải có ít nhất 8 ký tự!',
    ],
    [
      'password',
      { password: 'matkhau123', password_confirmation: 'matkhau123' },
      'Mật khẩu phải chứa ít nhất 1 chữ hoa, 1 chữ thường và 1 số!',
    ],
    [
      'password_confirmation',
      { password_confirmation: 'Khac12345' },
      'Mật khẩu xác nhận không khớp!',
    ],
    ['terms_accepted', { terms_accepted: false }, 'Vui lòng đồng ý với điều khoản!'],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, 'Ngày sinh không được ở tương lai!'],
    ['name', { name: 'x'.repeat(101) }, 'Họ tên không được quá 100 ký tự!'],
    ['name', { name: 42 }, 'Vui lòng nhập họ tên!'],
  ])(
    'rejects a bad %s with its Vietnamese message and writes nothing',
    async (field, override, message) => {
      const body = validRegistration(override);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/register',
        payload: body,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(message);
      const stored = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', String(body.email).toLowerCase())
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    },
  );
});

describe('customer login', () => {
  it('logs in by phone in any usual form and by e-mail, then logs out', async () => {
    const { user, password } = await createUser(t.db);
    const national = `0${user.phone!.slice(3)}`;
    for (const identifier of [
      national,
      `${national.slice(0, 4)} ${national.slice(4)}`,
      user.email!,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { identifier, password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.id).toBe(user.id);
      const cookie = sessionCookie(res);
      const session = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('salon_sid='));
      expect(session).toMatch(/HttpOnly/);
      expect(session).toMatch(/SameSite=Lax/);

      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(logout.json().message).toBe('Đăng xuất thành công!');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.json().data).toBeNull();
    }
  });

  it('gives one answer for an unknown account and a wrong password', async () => {
    const { user } = await createUser(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: user.email, password: 'SaiMatKhau1' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: uniqueEmail('khong-co'), password: 'SaiMatKhau1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Thông tin đăng nhập không chính xác!');
  });

  it('refuses a staff account on the customer login', async () => {
    const { user, password } = await createUser(t.db, { role: 'staff' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: user.email, password },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the sixth wrong password from one address with 429, even if it is right', async () => {
    const { user, password } = await createUser(t.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { identifier: user.email, password: 'SaiMatKhau1' },
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: user.email, password },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(
      /^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/,
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff login and registration', () => {
  it('lets staff log in by e-mail and refuses customers there', async () => {
    const staff = await createUser(t.db, { role: 'staff' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: staff.user.email, password: staff.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.role).toBe('staff');

    const customer = await createUser(t.db);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: customer.user.email, password: customer.password },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('lets only an admin register staff, with a branch', async () => {
    const branch = await createBranch(t.db);
    const body = {
      name: 'Lê Văn Hùng',
      email: uniqueEmail('hung'),
      password: 'MatKhau123',
      password_confirmation: 'MatKhau123',
      phone: '0903 123 456',
      role: 'manager',
      branch_id: branch.id,
    };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['staff', 'manager'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/register',
        payload: body,
        headers: { cookie: (await signIn(t, role)).cookie },
      });
      expect(res.statusCode).toBe(403);
    }
    const admin = (await signIn(t, 'admin')).cookie;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: body,
      headers: { cookie: admin },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      role: 'manager',
      branch_id: branch.id,
      phone: '+84903123456',
    });

    const noBranch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { ...body, email: uniqueEmail('x'), branch_id: undefined },
      headers: { cookie: admin },
    });
    expect(noBranch.statusCode).toBe(422);
    expect(noBranch.json().errors.branch_id).toContain('Vui lòng chọn chi nhánh!');

    const missingBranch = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { ...body, email: uniqueEmail('y'), branch_id: 999999 },
      headers: { cookie: admin },
    });
    expect(missingBranch.statusCode).toBe(422);
    expect(missingBranch.json().errors.branch_id).toContain('Chi nhánh không tồn tại!');

    const customerRole = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/register',
      payload: { ...body, email: uniqueEmail('z'), role: 'customer' },
      headers: { cookie: admin },
    });
    expect(customerRole.statusCode).toBe(422);
    expect(customerRole.json().errors.role).toContain('Vui lòng chọn vai trò!');

    // The role is a required choice: the server assumes none.
    for (const role of [undefined, null, '']) {
      const noRole = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/register',
        payload: { ...body, email: uniqueEmail('r'), role },
        headers: { cookie: admin },
      });
      expect(noRole.statusCode, String(role)).toBe(422);
      expect(noRole.json().errors.role).toEqual(['Vui lòng chọn vai trò!']);
    }
  });
});
