import { existsSync } from 'node:fs';
import {
  AUTH_MESSAGES,
  PROFILE_MESSAGES as M,
  type CustomerDashboard,
  type CustomerProfile,
  type ProfileStatus,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createBranch, createService, uniqueEmail, uniquePhone } from '../../test/factories.js';
import { createAppointment } from '../../test/notification-factories.js';
import { createOrder } from '../../test/order-factories.js';
import { completedOrder, createCustomerProduct } from '../../test/profile-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, storedFile, testImages } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = async (cookie: string | null) => {
  const res = await injectAs(t, cookie, 'GET', '/api/auth/check-profile-status');
  return { res, data: res.json<{ data: ProfileStatus }>().data };
};

describe('GET /api/auth/check-profile-status', () => {
  it('needs no update for a complete customer, and 401 for a guest', async () => {
    const customer = await signIn(t);
    const { res, data } = await status(customer.cookie);
    expect(res.statusCode).toBe(200);
    expect(data).toMatchObject({ needs_update: false, reasons: [] });
    expect(data.user_info).toMatchObject({ id: customer.user.id, email: customer.user.email });
    expect((await status(null)).res.statusCode).toBe(401);
  });

  it('asks a customer with a temporary salon e-mail and no customer record to update', async () => {
    const customer = await signIn(t, 'customer', { email: `kh${Date.now()}@salontocviet.vn` });
    await t.db.deleteFrom('customers').where('user_id', '=', customer.user.id).execute();
    const { data } = await status(customer.cookie);
    expect(data).toMatchObject({
      needs_update: true,
      reasons: ['email_needs_update', 'customer_info_missing'],
    });
  });

  it('never asks staff', async () => {
    const staff = await signIn(t, 'staff', { phone: null });
    const { data } = await status(staff.cookie);
    expect(data).toMatchObject({ needs_update: false, reasons: [] });
  });
});

describe('GET and PUT /api/customer/profile', () => {
  const valid = () => ({
    name: '  Trần Thị Mai ',
    email: uniqueEmail('mai').toUpperCase(),
    phone: `+84 ${uniquePhone().slice(1)}`,
    gender: 'female',
    date_of_birth: '1994-05-06',
  });

  it('reads the user and the customer record with the computed spending', async () => {
    const customer = await signIn(t);
    const manager = await signIn(t, 'manager', { branch_id: (await createBranch(t.db)).id });
    const order = await completedOrder(t, manager.cookie, customer.user);
    // A pending order counts for nothing.
    await createOrder(t.db, customer.user);
    const service = await createService(t.db);
    const branch = await createBranch(t.db);
    await createAppointment(t.db, {
      customer_user_id: customer.user.id,
      customer_name: customer.user.name,
      customer_phone: customer.user.phone ?? '',
      branch_id: branch.id,
      service_id: service.id,
      appointment_date: '2026-01-05',
      appointment_time: '10:00',
      end_time: '11:00',
      duration_minutes: 60,
      price: 150_000,
      status: 'completed',
    });
    const res = await injectAs(t, customer.cookie, 'GET', '/api/customer/profile');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: CustomerProfile }>().data;
    expect(data.user).toMatchObject({ id: customer.user.id, email: customer.user.email });
    expect(data.customer?.total_spent).toBe(order.order.total_amount + 150_000);
    // The stored column was refreshed when the order completed.
    const stored = await t.db
      .selectFrom('customers')
      .select('total_spent')
      .where('user_id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.total_spent)).toBe(order.order.total_amount);
  });

  it('saves the profile, phone in E.164, e-mail in lower case, and makes a missing record', async () => {
    const customer = await signIn(t);
    await t.db.deleteFrom('customers').where('user_id', '=', customer.user.id).execute();
    const body = valid();
    const res = await injectAs(t, customer.cookie, 'PUT', '/api/customer/profile', body);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<{ data: CustomerProfile; message: string }>();
    expect(reply.message).toBe(M.updated);
    expect(reply.data.user).toMatchObject({
      name: 'Trần Thị Mai',
      email: body.email.toLowerCase(),
      phone: body.phone.replaceAll(' ', ''),
      gender: 'female',
      date_of_birth: '1994-05-06',
    });
    expect(reply.data.customer).not.toBeNull();
    expect((await status(customer.cookie)).data.needs_update).toBe(false);
  });

  it("refuses another account's e-mail or phone with 409 and a field message", async () => {
    const other = await signIn(t);
    const customer = await signIn(t);
    const email = await injectAs(t, customer.cookie, 'PUT', '/api/customer/profile', {
      ...valid(),
      email: other.user.email,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: { email: [M.emailTaken] } });
    const phone = await injectAs(t, customer.cookie, 'PUT', '/api/customer/profile', {
      ...valid(),
      phone: other.user.phone,
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json()).toMatchObject({ errors: { phone: [M.phoneTaken] } });
    const unchanged = await t.db
      .selectFrom('users')
      .select(['email', 'phone'])
      .where('id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ email: customer.user.email, phone: customer.user.phone });
  });

  it('keeps its own e-mail and phone', async () => {
    const customer = await signIn(t);
    const res = await injectAs(t, customer.cookie, 'PUT', '/api/customer/profile', {
      name: 'Tên Mới',
      email: customer.user.email,
      phone: customer.user.phone,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses bad input with Vietnamese field messages', async () => {
    const customer = await signIn(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'A' }, 'name', M.nameMin],
      [{ name: 'x'.repeat(101) }, 'name', M.nameMax],
      [{ phone: '12345' }, 'phone', M.phoneInvalid],
      [{ phone: '0000000000' }, 'phone', M.phoneInvalid],
      [{ email: 'khong-hop-le' }, 'email', M.emailInvalid],
      [{ email: 'tam@salontocviet.vn' }, 'email', M.emailTemporary],
      [{ gender: 'robot' }, 'gender', M.genderInvalid],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', M.birthDateFuture],
      [{ name: 42 }, 'name', M.nameRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await injectAs(t, customer.cookie, 'PUT', '/api/customer/profile', {
        ...valid(),
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
  });

  it('is for customers only', async () => {
    const staff = await signIn(t, 'staff');
    expect((await injectAs(t, staff.cookie, 'GET', '/api/customer/profile')).statusCode).toBe(403);
    const guest = await injectAs(t, null, 'PUT', '/api/customer/profile', { name: 1 });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: AUTH_MESSAGES.unauthenticated });
  });
});

describe('the avatar', () => {
  const upload = (cookie: string, value: Buffer, filename = 'anh.png') =>
    injectForm(t.app, {
      url: '/api/customer/profile/avatar',
      cookie,
      parts: [{ name: 'avatar', value, filename }],
    });

  it('stores a new picture, removes the old file, and deletes it on request', async () => {
    const customer = await signIn(t);
    const first = await upload(customer.cookie, await testImages.png());
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ data: CustomerProfile }>().data.user.avatar_url ?? '';
    expect(firstUrl).toMatch(/^\/api\/storage\/avatars\/.+\.webp$/);
    expect(existsSync(storedFile(t.config.dataDir, firstUrl))).toBe(true);

    const second = await upload(customer.cookie, await testImages.jpeg(), 'moi.jpg');
    const secondUrl = second.json<{ data: CustomerProfile }>().data.user.avatar_url ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect(existsSync(storedFile(t.config.dataDir, firstUrl))).toBe(false);

    const removed = await injectAs(t, customer.cookie, 'DELETE', '/api/customer/profile/avatar');
    expect(removed.json<{ data: CustomerProfile }>().data.user.avatar_url).toBeNull();
    expect(existsSync(storedFile(t.config.dataDir, secondUrl))).toBe(false);
  });

  it('refuses what is not an image, and pictures of 2 MB or more', async () => {
    const customer = await signIn(t);
    const fake = await upload(customer.cookie, testImages.executable, 'anh.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({
      message: M.avatarNotImage,
      errors: { avatar: [M.avatarNotImage] },
    });

    const big = Buffer.concat([await testImages.png(), Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const tooBig = await upload(customer.cookie, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: M.avatarTooLarge });

    const none = await injectForm(t.app, {
      url: '/api/customer/profile/avatar',
      cookie: customer.cookie,
      parts: [{ name: 'other', value: 'x' }],
    });
    expect(none.statusCode).toBe(422);
    const user = await t.db
      .selectFrom('users')
      .select('avatar_url')
      .where('id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(user.avatar_url).toBeNull();
  });
});

describe('GET /api/customer/dashboard', () => {
  it('shows three of each list and the counts, only the customer’s own', async () => {
    const customer = await signIn(t);
    const other = await signIn(t);
    for (let i = 0; i < 5; i += 1) await createOrder(t.db, customer.user);
    await createOrder(t.db, other.user);
    for (let i = 0; i < 4; i += 1) {
      await createCustomerProduct(t.db, customer.user.id, {
        purchase_date: '2026-01-01',
        usage_end_date: '2999-01-01',
      });
    }
    const res = await injectAs(t, customer.cookie, 'GET', '/api/customer/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json<{ data: CustomerDashboard }>().data;
    expect(data.recent_orders).toHaveLength(3);
    expect(data.products).toHaveLength(3);
    expect(data.upcoming_appointments).toEqual([]);
    expect(data.counts).toMatchObject({ orders: 5, active_products: 4, appointments: 0 });
    expect(data.recent_orders[0]?.item_count).toBe(1);
  });
});
