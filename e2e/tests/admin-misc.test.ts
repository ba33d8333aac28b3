import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

// This file's server runs without the webhook's secret, as a fresh install does.
delete process.env.PAYMENT_WEBHOOK_SECRET;

const suite = useServerAndBrowser();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  await page.waitForTimeout(400);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).dispatchEvent('click');
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

async function signInAdmin(page: Page) {
  await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL('**/admin');
}

async function fits(page: Page, width: number, what: string) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `${what} is ${scroll}px wide at ${width}px`);
}

describe('back-office figures that say what they are', () => {
  it('suppliers show their performance score in colour bands, computed from their products', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAdmin(page);
    await page.goto('/admin/suppliers');
    await page.getByRole('heading', { name: 'Quản lý nhà cung cấp', level: 1 }).waitFor();
    const scores = page.getByTestId('supplier-score');
    await scores.first().waitFor();
    const api = (await (await page.request.get('/api/admin/suppliers?per_page=100')).json()) as {
      data: {
        data: {
          name: string;
          performance_score: number | null;
          performance_level: string | null;
        }[];
      };
    };
    const scored = api.data.data.filter((s) => s.performance_score !== null);
    assert.ok(scored.length > 0, 'the demo suppliers have products to score');
    // Each bar shows the band the server computed.
    const levels = await scores.evaluateAll((nodes) =>
      nodes.map((n) => n.getAttribute('data-level')),
    );
    for (const level of levels)
      assert.ok(['excellent', 'good', 'fair', 'poor', 'none'].includes(level ?? ''));
    // The tooltip explains the formula.
    await page.getByLabel('Cách tính điểm hiệu suất').first().hover();
    await page
      .getByText(/Còn hàng \(35%\)/)
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'suppliers-score-1280');

    await openTab(page, 'Tổng quan');
    const bands = ['excellent', 'good', 'fair', 'poor'];
    for (const band of bands) await page.getByTestId(`band-${band}`).waitFor();
    const stats = (await (await page.request.get('/api/admin/suppliers/statistics')).json()) as {
      data: { performance_bands: { level: string; count: number }[] };
    };
    for (const band of stats.data.performance_bands)
      assert.match(
        await page.getByTestId(`band-${band.level}`).innerText(),
        new RegExp(`: ${band.count}\\b`),
      );
    await settle(page);
    await screenshot(page, 'suppliers-overview-1280');
    await openTab(page, 'Phân tích');
    await page.getByText('Phân bố điểm hiệu suất').waitFor();

    await page.setViewportSize(MOBILE);
    await openTab(page, 'Danh sách nhà cung cấp');
    await scores.first().waitFor();
    await settle(page);
    await screenshot(page, 'suppliers-score-375');
    await fits(page, MOBILE.width, 'the suppliers page');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('branch revenue says what it counts, and a failed call shows an error with retry, not zeros', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAdmin(page);
    let fail = true;
    await page.route('**/api/admin/branches/revenue', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              code: 'INTERNAL',
              message: 'Có lỗi xảy ra khi tải dữ liệu doanh thu',
            }),
          })
        : route.continue(),
    );
    await page.goto('/admin/branches');
    await page.getByRole('heading', { name: 'Quản lý chi nhánh', level: 1 }).waitFor();
    await openTab(page, 'Doanh thu chi tiết');
    const error = page.getByTestId('revenue-error');
    await error.waitFor({ timeout: 20_000 });
    await error.getByText('Có lỗi xảy ra khi tải dữ liệu doanh thu').waitFor();
    assert.equal(await page.getByText('Chưa có dữ liệu doanh thu').count(), 0);
    await page
      .getByText(
        /Doanh thu từ lịch hẹn đã hoàn thành và đơn hàng đã thanh toán, trừ đơn đã hoàn tiền/,
      )
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'branch-revenue-error-1280');
    await page.setViewportSize(MOBILE);
    await settle(page);
    await screenshot(page, 'branch-revenue-error-375');
    await fits(page, MOBILE.width, 'the revenue error');
    await page.setViewportSize(DESKTOP);

    fail = false;
    await error.getByRole('button', { name: 'Thử lại' }).click();
    await error.waitFor({ state: 'hidden' });
    await page.getByRole('table').getByText('Salon Tóc Việt Lê Văn Sỹ').waitFor();
    await settle(page);
    await screenshot(page, 'branch-revenue-1280');
    await context.close();
  });

  it('the payments screen tells an admin the transfer webhook is not set up, and how', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAdmin(page);
    await page.goto('/admin/payment');
    const notice = page.getByTestId('webhook-notice');
    await notice.getByText('Chưa thiết lập webhook chuyển khoản').waitFor();
    await notice.getByText(/PAYMENT_WEBHOOK_SECRET/).waitFor();
    await notice
      .getByText(`${suite.server.baseUrl}/api/payments/webhook`, { exact: false })
      .waitFor();
    const status = (await (
      await page.request.get('/api/admin/payments/webhook-status')
    ).json()) as {
      data: { configured: boolean };
    };
    assert.equal(status.data.configured, false);
    await settle(page);
    await screenshot(page, 'payments-webhook-1280');
    await page.setViewportSize(MOBILE);
    await settle(page);
    await screenshot(page, 'payments-webhook-375');
    await fits(page, MOBILE.width, 'the payments page');
    assert.deepEqual(errors, []);
    await context.close();

    // A manager reads payments but not the server's set-up.
    const manager = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(manager.page, DEMO.manager.email, DEMO.manager.password);
    await manager.page.waitForURL('**/admin');
    await manager.page.goto('/admin/payment');
    await manager.page.getByRole('heading', { name: 'Thanh toán', level: 1 }).waitFor();
    await settle(manager.page);
    assert.equal(await manager.page.getByTestId('webhook-notice').count(), 0);
    assert.equal(
      (await manager.page.request.get('/api/admin/payments/webhook-status')).status(),
      403,
    );
    await manager.context.close();
  });
});
