import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** The validation message under a form field, found by its label. */
function fieldError(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error', { hasText: text });
}

describe('contact page', () => {
  it('shows every rule, then sends the message', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await page.goto('/lien-he');
    await page.locator('h1', { hasText: 'Chúng tôi luôn sẵn sàng lắng nghe' }).waitFor();
    assert.equal(await page.title(), 'Liên hệ | Salon Tóc Việt');
    // The branches come from the API; the first one's details are shown.
    await page.getByText('135 Nguyễn Huệ, phường Sài Gòn, TP. Hồ Chí Minh').first().waitFor();

    const form = page.locator('form[aria-label="Biểu mẫu liên hệ"]');
    await form.locator('button[type=submit]').click();
    for (const message of [
      'Vui lòng nhập họ tên',
      'Vui lòng nhập số điện thoại',
      'Vui lòng nhập email',
      'Vui lòng chọn chủ đề',
      'Vui lòng nhập nội dung tin nhắn',
      'Vui lòng đồng ý với điều khoản',
    ]) {
      await fieldError(page, message).first().waitFor();
    }

    await page.fill('#name', 'A');
    await page.fill('#phone', '0912');
    await page.fill('#email', 'khoa@');
    await page.fill('#message', 'Ngắn');
    await fieldError(page, 'Họ tên phải có ít nhất 2 ký tự').waitFor();
    await fieldError(page, 'Số điện thoại không hợp lệ (10–11 chữ số)').waitFor();
    await fieldError(page, 'Email không hợp lệ').waitFor();
    await fieldError(page, 'Nội dung phải có ít nhất 10 ký tự').waitFor();

    await page.fill('#name', 'Trần Minh Khoa');
    await page.fill('#phone', '0912 345 678');
    await page.fill('#email', 'khoa.tran@example.com');
    await page.fill('#message', 'Cho tôi hỏi giá uốn tóc nam ở chi nhánh Nguyễn Huệ.');
    await form.locator('#subject').click();
    await clickOption(page, 'Hợp tác kinh doanh');
    await form.locator('#priority').click();
    await clickOption(page, 'Cao – phản hồi trong 4 giờ');
    await page.locator('#agreement').check();
    await form.locator('button[type=submit]').click();
    await page
      .getByText('Gửi tin nhắn thành công! Chúng tôi sẽ phản hồi trong thời gian sớm nhất.')
      .waitFor();
    // The form is ready for another message.
    assert.equal(await page.locator('#message').inputValue(), '');
    assert.equal(await page.locator('#agreement').isChecked(), false);

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it("fills in a signed-in customer's details", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    await page.goto('/contact');
    await page.waitForFunction(
      () => (document.querySelector<HTMLInputElement>('#phone')?.value ?? '') !== '',
    );
    assert.equal(await page.locator('#phone').inputValue(), DEMO.customer.phone);
    assert.equal(await page.locator('#email').inputValue(), DEMO.customer.email);
    await context.close();
  });
});

describe('help centre', () => {
  it('finds a question typed without diacritics and records a helpful vote', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await page.goto('/tro-giup');
    await page.getByRole('tab', { name: 'Hỏi đáp' }).click();
    await page.fill('input[aria-label="Tìm câu hỏi thường gặp"]', 'huy lich hen');
    const question = page.locator('summary', { hasText: 'Tôi có thể hủy lịch hẹn không?' });
    await question.waitFor();
    // Only the matching questions are left.
    assert.ok((await page.locator('#help-panel details').count()) < 15);
    assert.equal(
      await page
        .locator('#help-panel summary', { hasText: 'Salon nhận những hình thức thanh toán nào?' })
        .count(),
      0,
    );
    await question.click();
    await page.locator('details p', { hasText: 'còn hơn 2 giờ trước giờ hẹn' }).waitFor();

    await page.getByRole('button', { name: /Có \(0\)/ }).click();
    await page.getByRole('button', { name: /Có \(1\)/ }).waitFor();
    await page.getByText('Cảm ơn bạn đã phản hồi!').first().waitFor();

    // The vote is stored: after a reload it is still counted, and it is the visitor's.
    await page.reload();
    await page.fill('input[aria-label="Tìm câu hỏi thường gặp"]', 'huy lich hen');
    await question.click();
    const yes = page.getByRole('button', { name: /Có \(1\)/ });
    await yes.waitFor();
    assert.equal(await yes.getAttribute('aria-pressed'), 'true');
    // It now leads the popular questions.
    await page
      .locator('ol li', { hasText: 'Tôi có thể hủy lịch hẹn không?' })
      .filter({ hasText: '1 lượt hữu ích' })
      .waitFor();

    await page.fill('input[aria-label="Tìm câu hỏi thường gặp"]', 'kangaroo');
    await page.getByText('Không tìm thấy câu hỏi phù hợp').waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });
});

describe('help centre support form', () => {
  it('asks a guest for contact details, then sends the question', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/tro-giup?tab=support');
    const form = page.locator('form[aria-label="Gửi câu hỏi hỗ trợ"]');
    await form.locator('button[type=submit]').click();
    for (const message of [
      'Vui lòng chọn loại câu hỏi',
      'Vui lòng nhập tiêu đề',
      'Vui lòng nhập nội dung tin nhắn',
      'Vui lòng nhập họ tên',
      'Vui lòng nhập số điện thoại',
      'Vui lòng nhập email',
    ]) {
      await fieldError(page, message).first().waitFor();
    }
    await form.locator('#type').click();
    await clickOption(page, 'Đơn hàng và thanh toán');
    await page.fill('#subject', 'Chưa nhận được mã QR');
    await page.fill('#message', 'Tôi đặt hàng xong nhưng không thấy mã QR để chuyển khoản.');
    await page.fill('#name', 'Phạm Thu Hà');
    await page.fill('#phone', '0987654321');
    await page.fill('#email', 'thuha@example.com');
    await page.getByLabel('Email', { exact: true }).last().check();
    await form.locator('button[type=submit]').click();
    await page
      .getByText('Đã gửi câu hỏi thành công! Chúng tôi sẽ phản hồi trong vòng 24 giờ làm việc.')
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('terms, privacy and sitemap', () => {
  it('render their content', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/terms');
    await page.locator('h1', { hasText: 'Điều khoản sử dụng' }).waitFor();
    await page.getByText('3. Đặt lịch, đổi và hủy lịch').waitFor();

    await page.goto('/privacy');
    await page.locator('h1', { hasText: 'Chính sách bảo mật' }).waitFor();
    await page.getByText('Nghị định 13/2023/NĐ-CP').first().waitFor();

    await page.goto('/sitemap');
    await page.locator('h1', { hasText: 'Sơ đồ trang' }).waitFor();
    await page.getByRole('link', { name: 'Trung tâm trợ giúp' }).first().waitFor();
    // Services and products come from the API.
    const serviceLinks = page.locator('a[href^="/dich-vu/"]');
    await serviceLinks.first().waitFor();
    assert.ok((await serviceLinks.count()) >= 5);
    assert.ok((await page.locator('a[href^="/san-pham/"]').count()) >= 5);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  it(`screenshots of about, contact and help at ${label} px`, async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
    for (const [name, path] of [
      ['about', '/ve-chung-toi'],
      ['contact', '/lien-he'],
      ['help', '/tro-giup'],
      ['help-faq', '/tro-giup?tab=faq'],
      ['help-support', '/tro-giup?tab=support'],
      ['privacy', '/privacy'],
      ['sitemap', '/sitemap'],
    ] as const) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await settle(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= viewport.width, `${name} is ${scrollWidth}px wide`);
      await screenshot(page, `${name}-${label}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}
