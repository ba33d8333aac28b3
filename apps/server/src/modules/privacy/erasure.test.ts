import { existsSync } from 'node:fs';
import { ERASED_NAME } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../../test/address-factories.js';
import { injectAs } from '../../test/api.js';
import { book, createBookingSetup, guestBooking } from '../../test/booking-factories.js';
import { customerSends, openConversation } from '../../test/chat-factories.js';
import { validContactForm } from '../../test/content-factories.js';
import { createBranch, uniqueEmail, uniqueMarker, uniquePhone } from '../../test/factories.js';
import { createNotification } from '../../test/notification-factories.js';
import { findEverywhere } from '../../test/privacy-scan.js';
import { createReview } from '../../test/review-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createShopSetup, orderBody, placedOrder } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, storedFile, testImages } from '../../test/uploads.js';

let t: TestApp;
let admin: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  staff = await signIn(t, 'staff', { branch_id: (await createBranch(t.db)).id });
});
afterAll(() => t.close());

/** A customer with data in as many tables as the product has. */
async function customerWithEverything() {
  const name = `Phạm Thị ${uniqueMarker('Hoa')}`;
  const national = uniquePhone();
  const phone = `+84${national.slice(1)}`;
  const email = uniqueEmail('xoa');
  const customer = await signIn(t, 'customer', {
    name,
    phone,
    email,
    phone_verified_at: new Date().toISOString(),
  });
  const id = customer.user.id;
  // A failed sign-in naming their phone, and a successful one (sign-in history).
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { identifier: national, password: 'sai-mat-khau-1' },
  });

  await t.db
    .insertInto('sign_in_events')
    .values({
      occurred_at: new Date().toISOString(),
      user_id: null,
      role: null,
      identifier: national,
      outcome: 'failure',
      reason: 'wrong_password',
      ip: '203.0.113.9',
      user_agent: 'test',
      known_device: false,
      session_id: null,
    })
    .execute();

  const booking = await createBookingSetup(t.db);
  const booked = await book(
    t,
    guestBooking(booking, {
      customer_info: { name, phone: national, email },
      notes: `Gọi ${national}`,
    }),
    { cookie: customer.cookie, key: `key-${id}` },
  );
  expect(booked.statusCode, booked.body).toBe(201);

  const shop = await createShopSetup(t.db);
  const order = await placedOrder(
    t,
    customer.cookie,
    orderBody(shop, { notes: `Giao cho ${name}` }),
  );

  await createAddress(t.db, id, { address_line_1: '12 Đường Riêng Tư' });
  await t.db
    .updateTable('customer_addresses')
    .set({ recipient_name: name, recipient_phone: phone })
    .where('user_id', '=', id)
    .execute();
  await createReview(
    t.db,
    { type: 'product', id: shop.product.id },
    {
      user_id: id,
      guest_name: null,
      guest_email: null,
      content: `Tôi là ${name}, rất hài lòng`,
    },
  );
  await t.db
    .insertInto('questions')
    .values({
      item_type: 'product',
      item_id: shop.product.id,
      user_id: null,
      guest_name: name,
      guest_email: email,
      question: 'Dùng được cho tóc nhuộm không?',
    })
    .execute();

  const conversation = await openConversation(t, customer, {
    message: `Em là ${name}, số ${national}`,
  });
  await customerSends(t.app, customer, conversation.id, `Email của em: ${email}`);

  const contact = await injectAs(
    t,
    customer.cookie,
    'POST',
    '/api/public/contact',
    validContactForm({ name, phone: national, email }),
  );
  expect(contact.statusCode, contact.body).toBeLessThan(300);

  const note = await injectForm(t.app, {
    url: `/api/admin/customers/${id}/notes`,
    cookie: admin.cookie,
    parts: [
      { name: 'content', value: `Da đầu nhạy cảm (${name})` },
      { name: 'images', value: await testImages.png(), filename: 'truoc.png' },
    ],
  });
  expect(note.statusCode, note.body).toBe(201);
  const noteImage = note.json<{ data: { images: { url: string }[] } }>().data.images[0]?.url ?? '';

  await createNotification(t.db, id, { message: `Chào ${name}` });
  await createNotification(t.db, staff.user.id, {
    message: `Khách ${name} (${phone}) vừa đặt lịch`,
  });
  await t.db
    .insertInto('outbox_messages')
    .values({
      channel: 'email',
      recipient: email,
      template: 'promotion',
      subject: `Chào ${name}`,
      body: `Xin chào ${name}, số của bạn là ${national}`,
    })
    .execute();
  await t.db
    .insertInto('password_reset_codes')
    .values({
      user_id: id,
      channel: 'email',
      recipient: email,
      code_hash: 'x'.repeat(64),
      expires_at: new Date(Date.now() + 600_000).toISOString(),
      sent_at: new Date().toISOString(),
    })
    .execute();
  await injectAs(t, customer.cookie, 'PUT', '/api/customer/privacy-requests/consent', {
    given: true,
  });
  return { customer, name, phone, national, email, order, noteImage };
}

async function erase(customer: SignedIn, password: string) {
  const filed = await injectAs(t, customer.cookie, 'POST', '/api/customer/privacy-requests', {
    type: 'erasure',
    password,
  });
  expect(filed.statusCode, filed.body).toBe(201);
  const id = filed.json<{ data: { id: number } }>().data.id;
  const done = await injectAs(
    t,
    admin.cookie,
    'PATCH',
    `/api/admin/security/privacy-requests/${id}`,
    {
      action: 'complete',
    },
  );
  expect(done.statusCode, done.body).toBe(200);
  return id;
}

describe('erasure', () => {
  it('leaves no table holding the name, phone or e-mail; login is impossible; orders keep their totals', async () => {
    const person = await customerWithEverything();
    const other = await signIn(t);
    const totalBefore = await t.db
      .selectFrom('orders')
      .select(['id', 'total_amount', 'tax_amount', 'subtotal'])
      .where('user_id', '=', person.customer.user.id)
      .execute();
    expect(totalBefore.length).toBeGreaterThan(0);
    const needles = [person.name, person.phone, person.national, person.email];
    // The set-up really reached the tables the scan looks at.
    const before = await findEverywhere(t.db, t.engine, needles);
    for (const table of [
      'users',
      'appointments',
      'orders',
      'customer_addresses',
      'chat_messages',
      'contact_requests',
      'customer_notes',
      'notifications',
      'outbox_messages',
      'sign_in_events',
      'questions',
    ]) {
      expect(
        before.some((hit) => hit.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }
    expect(existsSync(storedFile(t.config.dataDir, person.noteImage))).toBe(true);

    const requestId = await erase(person.customer, person.customer.password);

    expect(await findEverywhere(t.db, t.engine, needles)).toEqual([]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { identifier: person.email, password: person.customer.password },
    });
    expect(login.statusCode).toBe(401);
    // The session they had is over.
    const me = await injectAs(t, person.customer.cookie, 'GET', '/api/auth/me');
    expect(me.json<{ data: unknown }>().data).toBeNull();
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'total_amount', 'tax_amount', 'subtotal', 'customer_name'])
      .where('user_id', '=', person.customer.user.id)
      .execute();
    expect(orders.map(({ customer_name: _n, ...rest }) => rest)).toEqual(totalBefore);
    expect(orders.every((row) => row.customer_name === ERASED_NAME)).toBe(true);
    expect(existsSync(storedFile(t.config.dataDir, person.noteImage))).toBe(false);
    const reviews = await t.db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.user_id')
      .select('users.name')
      .where('reviews.user_id', '=', person.customer.user.id)
      .execute();
    expect(reviews).toEqual([{ name: ERASED_NAME }]);

    // Another customer keeps everything, and can still sign in.
    const still = await injectAs(t, other.cookie, 'GET', '/api/auth/me');
    expect(still.json<{ data: { id: number } }>().data.id).toBe(other.user.id);

    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'privacy_request')
      .where('resource_id', '=', String(requestId))
      .execute();
    expect(entries.map((e) => [e.action, e.risk])).toEqual([
      ['create', 'high'],
      ['delete', 'critical'],
    ]);
  });

  it('asks for the password before filing, and a wrong one files nothing', async () => {
    const customer = await signIn(t);
    const wrong = await injectAs(t, customer.cookie, 'POST', '/api/customer/privacy-requests', {
      type: 'erasure',
      password: 'khong-dung-123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.password).toBeDefined();
    const missing = await injectAs(t, customer.cookie, 'POST', '/api/customer/privacy-requests', {
      type: 'erasure',
    });
    expect(missing.statusCode).toBe(422);
    const rows = await t.db
      .selectFrom('privacy_requests')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
