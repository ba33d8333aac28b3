import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const SUCCESS =
  'Đánh giá của bạn đã được gửi thành công! Đánh giá sẽ được hiển thị sau khi được duyệt.';

async function waitForList(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [class*="stale"]'));
}

async function refreshList(page: Page, part: string, action: () => Promise<void>) {
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/public/services?') && r.url().includes(part),
  );
  await action();
  await response;
  await waitForList(page);
}

describe('reviews', () => {
  it('a guest reviews a service; an admin approves it; it then shows on the service page', async () => {
    const title = `Tóc uốn rất đẹp ${Date.now().toString(36)}`;
    const guest = await openPage(suite.browser, suite.server.baseUrl);
    const { page } = guest;

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Dịch vụ', exact: true }).click();
    await page.getByRole('heading', { name: 'Dịch vụ của chúng tôi', level: 1 }).waitFor();
    await waitForList(page);
    const filter = page.getByRole('group', { name: 'Lọc theo danh mục' });
    await refreshList(page, 'category=uon-toc', () =>
      filter.getByRole('button', { name: /^Uốn tóc \(\d+\)$/ }).click(),
    );
    await refreshList(page, 'sort=price_desc', async () => {
      await page.getByRole('combobox', { name: 'Sắp xếp' }).selectOption({ label: 'Giá giảm dần' });
    });

    const firstCard = page.locator('[data-item-card] h2 a').first();
    const serviceName = await firstCard.innerText();
    await firstCard.click();
    await page.getByRole('heading', { name: serviceName, level: 1 }).waitFor();
    const servicePath = new URL(page.url()).pathname;

    await page.getByRole('tab', { name: /Đánh giá/ }).click();
    await page.getByRole('button', { name: 'Viết đánh giá' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await dialog.getByText('Vui lòng chọn số sao đánh giá!').waitFor();
    await dialog.getByText('Vui lòng nhập email!').waitFor();

    await dialog.locator('.ant-rate-star').nth(4).click();
    await dialog.getByLabel('Tiêu đề').fill(title);
    await dialog
      .getByLabel('Nội dung')
      .fill('Stylist tư vấn kỹ, sóng tóc tự nhiên và giữ nếp lâu.');
    await dialog.getByLabel('Họ tên').fill('Nguyễn Thị Lan');
    await dialog.getByLabel('Email').fill('lan.nguyen@example.com');
    await screenshot(page, 'review-form-1280');
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await page.getByText(SUCCESS).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await page.getByText(title).count(), 0, 'not shown before approval');
    assert.deepEqual(guest.errors, []);
    assert.deepEqual(guest.foreignRequests, []);
    await guest.context.close();

    const admin = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.waitForURL(`${suite.server.baseUrl}/admin`);
    await admin.page.goto('/admin/feedback');
    await admin.page.getByRole('heading', { name: 'Đánh giá khách hàng', level: 1 }).waitFor();
    const row = admin.page.locator('tr', { hasText: title });
    await row.waitFor();
    assert.equal(await row.getByText('Chờ duyệt').count(), 1);
    await screenshot(admin.page, 'admin-feedback-1280');
    await row.getByRole('button', { name: 'Duyệt' }).click();
    await admin.page.getByText('Đã duyệt đánh giá').waitFor();
    await row.getByText('Đã duyệt').waitFor();
    assert.equal(
      await row.getByRole('button', { name: 'Duyệt' }).count(),
      0,
      'no actions once approved',
    );
    assert.deepEqual(admin.errors, []);
    await admin.context.close();

    const visitor = await openPage(suite.browser, suite.server.baseUrl);
    await visitor.page.goto(servicePath);
    await visitor.page.getByRole('tab', { name: /Đánh giá/ }).click();
    await visitor.page.getByText(title).waitFor();
    await visitor.page.getByText('Nguyễn Thị Lan').waitFor();
    assert.deepEqual(visitor.errors, []);
    await visitor.context.close();
  });
});
