import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { chooseOption, clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser({ mail: true });

async function signedInStaff(email: string, password: string, viewport?: typeof MOBILE) {
  const opened = await openPage(suite.browser, suite.server.baseUrl, viewport);
  await loginStaff(opened.page, email, password);
  await opened.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  return opened;
}

const faqPanel = (page: Page, question: RegExp) =>
  page.locator('.ant-collapse-item').filter({ hasText: question });

describe('back-office help', () => {
  it('FAQ search without diacritics, and a helpful vote and rating that persist after reload', async () => {
    const { page, errors } = await signedInStaff(DEMO.staff.email, DEMO.staff.password);
    await page.goto('/admin/help');
    await page.getByRole('heading', { name: 'Trợ giúp', level: 1 }).waitFor();
    await page.getByText('Xử lý lịch hẹn trong ngày').waitFor();
    // Staff have no system information or inbox.
    assert.equal(await page.getByRole('tab', { name: 'Phản hồi nhận được' }).count(), 0);
    await screenshot(page, 'admin-help-guides-1280');

    await page.getByRole('tab', { name: 'Câu hỏi thường gặp' }).click();
    await page.getByLabel('Tìm câu hỏi').fill('doi mat khau');
    const panel = faqPanel(page, /đổi mật khẩu/);
    await panel.waitFor();
    assert.equal(await page.locator('.ant-collapse-item').count(), 1, 'only the matching question');
    const actions = panel.locator('[data-faq="change-password"]');
    await actions.getByRole('button', { name: /Có \(\d+\)/ }).click();
    await actions.getByRole('button', { name: /Có \(1\)/ }).waitFor();
    await actions.locator('.ant-rate-star').nth(3).click();
    await actions.getByText('4/5 (1 lượt)').waitFor();
    await screenshot(page, 'admin-help-faq-1280');

    await page.reload();
    await page.getByLabel('Tìm câu hỏi').fill('mat khau');
    const again = faqPanel(page, /đổi mật khẩu/).locator('[data-faq="change-password"]');
    const yes = again.getByRole('button', { name: /Có \(1\)/ });
    await yes.waitFor();
    assert.equal(await yes.getAttribute('aria-pressed'), 'true', 'my vote is remembered');
    await again.getByText('4/5 (1 lượt)').waitFor();
    // A search with no answer says so.
    await page.getByLabel('Tìm câu hỏi').fill('khuyen mai');
    await page.getByText('Không tìm thấy câu hỏi phù hợp').waitFor();

    await page.getByRole('tab', { name: 'Video hướng dẫn' }).click();
    await page.getByText('Chưa có video hướng dẫn').waitFor();
    assert.equal(await page.locator('video, iframe').count(), 0, 'no fake player');
    assert.deepEqual(errors, []);
  });

  it('feedback sent by staff is read by the admin, beside the system information', async () => {
    const subject = `Lịch tuần khó xem ${Date.now().toString(36)}`;
    const staff = await signedInStaff(DEMO.staff.email, DEMO.staff.password, MOBILE);
    await staff.page.goto('/admin/help?tab=support');
    await staff.page.getByText('Kênh hỗ trợ', { exact: true }).waitFor();
    assert.equal(await staff.page.getByText('Thông tin hệ thống', { exact: true }).count(), 0);
    await chooseOption(staff.page, staff.page.getByLabel('Loại phản hồi'), 'Đề xuất tính năng');
    await staff.page.getByLabel('Tiêu đề').fill(subject);
    await staff.page.getByLabel('Mô tả').fill('Muốn xem lịch theo tuần trên điện thoại.');
    await chooseOption(staff.page, staff.page.getByLabel('Mức ưu tiên'), 'Cao');
    await screenshot(staff.page, 'admin-help-support-375');
    await staff.page.getByRole('button', { name: 'Gửi phản hồi' }).click();
    await staff.page
      .getByText(/Phản hồi đã được gửi/)
      .first()
      .waitFor();

    const admin = await signedInStaff(DEMO.admin.email, DEMO.admin.password);
    await admin.page.goto('/admin/help?tab=support');
    const info = admin.page.getByTestId('system-info');
    await info.waitFor();
    const text = await info.innerText();
    assert.match(text, /SQLite|PostgreSQL/);
    assert.match(text, /Đã cấu hình SMTP/);
    assert.match(text, /chờ gửi/);
    await screenshot(admin.page, 'admin-help-support-1280');

    await admin.page.getByRole('tab', { name: 'Phản hồi nhận được' }).click();
    const item = admin.page.locator('[data-feedback]').filter({ hasText: subject });
    await item.waitFor();
    assert.match(await item.innerText(), /Đề xuất tính năng[\s\S]*Cao[\s\S]*Nhân viên/);
    await admin.page.getByText('Yêu cầu hỗ trợ từ trang Trợ giúp').waitFor();
    await screenshot(admin.page, 'admin-help-inbox-1280');
    assert.deepEqual(admin.errors, []);
    assert.deepEqual(staff.errors, []);
  });
});

describe('toast demo', () => {
  it('shows toasts at the top right, 24 px down, at most five', async () => {
    const { page, errors } = await signedInStaff(DEMO.staff.email, DEMO.staff.password);
    await page.goto('/admin/toast-demo');
    await page.getByRole('heading', { name: 'Thử thông báo nổi' }).waitFor();
    const settings = await page.getByTestId('toast-settings').innerText();
    assert.match(settings, /Góc trên bên phải[\s\S]*24 px[\s\S]*4 giây[\s\S]*5/);

    await page.getByRole('button', { name: 'Thành công', exact: true }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Lưu thành công' });
    await notice.waitFor();
    const box = await notice.boundingBox();
    const width = page.viewportSize()?.width ?? 1280;
    assert.ok(box, 'the toast is on screen');
    assert.ok(box.x + box.width > width - 80, `at the right (${box.x + box.width} of ${width})`);
    assert.ok(box.y >= 20 && box.y < 60, `at the top, 24 px down (y ${box.y})`);
    await screenshot(page, 'toast-demo-1280');

    await page.getByRole('button', { name: /^Hiện 7 thông báo liền/ }).click();
    await page.waitForTimeout(600);
    const shown = await page.locator('.ant-notification-notice-wrapper').count();
    assert.ok(shown <= 5, `at most 5 at once (${shown})`);
    // Gone after 4 seconds.
    await notice.waitFor({ state: 'detached', timeout: 8_000 });
    assert.deepEqual(errors, []);
  });
});

describe('test notification', () => {
  it('reaches the chosen customer’s bell live, and its e-mail’s outbox line shows', async () => {
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

    const { page, errors } = await signedInStaff(DEMO.admin.email, DEMO.admin.password);
    await page.goto('/admin/test-notification');
    await page.getByRole('heading', { name: 'Thử thông báo', level: 1 }).waitFor();
    const title = `Thử chuông ${Date.now().toString(36)}`;
    const picker = page.getByLabel('Người nhận');
    await picker.click();
    await picker.fill('pham minh thu');
    await clickOption(page, /Phạm Minh Thư/);
    await page.getByLabel('Tiêu đề').fill(title);
    await page.getByRole('button', { name: 'Gửi thử' }).click();

    const status = page.getByTestId('outbox-status').first();
    await status.getByText('Đã gửi').waitFor({ timeout: 20_000 });
    assert.match(await status.innerText(), new RegExp(DEMO.customer.email));
    await page.getByText('Đã vào chuông thông báo').waitFor({ timeout: 15_000 });
    await screenshot(page, 'test-notification-1280');
    assert.ok(
      suite.mail.received.some(
        (mail) =>
          mail.data.includes(title) || mail.to.some((to) => to.includes(DEMO.customer.email)),
      ),
      'the e-mail reached the mail server',
    );

    await customer.page.waitForFunction(
      () =>
        document
          .querySelector('header button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo (1 chưa đọc)',
      undefined,
      { timeout: 15_000 },
    );
    await customer.page
      .locator('header')
      .getByRole('button', { name: /^Thông báo/ })
      .click();
    await customer.page
      .getByTestId('notification-dropdown')
      .getByTestId('notification-item')
      .filter({ hasText: title })
      .waitFor();

    const phone = await signedInStaff(DEMO.admin.email, DEMO.admin.password, MOBILE);
    await phone.page.goto('/admin/test-notification');
    await phone.page.getByRole('heading', { name: 'Thử thông báo', level: 1 }).waitFor();
    await screenshot(phone.page, 'test-notification-375');
    await phone.page.goto('/admin/toast-demo');
    await phone.page.getByRole('heading', { name: 'Thử thông báo nổi' }).waitFor();
    await screenshot(phone.page, 'toast-demo-375');
    await phone.page.goto('/admin/help?tab=faq');
    await phone.page.getByLabel('Tìm câu hỏi').waitFor();
    await screenshot(phone.page, 'admin-help-faq-375');
    assert.deepEqual(errors, []);
  });
});

describe('notification form recipient', () => {
  it('is picked by name typed without diacritics, not by id', async () => {
    const { page, errors } = await signedInStaff(DEMO.manager.email, DEMO.manager.password);
    await page.goto('/admin/notifications');
    await page.getByRole('button', { name: 'Tạo thông báo' }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.getByLabel('Loại thông báo'), 'Cảnh báo hệ thống');
    const title = `Nhắc lịch ${Date.now().toString(36)}`;
    await dialog.getByLabel('Tiêu đề').fill(title);
    await dialog.getByLabel('Nội dung').fill('Chị nhớ mang theo thẻ thành viên nhé.');
    const picker = dialog.getByLabel('Người nhận');
    await picker.click();
    await picker.fill('nguyen thu trang');
    await clickOption(page, /Nguyễn Thu Trang/);
    await screenshot(page, 'notification-form-recipient-1280');
    await dialog.getByRole('button', { name: 'Tạo thông báo' }).click();
    await page.getByText('Tạo thông báo thành công!').first().waitFor();
    const created = await page.request.get(
      `/api/admin/notifications?search=${encodeURIComponent('Nguyễn Thu Trang')}`,
    );
    const list = (await created.json()) as {
      data: { data: { title: string; user: { name: string } | null }[] };
    };
    const mine = list.data.data.find((n) => n.title === title);
    assert.equal(mine?.user?.name, 'Nguyễn Thu Trang');
    assert.deepEqual(errors, []);
  });
});
