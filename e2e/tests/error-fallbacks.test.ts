import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/**
 * B17: failures say something: a failure without a message shows the spec's own text, a form
 * refused by its rules logs nothing, and no page makes React Router warn about HydrateFallback.
 */
const suite = useServerAndBrowser();

/** A failure in our shape whose message says nothing. */
const SILENT_FAILURE = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, message: '', code: 'INTERNAL_ERROR' }),
};

/** Every console warning and error of the page from now on. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') lines.push(message.text());
  });
  return lines;
}

describe('failures without a message', () => {
  it("show the spec's fallback for the slider list and a slider's deletion", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));

    await page.route('**/api/admin/sliders?**', (route) => route.fulfill(SILENT_FAILURE));
    await page.goto('/admin/ui-management');
    await page.getByRole('alert').filter({ hasText: 'Không thể tải danh sách slider' }).waitFor();
    await screenshot(page, 'slider-list-failed-1280');
    await page.unroute('**/api/admin/sliders?**');

    await page.getByRole('button', { name: 'Thử lại' }).click();
    const row = page.getByRole('row', { name: /Mái tóc đẹp, tự tin mỗi ngày/ });
    await row.waitFor();
    await page.route('**/api/admin/sliders/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill(SILENT_FAILURE) : route.fallback(),
    );
    await row.getByRole('button', { name: /^Xóa/ }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Xóa' }).click();
    await page
      .locator('.ant-message')
      .getByText('Có lỗi xảy ra khi xóa', { exact: true })
      .waitFor();
    await context.close();
  });
});

describe('an address form refused by its rules', () => {
  it('shows its messages and logs nothing', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInDemoCustomer(page);
      await page.goto('/ho-so?tab=info');
      await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
      const modal = page.getByRole('dialog', { name: 'Thêm địa chỉ giao hàng' });
      await modal.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await modal.getByText('Vui lòng nhập địa chỉ!').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `address-form-refused-${viewport.width}`);
      assert.deepEqual(errors, [], 'nothing thrown or logged');
      await context.close();
    }
  });
});

describe('HydrateFallback', () => {
  it('no page makes React Router warn', async () => {
    const guest = await openPage(suite.browser, suite.server.baseUrl);
    const guestConsole = consoleOf(guest.page);
    for (const path of [
      '/',
      '/dich-vu',
      '/san-pham',
      '/lien-he',
      '/tro-giup',
      '/ve-chung-toi',
      '/dat-lich',
      '/customer/login',
      '/gio-hang',
      '/login',
    ]) {
      await guest.page.goto(path);
      await guest.page.waitForLoadState('networkidle');
    }
    await guest.context.close();

    const customer = await openPage(suite.browser, suite.server.baseUrl);
    const customerConsole = consoleOf(customer.page);
    await signInDemoCustomer(customer.page);
    for (const path of ['/ho-so', '/lich-hen', '/don-hang-cua-toi', '/thong-bao']) {
      await customer.page.goto(path);
      await customer.page.waitForLoadState('networkidle');
    }
    await customer.context.close();

    const staff = await openPage(suite.browser, suite.server.baseUrl);
    const staffConsole = consoleOf(staff.page);
    await loginStaff(staff.page, DEMO.admin.email, DEMO.admin.password);
    await staff.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    for (const path of ['/admin', '/admin/appointments', '/admin/ui-management']) {
      await staff.page.goto(path);
      await staff.page.waitForLoadState('networkidle');
    }
    await staff.context.close();

    const warned = [...guestConsole, ...customerConsole, ...staffConsole].filter((line) =>
      line.includes('HydrateFallback'),
    );
    assert.deepEqual(warned, []);
  });
});
