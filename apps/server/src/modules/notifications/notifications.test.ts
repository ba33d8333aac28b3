import {
  AUTH_MESSAGES,
  NOTIFICATION_MESSAGES as M,
  type ApiPage,
  type NotificationDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createNotification } from '../../test/notification-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  injectAs(t, who?.cookie, method, `/api/notifications${url}`, payload);

async function list(who: SignedIn, query = ''): Promise<ApiPage<NotificationDto>> {
  const res = await call(who, 'GET', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: ApiPage<NotificationDto> }>().data;
}

async function unread(who: SignedIn): Promise<number> {
  const res = await call(who, 'GET', '/count');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { unread: number } }>().data.unread;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe('GET /api/notifications', () => {
  it('needs a session', async () => {
    const res = await call(null, 'GET', '');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: AUTH_MESSAGES.unauthenticated });
    expect((await call(null, 'GET', '/count')).statusCode).toBe(401);
  });

  it("lists only the user's own, newest first, in the paged envelope", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const older = await createNotification(t.db, me.user.id, {
      title: 'Cũ',
      created_at: minutesAgo(30),
    });
    const newer = await createNotification(t.db, me.user.id, {
      title: 'Mới',
      type: 'promotional',
      priority: 'high',
      action_url: '/dich-vu',
      data: JSON.stringify({ code: 'KM10' }),
      created_at: minutesAgo(1),
    });
    await createNotification(t.db, other.user.id, { title: 'Của người khác' });

    const page = await list(me);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    expect(page.data.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(page.data[0]).toMatchObject({
      title: 'Mới',
      type: 'promotional',
      type_label: 'Khuyến mãi',
      priority: 'high',
      action_url: '/dich-vu',
      data: { code: 'KM10' },
      status: 'pending',
      is_read: false,
      read_at: null,
    });
  });

  it('filters by read state, unread_only and type, and pages', async () => {
    const me = await signIn(t);
    await createNotification(t.db, me.user.id, { status: 'read', read_at: minutesAgo(1) });
    await createNotification(t.db, me.user.id, { status: 'sent', type: 'appointment_reminder' });
    await createNotification(t.db, me.user.id, { type: 'appointment_reminder' });
    await createNotification(t.db, me.user.id, { status: 'dismissed' });

    expect((await list(me)).meta.total).toBe(3);
    expect((await list(me, '?status=read')).data.map((n) => n.status)).toEqual(['read']);
    expect((await list(me, '?status=unread')).meta.total).toBe(2);
    expect((await list(me, '?unread_only=true')).meta.total).toBe(2);
    expect((await list(me, '?type=appointment_reminder')).meta.total).toBe(2);
    const second = await list(me, '?per_page=2&page=2');
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(second.data).toHaveLength(1);
    expect(await unread(me)).toBe(2);
  });

  it('puts unread ones first with sort=unread_first', async () => {
    const me = await signIn(t);
    const readNew = await createNotification(t.db, me.user.id, {
      status: 'read',
      created_at: minutesAgo(1),
    });
    const unreadOld = await createNotification(t.db, me.user.id, { created_at: minutesAgo(60) });
    expect((await list(me)).data.map((n) => n.id)).toEqual([readNew.id, unreadOld.id]);
    expect((await list(me, '?sort=unread_first')).data.map((n) => n.id)).toEqual([
      unreadOld.id,
      readNew.id,
    ]);
  });

  it('refuses bad filters with Vietnamese messages', async () => {
    const me = await signIn(t);
    for (const [query, field, message] of [
      ['?status=all', 'status', M.invalidStatus],
      ['?type=hack', 'type', M.invalidType],
      ['?per_page=51', 'per_page', M.invalidPerPage],
      ['?per_page=0', 'per_page', M.invalidPerPage],
      ['?page=-1', 'page', M.invalidPage],
      ['?unread_only=maybe', 'unread_only', M.invalidFlag],
      ['?sort=oldest', 'sort', M.invalidSort],
    ] as const) {
      const res = await call(me, 'GET', query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
    }
  });

  it('hides a notification scheduled for later until it is due', async () => {
    const me = await signIn(t);
    const later = await createNotification(t.db, me.user.id, {
      title: 'Hẹn giờ',
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const due = await createNotification(t.db, me.user.id, {
      title: 'Đã đến giờ',
      scheduled_at: minutesAgo(1),
    });
    expect((await list(me)).data.map((n) => n.id)).toEqual([due.id]);
    expect(await unread(me)).toBe(1);
    expect((await call(me, 'PATCH', `/${later.id}/read`)).statusCode).toBe(404);
    expect((await call(me, 'DELETE', `/${later.id}`)).statusCode).toBe(404);
    expect((await call(me, 'PATCH', '/mark-all-read')).json()).toMatchObject({
      data: { updated: 1 },
    });
    const stored = await t.db
      .selectFrom('notifications')
      .select('status')
      .where('id', '=', later.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');
  });

  it('also works for staff, for their own notifications', async () => {
    const staff = await signIn(t, 'staff');
    await createNotification(t.db, staff.user.id, { type: 'system_alert' });
    expect(await unread(staff)).toBe(1);
    expect((await list(staff)).data[0]?.type_label).toBe('Cảnh báo hệ thống');
  });
});

describe('marking read and deleting', () => {
  it('marks one read, lowering the count, and says so', async () => {
    const me = await signIn(t);
    const a = await createNotification(t.db, me.user.id);
    await createNotification(t.db, me.user.id);
    expect(await unread(me)).toBe(2);

    const res = await call(me, 'PATCH', `/${a.id}/read`, { notification_id: a.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: NotificationDto; message: string }>();
    expect(body.message).toBe(M.markedRead);
    expect(body.data).toMatchObject({ id: a.id, status: 'read', is_read: true });
    expect(body.data.read_at).toEqual(expect.any(String));
    expect(await unread(me)).toBe(1);

    // Again: still read, the first read time kept, count unchanged.
    const again = await call(me, 'PATCH', `/${a.id}/read`);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: NotificationDto }>().data.read_at).toBe(body.data.read_at);
    expect(await unread(me)).toBe(1);
  });

  it('marks all read', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    await createNotification(t.db, me.user.id);
    await createNotification(t.db, me.user.id, { status: 'sent' });
    await createNotification(t.db, other.user.id);
    const res = await call(me, 'PATCH', '/mark-all-read');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { updated: 2 }, message: M.allMarkedRead });
    expect(await unread(me)).toBe(0);
    expect(await unread(other)).toBe(1);
    expect((await list(me, '?status=read')).meta.total).toBe(2);
  });

  it('deletes one', async () => {
    const me = await signIn(t);
    const a = await createNotification(t.db, me.user.id);
    const res = await call(me, 'DELETE', `/${a.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: M.deleted });
    expect((await list(me)).meta.total).toBe(0);
    expect((await call(me, 'DELETE', `/${a.id}`)).statusCode).toBe(404);
  });

  it("gives 404 for another user's notification and leaves it alone", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const theirs = await createNotification(t.db, other.user.id);
    for (const [method, url] of [
      ['PATCH', `/${theirs.id}/read`],
      ['DELETE', `/${theirs.id}`],
    ] as const) {
      const res = await call(me, method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: M.notFound });
    }
    expect(await unread(other)).toBe(1);
    expect((await list(other)).meta.total).toBe(1);
  });

  it('refuses a bad id', async () => {
    const me = await signIn(t);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await call(me, 'PATCH', `/${id}/read`);
      expect(res.statusCode, id).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: M.invalidId });
    }
  });
});

describe('NotificationsService.create', () => {
  const service = () => new NotificationsService(new NotificationsRepository(t.db));

  it('writes with the caller transaction, and nothing when it rolls back', async () => {
    const me = await signIn(t);
    const id = await t.db.transaction().execute((trx) =>
      service().create(trx, {
        user_id: me.user.id,
        type: 'order_confirmation',
        title: 'Đơn hàng đã xác nhận',
        message: 'Đơn hàng DH-1 đã được xác nhận.',
        action_url: '/don-hang/1',
        data: { order_id: 1 },
      }),
    );
    expect((await list(me)).data[0]).toMatchObject({
      id,
      type: 'order_confirmation',
      priority: 'normal',
      data: { order_id: 1 },
    });

    await expect(
      t.db.transaction().execute(async (trx) => {
        await service().create(trx, {
          user_id: me.user.id,
          type: 'informational',
          title: 'Không bao giờ thấy',
          message: '…',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list(me)).meta.total).toBe(1);
  });

  it('keeps a scheduled time and marks notifications without a user as system ones', async () => {
    const id = await t.db.transaction().execute((trx) =>
      service().create(trx, {
        user_id: null,
        type: 'system_alert',
        title: 'Bảo trì',
        message: 'Hệ thống bảo trì lúc 23:00',
        scheduled_at: '2030-01-01T00:00:00+07:00',
      }),
    );
    const row = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.is_system).toBe(true);
    expect(new Date(row.scheduled_at!).toISOString()).toBe('2029-12-31T17:00:00.000Z');
  });
});
