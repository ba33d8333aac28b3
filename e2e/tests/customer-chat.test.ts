import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page, Route } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { currentPath, loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const LOAD_CONVERSATIONS_FAILED = 'Không thể tải danh sách cuộc trò chuyện';
const LOAD_MESSAGES_FAILED = 'Không thể tải tin nhắn';
const FILE_TYPE_REFUSED = 'Chỉ có thể gửi hình ảnh (JPG, PNG, WEBP) hoặc tệp PDF!';

/** A small real PNG (a 24×16 gradient), as a phone's photo would be for the server's checks. */
function pngImage(width = 24, height = 16): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1) rows.push(45, 127 + x * 4, 86 + y * 8);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF, as small as a PDF gets. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const thread = (page: Page) => page.getByTestId('chat-thread');
const bubbles = (page: Page) => thread(page).getByTestId('chat-message');
const composerBox = (page: Page) => page.getByRole('textbox', { name: 'Tin nhắn' });

/** The demo admin's API session (sees every branch's conversations), in a context of its own. */
async function staffSession(): Promise<APIRequestContext> {
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  const login = await context.request.post('/api/auth/admin/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  assert.equal(login.status(), 200, await login.text());
  return context.request;
}

interface Listed {
  id: number;
  type: 'consultation' | 'service';
  status: string;
  unread_count: number;
  admin: { name: string } | null;
}

async function conversationsOf(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/api/chat/conversations?per_page=50');
  assert.equal(response.status(), 200);
  return ((await response.json()) as { data: { data: Listed[] } }).data.data;
}

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/chat/unread-count');
  assert.equal(response.status(), 200);
  return ((await response.json()) as { data: { unread_count: number } }).data.unread_count;
}

/** A customer of this test's own, with no conversation yet. */
async function registerCustomer() {
  const phone = `09${String(Date.now()).slice(-8)}`;
  const password = 'MatKhau@123';
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  const registered = await context.request.post('/api/auth/customer/register', {
    data: {
      name: 'Khách Trò Chuyện',
      phone,
      email: `chat.${phone}@example.com`,
      password,
      password_confirmation: password,
      terms_accepted: true,
    },
  });
  assert.ok(registered.status() < 300, await registered.text());
  await context.close();
  return { phone, password };
}

/** Fails when the page is wider than the screen (a horizontal scroll bar on a phone). */
async function assertNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide at ${width}px`);
}

/**
 * The element is on the first screen as the page opens (no scrolling): inside the window and not
 * under the phone's action bar or anything else.
 */
async function assertOnFirstScreen(target: Locator, what: string) {
  const seen = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside: box.top >= 0 && box.bottom <= window.innerHeight,
      free: hit !== null && (hit === element || element.contains(hit)),
      scrolled: window.scrollY,
    };
  });
  assert.equal(seen.scrolled, 0, 'the page has not scrolled');
  assert.ok(seen.inside && seen.free, `${what} is not on the first screen`);
}

describe('customer chat', () => {
  it('the demo customer’s conversations: counts, unread badge, opening marks read, staff names', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    const unreadBefore = await unreadCount(page);
    assert.ok(unreadBefore > 0, 'the demo salon left an answer unread');
    const listed = await conversationsOf(page);
    const consultations = listed.filter((c) => c.type === 'consultation');
    const services = listed.filter((c) => c.type === 'service');
    const unreadOne = listed.find((c) => c.unread_count > 0 && c.status === 'active');
    assert.ok(unreadOne, 'an active conversation with an unread answer');

    // The list is read before the page opens it (which marks it read).
    await page.route('**/api/chat/conversations/*/mark-read', async (route) => {
      await page.waitForTimeout(2_000);
      await route.continue();
    });
    // The account menu leads there, with the unread count.
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    const entry = page.getByRole('menuitem', { name: /Tin nhắn/ });
    await entry.getByText(String(unreadBefore), { exact: true }).waitFor();
    await entry.click();
    await page.waitForURL('**/tin-nhan');
    if (unreadOne.type === 'service') await page.getByRole('tab', { name: /Dịch vụ/ }).click();
    await page
      .getByRole('tab', { name: new RegExp(`Tư vấn\\s*${consultations.length}`) })
      .waitFor();
    await page.getByRole('tab', { name: new RegExp(`Dịch vụ\\s*${services.length}`) }).waitFor();
    const row = page.locator(
      `[data-testid="chat-conversation"][data-conversation-id="${unreadOne.id}"]`,
    );
    await row.getByText(`${unreadOne.unread_count} tin nhắn chưa đọc`).waitFor();
    // Opened by itself (the tab's active conversation), and so read.
    assert.equal(await row.getAttribute('aria-current'), 'true');
    await page.waitForFunction(
      (id) =>
        !document
          .querySelector(`[data-conversation-id="${id}"]`)
          ?.textContent?.includes('tin nhắn chưa đọc'),
      unreadOne.id,
    );
    await page.waitForFunction(async (before) => {
      const r = await fetch('/api/chat/unread-count');
      return ((await r.json()) as { data: { unread_count: number } }).data.unread_count < before;
    }, unreadBefore);
    // Staff messages carry the staff member's name when one is assigned.
    if (unreadOne.admin) await thread(page).getByText(unreadOne.admin.name).first().waitFor();
    await screenshot(page, 'customer-chat-demo-1280');

    // The service tab: its own conversations, the assigned staff member under the title.
    await page.getByRole('tab', { name: /Dịch vụ/ }).click();
    const service = services.find((c) => c.status === 'active');
    if (service?.admin) {
      await page.getByTestId('chat-pane').getByText(`Nhân viên: ${service.admin.name}`).waitFor();
    }
    assert.equal(await page.getByTestId('chat-conversation').count(), services.length);

    // The third tab is the AI consultant.
    await page.getByRole('tab', { name: /Trợ lý AI/ }).click();
    await page.getByTestId('ai-consultant').getByTestId('ai-welcome').waitFor();
    await screenshot(page, 'customer-chat-ai-tab-1280');

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a guest is sent to log in; a new customer’s first conversation opens by itself: text, a picture, the staff reply, “Đã xem”, a closed conversation', async () => {
    const { page, context, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    const customer = await registerCustomer();
    await page.goto('/tin-nhan');
    await page.waitForURL('**/customer/login**');
    assert.equal(currentPath(page), '/customer/login?redirect=%2Ftin-nhan');
    await page.fill('#identifier', customer.phone);
    await page.fill('#password', customer.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/tin-nhan');

    // The first visit opens a consultation conversation by itself.
    const conversation = page.getByTestId('chat-conversation');
    await conversation.first().waitFor();
    assert.equal(await conversation.count(), 1);
    await page.getByRole('tab', { name: /Tư vấn\s*1/ }).waitFor();
    await page.getByRole('tab', { name: /Dịch vụ\s*0/ }).waitFor();
    await page.getByRole('tab', { name: /Trợ lý AI/ }).waitFor();
    await thread(page).getByText('Chào bạn! Salon có thể giúp gì cho bạn?').waitFor();

    // Enter sends; Shift+Enter makes a new line; spaces alone are not sent.
    const box = composerBox(page);
    await box.fill('Chào salon, mình muốn hỏi về uốn tóc.');
    await box.press('Enter');
    await bubbles(page).filter({ hasText: 'mình muốn hỏi về uốn tóc' }).waitFor();
    assert.equal(await box.inputValue(), '');
    await box.type('Dòng một');
    await box.press('Shift+Enter');
    await box.type('Dòng hai');
    assert.equal(await box.inputValue(), 'Dòng một\nDòng hai');
    await box.press('Enter');
    const twoLines = bubbles(page).filter({ hasText: 'Dòng hai' });
    await twoLines.waitFor();
    assert.equal(await twoLines.getAttribute('data-tone'), 'own');
    assert.match(await twoLines.locator('p').innerText(), /Dòng một\nDòng hai/);
    await box.fill('    ');
    assert.ok(await page.getByRole('button', { name: 'Gửi', exact: true }).isDisabled());
    await box.press('Enter');
    await page.waitForTimeout(300);
    assert.equal(await bubbles(page).count(), 2);

    // Past 80 % of 2000 characters the counter shows.
    await box.fill('a'.repeat(1700));
    assert.equal(await page.getByTestId('chat-counter').innerText(), '1.700/2.000');
    await box.fill('');

    // A text file is refused before any upload; a picture is sent and shown.
    const fileInput = page.getByTestId('chat-file-input');
    await fileInput.setInputFiles({
      name: 'ghi-chu.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('không phải ảnh'),
    });
    await page.getByText(FILE_TYPE_REFUSED).waitFor();
    await fileInput.setInputFiles({
      name: 'kieu-toc.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    const picture = thread(page).locator('img');
    await picture.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="chat-thread"] img');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    assert.equal(await bubbles(page).count(), 3);
    // A PDF is a link to download, with its name and size.
    await fileInput.setInputFiles({
      name: 'bang-gia.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const pdf = thread(page).getByRole('link', { name: /bang-gia\.pdf/ });
    await pdf.waitFor();
    assert.match((await pdf.getAttribute('href')) ?? '', /^\/api\/chat\/files\/\d+$/);
    assert.equal(await pdf.getAttribute('download'), 'bang-gia.pdf');
    const download = await page.request.get((await pdf.getAttribute('href'))!);
    assert.equal(download.headers()['content-type'], 'application/pdf');
    assert.equal(await bubbles(page).count(), 4);

    // Staff answer and read it; the reload button brings both.
    const { id } = (await conversationsOf(page))[0]!;
    const staff = await staffSession();
    const reply = await staff.post(`/api/admin/chat/conversations/${id}/messages`, {
      data: { content: 'Chào chị, salon đang có ưu đãi uốn 20% ạ.' },
    });
    assert.equal(reply.status(), 201, await reply.text());
    const read = await staff.post(`/api/admin/chat/conversations/${id}/mark-read`);
    assert.equal(read.status(), 200, await read.text());
    await page.getByRole('button', { name: 'Tải lại tin nhắn' }).click();
    const staffBubble = bubbles(page).filter({ hasText: 'ưu đãi uốn 20%' });
    await staffBubble.waitFor();
    assert.equal(await staffBubble.getAttribute('data-tone'), 'other');
    // The staff member's name is over their message.
    const staffName = (await (await staff.get('/api/auth/me')).json()).data.name as string;
    await staffBubble.getByText(staffName).waitFor();
    await thread(page).getByTestId('chat-seen').waitFor();
    assert.equal(await thread(page).getByTestId('chat-seen').count(), 1, 'under the last one only');
    // …which is the PDF, the customer's last message.
    await bubbles(page).filter({ hasText: 'bang-gia.pdf' }).getByTestId('chat-seen').waitFor();
    await screenshot(page, 'customer-chat-1280');

    // A reload keeps the same conversation (no second one).
    await page.reload();
    await bubbles(page).filter({ hasText: 'ưu đãi uốn 20%' }).waitFor();
    assert.equal((await conversationsOf(page)).length, 1);

    // Closed by staff: the notice with its reason, no composer, and a way to start anew.
    const close = await staff.post(`/api/admin/chat/conversations/${id}/close`, {
      data: { reason: 'Đã tư vấn xong' },
    });
    assert.equal(close.status(), 200, await close.text());
    await page.getByRole('button', { name: 'Tải lại danh sách' }).click();
    const closed = page.getByTestId('chat-closed');
    await closed.waitFor();
    await closed.getByText('Lý do: Đã tư vấn xong').waitFor();
    assert.match(
      await closed.innerText(),
      /Cuộc trò chuyện đã đóng lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    assert.equal(await page.getByTestId('chat-composer').count(), 0);
    await screenshot(page, 'customer-chat-closed-1280');
    await closed.getByRole('button', { name: 'Bắt đầu cuộc trò chuyện mới' }).click();
    await page.getByTestId('chat-composer').waitFor();
    await page.getByRole('tab', { name: /Tư vấn\s*2/ }).waitFor();
    const all = await conversationsOf(page);
    assert.equal(all.length, 2);
    assert.equal(all.filter((c) => c.status === 'active').length, 1);

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('at 375 px shows the list or the conversation, with a way back', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/tin-nhan');

    const rows = page.getByTestId('chat-conversation');
    await rows.first().waitFor();
    assert.equal(await page.getByTestId('chat-pane').count(), 0, 'the list alone');
    await assertNoSideScroll(page, MOBILE.width);
    await screenshot(page, 'customer-chat-list-375');

    await rows.first().click();
    const pane = page.getByTestId('chat-pane');
    await pane.waitFor();
    await assertOnFirstScreen(composerBox(page), 'the message box');
    assert.equal(await rows.count(), 0, 'the conversation alone');
    await composerBox(page).fill('Gửi từ điện thoại');
    await composerBox(page).press('Enter');
    await bubbles(page).filter({ hasText: 'Gửi từ điện thoại' }).waitFor();
    await assertNoSideScroll(page, MOBILE.width);
    await screenshot(page, 'customer-chat-pane-375');

    await page.getByRole('button', { name: 'Quay lại danh sách' }).click();
    await rows.first().waitFor();
    assert.equal(await page.getByTestId('chat-pane').count(), 0);
    // The preview now says what was sent last.
    await rows.first().getByText('Bạn: Gửi từ điện thoại').waitFor();

    // The AI tab is the consultant.
    await page.getByRole('tab', { name: /Trợ lý AI/ }).click();
    await page.getByTestId('ai-consultant').waitFor();
    await assertNoSideScroll(page, MOBILE.width);
    await assertOnFirstScreen(
      page.getByRole('textbox', { name: 'Câu hỏi cho trợ lý' }),
      'the question box',
    );
    await screenshot(page, 'customer-chat-ai-tab-375');

    assert.deepEqual(errors, []);
    await context.close();
  });
  it('failures to load say so in the spec’s words, with a retry that works', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    const down = async (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });

    // The list.
    await page.route('**/api/chat/conversations?*', down);
    await page.goto('/tin-nhan');
    const listError = page.getByRole('alert').filter({ hasText: LOAD_CONVERSATIONS_FAILED });
    const listRetry = listError.getByRole('button', { name: 'Thử lại' });
    await listRetry.waitFor();
    await page.unroute('**/api/chat/conversations?*', down);
    await listRetry.click();
    await page.getByTestId('chat-conversation').first().waitFor();

    // The messages.
    await page.route('**/api/chat/conversations/*/messages?*', down);
    await page.reload();
    const messagesError = page.getByRole('alert').filter({ hasText: LOAD_MESSAGES_FAILED });
    const retry = messagesError.getByRole('button', { name: 'Thử lại' });
    await retry.waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Tin nhắn' }).isDisabled(), true);
    await screenshot(page, 'customer-chat-error-1280');
    // The server is back: the retry loads them.
    await retry.waitFor();
    await page.unroute('**/api/chat/conversations/*/messages?*', down);
    await retry.click();
    await page.getByTestId('chat-thread').waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Tin nhắn' }).isDisabled(), false);

    assert.deepEqual(
      errors.filter((e) => !e.includes('503')),
      [],
    );
    await context.close();
  });
});
