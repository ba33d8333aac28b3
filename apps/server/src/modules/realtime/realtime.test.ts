import { REALTIME_EVENTS, type NotificationCreatedEvent } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification, openSecondApp } from '../../test/notification-factories.js';
import { logIn, signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Received {
  event: string;
  data: unknown;
}

/** Opens the user's live stream (on `at`, by default the app) and collects its events. */
async function openStream(who: SignedIn | null, at: string = base) {
  const controller = new AbortController();
  const response = await fetch(`${at}/api/events`, {
    headers: who ? { cookie: who.cookie } : {},
    signal: controller.signal,
  });
  const events: Received[] = [];
  let buffer = '';
  const reading = (async () => {
    if (!response.ok || !response.body) return;
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
    response,
    events,
    /** Waits until `count` events arrived (or fails after 3 s). */
    async waitFor(count: number) {
      for (let i = 0; i < 60 && events.length < count; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      return events;
    },
    /** Whether the server ended the stream within `ms`. */
    async endedWithin(ms: number) {
      const timeout = new Promise<false>((r) => setTimeout(() => r(false), ms));
      return Promise.race([reading.then(() => true), timeout]);
    },
    async stop() {
      controller.abort();
      await reading;
    },
  };
}

// Each run of the jobs is later than the last, so the delivery job is always due again.
let clock = Date.now();
const deliver = () => t.app.jobs.runDueJobs(new Date((clock += 60_000)));

describe('GET /api/events', () => {
  it('needs a session', async () => {
    const stream = await openStream(null);
    expect(stream.response.status).toBe(401);
    await stream.stop();
  });

  it('pushes my new notification once it is delivered, and nobody else’s', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    const mine = await openStream(me);
    const theirs = await openStream(other);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');

    const row = await createNotification(t.db, me.user.id, { title: 'Lịch hẹn đã xác nhận' });
    await deliver();
    const events = await mine.waitFor(1);
    expect(events[0]?.event).toBe(REALTIME_EVENTS.notificationCreated);
    const created = events[0]?.data as NotificationCreatedEvent;
    expect(created.notification).toMatchObject({
      id: row.id,
      title: 'Lịch hẹn đã xác nhận',
      status: 'sent',
      is_read: false,
    });
    expect(theirs.events).toEqual([]);
    await mine.stop();
    await theirs.stop();
  });

  it('tells my other tabs when I read one, with the unread count', async () => {
    const me = await signIn(t);
    const row = await createNotification(t.db, me.user.id);
    await createNotification(t.db, me.user.id);
    const tab = await openStream(me);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${row.id}/read`,
      headers: { cookie: me.cookie },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await tab.waitFor(1);
    expect(event).toEqual({ event: REALTIME_EVENTS.notificationUpdated, data: { unread: 1 } });
    await tab.stop();
  });

  it('gives staff the back office channel, customers not', async () => {
    const staff = await signIn(t, 'staff');
    const customer = await signIn(t);
    const desk = await openStream(staff);
    const shop = await openStream(customer);
    await createNotification(t.db, null, { title: 'Cảnh báo hệ thống', is_system: true });
    await deliver();
    const [event] = await desk.waitFor(1);
    expect(event?.event).toBe(REALTIME_EVENTS.adminNotificationCreated);
    expect(shop.events).toEqual([]);
    await desk.stop();
    await shop.stop();
  });
});

describe('a stream lives only as long as its session', () => {
  const expectCut = async (
    me: SignedIn,
    stream: Awaited<ReturnType<typeof openStream>>,
    endSession: () => Promise<void>,
  ) => {
    await endSession();
    await createNotification(t.db, me.user.id, { title: 'Không được lọt ra ngoài' });
    await deliver();
    expect(await stream.endedWithin(3000)).toBe(true);
    expect(JSON.stringify(stream.events)).not.toContain('Không được lọt ra ngoài');
  };

  it('ends at logout', async () => {
    const me = await signIn(t);
    const stream = await openStream(me);
    await expectCut(me, stream, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('ends on the other devices at a password change, not on the one that changed it', async () => {
    const me = await signIn(t);
    const otherCookie = await logIn(t, me);
    const here = await openStream(me);
    const there = await openStream({ ...me, cookie: otherCookie });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/customer/change-password',
      headers: { cookie: me.cookie },
      payload: {
        current_password: me.password,
        new_password: 'MatKhauMoi2026',
        new_password_confirmation: 'MatKhauMoi2026',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await createNotification(t.db, me.user.id, { title: 'Chỉ máy này' });
    await deliver();
    expect(await there.endedWithin(3000)).toBe(true);
    expect(JSON.stringify(there.events)).not.toContain('Chỉ máy này');
    const events = await here.waitFor(1);
    expect(JSON.stringify(events)).toContain('Chỉ máy này');
    await here.stop();
  });

  it('ends when the account is deactivated', async () => {
    const me = await signIn(t);
    const stream = await openStream(me);
    await expectCut(me, stream, async () => {
      await t.db
        .updateTable('users')
        .set({ status: 'inactive' })
        .where('id', '=', me.user.id)
        .execute();
    });
  });

  it('ends when the session expires', async () => {
    const me = await signIn(t);
    const stream = await openStream(me);
    await expectCut(me, stream, async () => {
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', me.user.id)
        .execute();
    });
  });
});

describe('delivery of scheduled notifications', () => {
  it('delivers a scheduled notification once, at its time', async () => {
    const me = await signIn(t);
    const at = new Date((clock += 24 * 3_600_000));
    const row = await createNotification(t.db, me.user.id, {
      title: 'Ưu đãi cuối tuần',
      scheduled_at: at.toISOString(),
    });
    const stream = await openStream(me);
    const status = async () =>
      (
        await t.db
          .selectFrom('notifications')
          .select('status')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).status;

    await t.app.jobs.runDueJobs(new Date(at.getTime() - 60_000));
    expect(await status()).toBe('pending');
    await t.app.jobs.runDueJobs(new Date(at.getTime() + 1_000));
    expect(await status()).toBe('sent');
    await t.app.jobs.runDueJobs(new Date((clock = at.getTime() + 10_000)));
    await stream.waitFor(1);
    await new Promise((r) => setTimeout(r, 200));
    const pushed = stream.events.filter(
      (e) => (e.data as NotificationCreatedEvent).notification?.id === row.id,
    );
    expect(pushed).toHaveLength(1);
    await stream.stop();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('several server instances (PostgreSQL)', () => {
  it('a notification delivered by one instance reaches a stream open on another', async () => {
    const second = await openSecondApp(t);
    try {
      const otherBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const me = await signIn(t);
      const stream = await openStream(me, otherBase);
      const row = await createNotification(t.db, me.user.id, { title: 'Từ máy chủ khác' });
      await deliver();
      const [event] = await stream.waitFor(1);
      expect((event?.data as NotificationCreatedEvent).notification.id).toBe(row.id);
      await stream.stop();
    } finally {
      await second.app.close();
    }
  });
});
