import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();

async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __contactsMark: boolean }).__contactsMark = true;
  });
}
async function assertNotReloaded(page: Page) {
  assert.equal(
    await page.evaluate(() => (window as unknown as { __contactsMark?: boolean }).__contactsMark),
    true,
    'the page was not reloaded',
  );
}

/** Signs a back-office user in and opens the contacts page with its live stream open. */
async function openContacts(viewport: { width: number; height: number }, path = '/admin/contacts') {
  const opened = await openPage(suite.browser, suite.server.baseUrl, viewport);
  await loginStaff(opened.page, DEMO.manager.email, DEMO.manager.password);
  await opened.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await opened.page.goto(path);
  await opened.page.locator('[data-live="open"]').waitFor({ timeout: 15_000 });
  return opened;
}

describe('back-office contacts', () => {
  it('a visitor sends the contact form, a manager sees it live, replies, and the reply is in the outbox', async () => {
    const manager = await openContacts(DESKTOP);
    const desk = manager.page;
    await desk.getByRole('heading', { name: 'Quản lý liên hệ' }).waitFor();
    await markPage(desk);

    // A visitor writes from the contact page.
    const marker = Date.now().toString(36);
    const email = `bao.${marker}@example.com`;
    const question = `Cho tôi hỏi salon có nhận nhuộm highlight cuối tuần không? Mã ${marker}`;
    const visitor = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const site = visitor.page;
    await site.goto('/lien-he');
    const form = site.locator('form[aria-label="Biểu mẫu liên hệ"]');
    await form.waitFor();
    await site.fill('#name', 'Hoàng Gia Bảo');
    await site.fill('#phone', '0987 654 321');
    await site.fill('#email', email);
    await site.fill('#message', question);
    await form.locator('#subject').click();
    await clickOption(site, 'Tư vấn dịch vụ');
    await site.locator('#agreement').check();
    await form.locator('button[type=submit]').click();
    await site
      .getByText('Gửi tin nhắn thành công! Chúng tôi sẽ phản hồi trong thời gian sớm nhất.')
      .waitFor();

    // The manager's open list shows it without a reload.
    const row = desk.locator('tr.ant-table-row').filter({ hasText: marker });
    await row.waitFor({ timeout: 15_000 });
    await assertNotReloaded(desk);
    await toast(desk, 'Có liên hệ mới').waitFor();
    await row.getByText('Mới', { exact: true }).waitFor();
    await row.getByText('Chưa phân công').waitFor();
    await screenshot(desk, 'admin-contacts-1280');

    // Opens it: the message and its timeline.
    await row.getByRole('button', { name: 'Tư vấn dịch vụ' }).click();
    const detail = desk.locator('.ant-modal').filter({ hasText: 'Lịch sử xử lý' });
    await detail.getByText(question).waitFor();
    await detail.getByText('Tạo liên hệ').waitFor();
    await screenshot(desk, 'admin-contacts-detail-1280');

    // Replies.
    await detail.getByRole('button', { name: 'Phản hồi' }).click();
    const replyDialog = desk.locator('.ant-modal').filter({ hasText: 'Nội dung phản hồi' });
    await replyDialog.getByText(`Phản hồi sẽ được gửi tới ${email}`).waitFor();
    await replyDialog.getByRole('button', { name: 'Gửi phản hồi' }).click();
    await replyDialog.getByText('Vui lòng nhập nội dung phản hồi').waitFor();
    const answer = `Chào anh Bảo, salon nhận nhuộm highlight cả thứ Bảy và Chủ nhật. ${marker}`;
    await replyDialog.locator('textarea').fill(answer);
    await replyDialog.getByRole('button', { name: 'Gửi phản hồi' }).click();
    await toast(desk, 'Đã gửi phản hồi tới email của khách hàng').waitFor();
    await row.getByText('Đã phản hồi', { exact: true }).waitFor();

    // The reply is in the outbox, to the visitor's e-mail.
    const api = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const login = await api.request.post('/api/auth/admin/login', { data: DEMO.admin });
    assert.equal(login.status(), 200);
    const outbox = await api.request.get('/api/admin/outbox?channel=email');
    assert.equal(outbox.status(), 200);
    const messages = (
      (await outbox.json()) as {
        data: { data: { recipient: string; template: string; body: string }[] };
      }
    ).data.data;
    const sent = messages.find((m) => m.template === 'contact.reply' && m.recipient === email);
    assert.ok(sent, 'the reply is in the outbox');
    assert.ok(sent.body.includes(answer));
    await api.close();

    // The detail's timeline now shows the reply.
    await row.getByRole('button', { name: 'Tư vấn dịch vụ' }).click();
    await desk
      .locator('.ant-modal')
      .filter({ hasText: 'Lịch sử xử lý' })
      .getByText('Đã phản hồi khách hàng')
      .waitFor();

    assert.deepEqual(manager.errors, []);
    assert.deepEqual(visitor.errors, []);
    await visitor.context.close();
    await manager.context.close();
  });

  it('honours ?status=new and fits a phone at 375 px', async () => {
    const phone = await openContacts(MOBILE, '/admin/contacts?status=new');
    const page = phone.page;
    await page.getByRole('heading', { name: 'Quản lý liên hệ' }).waitFor();
    const statusFilter = page.getByLabel('Lọc theo trạng thái');
    await page
      .locator('.ant-select')
      .filter({ has: statusFilter })
      .getByText('Mới', { exact: true })
      .waitFor();
    await page.locator('tr.ant-table-row').first().waitFor();
    const statuses = await page.locator('tr.ant-table-row .ant-tag').allTextContents();
    assert.ok(statuses.includes('Mới'));
    assert.ok(!statuses.includes('Đã phản hồi'), 'only new contacts are listed');
    await screenshot(page, 'admin-contacts-375');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `page is ${width}px wide at ${MOBILE.width}px`);
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
  });

  it('a manager creates a contact by the form rules and assigns two new ones at once', async () => {
    const opened = await openContacts(DESKTOP);
    const page = opened.page;

    // Create: the spec's messages, then the contact in the list.
    await page.getByRole('button', { name: 'Tạo liên hệ' }).first().click();
    const create = page.locator('.ant-modal').filter({ hasText: 'Tên khách hàng' });
    await create.getByRole('button', { name: 'Lưu' }).click();
    for (const text of [
      'Vui lòng nhập tên khách hàng',
      'Vui lòng nhập email',
      'Vui lòng nhập tiêu đề',
      'Vui lòng nhập nội dung',
    ]) {
      await create.getByText(text).waitFor();
    }
    // Priority, status and notes appear only when editing.
    assert.equal(await create.getByText('Ghi chú nội bộ').count(), 0);
    await create.getByLabel('Tên khách hàng').fill('Vũ Ngọc Mai');
    await create.getByLabel('Email').fill('ngocmai@example.com');
    await create.getByLabel('Tiêu đề').fill('Gọi điện hỏi giá gội đầu dưỡng sinh');
    await create.getByLabel('Nội dung').fill('Khách gọi lúc 10 giờ hỏi giá và thời gian.');
    await create.getByRole('button', { name: 'Lưu' }).click();
    await toast(page, 'Tạo liên hệ thành công').waitFor();
    await page.locator('tr.ant-table-row').filter({ hasText: 'Vũ Ngọc Mai' }).waitFor();

    // Bulk: assign two new contacts to the manager.
    const rows = ['Nguyễn Thị Hương', 'Trần Quốc Bảo'].map((name) =>
      page.locator('tr.ant-table-row').filter({ hasText: name }),
    );
    for (const row of rows) await row.locator('input[type=checkbox]').check();
    await page.getByText('Đã chọn 2 liên hệ').waitFor();
    await page.getByRole('button', { name: 'Thao tác hàng loạt' }).click();
    const bulk = page.locator('.ant-modal').filter({ hasText: 'Thao tác hàng loạt' });
    await bulk.getByRole('button', { name: 'Thực hiện' }).click();
    await bulk.getByText('Vui lòng chọn hành động').waitFor();
    await bulk
      .locator('.ant-form-item')
      .filter({ hasText: 'Hành động' })
      .locator('.ant-select')
      .click();
    await clickOption(page, 'Phân công');
    await bulk
      .locator('.ant-form-item')
      .filter({ hasText: 'Nhân viên phụ trách' })
      .locator('.ant-select')
      .click();
    await clickOption(page, /Võ Thị Mai Lan/);
    await bulk.getByRole('button', { name: 'Thực hiện' }).click();
    await toast(page, 'Thao tác hàng loạt thành công').waitFor();
    for (const row of rows) {
      await row.getByText('Đang xử lý', { exact: true }).waitFor();
      await row.getByText('Võ Thị Mai Lan').waitFor();
    }
    assert.deepEqual(opened.errors, []);
    await opened.context.close();
  });
});
