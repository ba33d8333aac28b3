import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { addDays, salonToday, type DashboardDto } from '@salon/shared';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** `YYYY-MM-DD` → `DD/MM/YYYY`, as the back office writes dates. */
const shown = (date: string) => date.split('-').reverse().join('/');

/**
 * Two appointments written into the e2e server's own SQLite file: one today, one tomorrow, so
 * the desk's day filter has a row to show and one to leave out, whatever the hour.
 */
async function addAppointments(today: string) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
  try {
    const branch = db
      .prepare("SELECT id FROM branches WHERE status = 'active' ORDER BY id")
      .get() as {
      id: number;
    };
    const service = db
      .prepare(
        "SELECT id, price, duration_minutes FROM services WHERE status = 'active' ORDER BY id",
      )
      .get() as { id: number; price: number; duration_minutes: number };
    const insert = db.prepare(
      `INSERT INTO appointments (code, customer_name, customer_phone, branch_id, service_id,
         appointment_date, appointment_time, end_time, duration_minutes, price, status)
       VALUES (?, ?, ?, ?, ?, ?, '07:00', '08:00', ?, ?, 'confirmed')`,
    );
    const row = (code: string, name: string, phone: string, date: string) =>
      insert.run(
        code,
        name,
        phone,
        branch.id,
        service.id,
        date,
        service.duration_minutes,
        service.price,
      );
    row('LH-E2EHOMNAY', 'Khách Hôm Nay Thử', '+84911000001', today);
    row('LH-E2ENGAYMAI', 'Khách Ngày Mai Thử', '+84911000002', addDays(today, 1));
  } finally {
    db.close();
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function openDashboard(page: Page) {
  await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { name: 'Tổng quan', level: 1 }).waitFor();
}

describe('back-office dashboard', () => {
  it("a manager lands on the dashboard and follows 'lịch hẹn hôm nay' to the filtered desk", async () => {
    const today = salonToday();
    await addAppointments(today);
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
      { timezoneId: 'America/New_York' },
    );
    await openDashboard(page);

    // The figures on the screen are the API's, for today and all branches.
    const reply = await page.request.get(`/api/admin/dashboard?from=${today}&to=${today}`);
    assert.equal(reply.status(), 200);
    const data = ((await reply.json()) as { data: DashboardDto }).data;
    assert.ok(data.timeline.some((item) => item.code === 'LH-E2EHOMNAY'));
    const total = page.getByRole('link', {
      name: `Tổng lịch hẹn: ${data.appointments.total.current.toLocaleString('vi-VN')}`,
    });
    await total.waitFor();
    const todayLink = page.getByRole('link', {
      name: `Lịch hẹn hôm nay (${data.timeline.length})`,
    });
    await todayLink.waitFor();
    await page.getByText('Khách Hôm Nay Thử').first().waitFor();
    await settle(page);
    await screenshot(page, 'dashboard-1280');

    await todayLink.click();
    await page.waitForURL((url) => url.pathname === '/admin/appointments');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('date_from'), today);
    assert.equal(url.searchParams.get('date_to'), today);
    await page.getByRole('heading', { name: 'Lịch hẹn', level: 1 }).waitFor();
    // The list tab, its date filter set to today (both ends), every row today's.
    const range = page.locator('.ant-picker-range input');
    assert.equal(await range.nth(0).inputValue(), shown(today));
    assert.equal(await range.nth(1).inputValue(), shown(today));
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await page.getByText('Khách Hôm Nay Thử').waitFor();
    assert.equal(await page.getByText('Khách Ngày Mai Thử').count(), 0);
    const count = await rows.count();
    assert.ok(count >= 1);
    for (let i = 0; i < count; i++) {
      assert.match(await rows.nth(i).innerText(), new RegExp(shown(today)));
    }
    await settle(page);
    await screenshot(page, 'dashboard-desk-today-1280');

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('the waiting-work cards open their lists already filtered', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await openDashboard(page);
    const today = salonToday();
    const reply = await page.request.get(`/api/admin/dashboard?from=${today}&to=${today}`);
    const { attention } = ((await reply.json()) as { data: DashboardDto }).data;
    const cards = [
      {
        card: 'Sản phẩm sắp hết hàng',
        path: '/admin/products',
        filter: 'Sắp hết hàng',
        count: attention.low_stock_products,
      },
      {
        card: 'Đánh giá chờ duyệt',
        path: '/admin/feedback',
        filter: 'Chờ duyệt',
        count: attention.pending_reviews,
      },
      {
        card: 'Giao dịch chờ đối soát',
        path: '/admin/payment',
        filter: 'Chờ đối soát',
        count: attention.payments_to_match,
      },
    ];
    for (const { card, path: listPath, filter, count } of cards) {
      await page.goto('/admin');
      await page.getByRole('link', { name: new RegExp(card) }).click();
      await page.waitForURL((url) => url.pathname === listPath);
      await page.locator('.ant-select-content', { hasText: filter }).first().waitFor();
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      const expected = Math.min(count, 10);
      // The list fills in once its (already filtered) request answers.
      await page
        .waitForFunction(
          (n) => document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length === n,
          expected,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await screenshot(page, `dashboard-card-${listPath.split('/').pop()}`);
      const shown = await rows.count();
      // The card's number is the list's length (one page holds them in the demo).
      assert.equal(shown, expected, `${card}: ${shown} rows for ${count}`);
      for (let i = 0; i < shown; i++) {
        assert.match(await rows.nth(i).innerText(), new RegExp(filter), card);
      }
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits a phone at 375 px', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await openDashboard(page);
    await page.getByRole('link', { name: /^Lịch hẹn hôm nay/ }).waitFor();
    await settle(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    await screenshot(page, 'dashboard-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
