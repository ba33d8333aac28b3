import {
  PRIVACY_DUE_DAYS,
  PRIVACY_MESSAGES as M,
  PRIVACY_TARGET_DAYS,
  type AdminPrivacyRequestDto,
  type PrivacyRequestDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createAddress } from '../../test/address-factories.js';
import { createBranch, uniqueMarker } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readTarGz } from './tar-gz.js';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff', { branch_id: (await createBranch(t.db)).id });
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function exportData(customer: SignedIn, type = 'access') {
  const res = await injectAs(t, customer.cookie, 'POST', '/api/customer/privacy-requests', {
    type,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: PrivacyRequestDto; message: string }>();
}

function download(cookie: string | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('Tải dữ liệu của tôi', () => {
  it('hands over an archive of the person’s data, once, and none of another customer’s', async () => {
    const me = await signIn(t, 'customer', { name: `Lê Văn ${uniqueMarker('Minh')}` });
    const other = await signIn(t, 'customer', { name: `Đỗ Thị ${uniqueMarker('Lan')}` });
    await createAddress(t.db, me.user.id, { address_line_1: '7 Hẻm Của Tôi' });
    await createAddress(t.db, other.user.id, { address_line_1: '9 Hẻm Người Khác' });

    const { data, message } = await exportData(me);
    expect(message).toBe(M.archiveReady);
    expect(data).toMatchObject({ type: 'access', status: 'completed', channel: 'profile' });
    expect(data.download_url).toMatch(/^\/api\/privacy\/archives\/[\w-]{40,}$/);
    const stored = await t.db
      .selectFrom('privacy_requests')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    // Only the hash of the token is kept.
    expect(stored.archive_token_hash).not.toContain(data.download_url?.split('/').pop());
    expect(Date.parse(stored.archive_expires_at ?? '') - Date.parse(stored.created_at)).toBe(DAY);

    // Another customer, a guest and staff cannot use the link.
    expect((await download(other.cookie, data.download_url ?? '')).statusCode).toBe(404);
    expect((await download(null, data.download_url ?? '')).statusCode).toBe(401);
    expect((await download(admin.cookie, data.download_url ?? '')).statusCode).toBe(403);

    const first = await download(me.cookie, data.download_url ?? '');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('.tar.gz');
    const files = readTarGz(first.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        'README.txt',
        'du-lieu.json',
        'profile.csv',
        'addresses.csv',
        'orders.csv',
      ]),
    );
    const json = files.get('du-lieu.json')?.toString('utf8') ?? '';
    const parsed = JSON.parse(json) as { profile: { name: string; email: string }[] };
    expect(parsed.profile[0]).toMatchObject({ name: me.user.name, email: me.user.email });
    expect(json).not.toContain('password_hash');
    expect(files.get('addresses.csv')?.toString('utf8')).toContain('7 Hẻm Của Tôi');
    const everything = [...files.values()].map((b) => b.toString('utf8')).join('\n');
    expect(everything).not.toContain(other.user.name);
    expect(everything).not.toContain('9 Hẻm Người Khác');
    expect(everything).not.toContain(other.user.email ?? '@@');

    const second = await download(me.cookie, data.download_url ?? '');
    expect(second.statusCode).toBe(410);
    expect(second.json<{ message: string }>().message).toBe(M.archiveGone);
  });

  it('refuses an expired link with 410', async () => {
    const me = await signIn(t);
    const { data } = await exportData(me, 'portability');
    await t.db
      .updateTable('privacy_requests')
      .set({ archive_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', data.id)
      .execute();
    expect((await download(me.cookie, data.download_url ?? '')).statusCode).toBe(410);
  });

  it('limits how many archives a customer makes in a day', async () => {
    const me = await signIn(t);
    for (let i = 0; i < 5; i += 1) await exportData(me);
    const sixth = await injectAs(t, me.cookie, 'POST', '/api/customer/privacy-requests', {
      type: 'access',
    });
    expect(sixth.statusCode).toBe(429);
  });

  it('lists only the customer’s own requests, with the due dates', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    await injectAs(t, other.cookie, 'POST', '/api/customer/privacy-requests', {
      type: 'rectification',
      details: 'Sai ngày sinh',
    });
    const filed = await injectAs(t, me.cookie, 'POST', '/api/customer/privacy-requests', {
      type: 'rectification',
      details: 'Tên tôi viết sai dấu',
    });
    expect(filed.statusCode).toBe(201);
    const request = filed.json<{ data: PrivacyRequestDto }>().data;
    expect(Date.parse(request.due_at) - Date.parse(request.created_at)).toBe(
      PRIVACY_DUE_DAYS * DAY,
    );
    expect(Date.parse(request.target_at) - Date.parse(request.created_at)).toBe(
      PRIVACY_TARGET_DAYS * DAY,
    );
    const again = await injectAs(t, me.cookie, 'POST', '/api/customer/privacy-requests', {
      type: 'rectification',
      details: 'Lần nữa',
    });
    expect(again.statusCode).toBe(409);
    const list = await injectAs(t, me.cookie, 'GET', '/api/customer/privacy-requests');
    expect(list.json<{ data: PrivacyRequestDto[] }>().data.map((r) => r.id)).toEqual([request.id]);
  });

  it('rejects bad input with a Vietnamese message and writes nothing', async () => {
    const me = await signIn(t);
    for (const body of [
      { type: 'hack' },
      { type: 'rectification' },
      { type: 'rectification', details: 'x'.repeat(2001) },
      { type: 42 },
    ]) {
      const res = await injectAs(t, me.cookie, 'POST', '/api/customer/privacy-requests', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const rows = await t.db
      .selectFrom('privacy_requests')
      .select('id')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is for customers only', async () => {
    expect((await injectAs(t, null, 'GET', '/api/customer/privacy-requests')).statusCode).toBe(401);
    for (const user of [staff, manager, admin]) {
      const res = await injectAs(t, user.cookie, 'GET', '/api/customer/privacy-requests');
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('marketing consent', () => {
  it('logs each change with how and when; the current value is the latest', async () => {
    const me = await signIn(t);
    const start = await injectAs(t, me.cookie, 'GET', '/api/customer/privacy-requests/consent');
    expect(start.json<{ data: { given: boolean } }>().data.given).toBe(false);
    await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', { given: true });
    await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', { given: true });
    const off = await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', {
      given: false,
    });
    expect(off.json<{ message: string }>().message).toBe(M.consentWithdrawn);
    const now = await injectAs(t, me.cookie, 'GET', '/api/customer/privacy-requests/consent');
    expect(now.json<{ data: { given: boolean } }>().data.given).toBe(false);
    const rows = await t.db
      .selectFrom('consent_events')
      .selectAll()
      .where('user_id', '=', me.user.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Boolean(r.given), r.source])).toEqual([
      [true, 'profile'],
      [false, 'profile'],
    ]);
    const bad = await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', {
      given: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    const log = await injectAs(t, admin.cookie, 'GET', '/api/admin/security/consents');
    expect(log.json<{ data: { data: { user_id: number }[] } }>().data.data[0]?.user_id).toBe(
      me.user.id,
    );
  });
});

describe('the consent acts', () => {
  it('a promotional notification reaches only a customer who agreed, and stops when they withdraw', async () => {
    const me = await signIn(t);
    const send = () =>
      injectAs(t, admin.cookie, 'POST', '/api/admin/notifications', {
        user_id: me.user.id,
        type: 'promotional',
        priority: 'normal',
        title: 'Giảm 20% uốn tóc',
        message: 'Chỉ trong tuần này',
      });
    const refused = await send();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(M.noMarketingConsent);
    await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', { given: true });
    expect((await send()).statusCode).toBe(201);
    await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', { given: false });
    expect((await send()).statusCode).toBe(409);
    const rows = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('back office', () => {
  const base = '/api/admin/security/privacy-requests';

  it('is for admins only (the security page)', async () => {
    expect((await injectAs(t, null, 'GET', base)).statusCode).toBe(401);
    const customer = await signIn(t);
    for (const user of [customer, staff, manager]) {
      expect((await injectAs(t, user.cookie, 'GET', base)).statusCode).toBe(403);
      const post = await injectAs(t, user.cookie, 'POST', base, {
        user_id: customer.user.id,
        type: 'access',
        channel: 'phone',
      });
      expect(post.statusCode).toBe(403);
    }
  });

  it('files on a customer’s behalf, moves it along and audits each step', async () => {
    const customer = await signIn(t);
    const filed = await injectAs(t, admin.cookie, 'POST', base, {
      user_id: customer.user.id,
      type: 'rectification',
      channel: 'phone',
      details: 'Khách gọi điện báo sai ngày sinh',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json<{ data: PrivacyRequestDto }>().data.id;
    const act = (body: object) => injectAs(t, admin.cookie, 'PATCH', `${base}/${id}`, body);

    expect((await act({ action: 'process' })).statusCode).toBe(200);
    expect((await act({ action: 'process' })).statusCode).toBe(409);
    const noResolution = await act({ action: 'complete' });
    expect(noResolution.statusCode).toBe(422);
    const done = await act({ action: 'complete', resolution: 'Sửa ngày sinh thành 02/03/1990' });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ data: AdminPrivacyRequestDto }>().data).toMatchObject({
      status: 'completed',
      resolution: 'Sửa ngày sinh thành 02/03/1990',
      filed_by_staff: true,
      handled_by_name: admin.user.name,
    });
    expect((await act({ action: 'reject', reason: 'muộn' })).statusCode).toBe(409);

    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'risk', 'actor_id', 'summary'])
      .where('resource', '=', 'privacy_request')
      .where('resource_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['create', 'status', 'status']);
    expect(entries.every((e) => e.actor_id === admin.user.id)).toBe(true);

    // The customer sees it too, filed by staff.
    const mine = await injectAs(t, customer.cookie, 'GET', '/api/customer/privacy-requests');
    expect(mine.json<{ data: PrivacyRequestDto[] }>().data[0]).toMatchObject({
      id,
      status: 'completed',
      filed_by_staff: true,
    });
  });

  it('rejects only with a reason; a staff-filed access request gives the customer a link', async () => {
    const customer = await signIn(t);
    const filed = await injectAs(t, admin.cookie, 'POST', base, {
      user_id: customer.user.id,
      type: 'erasure',
      channel: 'email',
    });
    const id = filed.json<{ data: PrivacyRequestDto }>().data.id;
    const noReason = await injectAs(t, admin.cookie, 'PATCH', `${base}/${id}`, {
      action: 'reject',
    });
    expect(noReason.statusCode).toBe(422);
    const rejected = await injectAs(t, admin.cookie, 'PATCH', `${base}/${id}`, {
      action: 'reject',
      reason: 'Khách còn đơn hàng chưa thanh toán',
    });
    expect(rejected.json<{ data: PrivacyRequestDto }>().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'Khách còn đơn hàng chưa thanh toán',
    });
    // A rejected erasure erases nothing.
    const user = await t.db
      .selectFrom('users')
      .select(['name', 'status'])
      .where('id', '=', customer.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ name: customer.user.name, status: 'active' });

    const access = await injectAs(t, admin.cookie, 'POST', base, {
      user_id: customer.user.id,
      type: 'access',
      channel: 'in_person',
    });
    const accessId = access.json<{ data: PrivacyRequestDto }>().data.id;
    await injectAs(t, admin.cookie, 'PATCH', `${base}/${accessId}`, { action: 'complete' });
    const otherCustomer = await signIn(t);
    const stolen = await injectAs(
      t,
      otherCustomer.cookie,
      'POST',
      `/api/customer/privacy-requests/${accessId}/archive-link`,
    );
    expect(stolen.statusCode).toBe(404);
    const link = await injectAs(
      t,
      customer.cookie,
      'POST',
      `/api/customer/privacy-requests/${accessId}/archive-link`,
    );
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json<{ data: PrivacyRequestDto }>().data.download_url ?? '';
    const got = await download(customer.cookie, url);
    expect(got.statusCode).toBe(200);
    expect(readTarGz(got.rawPayload).get('du-lieu.json')?.toString()).toContain(
      customer.user.email ?? '@@',
    );
  });

  it('lists 10 a page with the overdue flag and filters', async () => {
    const customer = await signIn(t);
    const filed = await injectAs(t, admin.cookie, 'POST', base, {
      user_id: customer.user.id,
      type: 'portability',
      channel: 'letter',
    });
    const id = filed.json<{ data: PrivacyRequestDto }>().data.id;
    await t.db
      .updateTable('privacy_requests')
      .set({ due_at: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', id)
      .execute();
    const overdue = await injectAs(t, admin.cookie, 'GET', `${base}?overdue=true`);
    const page = overdue.json<{
      data: { data: AdminPrivacyRequestDto[]; meta: { per_page: number } };
    }>().data;
    expect(page.meta.per_page).toBe(10);
    expect(page.data.map((r) => r.id)).toContain(id);
    expect(page.data.every((r) => r.overdue)).toBe(true);
    const all = await injectAs(t, admin.cookie, 'GET', `${base}?type=portability`);
    expect(
      all
        .json<{ data: { data: AdminPrivacyRequestDto[] } }>()
        .data.data.every((r) => r.type === 'portability'),
    ).toBe(true);
  });

  it('files only for an existing customer and refuses bad input', async () => {
    const notCustomer = await injectAs(t, admin.cookie, 'POST', base, {
      user_id: staff.user.id,
      type: 'access',
      channel: 'phone',
    });
    expect(notCustomer.statusCode).toBe(404);
    const bad = await injectAs(t, admin.cookie, 'POST', base, {
      user_id: 'x',
      type: 'access',
      channel: 'pigeon',
    });
    expect(bad.statusCode).toBe(422);
    const missing = await injectAs(t, admin.cookie, 'PATCH', `${base}/999999`, {
      action: 'process',
    });
    expect(missing.statusCode).toBe(404);
  });
});
