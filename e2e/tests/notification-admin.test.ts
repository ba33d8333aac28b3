import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { chooseOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const headerBell = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Thông báo/ });

/** A visible toast with this text. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();

/** The visible (active) tab panel of the screen. */
const activePanel = (page: Page) => page.getByRole('tabpanel');

/** Opens the select with this label and picks the option. */
const chooseIn = (page: Page, label: string, option: string) =>
  chooseOption(page, page.getByLabel(label), option);

/**
 * Pop-ups for new notifications come only inside the user's notification hours (00:00 to 23:00
 * at most, on the clock of their time zone): choose a zone where it is not yet 23:00, whatever
 * the time the test runs.
 */
async function receiveAlertsNow(page: Page): Promise<void> {
  const zones = ['Asia/Ho_Chi_Minh', 'UTC'];
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(
        new Date(),
      ),
    );
  const timezone = zones.find((zone) => hourIn(zone) < 23) ?? 'UTC';
  const saved = await page.request.put('/api/me/preferences', {
    data: { timezone, notification_start_hour: 0, notification_end_hour: 23 },
  });
  assert.equal(saved.status(), 200, await saved.text());
}

describe('notification manager', () => {
  it('a customer broadcast reaches an open customer page live; filters and bulk actions work', async () => {
    // The customer is already on the home page, with nothing unread, before the broadcast.
    const customer = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(customer.page, DEMO.customer.phone, DEMO.customer.password);
    await customer.page.waitForURL('**/ho-so');
    await customer.page.request.patch('/api/notifications/mark-all-read');
    await customer.page.goto('/');
    await customer.page.waitForFunction(
      () =>
        document
          .querySelector('header button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo',
    );

    const manager = await openPage(suite.browser, suite.server.baseUrl);
    const { page } = manager;
    await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await receiveAlertsNow(page);
    await page.goto('/admin/notifications');
    await page.getByRole('heading', { name: 'Quản lý thông báo' }).waitFor();
    await page.getByText('Thông báo gần đây').waitFor();
    await page.getByRole('button', { name: 'Gửi theo vai trò' }).waitFor();

    const title = `Ưu đãi cuối tuần ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Gửi đến khách hàng' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tiêu đề').fill(title);
    await dialog
      .getByLabel('Nội dung')
      .fill('Giảm 20% mọi dịch vụ uốn tóc trong hai ngày cuối tuần.');
    await dialog.getByLabel('Liên kết').fill('/khuyen-mai');
    await dialog.getByRole('button', { name: 'Gửi broadcast' }).click();
    await toast(page, /Tạo broadcast thành công! Đã gửi đến \d+ người nhận/).waitFor();
    // The delivery job announces it to the back office too.
    await toast(page, 'Có thông báo mới').waitFor({ timeout: 15_000 });

    // The customer's open page shows it without a reload.
    await customer.page.waitForFunction(
      () =>
        document
          .querySelector('header button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo (1 chưa đọc)',
      undefined,
      { timeout: 15_000 },
    );
    await headerBell(customer.page).click();
    const item = customer.page
      .getByTestId('notification-dropdown')
      .getByTestId('notification-item')
      .filter({ hasText: title });
    await item.waitFor();
    assert.equal(await item.getAttribute('data-unread'), 'true');
    await customer.page.keyboard.press('Escape');

    await screenshot(page, 'notification-admin-dashboard-1280');

    // Management: filter by type and by the demo customer, then mark it read in bulk.
    await page.getByRole('tab', { name: 'Quản lý' }).click();
    const panel = activePanel(page);
    await chooseIn(page, 'Lọc theo loại', 'Thông báo khách hàng');
    await panel.locator('tbody tr[data-unread]').first().waitFor();
    const typeTags = await panel.locator('tbody tr[data-unread]').allInnerTexts();
    assert.ok(typeTags.length > 0);
    for (const text of typeTags) assert.match(text, /Thông báo khách hàng/);

    await page.getByLabel('Tìm người nhận').fill(DEMO.customer.email);
    await page.waitForFunction(
      () => document.querySelectorAll('[role=tabpanel] tbody tr[data-unread]').length === 1,
    );
    const row = panel.locator('tbody tr[data-unread]').first();
    assert.match(await row.innerText(), new RegExp(title));
    assert.equal(await row.getAttribute('data-unread'), 'true');
    await screenshot(page, 'notification-admin-manage-1280');

    await row.locator('input[type=checkbox]').check();
    await page.getByText('Đã chọn 1 thông báo').waitFor();
    await page.getByRole('button', { name: 'Đánh dấu đã đọc' }).click();
    await toast(page, 'Đã thực hiện đánh dấu đã đọc cho 1 thông báo').waitFor();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[role=tabpanel] tbody tr[data-unread]')
          ?.getAttribute('data-unread') === 'false',
    );
    // ...and the customer's bell follows, still without a reload.
    await customer.page.waitForFunction(
      () =>
        document
          .querySelector('header button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo',
      undefined,
      { timeout: 15_000 },
    );

    // Status filter: the read one is listed under "Đã đọc", not under "Đã gửi".
    await chooseIn(page, 'Lọc theo trạng thái', 'Đã gửi');
    await panel.getByText('Không có thông báo nào phù hợp').waitFor();
    await chooseIn(page, 'Lọc theo trạng thái', 'Đã đọc');
    await panel.locator('tbody tr[data-unread]').filter({ hasText: title }).waitFor();

    // The outbox is for admins only: a manager has no such tab.
    assert.equal(await page.getByRole('tab', { name: /Hộp thư đi/ }).count(), 0);
    const admin = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.page.goto('/admin/notifications');
    await admin.page.getByRole('heading', { name: 'Quản lý thông báo' }).waitFor();
    // The outbox tab says where e-mails wait without SMTP.
    await admin.page.getByRole('tab', { name: /Hộp thư đi/ }).click();
    await admin.page.getByText(/Chưa cấu hình máy chủ gửi email/).waitFor();
    await screenshot(admin.page, 'notification-admin-outbox-1280');
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    assert.deepEqual(manager.errors, []);
    assert.deepEqual(manager.foreignRequests, []);
    assert.deepEqual(customer.errors, []);
    await customer.context.close();
    await manager.context.close();
  });

  it('works on a 375 px phone', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/notifications');
    await page.getByText('Thông báo gần đây').waitFor();
    // Staff do not address roles.
    assert.equal(await page.getByRole('button', { name: 'Gửi theo vai trò' }).count(), 0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await screenshot(page, 'notification-admin-dashboard-375');
    await page.getByRole('tab', { name: 'Quản lý' }).click();
    await page.locator('[role=tabpanel] tbody tr[data-unread]').first().waitFor();
    await screenshot(page, 'notification-admin-manage-375');
    await page.getByRole('tab', { name: 'Tổng quan' }).click();
    await page.getByRole('button', { name: 'Tạo thông báo' }).click();
    await page.getByRole('dialog').getByText('Loại thông báo').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Tạo thông báo' }).click();
    await page.getByText('Vui lòng chọn loại thông báo').waitFor();
    await page.getByText('Vui lòng nhập tiêu đề').waitFor();
    await screenshot(page, 'notification-admin-form-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
