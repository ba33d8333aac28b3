import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  CONTACT_MESSAGES,
  ORDER_MESSAGES,
  OWN_PROFILE_MESSAGES,
  PERSON_NAME_MESSAGES,
  PROFILE_MESSAGES,
  REVIEW_MESSAGES,
  STAFF_MESSAGES,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBranch, createUser, uniqueEmail, uniquePhone } from './test/factories.js';
import { uniqueIp } from './test/password-reset-factories.js';
import { signIn, type SignedIn } from './test/sessions.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * One rule for a person's name on every route that takes one: control characters, bidi
 * overrides and isolates and zero-width characters are refused with one Vietnamese message,
 * a name that shows nothing with the field's "missing" message.
 */

let t: TestApp;
let customer: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
let branchId: number;
let staffMemberId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await signIn(t, 'customer');
  staff = await signIn(t, 'staff');
  admin = await signIn(t, 'admin');
  branchId = (await createBranch(t.db)).id;
  staffMemberId = (await createUser(t.db, { role: 'staff', branch_id: branchId })).user.id;
});
afterAll(() => t.close());

interface NameRoute {
  what: string;
  method: 'POST' | 'PUT';
  url: () => string;
  as: () => SignedIn | null;
  /** The field's key in the reply's `errors`. */
  field: string;
  /** The field's "missing" message; null when the name is optional. */
  required: string | null;
  body: (name: string) => Record<string, unknown>;
}

const contact = (name: string) => ({ name, phone: uniquePhone(), email: uniqueEmail('lienhe') });

const ROUTES: NameRoute[] = [
  {
    what: 'customer registration',
    method: 'POST',
    url: () => '/api/auth/customer/register',
    as: () => null,
    field: 'name',
    required: AUTH_MESSAGES.nameRequired,
    body: (name) => ({
      ...contact(name),
      password: 'MatKhau123',
      password_confirmation: 'MatKhau123',
      terms_accepted: true,
    }),
  },
  {
    what: 'customer profile',
    method: 'PUT',
    url: () => '/api/customer/profile',
    as: () => customer,
    field: 'name',
    required: PROFILE_MESSAGES.nameRequired,
    body: (name) => contact(name),
  },
  {
    what: 'guest booking',
    method: 'POST',
    url: () => '/api/appointments',
    as: () => null,
    field: 'customer_info.name',
    required: BOOKING_MESSAGES.nameRequired,
    body: (name) => ({
      service_id: 1,
      branch_id: branchId,
      appointment_date: '2030-06-03',
      appointment_time: '10:00',
      customer_info: contact(name),
    }),
  },
  {
    what: 'booking at the desk',
    method: 'POST',
    url: () => '/api/admin/appointments',
    as: () => staff,
    field: 'customer_info.name',
    required: BOOKING_MESSAGES.nameRequired,
    body: (name) => ({
      service_id: 1,
      branch_id: branchId,
      appointment_date: '2030-06-03',
      appointment_time: '10:00',
      customer_info: contact(name),
    }),
  },
  {
    what: 'guest checkout',
    method: 'POST',
    url: () => '/api/orders',
    as: () => null,
    field: 'customer_info.name',
    required: ORDER_MESSAGES.guestNameRequired,
    body: (name) => ({
      branch_id: branchId,
      order_type: 'in_store',
      payment_method: 'cash',
      customer_info: { name, phone: uniquePhone() },
      items: [{ type: 'product', id: 1, quantity: 1 }],
    }),
  },
  {
    what: 'staff creation',
    method: 'POST',
    url: () => '/api/auth/admin/register',
    as: () => admin,
    field: 'name',
    required: AUTH_MESSAGES.staffNameRequired,
    body: (name) => ({
      name,
      email: uniqueEmail('nhanvien'),
      password: 'MatKhau123',
      password_confirmation: 'MatKhau123',
      role: 'staff',
      branch_id: branchId,
    }),
  },
  {
    what: 'staff account',
    method: 'PUT',
    url: () => `/api/admin/staff/${staffMemberId}`,
    as: () => admin,
    field: 'name',
    required: STAFF_MESSAGES.nameRequired,
    body: (name) => ({ name, phone: null, branch_id: branchId, role: 'staff' }),
  },
  {
    what: 'staff own profile',
    method: 'PUT',
    url: () => '/api/admin/profile',
    as: () => staff,
    field: 'name',
    required: OWN_PROFILE_MESSAGES.nameRequired,
    body: (name) => ({ name, email: staff.user.email }),
  },
  {
    what: 'contact form',
    method: 'POST',
    url: () => '/api/public/contact',
    as: () => null,
    field: 'name',
    required: CONTACT_MESSAGES.nameRequired,
    body: (name) => ({
      ...contact(name),
      subject: 'consultation',
      message: 'Tôi muốn hỏi về dịch vụ uốn tóc.',
      agreement: true,
    }),
  },
  {
    what: 'guest support question',
    method: 'POST',
    url: () => '/api/public/support',
    as: () => null,
    field: 'name',
    required: CONTACT_MESSAGES.nameRequired,
    body: (name) => ({
      ...contact(name),
      type: 'booking',
      subject: 'Đổi lịch hẹn',
      message: 'Tôi muốn đổi lịch hẹn sang tuần sau.',
    }),
  },
  {
    what: 'guest question on a product',
    method: 'POST',
    url: () => '/api/questions',
    as: () => null,
    field: 'guest_name',
    required: REVIEW_MESSAGES.guestNameRequired,
    body: (name) => ({
      item_type: 'product',
      item_id: 1,
      question: 'Sản phẩm này dùng cho tóc nhuộm được không?',
      guest_name: name,
      guest_email: uniqueEmail('hoi'),
    }),
  },
  {
    what: 'delivery address recipient',
    method: 'POST',
    url: () => '/api/customer/addresses',
    as: () => customer,
    field: 'recipient_name',
    required: null,
    body: (name) => ({
      type: 'home',
      recipient_name: name,
      address_line_1: '12 Nguyễn Huệ',
      ward: 'Phường Sài Gòn',
      city: 'Thành phố Hồ Chí Minh',
    }),
  },
];

const INVALID: [string, string][] = [
  ['a NUL', 'Nguyễn\u0000An'],
  ['a line break', 'Lê\nHùng'],
  ['a right-to-left override', '\u202Enễyugn Văn An'],
  ['a left-to-right embedding', 'An\u202ABình\u202C'],
  ['an isolate', 'An \u2067Bình\u2069'],
  ['only zero-width characters', '\u200B\u200C\u200D\uFEFF\u2060'],
  ['a zero-width space inside', 'Ng\u200Buyễn An'],
];
const BLANK: [string, string][] = [
  ['only a byte-order mark and spaces', ' \uFEFF\u3000 '],
  ['only a Hangul filler', '\u3164\u3164'],
];

function send(route: NameRoute, name: string) {
  return t.app.inject({
    method: route.method,
    url: route.url(),
    headers: route.as()?.headers ?? {},
    remoteAddress: uniqueIp(),
    payload: route.body(name),
  });
}

type Errors = Record<string, string[]> | undefined;

describe.each(ROUTES)('the name on $what', (route) => {
  it.each(INVALID)('refuses %s with 422 and the one message', async (_what, name) => {
    const res = await send(route, name);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json<{ errors: Errors }>().errors).toEqual({
      [route.field]: [PERSON_NAME_MESSAGES.invalidCharacters],
    });
  });

  it.each(BLANK)('takes %s as no name', async (_what, name) => {
    const res = await send(route, name);
    const errors = res.json<{ errors: Errors }>().errors;
    if (route.required === null) {
      // Optional: blank is no name at all.
      expect(errors?.[route.field], res.body).toBeUndefined();
    } else {
      expect(res.statusCode, res.body).toBe(422);
      expect(errors?.[route.field]?.[0]).toBe(route.required);
    }
  });

  it('takes a Vietnamese name', async () => {
    const res = await send(route, 'Nguyễn Thị Ánh Tuyết');
    expect(res.json<{ errors: Errors }>().errors?.[route.field], res.body).toBeUndefined();
  });
});
