import { randomBytes } from 'node:crypto';
import { BOOKING_MESSAGES, ORDER_MESSAGES as M, type PlacedOrder } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CLIENT_COOKIE } from '../../lib/guest-client.js';
import { book, createBookingSetup, guestBooking } from '../../test/booking-factories.js';
import { sessionCookie } from '../../test/sessions.js';
import { createShopSetup, orderBody, type ShopSetup } from '../../test/shop-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Acceptance A9 (d): replaying a guest's Idempotency-Key never hands out another guest's order
 * or access token. A reply is replayed only to the client (cookie) that sent the request.
 */

let t: TestApp;
let setup: ShopSetup;

beforeAll(async () => {
  t = await createTestApp();
  setup = await createShopSetup(t.db);
});
afterAll(() => t.close());

const newClient = () => `${GUEST_CLIENT_COOKIE}=${randomBytes(32).toString('base64url')}`;

function guestOrder(cookie: string | null, key: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': key },
    payload: body,
  });
}

const ordersOf = async (phone: string) =>
  (await t.db.selectFrom('orders').select('id').where('customer_phone', '=', phone).execute())
    .length;

const viewWith = (id: number, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}?access_token=${token}` });

describe('POST /api/orders: a guest’s Idempotency-Key', () => {
  const victimBody = () =>
    orderBody(setup, { customer_info: { name: 'Nguyễn Thị Nạn Nhân', phone: '0903555111' } });

  it('replayed by another client, with the same body, gets 409 in Vietnamese, not the order', async () => {
    const key = `guest-checkout-${randomBytes(6).toString('hex')}`;
    const victim = await guestOrder(newClient(), key, victimBody());
    expect(victim.statusCode, victim.body).toBe(201);
    const placed = victim.json<{ data: PlacedOrder }>().data;
    expect(placed.access_token).toMatch(/^[\w-]{43}$/);

    for (const attacker of [newClient(), null]) {
      const replay = await guestOrder(attacker, key, victimBody());
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({
        success: false,
        code: 'IDEMPOTENCY_KEY_OTHER_REQUESTER',
        message: M.idempotencyKeyOtherRequester,
      });
      expect(replay.body).not.toContain(placed.order.order_number);
      expect(replay.body).not.toContain(placed.access_token!);
    }
    // With another body (another guest's own basket) it is refused the same way.
    const other = await guestOrder(
      newClient(),
      key,
      orderBody(setup, { customer_info: { name: 'Kẻ Gian', phone: '0903555222' } }),
    );
    expect(other.statusCode).toBe(409);
  });

  it('the same client retrying gets its order again with a token that opens it', async () => {
    const key = `guest-retry-${randomBytes(6).toString('hex')}`;
    const before = await ordersOf('+84903555111');
    const first = await guestOrder(null, key, victimBody());
    expect(first.statusCode, first.body).toBe(201);
    // The browser keeps the client cookie the first reply set.
    const client = sessionCookie(first, GUEST_CLIENT_COOKIE);
    const placed = first.json<{ data: PlacedOrder }>().data;

    const retry = await guestOrder(client, key, victimBody());
    expect(retry.statusCode).toBe(201);
    const again = retry.json<{ data: PlacedOrder }>().data;
    expect(again.order.id).toBe(placed.order.id);
    expect(again.access_token).toBe(placed.access_token);
    expect((await viewWith(placed.order.id, again.access_token!)).statusCode).toBe(200);

    // Nothing secret is kept with the stored reply.
    const stored = await t.db
      .selectFrom('idempotency_keys')
      .select(['response', 'requester'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored.response).not.toContain(placed.access_token!);
    expect(stored.requester).not.toContain(client.split('=')[1]!);
    expect(await ordersOf('+84903555111')).toBe(before + 1);
  });

  it('a double submit from one client makes one order', async () => {
    const key = `guest-double-${randomBytes(6).toString('hex')}`;
    const client = newClient();
    const body = orderBody(setup, {
      customer_info: { name: 'Khách Bấm Hai Lần', phone: '0903555333' },
    });
    const [a, b] = await Promise.all([
      guestOrder(client, key, body),
      guestOrder(client, key, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.order.id).toBe(b.json().data.order.id);
    expect(a.json().data.access_token).toBe(b.json().data.access_token);
  });
});

describe('POST /api/appointments: a guest’s Idempotency-Key', () => {
  it('replayed by another client gets 409 in Vietnamese, not the appointment', async () => {
    const booking = await createBookingSetup(t.db);
    const body = guestBooking(booking);
    const key = `guest-booking-${randomBytes(6).toString('hex')}`;
    const mine = newClient();
    const first = await book(t, body, { cookie: mine, key });
    expect(first.statusCode, first.body).toBe(201);
    const code = first.json<{ data: { appointment: { code: string } } }>().data.appointment.code;

    // The same client gets its appointment again.
    const again = await book(t, body, { cookie: mine, key });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.appointment).toEqual(first.json().data.appointment);
    for (const cookie of [newClient(), null]) {
      const replay = await book(t, body, { cookie, key });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_OTHER_REQUESTER',
        message: BOOKING_MESSAGES.idempotencyOtherRequester,
      });
      expect(replay.body).not.toContain(code);
    }
  });
});
