import {
  NOTIFICATION_MESSAGES as M,
  type UnreadNotificationCount,
  type UnreadNotifications,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createNotification } from '../../test/notification-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const get = (who: SignedIn | null, url: string) =>
  injectAs(t, who?.cookie, 'GET', `/api/broadcasting/notifications${url}`);

/** storefront §7: the notification widget's unread list and count, under the spec's paths. */
describe('/api/broadcasting/notifications', () => {
  it('lists the latest unread ones, newest first, `limit` of them (10 by default)', async () => {
    const me = await signIn(t);
    const other = await signIn(t);
    for (let i = 1; i <= 12; i += 1) {
      await createNotification(t.db, me.user.id, {
        title: `Số ${i}`,
        created_at: minutesAgo(60 - i),
      });
    }
    await createNotification(t.db, me.user.id, {
      title: 'Đã đọc',
      created_at: minutesAgo(1),
      status: 'read',
      read_at: minutesAgo(0),
    });
    await createNotification(t.db, me.user.id, {
      title: 'Hẹn gửi sau',
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await createNotification(t.db, other.user.id, { title: 'Của người khác' });

    const res = await get(me, '/unread');
    expect(res.statusCode, res.body).toBe(200);
    const titles = res.json<{ data: UnreadNotifications }>().data.notifications.map((n) => n.title);
    expect(titles).toEqual([
      'Số 12',
      'Số 11',
      'Số 10',
      'Số 9',
      'Số 8',
      'Số 7',
      'Số 6',
      'Số 5',
      'Số 4',
      'Số 3',
    ]);

    const three = await get(me, '/unread?limit=3');
    expect(
      three.json<{ data: UnreadNotifications }>().data.notifications.map((n) => n.title),
    ).toEqual(['Số 12', 'Số 11', 'Số 10']);

    const count = await get(me, '/count');
    expect(count.statusCode).toBe(200);
    expect(count.json<{ data: UnreadNotificationCount }>().data).toEqual({ count: 12 });
    // The same number the bell's own count gives.
    const bell = await injectAs(t, me.cookie, 'GET', '/api/notifications/count');
    expect(bell.json<{ data: { unread: number } }>().data.unread).toBe(12);
  });

  it.each(['0', '51', 'abc', '2.5'])('refuses limit=%s in Vietnamese', async (limit) => {
    const me = await signIn(t);
    const res = await get(me, `/unread?limit=${limit}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { limit: [M.invalidLimit] } });
  });

  it('answers 401 to a visitor', async () => {
    for (const url of ['/unread', '/count', '/unread?limit=abc']) {
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });
});
