import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot, type TestPage } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** A visible toast with this text. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: text }).first();

const listItems = (page: Page) => page.getByTestId('chat-list-item');
const chatWindow = (page: Page) => page.getByTestId('chat-window');
const bubbles = (page: Page) => page.getByTestId('chat-thread').getByTestId('chat-message');
const composerBox = (page: Page) => page.getByRole('textbox', { name: 'Tin nhắn' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Gửi', exact: true });

/** The row of the list whose customer is `name`. */
const rowOf = (page: Page, name: string) => listItems(page).filter({ hasText: name });

/** Marks the page; `assertNotReloaded` fails if it was loaded again since. */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __chatMark: boolean }).__chatMark = true;
  });
}
async function assertNotReloaded(page: Page) {
  assert.equal(
    await page.evaluate(() => (window as unknown as { __chatMark?: boolean }).__chatMark),
    true,
    'the page was not reloaded',
  );
}

/** Signs a back-office user in and opens /admin/chat with its live stream open. */
async function openAdminChat(
  viewport: { width: number; height: number },
  account: { email: string; password: string },
  path = '/admin/chat',
): Promise<TestPage> {
  const opened = await openPage(suite.browser, suite.server.baseUrl, viewport);
  try {
    await loginStaff(opened.page, account.email, account.password);
  } catch (error) {
    await screenshot(opened.page, 'admin-chat-login-failure');
    console.log(opened.page.url(), opened.errors);
    throw error;
  }
  await opened.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await opened.page.goto(path);
  await opened.page
    .locator('[data-live="open"], [data-testid="chat-test-live"][data-state="open"]')
    .waitFor({ timeout: 15_000 });
  return opened;
}

/** An API session of a back-office account in a context of its own. */
async function backOfficeApi(account: { email: string; password: string }) {
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  const login = await context.request.post('/api/auth/admin/login', {
    data: { email: account.email, password: account.password },
  });
  assert.equal(login.status(), 200, await login.text());
  return context;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  assert.ok(response.ok(), `${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Fails when the page is wider than the screen (a horizontal scroll bar on a phone). */
async function assertNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide at ${width}px`);
}

/** Picks an option of an Ant Design select. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await clickOption(page, option);
}

const CUSTOMER_NAME = 'Phạm Minh Thư';
/** A 1×1 PNG. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('back-office chat', () => {
  it('a customer writes, staff see it live and reply, the customer sees the reply live; staff assign it to themselves and close it with a reason', async () => {
    // Staff are on /admin/chat first (the demo customer's two open conversations are listed).
    const staff = await openAdminChat(DESKTOP, DEMO.staff);
    const admin = staff.page;
    await rowOf(admin, CUSTOMER_NAME).first().waitFor();
    await admin.getByText('Chọn một cuộc trò chuyện để xem tin nhắn').waitFor();
    await markPage(admin);

    // The customer opens their chat (the open consultation) and writes.
    const customer = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const client = customer.page;
    await loginCustomer(client, DEMO.customer.phone, DEMO.customer.password);
    await client.waitForURL('**/ho-so');
    await client.goto('/tin-nhan');
    await client.getByTestId('chat-composer').waitFor();
    await markPage(client);
    const question = `Chào salon, mình muốn hỏi giá uốn tóc ${Date.now().toString(36)}`;
    await composerBox(client).fill(question);
    await composerBox(client).press('Enter');
    await bubbles(client).filter({ hasText: question }).waitFor();

    // Staff see it arrive, unread, without a reload.
    const row = rowOf(admin, CUSTOMER_NAME).filter({ hasText: question });
    await row.waitFor({ timeout: 15_000 });
    assert.notEqual(await row.getAttribute('data-unread'), '0');
    await row.getByText('Chưa phân công').waitFor();
    await row.getByText('Bình thường', { exact: true }).waitFor();
    await admin
      .locator('[data-testid="chat-unread-badge"]:not([data-count="0"])')
      .waitFor({ timeout: 15_000 });

    // Opening it shows the message and marks it read.
    await row.click();
    const conversationId = new URL(admin.url()).searchParams.get('conversation');
    assert.match(conversationId ?? '', /^\d+$/);
    const openRow = admin.locator(
      `[data-testid="chat-list-item"][data-conversation-id="${conversationId}"]`,
    );
    await chatWindow(admin).waitFor();
    await bubbles(admin).filter({ hasText: question }).waitFor();
    assert.equal(
      await bubbles(admin).filter({ hasText: question }).getAttribute('data-tone'),
      'other',
    );
    await admin.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="chat-list-item"][aria-current="true"]')
          ?.getAttribute('data-unread') === '0',
    );
    // The customer sees their message read.
    await client.getByTestId('chat-seen').waitFor({ timeout: 15_000 });

    // Staff reply; the customer sees it without a reload.
    const answer = 'Chào chị, uốn lạnh bên em từ 450.000 ₫ ạ.';
    await composerBox(admin).fill(answer);
    await composerBox(admin).press('Enter');
    await toast(admin, 'Gửi tin nhắn thành công').waitFor();
    const sent = bubbles(admin).filter({ hasText: answer });
    await sent.waitFor();
    assert.equal(await sent.getAttribute('data-tone'), 'own');
    const reply = bubbles(client).filter({ hasText: answer });
    await reply.waitFor({ timeout: 15_000 });
    assert.equal(await reply.getAttribute('data-tone'), 'other');

    // The customer answers back; it appears in the open conversation live.
    await composerBox(client).fill('Dạ cảm ơn, mai mình ghé nhé.');
    await composerBox(client).press('Enter');
    await bubbles(admin).filter({ hasText: 'mai mình ghé' }).waitFor({ timeout: 15_000 });
    // …and read receipts come back to staff once the customer has seen the reply.
    await admin.getByTestId('chat-seen').waitFor({ timeout: 15_000 });
    await screenshot(admin, 'admin-chat-1280');

    // Call, video, history and customer details are not there yet, and say so.
    await chatWindow(admin).getByRole('button', { name: 'Gọi video' }).click();
    await toast(admin, 'Tính năng đang được phát triển').waitFor();

    // Assign: the dialog offers only 'assign to me' and wants a choice.
    await chatWindow(admin).getByRole('button', { name: 'Phân công' }).click();
    const assign = admin.getByRole('dialog', { name: 'Phân công cuộc trò chuyện' });
    await assign.getByRole('button', { name: 'Phân công' }).click();
    await assign.getByText('Vui lòng chọn admin').waitFor();
    await assign.getByRole('combobox').click();
    // The open list holds one choice only (polled: the dropdown animates in).
    await admin.waitForFunction(() => {
      const open = document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      );
      return (
        open.length === 1 && open[0]?.textContent?.trim() === 'Phân công cho tôi (Trần Thu Hà)'
      );
    });
    await clickOption(admin, 'Phân công cho tôi');
    await assign.getByRole('button', { name: 'Phân công' }).click();
    await toast(admin, 'Phân công cuộc trò chuyện thành công').waitFor();
    await admin.getByTestId('chat-window-admin').getByText('Phụ trách: Trần Thu Hà').waitFor();
    await openRow.getByText('Phụ trách: Trần Thu Hà').waitFor();

    // Close with a reason: the composer goes, the notice with its time shows.
    await chatWindow(admin).getByRole('button', { name: 'Đóng' }).click();
    const close = admin.getByRole('dialog', { name: 'Đóng cuộc trò chuyện' });
    await close.getByLabel('Lý do đóng').fill('Đã báo giá uốn tóc');
    await close.getByRole('button', { name: 'Đóng cuộc trò chuyện' }).click();
    await toast(admin, 'Đóng cuộc trò chuyện thành công').waitFor();
    const notice = chatWindow(admin).getByTestId('chat-closed');
    await notice.waitFor();
    assert.match(
      await notice.innerText(),
      /Cuộc trò chuyện đã đóng lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await notice.getByText('Lý do: Đã báo giá uốn tóc').waitFor();
    assert.equal(await admin.getByTestId('chat-composer').count(), 0);
    assert.equal(await chatWindow(admin).getByRole('button', { name: 'Phân công' }).count(), 0);
    assert.equal(await chatWindow(admin).getByRole('button', { name: 'Đóng' }).count(), 0);
    await screenshot(admin, 'admin-chat-closed-1280');

    // The customer's composer is gone and the closing notice shows, without a reload.
    const customerNotice = client.getByTestId('chat-closed');
    await customerNotice.waitFor({ timeout: 15_000 });
    await customerNotice.getByText('Lý do: Đã báo giá uốn tóc').waitFor();
    assert.equal(await client.getByTestId('chat-composer').count(), 0);

    await assertNotReloaded(admin);
    await assertNotReloaded(client);
    assert.deepEqual(staff.errors, []);
    assert.deepEqual(customer.errors, []);
    assert.deepEqual(staff.foreignRequests, []);
    await staff.context.close();
    await customer.context.close();
  });

  it('creates a conversation for a customer found by 2 characters, warns about an active one, filters the list and keeps the composer rules', async () => {
    const manager = await openAdminChat(DESKTOP, DEMO.manager);
    const { page } = manager;
    await page.getByRole('heading', { name: 'Tin nhắn' }).waitFor();

    // The customer to write to: one of the demo customers without any conversation.
    const api = await backOfficeApi(DEMO.manager);
    const found = await json<{
      data: { id: number; name: string; active_conversations_count: number }[];
    }>(await api.request.get('/api/admin/chat/customers?q=ng'));
    const target = found.data.find(
      (c) => c.active_conversations_count === 0 && c.name !== CUSTOMER_NAME,
    );
    assert.ok(target, 'a customer without a conversation');
    const firstWord = target.name.split(' ').at(-1)!;

    await page.getByRole('button', { name: 'Tạo cuộc trò chuyện mới' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tạo cuộc trò chuyện mới' });
    await dialog.waitFor();
    // Nothing chosen, nothing written.
    await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
    await dialog.getByText('Vui lòng chọn khách hàng').waitFor();
    await dialog.getByText('Vui lòng nhập tin nhắn').waitFor();
    // One character is not enough to search.
    const customerSelect = dialog.getByRole('combobox').first();
    await customerSelect.click();
    await customerSelect.fill(firstWord.slice(0, 1));
    await page.getByText('Nhập ít nhất 2 ký tự để tìm khách hàng').waitFor();
    // Two or more find the customer, with their active conversations.
    await customerSelect.fill(target.name);
    const option = page.getByTestId('chat-customer-option').filter({ hasText: target.name });
    await option.first().waitFor();
    await option.first().getByText('Không có cuộc trò chuyện đang hoạt động').waitFor();
    await clickOption(page, target.name);
    await dialog.getByLabel('Tin nhắn đầu tiên').fill('   ');
    await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
    await dialog.getByText('Vui lòng nhập tin nhắn').waitFor();
    const opening = 'Chào anh/chị, salon gửi lịch hẹn nhắc chăm sóc tóc định kỳ ạ.';
    await dialog.getByLabel('Tin nhắn đầu tiên').fill(opening);
    await choose(page, dialog.getByLabel('Mức ưu tiên'), 'Cao');
    await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
    await toast(page, 'Tạo cuộc trò chuyện thành công').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await chatWindow(page).getByTestId('chat-window-name').getByText(target.name).waitFor();
    await bubbles(page).filter({ hasText: opening }).waitFor();
    await rowOf(page, target.name).getByText('Cao', { exact: true }).waitFor();

    // A second one for the same customer: the 409 warning.
    await page.getByRole('button', { name: 'Tạo cuộc trò chuyện mới' }).first().click();
    await dialog.waitFor();
    await customerSelect.click();
    await customerSelect.fill(target.name);
    await page
      .getByTestId('chat-customer-option')
      .filter({ hasText: target.name })
      .getByText('1 cuộc trò chuyện đang hoạt động')
      .waitFor();
    await clickOption(page, target.name);
    await dialog.getByLabel('Tin nhắn đầu tiên').fill('Thêm một cuộc nữa');
    await dialog.getByRole('button', { name: 'Tạo', exact: true }).click();
    await toast(page, 'Khách hàng đã có cuộc trò chuyện đang hoạt động').waitFor();
    await dialog.getByRole('button', { name: 'Hủy' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The composer: spaces only cannot go, Shift+Enter is a new line, the counter past 80 %.
    const box = composerBox(page);
    await box.fill('     ');
    assert.ok(await sendButton(page).isDisabled());
    const before = await bubbles(page).count();
    await box.press('Enter');
    await page.waitForTimeout(300);
    assert.equal(await bubbles(page).count(), before);
    await box.fill('');
    await box.pressSequentially('Dòng một');
    await box.press('Shift+Enter');
    await box.pressSequentially('Dòng hai');
    assert.equal(await box.inputValue(), 'Dòng một\nDòng hai');
    assert.equal(await page.getByTestId('chat-counter').count(), 0);
    await box.fill('a'.repeat(1600));
    assert.equal(await page.getByTestId('chat-counter').count(), 0, 'not at exactly 80 %');
    await box.fill('a'.repeat(1601));
    assert.equal(await page.getByTestId('chat-counter').innerText(), '1.601/2.000');
    await box.fill('Dòng một\nDòng hai');
    await box.press('Enter');
    await bubbles(page).filter({ hasText: 'Dòng hai' }).waitFor();
    assert.equal(await box.inputValue(), '');

    // A file of another type is refused before any upload.
    await page.getByTestId('chat-file-input').setInputFiles({
      name: 'bang-gia.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('không phải ảnh'),
    });
    await toast(page, 'Chỉ có thể gửi hình ảnh (JPG, PNG, WEBP) hoặc tệp PDF!').waitFor();
    // A picture goes with a caption.
    await page.getByTestId('chat-file-input').setInputFiles({
      name: 'mau-toc.png',
      mimeType: 'image/png',
      buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
    });
    const fileDialog = page.getByRole('dialog', { name: 'Gửi file' });
    await fileDialog.getByText('mau-toc.png').waitFor();
    await fileDialog.getByLabel('Chú thích').fill('Mẫu tóc tham khảo');
    await fileDialog.getByRole('button', { name: 'Gửi', exact: true }).click();
    await toast(page, 'Gửi file thành công').waitFor();
    const picture = bubbles(page).filter({ hasText: 'Mẫu tóc tham khảo' });
    await picture.locator('img').waitFor();

    // Priority changes from the header.
    await choose(page, chatWindow(page).getByLabel('Mức ưu tiên của cuộc trò chuyện'), 'Khẩn cấp');
    await toast(page, 'Đã đổi mức ưu tiên thành Khẩn cấp').waitFor();
    await rowOf(page, target.name).getByText('Khẩn cấp', { exact: true }).waitFor();

    // Filters: priority, mine, unassigned, status.
    await page.getByRole('button', { name: 'Bộ lọc' }).click();
    const filters = page.getByTestId('chat-filters');
    await choose(page, filters.getByLabel('Mức ưu tiên'), 'Khẩn cấp');
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="chat-list-item"]').length === 1,
    );
    await rowOf(page, target.name).waitFor();
    await filters.getByRole('button', { name: 'Bỏ lọc' }).click();
    await rowOf(page, CUSTOMER_NAME).first().waitFor();
    // The manager opened it, so it is theirs.
    await filters.getByRole('switch', { name: 'Cuộc trò chuyện của tôi' }).click();
    await rowOf(page, target.name).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="chat-list-item"]').length === 1,
    );
    await filters.getByRole('switch', { name: 'Chưa phân công' }).click();
    assert.equal(
      await filters
        .getByRole('switch', { name: 'Cuộc trò chuyện của tôi' })
        .getAttribute('aria-checked'),
      'false',
    );
    await page.getByText('Không có cuộc trò chuyện nào phù hợp').waitFor();
    await filters.getByRole('switch', { name: 'Chưa phân công' }).click();
    await choose(page, filters.getByLabel('Trạng thái'), 'Đã đóng');
    const closedRows = rowOf(page, CUSTOMER_NAME);
    await closedRows.first().getByText('Đã đóng', { exact: true }).waitFor();
    // The seed's closed conversation and the one closed above.
    assert.ok((await closedRows.count()) >= 1);
    assert.equal(await rowOf(page, target.name).count(), 0);
    await screenshot(page, 'admin-chat-filters-1280');

    // The AI consultant's sessions show only when asked for, as read-only transcripts.
    const guest = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const asked = await guest.request.post('/api/ai-chat/messages', {
      data: { message: 'Salon mở cửa mấy giờ?' },
    });
    assert.equal(asked.status(), 200, await asked.text());
    await guest.close();
    await choose(page, filters.getByLabel('Trạng thái'), 'Đang hoạt động');
    await rowOf(page, target.name).waitFor();
    assert.equal(await listItems(page).filter({ hasText: 'Trợ lý AI' }).count(), 0);
    await filters.getByRole('switch', { name: /Trợ lý AI/ }).click();
    const session = listItems(page).filter({ hasText: 'Trợ lý AI' }).first();
    await session.waitFor();
    await session.click();
    await chatWindow(page).getByText('Bản ghi phiên tư vấn của Trợ lý AI (chỉ xem)').waitFor();
    await bubbles(page).filter({ hasText: 'Salon mở cửa mấy giờ?' }).waitFor();
    assert.ok(
      (await page.locator('[data-testid="chat-message"][data-tone="assistant"]').count()) >= 1,
    );
    assert.equal(await page.getByTestId('chat-composer').count(), 0);
    assert.equal(await chatWindow(page).getByRole('button', { name: 'Phân công' }).count(), 0);
    await screenshot(page, 'admin-chat-assistant-1280');
    await filters.getByRole('switch', { name: /Trợ lý AI/ }).click();

    // The search box finds by name, without diacritics.
    const search = page.getByLabel('Tìm cuộc trò chuyện');
    const folded = target.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
      .toLowerCase();
    await search.fill(folded);
    await rowOf(page, target.name).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="chat-list-item"]').length === 1,
    );
    await search.fill('xyz khong co');
    await page.getByText('Không có cuộc trò chuyện nào phù hợp').waitFor();

    // The 409 of the second creation is the browser's only complaint.
    assert.deepEqual(
      manager.errors.filter((e) => !/status of 409/.test(e)),
      [],
    );
    await api.close();
    await manager.context.close();
  });

  it("a staff member of another branch does not see the branch's conversation, nor hears of it", async () => {
    const adminApi = await backOfficeApi(DEMO.admin);
    const list = await json<{
      data: { id: number; branch_id: number | null; customer: { name: string } | null }[];
    }>(await adminApi.request.get('/api/admin/chat/conversations?status=closed'));
    const closed = list.data.find((c) => c.customer?.name === CUSTOMER_NAME);
    assert.ok(closed && closed.branch_id !== null, 'the first test’s conversation has a branch');
    const branches = await json<{ id: number }[]>(
      await adminApi.request.get('/api/public/branches'),
    );
    const other = branches.find((b) => b.id !== closed.branch_id);
    assert.ok(other);
    const email = `chat.${Date.now().toString(36)}@salontocviet.vn`;
    const password = 'Chinhanh@2026';
    const created = await adminApi.request.post('/api/auth/admin/register', {
      data: {
        name: 'Lê Văn Chi Nhánh',
        email,
        password,
        password_confirmation: password,
        role: 'staff',
        branch_id: other.id,
      },
    });
    assert.ok(created.ok(), await created.text());

    const outsider = await openAdminChat(DESKTOP, { email, password });
    const { page } = outsider;
    await page.getByTestId('chat-list').or(page.getByText('Chưa có cuộc trò chuyện nào')).waitFor();
    // Conversations of no branch are everyone's; the demo customer's are their branch's.
    assert.equal(await rowOf(page, CUSTOMER_NAME).count(), 0);

    // The customer writes in their open conversation: nothing reaches the outsider.
    const customer = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(customer.page, DEMO.customer.phone, DEMO.customer.password);
    await customer.page.waitForURL('**/ho-so');
    const mine = await json<{ data: { id: number; branch_id: number | null }[] }>(
      await customer.page.request.get('/api/chat/conversations?status=active'),
    );
    const conversation = mine.data[0];
    assert.ok(conversation);
    const posted = await customer.page.request.post(
      `/api/chat/conversations/${conversation.id}/messages`,
      { data: { content: 'Cho mình hỏi lịch hẹn tuần sau' } },
    );
    assert.equal(posted.status(), 201, await posted.text());
    await page.waitForTimeout(2_000);
    assert.equal(await rowOf(page, CUSTOMER_NAME).count(), 0);
    await page.getByRole('button', { name: 'Làm mới' }).click();
    await page.waitForTimeout(500);
    assert.equal(await rowOf(page, CUSTOMER_NAME).count(), 0);
    // Its address leads nowhere either.
    await page.goto(`/admin/chat?conversation=${conversation.id}`);
    await page.getByText('Không tìm thấy cuộc trò chuyện').waitFor();
    assert.equal(await bubbles(page).count(), 0);

    // A staff member of the branch sees it (the notification bell links to this address).
    const own = await openAdminChat(
      DESKTOP,
      DEMO.staff,
      `/admin/chat?conversation=${conversation.id}`,
    );
    await bubbles(own.page).filter({ hasText: 'lịch hẹn tuần sau' }).waitFor();
    await own.context.close();

    assert.deepEqual(
      outsider.errors.filter((e) => !/404/.test(e)),
      [],
    );
    await outsider.context.close();
    await customer.context.close();
    await adminApi.close();
  });

  it('at 375 px both sides work: the list or the conversation, with a way back', async () => {
    const customer = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginCustomer(customer.page, DEMO.customer.phone, DEMO.customer.password);
    await customer.page.waitForURL('**/ho-so');
    const mine = await json<{ data: { id: number; type: string }[] }>(
      await customer.page.request.get('/api/chat/conversations?status=active'),
    );
    const service = mine.data.find((c) => c.type === 'service');
    assert.ok(service, 'the demo customer has an open service conversation');

    const staff = await openAdminChat(MOBILE, DEMO.staff);
    const { page } = staff;
    const row = page.locator(
      `[data-testid="chat-list-item"][data-conversation-id="${service.id}"]`,
    );
    await row.waitFor();
    assert.equal(await chatWindow(page).count(), 0);
    await assertNoSideScroll(page, MOBILE.width);
    await screenshot(page, 'admin-chat-list-375');

    await customer.page.goto(`/tin-nhan?tab=service&conversation=${service.id}`);
    await customer.page.getByTestId('chat-composer').waitFor();

    await row.click();
    await chatWindow(page).waitFor();
    assert.equal(await page.getByTestId('chat-list').isVisible(), false);
    await composerBox(page).fill('Dạ tuần sau chi nhánh còn trống chiều thứ ba ạ.');
    await composerBox(page).press('Enter');
    await bubbles(page).filter({ hasText: 'chiều thứ ba' }).waitFor();
    try {
      await bubbles(customer.page).filter({ hasText: 'chiều thứ ba' }).waitFor({ timeout: 15_000 });
    } catch (error) {
      await screenshot(customer.page, 'admin-chat-customer-375-failure');
      await screenshot(page, 'admin-chat-staff-375-failure');
      throw error;
    }
    await assertNoSideScroll(page, MOBILE.width);
    await assertNoSideScroll(customer.page, MOBILE.width);
    await screenshot(page, 'admin-chat-pane-375');
    await screenshot(customer.page, 'admin-chat-customer-375');

    // Actions live in a menu on a phone.
    await page.getByRole('button', { name: 'Thao tác khác' }).click();
    await page.getByRole('menuitem', { name: 'Lịch sử' }).click();
    await toast(page, 'Tính năng đang được phát triển').waitFor();

    await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
    await page.getByTestId('chat-list').waitFor();
    assert.equal(new URL(page.url()).searchParams.has('conversation'), false);

    assert.deepEqual(staff.errors, []);
    assert.deepEqual(customer.errors, []);
    await staff.context.close();
    await customer.context.close();
  });

  it('the chat test page shows the stream open, the figures, and logs live events', async () => {
    const admin = await openAdminChat(DESKTOP, DEMO.admin, '/admin/test-chat');
    const { page } = admin;
    await page.getByRole('heading', { name: 'Thử chat' }).waitFor();
    const live = page.getByTestId('chat-test-live');
    await page
      .locator('[data-testid="chat-test-live"][data-state="open"]')
      .waitFor({ timeout: 15_000 });
    assert.equal(await live.innerText(), 'Đang mở');
    assert.equal(await page.getByTestId('chat-test-polling').getAttribute('data-active'), 'false');
    await page.getByTestId('chat-test-state').getByText('Quản trị viên').waitFor();
    await page.getByTestId('chat-test-conversations').getByText(/^\d+$/).waitFor();
    await page.getByText('Không có chỉ báo đang nhập').waitFor();
    await page.getByText('/api/admin/chat/conversations/{id}/messages').first().waitFor();

    // A customer's message shows in the log as it happens.
    const customer = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(customer.page, DEMO.customer.phone, DEMO.customer.password);
    await customer.page.waitForURL('**/ho-so');
    const mine = await json<{ data: { id: number; status: string }[] }>(
      await customer.page.request.get('/api/chat/conversations?status=active'),
    );
    const active = mine.data[0];
    assert.ok(active);
    const posted = await customer.page.request.post(
      `/api/chat/conversations/${active.id}/messages`,
      {
        data: { content: 'Kiểm tra nhật ký' },
      },
    );
    assert.equal(posted.status(), 201, await posted.text());
    await page
      .getByTestId('chat-test-log')
      .getByText(
        new RegExp(
          `chat\\.message\\.created: .*của khách hàng trong cuộc trò chuyện #${active.id}`,
        ),
      )
      .waitFor({ timeout: 15_000 });

    // Poll now says what it found.
    await page.getByRole('button', { name: 'Hỏi ngay' }).click();
    await page
      .getByTestId('chat-test-log')
      .getByText(/Hỏi ngay: \d+ cuộc trò chuyện đang hoạt động/)
      .waitFor();

    // The simulation sends a test message and measures its event.
    await choose(page, page.getByLabel('Cuộc trò chuyện nhận tin thử'), `#${active.id}`);
    await page.getByRole('button', { name: 'Bắt đầu mô phỏng' }).click();
    await page
      .getByTestId('chat-test-log')
      .getByText(/Nhận sự kiện của tin thử #1 sau \d+ ms/)
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Dừng mô phỏng' }).click();
    await page.getByTestId('chat-test-log').getByText('Đã dừng mô phỏng.').waitFor();
    await screenshot(page, 'admin-test-chat-1280');

    assert.deepEqual(admin.errors, []);
    await customer.context.close();
    await admin.context.close();
  });

  it('while the live stream is down, the page polls: the open conversation gets new messages and the test page says so', async () => {
    const customer = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const login = await customer.request.post('/api/auth/customer/login', {
      data: { identifier: DEMO.customer.phone, password: DEMO.customer.password },
    });
    assert.equal(login.status(), 200, await login.text());
    const mine = await json<{ data: { id: number }[] }>(
      await customer.request.get('/api/chat/conversations?status=active'),
    );
    const conversation = mine.data[0];
    assert.ok(conversation);

    const staff = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const { page } = staff;
    // No live stream for this browser.
    await page.route('**/api/events', (route) => route.abort());
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/test-chat');
    await page.locator('[data-testid="chat-test-polling"][data-active="true"]').waitFor();
    assert.notEqual(await page.getByTestId('chat-test-live').getAttribute('data-state'), 'open');

    await page.goto(`/admin/chat?conversation=${conversation.id}`);
    await bubbles(page).first().waitFor();
    assert.notEqual(await page.locator('[data-live]').getAttribute('data-live'), 'open');
    const posted = await customer.request.post(
      `/api/chat/conversations/${conversation.id}/messages`,
      { data: { content: 'Tin gửi khi luồng trực tiếp tắt' } },
    );
    assert.equal(posted.status(), 201, await posted.text());
    // The open conversation is asked every 5 s.
    await bubbles(page).filter({ hasText: 'Tin gửi khi luồng trực tiếp tắt' }).waitFor({
      timeout: 12_000,
    });

    assert.deepEqual(
      staff.errors.filter((e) => !/api\/events|ERR_FAILED/.test(e)),
      [],
    );
    await staff.context.close();
    await customer.close();
  });
});
