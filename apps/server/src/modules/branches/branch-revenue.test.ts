import { salonToday, type BranchPerformance, type BranchRevenueStatistics } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentRow, createStylist } from '../../test/branch-factories.js';
import { createBranch } from '../../test/factories.js';
import { createOrderRow } from '../../test/order-admin-factories.js';
import { injectAs } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { salonDayStart } from './branch-revenue.sql.js';

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = (await signIn(t, 'manager')).cookie;
});
afterAll(() => t.close());

const minutes = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000).toISOString();

async function revenue(): Promise<BranchRevenueStatistics> {
  const res = await injectAs(t, manager, 'GET', '/api/admin/branches/revenue');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: BranchRevenueStatistics }>().data;
}

describe('revenue from completed appointments', () => {
  it('counts only completed ones, by the salon-time day, month and year they were completed', async () => {
    const today = salonToday();
    const dayStart = salonDayStart(today);
    const a = await createBranch(t.db, { name: 'Salon Doanh Thu A' });
    const b = await createBranch(t.db, { name: 'Salon Doanh Thu B' });
    const done = (branch: number, price: number, completedAt: string) =>
      createAppointmentRow(t.db, {
        branch_id: branch,
        price,
        status: 'completed',
        completed_at: completedAt,
      });
    // 00:30 salon time today is 17:30 UTC yesterday: still today's revenue.
    await done(a.id, 300_000, minutes(dayStart, 30));
    // 23:30 salon time yesterday: not today's.
    await done(a.id, 200_000, minutes(dayStart, -30));
    // Last year: only in the all-time total.
    await done(a.id, 1_000_000, salonDayStart(`${Number(today.slice(0, 4)) - 1}-06-15`));
    await done(b.id, 450_000, minutes(dayStart, 60));
    // Booked, cancelled and no-show appointments earn nothing.
    for (const status of ['pending', 'confirmed', 'cancelled', 'no_show'] as const)
      await createAppointmentRow(t.db, { branch_id: b.id, price: 9_000_000, status });

    const stats = await revenue();
    expect(stats.today).toBe(today);
    const ofA = stats.branch_revenues.find((r) => r.branch_id === a.id);
    const ofB = stats.branch_revenues.find((r) => r.branch_id === b.id);
    expect(ofA).toEqual({
      branch_id: a.id,
      branch_name: 'Salon Doanh Thu A',
      status: 'active',
      revenue: 1_500_000,
      order_count: 3,
      today_revenue: 300_000,
      month_revenue: today.endsWith('-01') ? 300_000 : 500_000,
      year_revenue: today.endsWith('-01-01') ? 300_000 : 500_000,
    });
    expect(ofB).toMatchObject({ revenue: 450_000, order_count: 1, today_revenue: 450_000 });
    expect(stats.total_revenue).toBe(1_950_000);
    expect(stats.today_revenue).toBe(750_000);
    // Highest revenue first.
    expect(stats.branch_revenues[0]?.branch_id).toBe(a.id);

    const one = await injectAs(t, manager, 'GET', `/api/admin/branches/${b.id}/revenue`);
    expect(one.json().data).toEqual(ofB);
    expect(
      (await injectAs(t, manager, 'GET', '/api/admin/branches/999999/revenue')).statusCode,
    ).toBe(404);
  });

  it('lists a branch without any revenue with zeros', async () => {
    const quiet = await createBranch(t.db, { name: 'Salon Yên Tĩnh' });
    const stats = await revenue();
    expect(stats.branch_revenues.find((r) => r.branch_id === quiet.id)).toMatchObject({
      revenue: 0,
      order_count: 0,
      today_revenue: 0,
    });
  });
});

describe('revenue from paid orders, net of refunds', () => {
  it('adds orders paid and not refunded at their total, by when they were paid, beside appointments', async () => {
    const today = salonToday();
    const dayStart = salonDayStart(today);
    const branch = await createBranch(t.db, { name: 'Salon Bán Hàng' });
    await createAppointmentRow(t.db, {
      branch_id: branch.id,
      price: 300_000,
      status: 'completed',
      completed_at: minutes(dayStart, 90),
    });
    // Placed yesterday, paid and completed today: today's revenue.
    await createOrderRow(t.db, {
      branch_id: branch.id,
      status: 'completed',
      payment_status: 'paid',
      subtotal: 500_000,
      tax_amount: 50_000,
      total_amount: 550_000,
      created_at: minutes(dayStart, -600),
      paid_at: minutes(dayStart, 120),
      completed_at: minutes(dayStart, 120),
    });
    // Paid last year: only in the all-time total.
    const lastYear = salonDayStart(`${Number(today.slice(0, 4)) - 1}-03-01`);
    await createOrderRow(t.db, {
      branch_id: branch.id,
      status: 'completed',
      payment_status: 'paid',
      total_amount: 1_000_000,
      paid_at: lastYear,
      completed_at: lastYear,
    });
    // Paid today, not handed over yet: the money is in, so it counts today.
    await createOrderRow(t.db, {
      branch_id: branch.id,
      status: 'paid',
      payment_status: 'paid',
      total_amount: 7_000_000,
      paid_at: minutes(dayStart, 30),
    });
    // Pending, cancelled-and-refunded and completed-then-refunded orders earn nothing.
    await createOrderRow(t.db, {
      branch_id: branch.id,
      status: 'completed',
      payment_status: 'refunded',
      total_amount: 6_000_000,
      paid_at: minutes(dayStart, 30),
      completed_at: minutes(dayStart, 40),
    });
    await createOrderRow(t.db, { branch_id: branch.id, total_amount: 8_000_000 });
    await createOrderRow(t.db, {
      branch_id: branch.id,
      status: 'cancelled',
      payment_status: 'refunded',
      total_amount: 9_000_000,
      cancelled_at: minutes(dayStart, 30),
    });

    const stats = await revenue();
    expect(stats.branch_revenues.find((r) => r.branch_id === branch.id)).toEqual({
      branch_id: branch.id,
      branch_name: 'Salon Bán Hàng',
      status: 'active',
      revenue: 8_850_000,
      order_count: 4,
      today_revenue: 7_850_000,
      month_revenue: 7_850_000,
      year_revenue: 7_850_000,
    });
    const performance = await injectAs(t, manager, 'GET', '/api/admin/branches/performance');
    expect(
      performance.json<{ data: BranchPerformance[] }>().data.find((p) => p.branch_id === branch.id),
    ).toMatchObject({ revenue: 8_850_000, appointments: 1, completed: 1 });
  });
});

describe('performance comparison', () => {
  it('compares appointments, how they ended, revenue, stylists and their rating', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Hiệu Suất' });
    await createStylist(t.db, branch.id, { rating: 4.8 });
    await createStylist(t.db, branch.id, { rating: 4.3 });
    await createStylist(t.db, branch.id, { rating: null });
    await createStylist(t.db, branch.id, { rating: 1, is_stylist: false });
    const completedAt = new Date().toISOString();
    for (let i = 0; i < 6; i += 1)
      await createAppointmentRow(t.db, {
        branch_id: branch.id,
        status: 'completed',
        price: 100_000,
        completed_at: completedAt,
      });
    await createAppointmentRow(t.db, { branch_id: branch.id, status: 'cancelled' });
    await createAppointmentRow(t.db, { branch_id: branch.id, status: 'no_show' });
    await createAppointmentRow(t.db, { branch_id: branch.id, status: 'pending' });

    const res = await injectAs(t, manager, 'GET', '/api/admin/branches/performance');
    expect(res.statusCode, res.body).toBe(200);
    const row = res
      .json<{ data: BranchPerformance[] }>()
      .data.find((p) => p.branch_id === branch.id);
    expect(row).toEqual({
      branch_id: branch.id,
      branch_name: 'Salon Hiệu Suất',
      status: 'active',
      appointments: 9,
      completed: 6,
      cancelled: 1,
      no_show: 1,
      completion_rate: 75,
      cancellation_rate: 25,
      revenue: 600_000,
      stylists: 3,
      average_rating: 4.6,
    });
  });

  it('has no rates for a branch with no decided appointment', async () => {
    const branch = await createBranch(t.db, { name: 'Salon Mới Mở' });
    const res = await injectAs(t, manager, 'GET', '/api/admin/branches/performance');
    expect(
      res.json<{ data: BranchPerformance[] }>().data.find((p) => p.branch_id === branch.id),
    ).toMatchObject({
      appointments: 0,
      completion_rate: null,
      cancellation_rate: null,
      average_rating: null,
    });
  });
});
