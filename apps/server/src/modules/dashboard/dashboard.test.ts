import { addDays, DASHBOARD_MESSAGES as M, salonToday, type DashboardDto } from '@salon/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment } from '../../test/appointment-factories.js';
import { createStylist } from '../../test/branch-factories.js';
import { createBranch, createProduct, createService, createUser } from '../../test/factories.js';
import { createOrder, salonInstant } from '../../test/order-factories.js';
import { createReview } from '../../test/review-factories.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  // The test's own calendar: no holiday but the one it adds.
  await t.db.deleteFrom('holidays').execute();
});
afterEach(() => t.close());

const today = salonToday();
// A week ending a week ago, compared with the week before it.
const from = addDays(today, -13);
const to = addDays(today, -7);
const prevFrom = addDays(today, -20);
const prevTo = addDays(today, -14);

async function dashboard(cookie: string | null, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard?${query}`,
    headers: cookie ? { cookie } : {},
  });
}

async function figures(cookie: string, branchId?: number): Promise<DashboardDto> {
  const branch = branchId ? `&branch_id=${branchId}` : '';
  const res = await dashboard(cookie, `from=${from}&to=${to}${branch}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DashboardDto }>().data;
}

/** The figures that are sums over rows, as plain numbers, to compare before and after. */
function sums(d: DashboardDto) {
  const pair = (c: { current: number; previous: number }) => [c.current, c.previous];
  return {
    appointments: Object.fromEntries(
      Object.entries(d.appointments).map(([status, c]) => [status, pair(c)]),
    ),
    revenue: Object.fromEntries(Object.entries(d.revenue).map(([k, c]) => [k, pair(c)])),
    tickets: pair(d.tickets),
    new_customers: pair(d.customers.new),
    returning: pair(d.customers.returning),
    attention: d.attention,
  };
}

function delta(after: unknown, before: unknown): unknown {
  if (typeof after === 'number' && typeof before === 'number') return after - before;
  if (Array.isArray(after) && Array.isArray(before))
    return after.map((v, i) => delta(v, before[i]));
  if (after && typeof after === 'object' && before && typeof before === 'object') {
    return Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, delta(v, (before as Record<string, unknown>)[k])]),
    );
  }
  return after;
}

describe('GET /api/admin/dashboard: guards and input', () => {
  it('lets managers and admins in; staff and customers get 403, guests 401', async () => {
    const query = `from=${from}&to=${to}`;
    expect((await dashboard(null, query)).statusCode).toBe(401);
    for (const role of ['customer', 'staff'] as const) {
      const { cookie } = await signIn(t, role);
      const res = await dashboard(cookie, query);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ success: boolean }>().success).toBe(false);
    }
    for (const role of ['manager', 'admin'] as const) {
      const { cookie } = await signIn(t, role);
      expect((await dashboard(cookie, query)).statusCode).toBe(200);
    }
    // Guards come before the input: a guest with nonsense still gets 401.
    expect((await dashboard(null, 'from=x')).statusCode).toBe(401);
  });

  it('refuses bad ranges and branches with a Vietnamese message, and an unknown branch with 404', async () => {
    const { cookie } = await signIn(t, 'manager');
    const cases: [string, string][] = [
      [`to=${to}`, M.fromRequired],
      [`from=${from}`, M.toRequired],
      [`from=2026-02-30&to=${to}`, M.invalidDate],
      [`from=${from}&to=hom-nay`, M.invalidDate],
      [`from=${to}&to=${from}`, M.rangeInverted],
      [`from=2024-01-01&to=2025-01-02`, M.rangeTooLong],
      [`from=${from}&to=${to}&branch_id=abc`, M.invalidBranch],
      [`from=${from}&to=${to}&branch_id=-1`, M.invalidBranch],
      [`from=${from}&to=${to}&branch_id=1%20or%201=1`, M.invalidBranch],
    ];
    for (const [query, message] of cases) {
      const res = await dashboard(cookie, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json<{ message: string }>().message, query).toBe(message);
    }
    // A whole leap year is allowed.
    expect((await dashboard(cookie, 'from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    const missing = await dashboard(cookie, `from=${from}&to=${to}&branch_id=999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(M.branchNotFound);
  });
});

describe('GET /api/admin/dashboard: figures', () => {
  it('equals the sums of the rows it counts, for a branch, for all and for the previous period', async () => {
    const { cookie } = await signIn(t, 'manager');
    const before = sums(await figures(cookie));

    const branch = await createBranch(t.db);
    const other = await createBranch(t.db);
    const s1 = await createStylist(t.db, branch.id);
    const s2 = await createStylist(t.db, branch.id);
    const s3 = await createStylist(t.db, other.id);
    const cut = await createService(t.db, { price: 150_000, duration_minutes: 60 });
    const wash = await createService(t.db, { price: 80_000, duration_minutes: 30 });

    // The branch works 09:00–12:00 (6 slots) and, on one day of the period, 09:00–10:00 only;
    // it is closed for a holiday on another.
    const general = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const shortDay = addDays(from, 2);
    const holiday = addDays(from, 4);
    await t.db
      .insertInto('working_hours')
      .values([
        ...general.map((time) => ({
          branch_id: branch.id,
          date: null,
          time,
          is_available: true,
        })),
        ...['09:00', '09:30'].map((time) => ({
          branch_id: branch.id,
          date: shortDay,
          time,
          is_available: true,
        })),
        { branch_id: branch.id, date: shortDay, time: '10:00', is_available: false },
      ])
      .execute();
    await t.db
      .insertInto('holidays')
      .values({ branch_id: branch.id, date: holiday, name: 'Nghỉ sửa chữa', description: null })
      .execute();

    // A regular, served long ago, in the previous period and in this one.
    const { user: regular } = await createUser(t.db);
    const visit = (
      status: 'completed' | 'confirmed' | 'cancelled' | 'no_show' | 'pending',
      date: string,
      options: { service?: typeof cut; stylist?: number; at?: string; branchId?: number } = {},
      customer: typeof regular | null = regular,
    ) =>
      createAppointment(t.db, customer, {
        service: options.service ?? cut,
        branch_id: options.branchId ?? branch.id,
        stylist_id: options.stylist ?? s1.id,
        appointment_date: date,
        status,
        completed_at: status === 'completed' ? (options.at ?? salonInstant(date, '12:00')) : null,
      });
    await visit('completed', addDays(today, -40));
    await visit('completed', addDays(from, 1)); // 150 000, s1, 60 min
    // Completed at 00:30 on the first day of the period (17:30 UTC the day before): this period.
    await visit(
      'completed',
      from,
      { service: wash, stylist: s2.id, at: salonInstant(from, '00:30') },
      null,
    ); // 80 000, s2, 30 min
    await visit('confirmed', addDays(from, 2)); // s1, 60 min
    await visit('cancelled', addDays(from, 2)); // not booked time
    await visit('no_show', addDays(from, 3), { service: wash, stylist: s2.id }); // s2, 30 min
    // The previous period: completed at 23:30 on its last day (this period's eve).
    await visit('completed', prevTo, { at: salonInstant(prevTo, '23:30') }); // 150 000, s1
    await visit('pending', prevFrom, { service: wash, stylist: s2.id }); // s2, 30 min
    // Another branch: counts for all branches only.
    await visit(
      'completed',
      addDays(from, 1),
      { service: wash, stylist: s3.id, branchId: other.id },
      null,
    );

    // Orders of the branch.
    const product = await createProduct(t.db, { price: 100_000, stock_quantity: 50 });
    const buyer = async () => (await createUser(t.db)).user;
    const paidAt = async (orderId: number, at: string | null) =>
      t.db.updateTable('orders').set({ paid_at: at }).where('id', '=', orderId).execute();
    const refund = async (orderId: number, at: string) => {
      await t.db
        .updateTable('orders')
        .set({ payment_status: 'refunded' })
        .where('id', '=', orderId)
        .execute();
      await t.db
        .insertInto('order_events')
        .values({
          order_id: orderId,
          kind: 'refunded',
          note: null,
          actor_user_id: null,
          created_at: at,
        })
        .execute();
    };
    const line = (quantity: number) => [{ item: product, kind: 'product' as const, quantity }];
    const paid = await createOrder(t.db, await buyer(), {
      branch_id: branch.id,
      status: 'paid',
      lines: line(2),
    });
    await paidAt(paid.order.id, salonInstant(addDays(from, 1)));
    const paidThenRefunded = await createOrder(t.db, await buyer(), {
      branch_id: branch.id,
      status: 'paid',
      lines: line(1),
    });
    await paidAt(paidThenRefunded.order.id, salonInstant(addDays(from, 2)));
    await refund(paidThenRefunded.order.id, salonInstant(addDays(from, 3)));
    const paidBeforeRefundedNow = await createOrder(t.db, await buyer(), {
      branch_id: branch.id,
      status: 'paid',
      lines: line(3),
    });
    await paidAt(paidBeforeRefundedNow.order.id, salonInstant(prevFrom));
    await refund(paidBeforeRefundedNow.order.id, salonInstant(to, '20:00'));
    const unpaid = await createOrder(t.db, await buyer(), { branch_id: branch.id, lines: line(1) });
    const handedOver = await createOrder(t.db, await buyer(), {
      branch_id: branch.id,
      status: 'completed',
      lines: line(1),
    });
    await paidAt(handedOver.order.id, salonInstant(to, '23:59'));
    // Paid the day after the period: not counted.
    const tooLate = await createOrder(t.db, await buyer(), {
      branch_id: branch.id,
      status: 'paid',
      lines: line(1),
    });
    await paidAt(tooLate.order.id, salonInstant(addDays(to, 1), '00:00'));

    // Customers who joined: two in the period (one has booked at the branch), one before.
    const joinedNow = (await createUser(t.db)).user;
    const joinedNowElsewhere = (await createUser(t.db)).user;
    const joinedBefore = (await createUser(t.db)).user;
    const join = (userId: number, date: string) =>
      t.db
        .updateTable('customers')
        .set({ join_date: date })
        .where('user_id', '=', userId)
        .execute();
    // Every customer made here joined today; move them out of both periods first.
    await t.db
      .updateTable('customers')
      .set({ join_date: addDays(today, -100) })
      .execute();
    await join(joinedNow.id, addDays(from, 5));
    await join(joinedNowElsewhere.id, to);
    await join(joinedBefore.id, prevTo);
    await createAppointment(t.db, joinedNow, {
      service: cut,
      branch_id: branch.id,
      appointment_date: addDays(today, 30),
    });
    await createOrder(t.db, joinedBefore, { branch_id: branch.id, lines: line(1) });

    // Things waiting for someone.
    await createProduct(t.db, { stock_quantity: 3, min_stock_level: 5 });
    await createProduct(t.db, { stock_quantity: 0, min_stock_level: 5 });
    await createReview(t.db, { type: 'service', id: cut.id }, { status: 'pending' });
    await createReview(t.db, { type: 'service', id: cut.id }, { status: 'pending' });
    await createReview(t.db, { type: 'service', id: cut.id }, { status: 'approved' });
    const contact = (status: 'new' | 'replied') =>
      t.db
        .insertInto('contact_requests')
        .values({
          name: 'Khách Liên Hệ',
          email: 'lienhe@example.com',
          phone: null,
          subject: 'Hỏi giá',
          message: 'Cho tôi hỏi giá uốn tóc',
          type: 'inquiry',
          priority: 'medium',
          status,
          source: 'contact',
          contact_method: null,
          branch_id: null,
        })
        .execute();
    await contact('new');
    await contact('replied');
    const transfer = (status: 'unmatched' | 'matched') =>
      t.db
        .insertInto('payment_transactions')
        .values({
          provider: 'sepay',
          method: 'transfer',
          amount: 500_000,
          status,
          order_id: status === 'matched' ? paid.order.id : null,
          content: 'CK KHONG RO',
        })
        .execute();
    await transfer('unmatched');
    await transfer('matched');
    const conversation = await t.db
      .insertInto('chat_conversations')
      .values({ customer_id: regular.id, title: 'Hỏi lịch', handled_by: 'staff' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('chat_messages')
      .values([
        { conversation_id: conversation.id, sender_type: 'customer', content: 'Chào salon' },
        { conversation_id: conversation.id, sender_type: 'customer', content: 'Còn chỗ không?' },
        {
          conversation_id: conversation.id,
          sender_type: 'customer',
          content: 'Đã đọc',
          read_at: new Date().toISOString(),
        },
      ])
      .execute();

    // Today's timeline, in start order, this branch only.
    await createAppointment(t.db, null, {
      service: cut,
      branch_id: branch.id,
      appointment_date: today,
      appointment_time: '14:00',
      customer_name: 'Khách Chiều',
    });
    await createAppointment(t.db, null, {
      service: wash,
      branch_id: branch.id,
      appointment_date: today,
      appointment_time: '09:00',
      customer_name: 'Khách Sáng',
      stylist_id: s1.id,
      status: 'confirmed',
    });
    await createAppointment(t.db, null, {
      service: wash,
      branch_id: other.id,
      appointment_date: today,
    });

    // What the rows above add up to, worked out by hand.
    const total = (order: { order: { total_amount: number } }) => Number(order.order.total_amount);
    const expected = {
      appointments: {
        pending: [0, 1],
        confirmed: [1, 0],
        completed: [2, 1],
        cancelled: [1, 0],
        no_show: [1, 0],
        total: [5, 2],
      },
      revenue: {
        appointments: [150_000 + 80_000, 150_000],
        orders_paid: [
          total(paid) + total(paidThenRefunded) + total(handedOver),
          total(paidBeforeRefundedNow),
        ],
        orders_refunded: [total(paidThenRefunded) + total(paidBeforeRefundedNow), 0],
        net: [
          230_000 + total(paid) + total(handedOver) - total(paidBeforeRefundedNow),
          150_000 + total(paidBeforeRefundedNow),
        ],
      },
      tickets: [2 + 3, 1 + 1],
      // At the branch: the one who joined in the period and booked there; the one before ordered there.
      new_customers: [1, 1],
      // The regular in both periods; the walk-in and the buyers had not come before.
      returning: [1, 1],
      attention: {
        low_stock_products: 1,
        pending_reviews: 2,
        unread_contacts: 1,
        unread_chats: 2,
        payments_to_match: 1,
      },
    };
    void unpaid;

    const mine = await figures(cookie, branch.id);
    expect(mine.period).toEqual({ from, to });
    expect(mine.previous_period).toEqual({ from: prevFrom, to: prevTo });
    expect(delta(sums(mine), { attention: before.attention })).toEqual({
      ...expected,
      attention: expected.attention,
    });
    const gross = (side: 0 | 1) =>
      expected.revenue.appointments[side]! + expected.revenue.orders_paid[side]!;
    expect(mine.average_ticket).toEqual({
      current: Math.round(gross(0) / expected.tickets[0]!),
      previous: Math.round(gross(1) / expected.tickets[1]!),
    });

    // Occupancy: 7 days of 6 slots, less the holiday, the short day having 2 slots.
    const workNow = (7 - 1 - 1) * 180 + 60;
    const workBefore = 7 * 180;
    expect(mine.occupancy.branches).toEqual([
      {
        id: branch.id,
        name: branch.name,
        booked_minutes: { current: 60 + 30 + 60 + 30, previous: 60 + 30 },
        working_minutes: { current: workNow * 2, previous: workBefore * 2 },
      },
    ]);
    expect(mine.occupancy.stylists).toEqual([
      {
        id: s1.id,
        name: s1.name,
        booked_minutes: { current: 120, previous: 60 },
        working_minutes: { current: workNow, previous: workBefore },
      },
      {
        id: s2.id,
        name: s2.name,
        booked_minutes: { current: 60, previous: 30 },
        working_minutes: { current: workNow, previous: workBefore },
      },
    ]);
    expect(mine.top_services).toEqual([
      { id: cut.id, name: cut.name, count: 1, revenue: 150_000 },
      { id: wash.id, name: wash.name, count: 1, revenue: 80_000 },
    ]);
    // Paid and not refunded: 2 + 1 units.
    expect(mine.top_products).toEqual([
      { id: product.id, name: product.name, count: 3, revenue: 300_000 },
    ]);
    expect(mine.timeline.map((row) => [row.appointment_time, row.customer_name])).toEqual([
      ['09:00', 'Khách Sáng'],
      ['14:00', 'Khách Chiều'],
    ]);
    expect(mine.timeline[0]).toMatchObject({ stylist_name: s1.name, status: 'confirmed' });
    expect(mine.daily).toHaveLength(7);
    expect(mine.daily.reduce((sum, day) => sum + day.appointments, 0)).toBe(5);
    expect(mine.daily.reduce((sum, day) => sum + day.revenue, 0)).toBe(expected.revenue.net[0]);
    expect(mine.previous_daily.reduce((sum, day) => sum + day.revenue, 0)).toBe(
      expected.revenue.net[1],
    );

    // Every branch: the other branch's completed visit, and the customer who joined elsewhere.
    const all = await figures(cookie);
    const add = ([a, b]: number[], [c, d]: number[]) => [a! + c!, b! + d!];
    expect(delta(sums(all), before)).toEqual({
      ...expected,
      appointments: {
        ...expected.appointments,
        completed: add(expected.appointments.completed, [1, 0]),
        total: add(expected.appointments.total, [1, 0]),
      },
      revenue: {
        ...expected.revenue,
        appointments: add(expected.revenue.appointments, [80_000, 0]),
        net: add(expected.revenue.net, [80_000, 0]),
      },
      tickets: add(expected.tickets, [1, 0]),
      new_customers: [2, 1],
    });
    expect(all.occupancy.branches.map((b) => b.id)).toEqual(
      expect.arrayContaining([branch.id, other.id]),
    );
    expect(all.timeline.filter((row) => row.branch_id === other.id)).toHaveLength(1);
  });
});
