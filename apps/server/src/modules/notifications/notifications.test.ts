import {
  AUTH_MESSAGES,
  NOTIFICATION_MESSAGES as M,
  type ApiPage,
  REALTIME_EVENTS,
  type NotificationDto,
  type NotificationStats,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, type Method } from '../../test/api.js';
import { createNotification } from '../../test/notification-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EventBus, userChannel, type BusMessage } from '../realtime/event-bus.js';
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
      ['?status=archived', 'status', M.invalidStatus],
      ['?status=dismissed', 'status', M.invalidStatus],
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

async function stats(who: SignedIn): Promise<NotificationStats> {
  const res = await call(who, 'GET', '/stats');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: NotificationStats }>().data;
}

/** One user's visible mix: 2 unread (pending, sent), 2 read (one urgent), 1 urgent unread. */
async function seedMix(userId: number) {
  return {
    pending: await createNotification(t.db, userId, { type: 'appointment_reminder' }),
    sent: await createNotification(t.db, userId, { status: 'sent', type: 'promotional' }),
    urgentSent: await createNotification(t.db, userId, { status: 'sent', priority: 'urgent' }),
    read: await createNotification(t.db, userId, { status: 'read', read_at: minutesAgo(2) }),
    urgentRead: await createNotification(t.db, userId, {
      status: 'read',
      priority: 'urgent',
      type: 'promotional',
      read_at: minutesAgo(1),
    }),
    // Never seen by its user: hidden by staff, or scheduled for later.
    dismissed: await createNotification(t.db, userId, { status: 'dismissed', priority: 'urgent' }),
    later: await createNotification(t.db, userId, {
      priority: 'urgent',
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  };
}

describe('GET /api/notifications/stats', () => {
  it('needs a session', async () => {
    expect((await call(null, 'GET', '/stats')).statusCode).toBe(401);
  });

  it("counts the user's visible ones only, never another user's", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    expect(await stats(me)).toEqual({ total: 0, unread: 0, read: 0, urgent: 0 });
    await seedMix(me.user.id);
    await seedMix(other.user.id);
    await createNotification(t.db, other.user.id, { priority: 'urgent' });
    expect(await stats(me)).toEqual({ total: 5, unread: 3, read: 2, urgent: 2 });
    expect(await stats(other)).toEqual({ total: 6, unread: 4, read: 2, urgent: 3 });
  });

  it('follows marking read and deleting', async () => {
    const me = await signIn(t);
    const mix = await seedMix(me.user.id);
    expect((await call(me, 'PATCH', `/${mix.sent.id}/read`)).statusCode).toBe(200);
    expect(await stats(me)).toEqual({ total: 5, unread: 2, read: 3, urgent: 2 });
    expect((await call(me, 'DELETE', `/${mix.urgentRead.id}`)).statusCode).toBe(200);
    expect(await stats(me)).toEqual({ total: 4, unread: 2, read: 2, urgent: 1 });
  });
});

describe('status and type filters of the notifications page', () => {
  it('takes all, pending, sent, unread and read; pending and sent both mean unread', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const mix = await seedMix(me.user.id);
    await seedMix(other.user.id);
    const ids = async (query: string) => (await list(me, query)).data.map((n) => n.id).sort();
    const unreadIds = [mix.pending.id, mix.sent.id, mix.urgentSent.id].sort();
    const readIds = [mix.read.id, mix.urgentRead.id].sort();

    expect(await ids('?status=all')).toEqual([...unreadIds, ...readIds].sort());
    expect(await ids('')).toEqual(await ids('?status=all'));
    for (const status of ['unread', 'pending', 'sent']) {
      expect(await ids(`?status=${status}`), status).toEqual(unreadIds);
    }
    expect(await ids('?status=read')).toEqual(readIds);
    expect(await ids('?status=read&type=promotional')).toEqual([mix.urgentRead.id]);
    expect(await ids('?status=unread&type=promotional')).toEqual([mix.sent.id]);
    expect(await ids('?status=all&type=appointment_reminder')).toEqual([mix.pending.id]);
    expect(await ids('?type=customer_broadcast')).toEqual([]);
  });
});

describe('DELETE /api/notifications/read', () => {
  it('needs a session', async () => {
    expect((await call(null, 'DELETE', '/read')).statusCode).toBe(401);
  });

  it("deletes the user's read ones only and says how many", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const mine = await seedMix(me.user.id);
    const theirs = await seedMix(other.user.id);

    const res = await call(me, 'DELETE', '/read');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { deleted: 2 },
      message: M.readDeleted(2),
    });
    expect(await stats(me)).toEqual({ total: 3, unread: 3, read: 0, urgent: 1 });
    expect(await stats(other)).toEqual({ total: 5, unread: 3, read: 2, urgent: 2 });
    const left = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', me.user.id)
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual(
      [mine.pending.id, mine.sent.id, mine.urgentSent.id, mine.dismissed.id, mine.later.id].sort(),
    );
    expect((await list(other, '?status=read')).data.map((n) => n.id).sort()).toEqual(
      [theirs.read.id, theirs.urgentRead.id].sort(),
    );
  });

  it('answers 0 with the warning when there is none to delete', async () => {
    const me = await signIn(t);
    await createNotification(t.db, me.user.id);
    const res = await call(me, 'DELETE', '/read');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { deleted: 0 }, message: M.noReadToDelete });
    expect((await stats(me)).total).toBe(1);
  });

  it("announces the change on the user's channel, only when something was deleted", async () => {
    const me = await signIn(t);
    const bus = new EventBus();
    const heard: BusMessage[] = [];
    bus.subscribe([userChannel(me.user.id)], (message) => heard.push(message));
    const service = new NotificationsService(
      new NotificationsRepository(t.db),
      () => new Date(),
      bus,
    );
    await createNotification(t.db, me.user.id, { status: 'sent' });
    expect(await service.deleteRead(me.user.id)).toBe(0);
    expect(heard).toEqual([]);

    await createNotification(t.db, me.user.id, { status: 'read' });
    expect(await service.deleteRead(me.user.id)).toBe(1);
    expect(heard).toEqual([
      {
        channel: userChannel(me.user.id),
        event: REALTIME_EVENTS.notificationUpdated,
        data: { unread: 1 },
      },
    ]);
  });
});

describe('PATCH /api/notifications/:id/read with the body { notification_id }', () => {
  it('accepts the same id, or no body', async () => {
    const me = await signIn(t);
    const a = await createNotification(t.db, me.user.id);
    const b = await createNotification(t.db, me.user.id);
    expect((await call(me, 'PATCH', `/${a.id}/read`, { notification_id: a.id })).statusCode).toBe(
      200,
    );
    expect((await call(me, 'PATCH', `/${b.id}/read`, {})).statusCode).toBe(200);
    expect(await unread(me)).toBe(0);
  });

  it('refuses another id or a bad one, changing nothing', async () => {
    const me = await signIn(t);
    const a = await createNotification(t.db, me.user.id);
    const b = await createNotification(t.db, me.user.id);
    for (const body of [
      { notification_id: b.id },
      { notification_id: 'abc' },
      { notification_id: -1 },
    ]) {
      const res = await call(me, 'PATCH', `/${a.id}/read`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.notification_id).toEqual([
        body.notification_id === b.id ? M.idMismatch : M.invalidId,
      ]);
    }
    expect(await unread(me)).toBe(2);
  });

  it("gives 404 for another user's id even when the body names it", async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const theirs = await createNotification(t.db, other.user.id);
    const res = await call(me, 'PATCH', `/${theirs.id}/read`, { notification_id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(await unread(other)).toBe(1);
  });
});
