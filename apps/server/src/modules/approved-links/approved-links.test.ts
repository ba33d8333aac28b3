import { APPROVED_LINK_MESSAGES as M, AUTH_MESSAGES } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { uniqueMarker } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://salontocviet.vn' });
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff');
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

const links = (who: SignedIn | null, method: Method, url = '', payload?: unknown) =>
  injectAs(t, who?.cookie, method, `/api/admin/security/approved-links${url}`, payload);

const entries = (resource: string) =>
  t.db.selectFrom('audit_log').selectAll().where('resource', '=', resource).orderBy('id').execute();

describe('/api/admin/security/approved-links guards', () => {
  it('refuses guests with 401 and customers, staff and managers with 403, and writes nothing', async () => {
    const before = (await entries('approved_link')).length;
    const calls: [Method, string, unknown?][] = [
      ['GET', ''],
      ['POST', '', { host: 'doitac.vn' }],
      ['DELETE', '/1'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await links(null, method, url, payload)).statusCode).toBe(401);
      for (const who of [customer, staff, manager]) {
        const res = await links(who, method, url, payload);
        expect(res.statusCode, `${who.user.role} ${method}`).toBe(403);
        expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.forbidden });
      }
    }
    const stored = await t.db.selectFrom('approved_link_hosts').select('id').execute();
    expect(stored).toEqual([]);
    expect(await entries('approved_link')).toHaveLength(before);
  });
});

describe('managing approved hosts', () => {
  it('adds a host (a pasted address reduced to its host), lists it, audits it, and removes it', async () => {
    const res = await links(admin, 'POST', '', {
      host: 'https://Uu-Dai.DoiTac.vn/khuyen-mai?x=1',
      note: 'Đối tác',
    });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json().data;
    expect(added).toMatchObject({
      host: 'uu-dai.doitac.vn',
      note: 'Đối tác',
      created_by: { id: admin.user.id },
    });
    const list = (await links(admin, 'GET')).json<{ data: { host: string }[] }>().data;
    expect(list.map((row) => row.host)).toContain('uu-dai.doitac.vn');

    const [created] = (await entries('approved_link')).filter((e) => e.action === 'create');
    expect(created).toMatchObject({
      actor_id: admin.user.id,
      actor_role: 'admin',
      ip: '127.0.0.1',
      resource_id: String(added.id),
      risk: 'medium',
      classification: 'restricted',
    });
    expect(JSON.parse(created?.changes ?? '{}')).toMatchObject({
      host: { before: null, after: 'uu-dai.doitac.vn' },
    });

    expect((await links(admin, 'DELETE', `/${added.id}`)).statusCode).toBe(200);
    expect((await entries('approved_link')).filter((e) => e.action === 'delete')).toEqual([
      expect.objectContaining({ resource_id: String(added.id), actor_id: admin.user.id }),
    ]);
    expect((await links(admin, 'DELETE', `/${added.id}`)).statusCode).toBe(404);
  });

  it('refuses a bad, own or duplicate host with 422 and a Vietnamese message, and audits none', async () => {
    const before = (await entries('approved_link')).length;
    const cases: [unknown, string][] = [
      [{ host: '' }, M.hostRequired],
      [{ host: 'localhost' }, M.hostInvalid],
      [{ host: 'https://salontocviet.vn@evil.com' }, M.hostInvalid],
      [{ host: 'javascript:alert(1)' }, M.hostInvalid],
      [{ host: 'a'.repeat(300) + '.vn' }, M.hostTooLong],
      [{ host: 42 }, M.hostRequired],
      [{ host: 'salontocviet.vn' }, M.hostOwn],
    ];
    for (const [payload, message] of cases) {
      const res = await links(admin, 'POST', '', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.host).toEqual([message]);
    }
    expect((await links(admin, 'POST', '', { host: 'trung.vn' })).statusCode).toBe(201);
    const again = await links(admin, 'POST', '', { host: 'TRUNG.vn' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.host).toEqual([M.hostTaken]);
    expect(await entries('approved_link')).toHaveLength(before + 1);
  });
});

describe('links in notifications and broadcasts', () => {
  const notify = (action_url: string) =>
    injectAs(t, admin.cookie, 'POST', '/api/admin/notifications', {
      type: 'system_alert',
      priority: 'normal',
      title: `Ưu đãi ${uniqueMarker('L')}`,
      message: 'Xem ngay',
      action_url,
    });
  const broadcast = (action_url: string) =>
    injectAs(t, admin.cookie, 'POST', '/api/admin/notifications/broadcasts', {
      audience: 'customers',
      priority: 'normal',
      title: `Ưu đãi ${uniqueMarker('B')}`,
      message: 'Xem ngay',
      action_url,
    });

  const attacks = [
    'https://evil.com/dang-nhap',
    '//evil.com/dang-nhap',
    'javascript:alert(document.cookie)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'https://salontocviet.vn@evil.com/',
    'https://salontocviet.vn.evil.com/',
    'https://salontocviet-vn.com/',
    'https://xn--salontcviet-mcb.vn/',
    'http://salontocviet.vn.evil.com/',
    'https://phishing.doitac2.vn/',
  ];

  it('refuses every attack with 422 on the link field, writing no notification and no entry', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const audited = (await entries('notification')).length + (await entries('broadcast')).length;
    for (const link of attacks) {
      for (const send of [notify, broadcast]) {
        const res = await send(link);
        expect(res.statusCode, link).toBe(422);
        expect(res.json().errors.action_url?.[0], link).toMatch(/Liên kết/);
      }
    }
    expect(await count()).toBe(before);
    expect((await entries('notification')).length + (await entries('broadcast')).length).toBe(
      audited,
    );
  });

  it('refuses a foreign host on edit too', async () => {
    const created = await notify('/khuyen-mai');
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const res = await injectAs(t, admin.cookie, 'PUT', `/api/admin/notifications/${id}`, {
      user_id: null,
      type: 'system_alert',
      priority: 'normal',
      title: 'Ưu đãi',
      message: 'Xem ngay',
      action_url: 'https://evil.com/',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.action_url).toEqual([M.linkForeign]);
  });

  it('accepts an approved host once an admin approves it, and audits the broadcast with its audience size', async () => {
    const link = 'https://khuyenmai.doitac2.vn/thang-12';
    expect((await broadcast(link)).statusCode).toBe(422);
    expect((await links(admin, 'POST', '', { host: 'khuyenmai.doitac2.vn' })).statusCode).toBe(201);
    expect((await notify(link)).statusCode).toBe(201);
    const res = await broadcast(link);
    expect(res.statusCode, res.body).toBe(201);
    const count = res.json().data.count as number;
    const customers = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'customer')
      .where('status', '=', 'active')
      .execute();
    expect(count).toBe(customers.length);
    const sent = (await entries('broadcast')).at(-1);
    expect(sent).toMatchObject({ action: 'send', actor_id: admin.user.id, actor_role: 'admin' });
    expect(sent?.summary).toBe(`Gửi thông báo hàng loạt tới ${count} khách hàng`);
    expect(JSON.parse(sent?.changes ?? '{}').recipients).toEqual({ before: null, after: count });
  });
});
