import {
  ADMIN_NOTIFICATION_MESSAGES as M,
  AUTH_MESSAGES,
  PRODUCT_EXPIRY_REMINDER,
  REALTIME_EVENTS,
  type AdminNotificationDto,
  type AdminNotificationStats,
  type ApiPage,
  type NotificationDto,
  type Role,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createUser, uniqueMarker } from '../../test/factories.js';
import { createCustomerProduct } from '../../test/notification-admin-factories.js';
import { createNotification } from '../../test/notification-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
let admin: SignedIn;
let manager: SignedIn;
let staff: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://salontocviet.vn' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staff = await signIn(t, 'staff');
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t, who?.cookie, method, `/api/admin/notifications${url}`, payload);

async function list(query: string, who: SignedIn = admin) {
  const res = await call(who, 'GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<AdminNotificationDto> }>().data;
}

const row = (id: number) =>
  t.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// Each run of the jobs is later than the last (the runner's clock only moves forward).
let clock = Date.now();
const runJobsAt = (at: number) => {
  clock = Math.max(clock + 1_000, at);
  return t.app.jobs.runDueJobs(new Date(clock));
};

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const newNotification = (overrides: Record<string, unknown> = {}) => ({
  type: 'system_alert',
  priority: 'normal',
  title: 'Bảo trì hệ thống',
  message: 'Hệ thống sẽ bảo trì lúc 22:00 tối nay.',
  ...overrides,
});

/** Opens a user's live stream and collects its events. */
async function openStream(who: SignedIn) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/events`, {
    headers: { cookie: who.cookie },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1];
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    async waitFor(predicate: () => boolean) {
      for (let i = 0; i < 60 && !predicate(); i++) await new Promise((r) => setTimeout(r, 50));
    },
    async stop() {
      controller.abort();
      await reading;
    },
  };
}

describe('access', () => {
  it('answers 401 without a session and 403 to customers, on every endpoint', async () => {
    const endpoints: [Method, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/stats'],
      ['GET', '/1'],
      ['POST', '', newNotification()],
      ['PUT', '/1', newNotification()],
      ['DELETE', '/1'],
      ['POST', '/bulk', { action: 'delete', notification_ids: [1] }],
      ['POST', '/broadcasts', { audience: 'customers', title: 'a', message: 'b' }],
      ['POST', '/product-expiry-reminders'],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      // A new session per route: the third refusal ends a session (incident rule c).
      const res = await call(await signIn(t, 'customer'), method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.forbidden });
    }
  });

  it('lets staff, managers and admins open the manager', async () => {
    for (const who of [staff, manager, admin]) {
      expect((await call(who, 'GET', '')).statusCode).toBe(200);
      expect((await call(who, 'GET', '/stats')).statusCode).toBe(200);
    }
  });
});

describe('GET /api/admin/notifications', () => {
  it('lists everyone’s notifications newest first, 15 a page, with the recipient', async () => {
    const who = await createUser(t.db, { name: 'Trần Thị Danh Sách' });
    const ids: number[] = [];
    for (let i = 0; i < 17; i++) {
      const created = await createNotification(t.db, who.user.id, {
        title: `Thông báo ${i}`,
        created_at: new Date(Date.now() + i * 1000).toISOString(),
      });
      ids.push(created.id);
    }
    const page = await list(`?search=${encodeURIComponent(who.user.email ?? '')}`);
    expect(page.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 17 });
    expect(page.data.map((n) => n.id)).toEqual(ids.slice().reverse().slice(0, 15));
    expect(page.data[0]?.user).toEqual({
      id: who.user.id,
      name: 'Trần Thị Danh Sách',
      email: who.user.email,
      phone: who.user.phone,
      role: 'customer',
    });
    const second = await list(`?search=${encodeURIComponent(who.user.email ?? '')}&page=2`);
    expect(second.data.map((n) => n.id)).toEqual([ids[1], ids[0]]);
  });

  it('filters by status, type, priority and the recipient’s name or phone', async () => {
    const who = await createUser(t.db, { name: uniqueMarker('Lọc') });
    const read = await createNotification(t.db, who.user.id, {
      status: 'read',
      read_at: new Date().toISOString(),
    });
    const urgent = await createNotification(t.db, who.user.id, {
      priority: 'urgent',
      type: 'promotional',
      status: 'sent',
    });
    const dismissed = await createNotification(t.db, who.user.id, { status: 'dismissed' });
    const search = `search=${encodeURIComponent(who.user.name)}`;
    expect((await list(`?${search}`)).data.map((n) => n.id).sort()).toEqual(
      [read.id, urgent.id, dismissed.id].sort(),
    );
    expect((await list(`?${search}&status=read`)).data.map((n) => n.id)).toEqual([read.id]);
    expect((await list(`?${search}&status=dismissed`)).data.map((n) => n.id)).toEqual([
      dismissed.id,
    ]);
    expect((await list(`?${search}&type=promotional`)).data.map((n) => n.id)).toEqual([urgent.id]);
    expect((await list(`?${search}&priority=urgent`)).data.map((n) => n.id)).toEqual([urgent.id]);
    const byPhone = await list(`?search=${encodeURIComponent(who.user.phone ?? '')}`);
    expect(byPhone.data).toHaveLength(3);
    // LIKE wildcards in the search are taken literally.
    expect((await list('?search=%25%25%25')).data).toHaveLength(0);
  });

  it('rejects bad filters in Vietnamese', async () => {
    for (const [query, field, message] of [
      ['?status=unknown', 'status', M.invalidStatus],
      ['?priority=max', 'priority', M.invalidPriority],
      ['?per_page=500', 'per_page', 'Số mục mỗi trang phải từ 1 đến 50'],
      [`?search=${'a'.repeat(101)}`, 'search', M.searchTooLong(100)],
    ] as const) {
      const res = await call(admin, 'GET', query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });
});

describe('GET /api/admin/notifications/:id', () => {
  it('shows one, 404 for a missing one', async () => {
    const created = await createNotification(t.db, null, { title: 'Hệ thống một' });
    const res = await call(staff, 'GET', `/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, user: null, user_id: null });
    const missing = await call(staff, 'GET', '/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
});

describe('POST /api/admin/notifications', () => {
  it('creates a system notification when no recipient is given', async () => {
    const res = await call(admin, 'POST', '', newNotification({ user_id: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(M.created);
    const data = res.json<{ data: AdminNotificationDto }>().data;
    expect(data).toMatchObject({ user_id: null, is_system: true, status: 'pending' });
    expect((await row(data.id)).created_by).toBe(admin.user.id);
  });

  it('delivers a scheduled one once, at its time', async () => {
    const me = await signIn(t);
    // A promotion goes only to a customer who agreed to receive them.
    await injectAs(t, me.cookie, 'PUT', '/api/customer/privacy-requests/consent', { given: true });
    const res = await call(staff, 'POST', '', {
      ...newNotification({ type: 'promotional', title: 'Ưu đãi cuối tuần' }),
      user_id: me.user.id,
      scheduled_at: inMinutes(30),
      action_url: '/khuyen-mai',
      data: { campaign: 'weekend' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ data: AdminNotificationDto }>().data.id;
    const mine = async () =>
      (await injectAs(t, me.cookie, 'GET', '/api/notifications')).json<{
        data: ApiPage<NotificationDto>;
      }>().data.data;

    const stream = await openStream(me);
    await new Promise((r) => setTimeout(r, 100));
    await runJobsAt(Date.now() + 10 * 60_000);
    expect((await row(id)).status).toBe('pending');
    expect(await mine()).toHaveLength(0);

    await runJobsAt(Date.now() + 31 * 60_000);
    const delivered = await row(id);
    expect(delivered.status).toBe('sent');
    await runJobsAt(Date.now() + 32 * 60_000);
    expect((await row(id)).updated_at).toBe(delivered.updated_at);
    await stream.waitFor(() => stream.events.length > 0);
    await new Promise((r) => setTimeout(r, 100));
    await stream.stop();
    expect(stream.events).toMatchObject([
      {
        event: REALTIME_EVENTS.notificationCreated,
        data: { notification: { id, title: 'Ưu đãi cuối tuần', data: { campaign: 'weekend' } } },
      },
    ]);
  });

  it('rejects bad input in Vietnamese and writes nothing', async () => {
    const before = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: '' }, 'type', M.typeRequired],
      [{ type: 'nope' }, 'type', M.typeRequired],
      [{ title: '   ' }, 'title', M.titleRequired],
      [{ title: undefined }, 'title', M.titleRequired],
      [{ message: '' }, 'message', M.messageRequired],
      [{ title: 'a'.repeat(201) }, 'title', M.titleTooLong(200)],
      [{ action_url: 'javascript:alert(1)' }, 'action_url', M.actionUrlInvalid],
      [{ action_url: '//evil.example.com' }, 'action_url', M.actionUrlInvalid],
      [{ action_url: 'http://example.com' }, 'action_url', M.actionUrlInvalid],
      [{ scheduled_at: 'ngày mai' }, 'scheduled_at', M.scheduledAtInvalid],
      [{ scheduled_at: inMinutes(-60) }, 'scheduled_at', M.scheduledAtPast],
      [{ data: [1, 2] }, 'data', M.dataInvalid],
      [{ data: 'text' }, 'data', M.dataInvalid],
      [{ user_id: 'abc' }, 'user_id', M.userIdInvalid],
      [{ user_id: 99_999_999 }, 'user_id', M.userNotFound],
      [{ priority: 'max' }, 'priority', M.invalidPriority],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(admin, 'POST', '', newNotification(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    const after = await t.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("accepts a relative path or an address on the site's own host as the link", async () => {
    for (const action_url of ['/ho-so', 'https://salontocviet.vn/khuyen-mai']) {
      const res = await call(admin, 'POST', '', newNotification({ action_url }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.action_url).toBe(action_url);
    }
  });
});

describe('PUT /api/admin/notifications/:id', () => {
  it('edits a delivered unread one, but not its recipient or time', async () => {
    const who = await createUser(t.db);
    const sent = await createNotification(t.db, who.user.id, { status: 'sent' });
    const base = {
      ...newNotification({ title: 'Tiêu đề mới', priority: 'high' }),
      user_id: who.user.id,
    };
    const res = await call(admin, 'PUT', `/${sent.id}`, base);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Tiêu đề mới',
      priority: 'high',
      status: 'sent',
    });

    const other = await createUser(t.db);
    const moved = await call(admin, 'PUT', `/${sent.id}`, { ...base, user_id: other.user.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.user_id).toEqual([M.alreadyDelivered]);
    const later = await call(admin, 'PUT', `/${sent.id}`, { ...base, scheduled_at: inMinutes(60) });
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.scheduled_at).toEqual([M.alreadyDelivered]);
    expect((await row(sent.id)).user_id).toBe(who.user.id);
  });

  it('reschedules an undelivered one: delivered at the new time, not the old', async () => {
    const who = await createUser(t.db);
    const created = await call(admin, 'POST', '', {
      ...newNotification(),
      user_id: who.user.id,
      scheduled_at: inMinutes(60),
    });
    const id = created.json<{ data: AdminNotificationDto }>().data.id;
    const res = await call(admin, 'PUT', `/${id}`, {
      ...newNotification(),
      user_id: who.user.id,
      scheduled_at: inMinutes(180),
    });
    expect(res.statusCode, res.body).toBe(200);
    await runJobsAt(Date.now() + 90 * 60_000);
    expect((await row(id)).status).toBe('pending');
    await runJobsAt(Date.now() + 181 * 60_000);
    expect((await row(id)).status).toBe('sent');
  });

  it('refuses a read or dismissed one, and 404s a missing one', async () => {
    const read = await createNotification(t.db, customer.user.id, { status: 'read' });
    const res = await call(admin, 'PUT', `/${read.id}`, {
      ...newNotification(),
      user_id: customer.user.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.alreadyRead);
    const missing = await call(admin, 'PUT', '/999999', newNotification());
    expect(missing.statusCode).toBe(404);
    const bad = await call(admin, 'PUT', `/${read.id}`, newNotification({ title: '' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title).toEqual([M.titleRequired]);
  });
});

describe('DELETE /api/admin/notifications/:id', () => {
  it('deletes it and tells the back office and the recipient', async () => {
    const who = await signIn(t);
    const n = await createNotification(t.db, who.user.id, { status: 'sent' });
    await createNotification(t.db, who.user.id, { status: 'sent' });
    const staffStream = await openStream(manager);
    const customerStream = await openStream(who);
    await new Promise((r) => setTimeout(r, 100));
    const res = await call(staff, 'DELETE', `/${n.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect(
      await t.db.selectFrom('notifications').where('id', '=', n.id).select('id').executeTakeFirst(),
    ).toBeUndefined();
    await staffStream.waitFor(() =>
      staffStream.events.some((e) => e.event === REALTIME_EVENTS.adminNotificationUpdated),
    );
    await customerStream.waitFor(() => customerStream.events.length > 0);
    expect(staffStream.events).toContainEqual({
      event: REALTIME_EVENTS.adminNotificationUpdated,
      data: { count: 1 },
    });
    expect(customerStream.events).toContainEqual({
      event: REALTIME_EVENTS.notificationUpdated,
      data: { unread: 1 },
    });
    await staffStream.stop();
    await customerStream.stop();
    expect((await call(staff, 'DELETE', `/${n.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/notifications/bulk', () => {
  it('marks read, dismisses and deletes, counting what changed', async () => {
    const who = await createUser(t.db);
    const a = await createNotification(t.db, who.user.id, { status: 'sent' });
    const b = await createNotification(t.db, who.user.id, { status: 'pending' });
    const c = await createNotification(t.db, who.user.id, { status: 'read' });
    const ids = [a.id, b.id, c.id];

    let res = await call(staff, 'POST', '/bulk', { action: 'mark_read', notification_ids: ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: { affected_count: 2 },
      message: 'Đã thực hiện đánh dấu đã đọc cho 2 thông báo',
    });
    expect((await row(a.id)).status).toBe('read');
    expect((await row(a.id)).read_at).not.toBeNull();

    res = await call(staff, 'POST', '/bulk', { action: 'dismiss', notification_ids: [a.id, b.id] });
    expect(res.json().data.affected_count).toBe(2);
    expect((await row(b.id)).status).toBe('dismissed');
    res = await call(staff, 'POST', '/bulk', { action: 'dismiss', notification_ids: [a.id] });
    expect(res.json().data.affected_count).toBe(0);

    res = await call(staff, 'POST', '/bulk', {
      action: 'delete',
      notification_ids: [...ids, 999_999],
    });
    expect(res.json().data.affected_count).toBe(3);
    const left = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('rejects an empty, oversized or malformed selection', async () => {
    const cases: [unknown, string, string][] = [
      [{ action: 'delete', notification_ids: [] }, 'notification_ids', M.noneSelected],
      [{ action: 'delete' }, 'notification_ids', M.noneSelected],
      [
        { action: 'delete', notification_ids: Array.from({ length: 201 }, (_, i) => i + 1) },
        'notification_ids',
        M.tooManySelected(200),
      ],
      [{ action: 'archive', notification_ids: [1] }, 'action', M.bulkActionInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call(admin, 'POST', '/bulk', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const res = await call(admin, 'POST', '/bulk', { action: 'delete', notification_ids: ['x'] });
    expect(res.statusCode).toBe(422);
  });
});

describe('POST /api/admin/notifications/broadcasts', () => {
  const broadcast = (who: SignedIn, payload: Record<string, unknown>) =>
    call(who, 'POST', '/broadcasts', {
      title: 'Họp toàn thể',
      message: 'Cuộc họp lúc 8:00 sáng thứ Hai.',
      priority: 'high',
      ...payload,
    });

  const recipientsOf = async (title: string) =>
    t.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select([
        'users.id',
        'users.role',
        'notifications.type',
        'notifications.data',
        'notifications.created_by',
      ])
      .where('notifications.title', '=', title)
      .execute();

  const activeIds = async (role: Role) =>
    (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', role)
        .where('status', '=', 'active')
        .execute()
    )
      .map((r) => r.id)
      .sort((x, y) => x - y);

  it('a role broadcast reaches exactly the active users of that role', async () => {
    await createUser(t.db, { role: 'manager', status: 'inactive' });
    await createUser(t.db, { role: 'manager' });
    const title = uniqueMarker('Họp quản lý');
    const res = await broadcast(admin, { audience: 'role', role: 'manager', title });
    expect(res.statusCode, res.body).toBe(201);
    const expected = await activeIds('manager');
    expect(res.json()).toMatchObject({
      success: true,
      data: { count: expected.length },
      message: M.broadcastSent(expected.length),
    });
    const rows = await recipientsOf(title);
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(expected);
    for (const r of rows) {
      expect(r.role).toBe('manager');
      expect(r.type).toBe('role_broadcast');
      expect(JSON.parse(r.data ?? '{}')).toEqual({ broadcast_to: 'manager' });
      expect(r.created_by).toBe(admin.user.id);
    }
  });

  it('a customer broadcast reaches every active customer and no staff', async () => {
    const inactive = await createUser(t.db, { status: 'inactive' });
    const title = uniqueMarker('Khuyến mãi');
    const res = await broadcast(manager, {
      audience: 'customers',
      title,
      data: { code: 'TET' },
      action_url: '/khuyen-mai',
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = await activeIds('customer');
    expect(res.json().data.count).toBe(expected.length);
    const rows = await recipientsOf(title);
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(expected);
    expect(rows.some((r) => r.id === inactive.user.id)).toBe(false);
    expect(rows.every((r) => r.role === 'customer' && r.type === 'customer_broadcast')).toBe(true);
    expect(JSON.parse(rows[0]?.data ?? '{}')).toEqual({ code: 'TET', broadcast_to: 'customer' });
  });

  it('is delivered by the delivery job to each customer', async () => {
    const who = await signIn(t);
    const title = uniqueMarker('Giao broadcast');
    await broadcast(staff, { audience: 'customers', title });
    await runJobsAt(Date.now() + 240 * 60_000);
    const res = await injectAs(t, who.cookie, 'GET', '/api/notifications');
    const mine = res.json<{ data: ApiPage<NotificationDto> }>().data.data;
    expect(mine.filter((n) => n.title === title)).toMatchObject([
      { type: 'customer_broadcast', status: 'sent' },
    ]);
  });

  it('lets only managers and admins address a role', async () => {
    const res = await broadcast(staff, { audience: 'role', role: 'customer' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.roleBroadcastForbidden);
  });

  it('validates in Vietnamese', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ audience: 'role' }, 'role', M.roleRequired],
      [{ audience: 'role', role: 'boss' }, 'role', M.roleRequired],
      [{ audience: 'everyone' }, 'audience', M.audienceInvalid],
      [{ audience: 'customers', title: '' }, 'title', M.titleRequired],
      [{ audience: 'customers', message: ' ' }, 'message', M.messageRequired],
      [
        { audience: 'customers', action_url: 'javascript:void(0)' },
        'action_url',
        M.actionUrlInvalid,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await broadcast(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });
});

describe('product-expiry reminders', () => {
  it('reminds each product ending within 7 days once, through the button', async () => {
    const who = await createUser(t.db);
    const soon = await createCustomerProduct(t.db, who.user.id, 3);
    const today = await createCustomerProduct(t.db, who.user.id, 0);
    const far = await createCustomerProduct(t.db, who.user.id, 8);
    const past = await createCustomerProduct(t.db, who.user.id, -1);
    const finished = await createCustomerProduct(t.db, who.user.id, 2, { status: 'finished' });

    const first = await call(staff, 'POST', '/product-expiry-reminders');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.count).toBeGreaterThanOrEqual(2);
    expect(first.json().message).toBe(M.remindersCreated(first.json().data.count));
    const second = await call(staff, 'POST', '/product-expiry-reminders');
    expect(second.json()).toMatchObject({ data: { count: 0 }, message: M.remindersCreated(0) });

    const reminders = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', who.user.id)
      .execute();
    expect(reminders).toHaveLength(2);
    for (const n of reminders) {
      expect(n).toMatchObject({
        type: 'product_expiry',
        title: PRODUCT_EXPIRY_REMINDER.title,
        action_url: PRODUCT_EXPIRY_REMINDER.actionUrl,
        created_by: staff.user.id,
      });
    }
    expect(
      reminders
        .map(
          (n) =>
            (JSON.parse(n.data ?? '{}') as { customer_product_id: number }).customer_product_id,
        )
        .sort(),
    ).toEqual([soon.id, today.id].sort());
    const stamped = await t.db
      .selectFrom('customer_products')
      .select(['id', 'expiry_reminded_at'])
      .where('user_id', '=', who.user.id)
      .execute();
    const reminded = stamped.filter((p) => p.expiry_reminded_at !== null).map((p) => p.id);
    expect(reminded.sort()).toEqual([soon.id, today.id].sort());
    expect(reminded).not.toContain(far.id);
    expect(reminded).not.toContain(past.id);
    expect(reminded).not.toContain(finished.id);
  });

  it('runs daily as the product-expiry-reminders job', async () => {
    const later = Math.max(clock, Date.now()) + 2 * 86_400_000;
    const who = await createUser(t.db);
    const product = await createCustomerProduct(t.db, who.user.id, 5, {}, new Date(later));
    await runJobsAt(later);
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'product-expiry-reminders')
      .executeTakeFirstOrThrow();
    expect(job.last_error).toBeNull();
    const stamped = await t.db
      .selectFrom('customer_products')
      .select('expiry_reminded_at')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(stamped.expiry_reminded_at).not.toBeNull();
    await runJobsAt(later + 86_400_000 + 1000);
    const mine = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', who.user.id)
      .where('type', '=', 'product_expiry')
      .execute();
    expect(mine).toHaveLength(1);
  });
});

describe('GET /api/admin/notifications/stats', () => {
  it('counts by state, type and priority, with the 5 most recent', async () => {
    const fresh = await createTestApp();
    try {
      const who = await createUser(fresh.db);
      const boss = await createUser(fresh.db, { role: 'admin' });
      const { logIn } = await import('../../test/sessions.js');
      const cookie = await logIn(fresh, boss);
      const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
      await createNotification(fresh.db, who.user.id, { status: 'sent', priority: 'urgent' });
      await createNotification(fresh.db, who.user.id, { status: 'read', priority: 'high' });
      // Overdue: its time has passed and it is still undelivered.
      await createNotification(fresh.db, who.user.id, { status: 'pending', scheduled_at: ago(5) });
      await createNotification(fresh.db, null, {
        status: 'dismissed',
        is_system: true,
        type: 'system_alert',
      });
      await createNotification(fresh.db, who.user.id, {
        status: 'pending',
        scheduled_at: new Date(Date.now() + 86_400_000 * 3).toISOString(),
        type: 'promotional',
      });
      for (let i = 0; i < 2; i++)
        await createNotification(fresh.db, who.user.id, { status: 'sent' });
      const res = await injectAs(fresh, cookie, 'GET', '/api/admin/notifications/stats');
      expect(res.statusCode, res.body).toBe(200);
      const stats = res.json<{ data: AdminNotificationStats }>().data;
      expect(stats).toMatchObject({
        total: 7,
        unread: 5,
        pending: 2,
        overdue: 1,
        high_priority: 1,
        system_notifications: 1,
        by_type: { informational: 5, system_alert: 1, promotional: 1 },
        by_priority: { normal: 5, urgent: 1, high: 1 },
        // The one waiting e-mail: the alert of the admin's sign-in from a new browser.
        outbox: { email_configured: false, waiting: 1, failed: 0 },
      });
      expect(stats.recent_notifications).toHaveLength(5);
    } finally {
      await fresh.close();
    }
  });
});
