import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser.ts';
import { demoServiceAndBranch, freeSlot } from '../support/booking.ts';
import { clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/**
 * B14: one phone rule. An 11-digit mobile is refused by the form itself, with the message the
 * server would give, and nothing is sent; an 11-digit landline goes through and the server
 * takes it.
 */
const suite = useServerAndBrowser();

function fieldError(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error', { hasText: text });
}

/** Counts the requests sent to `path` from now on. */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

describe('one phone rule in every form', () => {
  it('the contact form refuses an 11-digit mobile before sending and sends an 11-digit landline', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const sent = countRequests(page, 'POST', '/api/public/contact');
    await page.goto('/lien-he');
    const form = page.locator('form[aria-label="Biểu mẫu liên hệ"]');
    await form.waitFor();
    await page.fill('#name', 'Trần Minh Khoa');
    await page.fill('#phone', '0912 345 6789');
    await page.fill('#email', 'khoa.tran@example.com');
    await page.fill('#message', 'Cho tôi hỏi giá uốn tóc nam ở chi nhánh Nguyễn Huệ.');
    await form.locator('#subject').click();
    await clickOption(page, 'Tư vấn dịch vụ');
    await page.locator('#agreement').check();
    await form.locator('button[type=submit]').click();
    await fieldError(page, 'Số điện thoại không hợp lệ').waitFor();
    await screenshot(page, 'phone-rule-contact-1280');
    assert.equal(sent(), 0, 'nothing is sent with a phone the server refuses');

    await page.fill('#phone', '028 3823 4567');
    await form.locator('button[type=submit]').click();
    await page
      .getByText('Gửi tin nhắn thành công! Chúng tôi sẽ phản hồi trong thời gian sớm nhất.')
      .waitFor();
    assert.equal(sent(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the booking form refuses an 11-digit mobile at once and books with an 11-digit landline', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const { service, branch } = await demoServiceAndBranch(page);
    const slot = await freeSlot(page, { service: service.id, branch: branch.id }, 30, 24 * 6);
    await page.goto(`/dat-lich?service_id=${service.id}&branch_id=${branch.id}`);
    await page.getByRole('heading', { name: 'Chọn ngày và giờ' }).waitFor();
    const input = page.getByPlaceholder('Chọn ngày');
    await input.click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await panel.locator('.ant-picker-header-next-btn').waitFor();
    const cell = panel.locator(`td[title="${slot.date}"].ant-picker-cell-in-view`);
    if ((await cell.count()) === 0) await panel.locator('.ant-picker-header-next-btn').click();
    await cell.click();
    await page.locator(`[data-slot-time="${slot.time}"]`).click();
    await page.getByRole('button', { name: 'Tiếp tục' }).click();

    await page.getByRole('heading', { name: 'Thông tin khách hàng' }).waitFor();
    await page.getByLabel('Họ tên').fill('Lê Thị Máy Bàn');
    await page.getByLabel('Số điện thoại').fill('0912 345 6789');
    await fieldError(page, 'Số điện thoại không hợp lệ').waitFor();
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await screenshot(page, 'phone-rule-booking-1280');
    // Still on the customer step: the form refused it, as the server would.
    assert.equal(await page.getByRole('heading', { name: 'Thông tin khách hàng' }).count(), 1);

    await page.getByLabel('Số điện thoại').fill('028 3823 4567');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await page.getByRole('heading', { name: 'Ghi chú và xác nhận' }).waitFor();
    await page.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();
    await page.waitForURL(/\/dat-lich\/thanh-cong\?/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
