import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES as M,
  AUTH_MESSAGES,
  type CustomerAddress,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress } from '../../test/address-factories.js';
import { injectAs, type Method } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(cookie: string | null, method: Method, url: string, payload?: unknown) {
  return injectAs(t, cookie, method, `/api/customer/addresses${url}`, payload);
}

const valid = {
  type: 'home',
  address_line_1: '12 Lý Thường Kiệt',
  ward: 'Phường Cửa Nam',
  city: 'Hà Nội',
};

async function add(cookie: string, body: Record<string, unknown> = valid) {
  const res = await call(cookie, 'POST', '', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: CustomerAddress; message: string }>();
}

async function list(cookie: string): Promise<CustomerAddress[]> {
  const res = await call(cookie, 'GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: CustomerAddress[] }>().data;
}

async function storedCount(userId: number): Promise<number> {
  const rows = await t.db
    .selectFrom('customer_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

function defaults(addresses: CustomerAddress[]): number[] {
  return addresses.filter((a) => a.is_default).map((a) => a.id);
}

describe('who may use the address book', () => {
  it('asks guests to log in on every endpoint, whatever the body', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/1'],
      ['DELETE', '/1'],
      ['PATCH', '/1/default'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? { type: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.unauthenticated });
    }
  });

  it('refuses staff', async () => {
    const staff = await signIn(t, 'staff');
    const res = await call(staff.cookie, 'GET', '');
    expect(res.statusCode).toBe(403);
  });

  it("answers 404 for another customer's address and leaves it untouched", async () => {
    const owner = await signIn(t);
    const other = await signIn(t);
    const { data: theirs } = await add(owner.cookie);
    const body = { ...valid, address_line_1: 'Chiếm đoạt' };
    for (const [method, url, payload] of [
      ['PUT', `/${theirs.id}`, body],
      ['DELETE', `/${theirs.id}`, undefined],
      ['PATCH', `/${theirs.id}/default`, undefined],
    ] as const) {
      const res = await call(other.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: M.notFound });
    }
    expect(await list(other.cookie)).toEqual([]);
    expect(await list(owner.cookie)).toEqual([theirs]);
  });

  it('answers 404 for ids that name nothing', async () => {
    const me = await signIn(t);
    for (const id of ['0', 'abc', '99999999999', '-1', '1.5']) {
      const res = await call(me.cookie, 'PATCH', `/${id}/default`);
      expect(res.statusCode, id).toBe(404);
    }
  });
});

describe('adding', () => {
  it('adds a two-tier address with the first one as the default, and lists it', async () => {
    const me = await signIn(t);
    const reply = await add(me.cookie, {
      ...valid,
      type: 'work',
      address_line_2: '  Tầng 3 ',
      district: '',
      recipient_name: 'Trần Thị B',
      recipient_phone: '+84 912 345 678',
      postal_code: '100000',
    });
    expect(reply.message).toBe(M.created);
    expect(reply.data).toMatchObject({
      type: 'work',
      address_line_1: '12 Lý Thường Kiệt',
      ward: 'Phường Cửa Nam',
      city: 'Thành phố Hà Nội',
      address_line_2: 'Tầng 3',
      district: null,
      recipient_name: 'Trần Thị B',
      recipient_phone: '0912345678',
      postal_code: '100000',
      is_default: true,
    });
    const stored = await t.db
      .selectFrom('customer_addresses')
      .select('recipient_phone')
      .where('id', '=', reply.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.recipient_phone).toBe('+84912345678');
    expect(await list(me.cookie)).toEqual([reply.data]);
  });

  it('keeps the first default unless a new one asks to be the default', async () => {
    const me = await signIn(t);
    const first = (await add(me.cookie)).data;
    const second = (await add(me.cookie, { ...valid, address_line_1: '2 Hai Bà Trưng' })).data;
    expect(second.is_default).toBe(false);
    expect(defaults(await list(me.cookie))).toEqual([first.id]);
    const third = (await add(me.cookie, { ...valid, is_default: true })).data;
    expect(third.is_default).toBe(true);
    const all = await list(me.cookie);
    expect(defaults(all)).toEqual([third.id]);
    expect(all[0]?.id).toBe(third.id);
  });

  it('refuses an eleventh address in Vietnamese and writes nothing', async () => {
    const me = await signIn(t);
    for (let i = 0; i < ADDRESS_LIMITS.maxPerCustomer; i++) await add(me.cookie);
    const res = await call(me.cookie, 'POST', '', valid);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: M.limitReached });
    expect(M.limitReached).toContain('tối đa 10 địa chỉ');
    expect(await storedCount(me.user.id)).toBe(ADDRESS_LIMITS.maxPerCustomer);
  });

  it('keeps the limit and one default when many adds arrive at once', async () => {
    const me = await signIn(t);
    const replies = await Promise.all(
      Array.from({ length: ADDRESS_LIMITS.maxPerCustomer + 3 }, (_, i) =>
        call(me.cookie, 'POST', '', { ...valid, address_line_1: `${i} Trần Phú` }),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(ADDRESS_LIMITS.maxPerCustomer);
    expect(codes.filter((c) => c === 422)).toHaveLength(3);
    const all = await list(me.cookie);
    expect(all).toHaveLength(ADDRESS_LIMITS.maxPerCustomer);
    expect(defaults(all)).toHaveLength(1);
  });

  it.each([
    ['no type', { ...valid, type: undefined }, 'type', M.typeRequired],
    ['an unknown type', { ...valid, type: 'villa' }, 'type', M.typeRequired],
    ['no street', { ...valid, address_line_1: '   ' }, 'address_line_1', M.lineRequired],
    [
      'a street too long',
      { ...valid, address_line_1: 'a'.repeat(256) },
      'address_line_1',
      M.lineTooLong,
    ],
    ['a number as street', { ...valid, address_line_1: 12 }, 'address_line_1', M.lineRequired],
    ['no ward', { ...valid, ward: undefined }, 'ward', M.wardRequired],
    ['no city', { ...valid, city: '' }, 'city', M.cityRequired],
    ['a district too long', { ...valid, district: 'q'.repeat(101) }, 'district', M.districtInvalid],
    ['a district of the wrong type', { ...valid, district: 5 }, 'district', M.districtInvalid],
    ['a bad postal code', { ...valid, postal_code: '12ab' }, 'postal_code', M.postalCodeInvalid],
    [
      'a bad recipient phone',
      { ...valid, recipient_phone: '12345' },
      'recipient_phone',
      M.recipientPhoneInvalid,
    ],
    [
      'an impossible phone',
      { ...valid, recipient_phone: '0000000000' },
      'recipient_phone',
      M.recipientPhoneInvalid,
    ],
    ['control characters', { ...valid, ward: 'Phường\u0000X' }, 'ward', M.wardRequired],
    ['a string as default', { ...valid, is_default: 'yes' }, 'is_default', M.defaultInvalid],
  ])('refuses %s with a field message and writes nothing', async (_name, body, field, message) => {
    const me = await signIn(t);
    const res = await call(me.cookie, 'POST', '', body);
    expect(res.statusCode, res.body).toBe(422);
    const json = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(json.errors[field]).toContain(message);
    expect(await storedCount(me.user.id)).toBe(0);
  });

  it('keeps markup as plain text', async () => {
    const me = await signIn(t);
    const line = '<script>alert(1)</script> 5 Nguyễn Huệ';
    const { data } = await add(me.cookie, { ...valid, address_line_1: line });
    expect(data.address_line_1).toBe(line);
  });
});

describe('provinces and wards since 1 July 2025', () => {
  it('stores the official names of a province and ward written any usual way', async () => {
    const me = await signIn(t);
    const { data } = await add(me.cookie, {
      ...valid,
      city: 'TP.HCM',
      ward: 'phuong ben thanh',
      district: 'Quận 1',
    });
    expect(data).toMatchObject({
      city: 'Thành phố Hồ Chí Minh',
      ward: 'Phường Bến Thành',
      district: 'Quận 1',
    });
    const other = await add(me.cookie, {
      ...valid,
      city: 'Tỉnh An Giang',
      ward: 'Đặc khu Phú Quốc',
    });
    expect(other.data).toMatchObject({ city: 'Tỉnh An Giang', ward: 'Đặc khu Phú Quốc' });
  });

  it.each([
    ['a province merged away in 2025', { city: 'Bình Dương' }, 'city', M.provinceUnknown],
    ['a made-up province', { city: 'Tỉnh Xyz' }, 'city', M.provinceUnknown],
    ['a district as province', { city: 'Quận 1' }, 'city', M.provinceUnknown],
    [
      'a ward of another province',
      { city: 'Hà Nội', ward: 'Phường Bến Thành' },
      'ward',
      M.wardNotInProvince,
    ],
    ['a ward dissolved in 2025', { ward: 'Phường Hàng Bài' }, 'ward', M.wardNotInProvince],
    ['a made-up ward', { ward: 'Phường Không Có' }, 'ward', M.wardNotInProvince],
  ])('refuses %s in Vietnamese and writes nothing', async (_name, change, field, message) => {
    const me = await signIn(t);
    const res = await call(me.cookie, 'POST', '', { ...valid, ...change });
    expect(res.statusCode, res.body).toBe(422);
    const json = res.json<{
      success: boolean;
      message: string;
      errors: Record<string, string[]>;
    }>();
    expect(json).toMatchObject({ success: false, message });
    expect(json.errors[field]).toEqual([message]);
    expect(await storedCount(me.user.id)).toBe(0);
  });

  it('refuses a ward of another province on update and keeps the old values', async () => {
    const me = await signIn(t);
    const first = (await add(me.cookie)).data;
    for (const change of [
      { ward: 'Phường Sài Gòn' },
      { city: 'Hồ Chí Minh' },
      { city: 'Hà Tây' },
    ]) {
      const res = await call(me.cookie, 'PUT', `/${first.id}`, { ...valid, ...change });
      expect(res.statusCode, res.body).toBe(422);
    }
    expect((await list(me.cookie))[0]).toEqual(first);
  });

  describe('an address saved before the 2025 units', () => {
    async function legacy(userId: number) {
      return createAddress(t.db, userId, {
        city: 'TP. Hồ Chí Minh',
        ward: 'Phường Bến Nghé',
        address_line_1: '5 Công trường Lam Sơn',
        is_default: false,
      });
    }
    const legacyBody = {
      type: 'home',
      address_line_1: '5 Công trường Lam Sơn',
      ward: 'Phường Bến Nghé',
      city: 'TP. Hồ Chí Minh',
    };

    it('is read as it was saved', async () => {
      const me = await signIn(t);
      const id = await legacy(me.user.id);
      expect(await list(me.cookie)).toEqual([
        expect.objectContaining({ id, city: 'TP. Hồ Chí Minh', ward: 'Phường Bến Nghé' }),
      ]);
    });

    it('keeps working when only the default or the street changes', async () => {
      const me = await signIn(t);
      await add(me.cookie);
      const id = await legacy(me.user.id);
      const patch = await call(me.cookie, 'PATCH', `/${id}/default`);
      expect(patch.statusCode, patch.body).toBe(200);
      const put = await call(me.cookie, 'PUT', `/${id}`, {
        ...legacyBody,
        address_line_1: '7 Công trường Lam Sơn',
        is_default: true,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        data: {
          id,
          address_line_1: '7 Công trường Lam Sơn',
          city: 'TP. Hồ Chí Minh',
          ward: 'Phường Bến Nghé',
          is_default: true,
        },
      });
    });

    it('must name known units once its province or ward changes', async () => {
      const me = await signIn(t);
      const id = await legacy(me.user.id);
      const stale = await call(me.cookie, 'PUT', `/${id}`, { ...legacyBody, city: 'Hồ Chí Minh' });
      expect(stale.statusCode).toBe(422);
      expect(stale.json()).toMatchObject({ errors: { ward: [M.wardNotInProvince] } });
      const moved = await call(me.cookie, 'PUT', `/${id}`, {
        ...legacyBody,
        ward: 'Phường Sài Gòn',
        district: 'Quận 1',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({
        data: { city: 'Thành phố Hồ Chí Minh', ward: 'Phường Sài Gòn', district: 'Quận 1' },
      });
    });
  });
});

describe('changing', () => {
  it('updates the fields and keeps the default where it is', async () => {
    const me = await signIn(t);
    const first = (await add(me.cookie)).data;
    const res = await call(me.cookie, 'PUT', `/${first.id}`, {
      ...valid,
      type: 'other',
      city: 'Đà Nẵng',
      ward: 'phuong hai chau',
      is_default: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.updated,
      data: {
        id: first.id,
        type: 'other',
        city: 'Thành phố Đà Nẵng',
        ward: 'Phường Hải Châu',
        is_default: true,
      },
    });
  });

  it('refuses bad input on update and keeps the old values', async () => {
    const me = await signIn(t);
    const first = (await add(me.cookie)).data;
    const res = await call(me.cookie, 'PUT', `/${first.id}`, { ...valid, city: '' });
    expect(res.statusCode).toBe(422);
    expect((await list(me.cookie))[0]).toEqual(first);
  });

  it('moves the default with PATCH …/default and with is_default on update', async () => {
    const me = await signIn(t);
    const a = (await add(me.cookie)).data;
    const b = (await add(me.cookie)).data;
    const c = (await add(me.cookie)).data;
    const res = await call(me.cookie, 'PATCH', `/${b.id}/default`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.defaultSet,
      data: { id: b.id, is_default: true },
    });
    expect(defaults(await list(me.cookie))).toEqual([b.id]);

    await call(me.cookie, 'PUT', `/${c.id}`, { ...valid, is_default: true });
    expect(defaults(await list(me.cookie))).toEqual([c.id]);
    expect(a.is_default).toBe(true);
  });
});

describe('deleting', () => {
  it('deletes a plain address and leaves the default alone', async () => {
    const me = await signIn(t);
    const a = (await add(me.cookie)).data;
    const b = (await add(me.cookie)).data;
    const res = await call(me.cookie, 'DELETE', `/${b.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: M.deleted });
    expect((await list(me.cookie)).map((x) => x.id)).toEqual([a.id]);
    expect((await call(me.cookie, 'DELETE', `/${b.id}`)).statusCode).toBe(404);
  });

  it('makes the newest remaining address the default when the default goes', async () => {
    const me = await signIn(t);
    const older = await createAddress(t.db, me.user.id, { is_default: true });
    const middle = await createAddress(t.db, me.user.id);
    const newest = await createAddress(t.db, me.user.id);
    await t.db
      .updateTable('customer_addresses')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', older)
      .execute();
    await t.db
      .updateTable('customer_addresses')
      .set({ created_at: '2026-03-01T00:00:00.000Z' })
      .where('id', '=', middle)
      .execute();
    await t.db
      .updateTable('customer_addresses')
      .set({ created_at: '2026-02-01T00:00:00.000Z' })
      .where('id', '=', newest)
      .execute();
    // "middle" was added last by date, so it takes over.
    await call(me.cookie, 'DELETE', `/${older}`);
    expect(defaults(await list(me.cookie))).toEqual([middle]);
    await call(me.cookie, 'DELETE', `/${middle}`);
    expect(defaults(await list(me.cookie))).toEqual([newest]);
    await call(me.cookie, 'DELETE', `/${newest}`);
    expect(await list(me.cookie)).toEqual([]);
    // The next one starts a new book as its default.
    expect((await add(me.cookie)).data.is_default).toBe(true);
  });
});
