import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { assertUncovered } from '../support/layout.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const HANDED_OVER = 'Đã chuyển cuộc trò chuyện cho nhân viên. Nhân viên sẽ trả lời bạn sớm.';
const AI_FAILED = 'Trợ lý tư vấn tạm thời không trả lời được. Vui lòng thử lại.';

const consultant = (page: Page) => page.getByTestId('ai-consultant');
const answers = (page: Page) =>
  consultant(page).locator('[data-testid="chat-message"][data-tone="assistant"]');
const questions = (page: Page) =>
  consultant(page).locator('[data-testid="chat-message"][data-tone="own"]');

/** A customer of this test's own (no conversation with staff yet). */
async function registerCustomer() {
  const phone = `09${String(Date.now()).slice(-8)}`;
  const password = 'MatKhau@123';
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  const registered = await context.request.post('/api/auth/customer/register', {
    data: {
      name: 'Khách Hỏi Trợ Lý',
      phone,
      email: `ai.${phone}@example.com`,
      password,
      password_confirmation: password,
      terms_accepted: true,
    },
  });
  assert.ok(registered.status() < 300, await registered.text());
  await context.close();
  return { phone, password };
}

interface PublicService {
  id: number;
  name: string;
  final_price: number;
}

/** The service as the catalogue gives it now (name and price the answer must carry). */
async function publicService(page: Page, id: number): Promise<PublicService> {
  const response = await page.request.get(`/api/public/services/${id}`);
  assert.equal(response.status(), 200, await response.text());
  return ((await response.json()) as { data: PublicService }).data;
}

/** Asks the price of a men's cut with the suggested chip; returns the answer and its service. */
async function askMensCutPrice(page: Page) {
  const reply = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/ai-chat/messages' && response.status() === 200,
  );
  await consultant(page).getByRole('button', { name: 'Giá cắt tóc nam?' }).click();
  const body = (await (await reply).json()) as {
    data: { actions: { kind: string; service_id?: number }[] };
  };
  const book = body.data.actions.find((action) => action.kind === 'book');
  assert.ok(book?.service_id, 'the answer offers to book the service');
  const service = await publicService(page, book.service_id);
  assert.match(service.name.toLocaleLowerCase('vi'), /cắt tóc nam/);
  const answer = answers(page).last();
  await answer.waitFor();
  const text = await answer.innerText();
  assert.ok(
    text.includes(service.final_price.toLocaleString('vi-VN')),
    `the price ${service.final_price} read from the catalogue is in: ${text}`,
  );
  return { answer, service };
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

describe('AI consultant', () => {
  it('answers a price with the catalogue’s price; “Đặt lịch” opens the wizard with the service; a reload keeps the conversation', async () => {
    const { page, context, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    await page.goto('/chat-tu-van');
    await consultant(page).getByTestId('ai-welcome').waitFor();
    for (const chip of ['Giá cắt tóc nam?', 'Mai 9h còn chỗ không?', 'Chi nhánh gần nhất ở đâu?']) {
      await consultant(page).getByRole('button', { name: chip }).waitFor();
    }
    await screenshot(page, 'ai-consultant-welcome-1280');

    const { service } = await askMensCutPrice(page);
    assert.equal(await questions(page).count(), 1);
    // The chips give way to the conversation.
    assert.equal(
      await consultant(page).getByRole('button', { name: 'Giá cắt tóc nam?' }).count(),
      0,
    );

    // Typed questions: Enter sends.
    const box = consultant(page).getByRole('textbox', { name: 'Câu hỏi cho trợ lý' });
    await box.fill('Chi nhánh gần nhất ở đâu?');
    await box.press('Enter');
    await answers(page).nth(1).waitFor();
    assert.equal(await questions(page).count(), 2);
    await screenshot(page, 'ai-consultant-1280');

    // A reload continues the same session.
    await page.reload();
    await questions(page).nth(1).waitFor();
    assert.equal(await answers(page).count(), 2);
    await answers(page).first().getByRole('link', { name: 'Đặt lịch' }).waitFor();

    const book = answers(page).first().getByRole('link', { name: 'Đặt lịch' });
    assert.equal(await book.getAttribute('href'), `/dat-lich?service_id=${service.id}`);
    await book.click();
    // The booking page takes its choices from the address, then drops them from it.
    await page.waitForURL(/\/dat-lich(\?|$)/);
    const wizard = page.getByTestId('booking-wizard');
    // Service preselected: the wizard opens at the branch, the service chosen in step 1.
    await wizard.getByRole('heading', { name: 'Chọn chi nhánh' }).waitFor();
    await wizard
      .getByRole('button', { name: /Dịch vụ/ })
      .first()
      .click();
    await wizard.getByRole('heading', { name: 'Chọn dịch vụ' }).waitFor();
    const chosen = wizard.getByRole('radio', { checked: true });
    assert.ok(((await chosen.textContent()) ?? '').includes(service.name), service.name);

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('a failed answer shows the error with “Thử lại”, which asks again, and “Quay lại”', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await page.goto('/dich-vu');
    let failures = 1;
    await page.route('**/api/ai-chat/messages', async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      } else {
        await route.continue();
      }
    });
    // Opened from the storefront's floating chat button.
    await page.getByRole('main').getByRole('link', { name: 'Xem chi tiết' }).first().waitFor();
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: 'Tư vấn trực tuyến' }).click();
    await page.waitForURL('**/chat-tu-van');
    await consultant(page).getByRole('button', { name: 'Giá cắt tóc nam?' }).click();
    const error = consultant(page).getByTestId('ai-error');
    await error.getByText(AI_FAILED).waitFor();
    assert.equal(await questions(page).count(), 1, 'the question stays');
    await screenshot(page, 'ai-consultant-error-1280');

    await error.getByRole('button', { name: 'Thử lại' }).click();
    await answers(page).first().waitFor();
    assert.equal(await error.count(), 0);
    assert.equal(await questions(page).count(), 1, 'asked again, not twice');

    // 'Quay lại' leaves for the page before.
    failures = 1;
    const box = consultant(page).getByRole('textbox', { name: 'Câu hỏi cho trợ lý' });
    await box.fill('Mai 9h còn chỗ không?');
    await box.press('Enter');
    await error.getByRole('button', { name: 'Quay lại' }).click();
    await page.waitForURL('**/dich-vu');

    // The only console errors are the refused requests this test made.
    assert.deepEqual(
      errors.filter((e) => !e.includes('503')),
      [],
    );
    await context.close();
  });

  it('works at 375 px: chips, an answer with its buttons, the box above the action bar', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/chat-tu-van');
    await consultant(page).getByRole('button', { name: 'Chi nhánh gần nhất ở đâu?' }).waitFor();
    const box = consultant(page).getByRole('textbox', { name: 'Câu hỏi cho trợ lý' });
    await assertOnFirstScreen(box, 'the question box');
    await screenshot(page, 'ai-consultant-welcome-375');

    const { answer } = await askMensCutPrice(page);
    await answer.getByRole('link', { name: 'Đặt lịch' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `page is ${width}px wide`);
    await assertUncovered(box, 'the question box');
    await screenshot(page, 'ai-consultant-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
  it('a guest asks for a person: after logging in, the conversation passes to staff and opens in the messages', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const customer = await registerCustomer();
    await page.goto('/chat-tu-van');
    const box = consultant(page).getByRole('textbox', { name: 'Câu hỏi cho trợ lý' });
    await box.fill('Giá nhuộm tóc bao nhiêu?');
    await box.press('Enter');
    await answers(page).first().waitFor();
    await box.fill('Cho tôi nói chuyện với nhân viên');
    await box.press('Enter');
    const person = consultant(page).getByRole('button', { name: 'Nói chuyện với nhân viên' });
    await person.last().waitFor();
    await person.last().click();

    await page.waitForURL('**/customer/login**');
    assert.equal(new URL(page.url()).searchParams.get('redirect'), '/chat-tu-van?handover=1');
    await page.fill('#identifier', customer.phone);
    await page.fill('#password', customer.password);
    await page.locator('form button[type=submit]').click();

    await page.waitForURL(/\/tin-nhan\?conversation=\d+$/);
    await page.getByText(HANDED_OVER).waitFor();
    const id = Number(new URL(page.url()).searchParams.get('conversation'));
    const pane = page.getByTestId('chat-pane');
    await pane.waitFor();
    // The transcript came along: the questions and the assistant's answers, marked as such.
    const thread = pane.getByTestId('chat-thread');
    await thread.getByText('Giá nhuộm tóc bao nhiêu?').first().waitFor();
    await thread.locator('[data-tone="assistant"]').first().waitFor();
    const row = page.locator(`[data-testid="chat-conversation"][data-conversation-id="${id}"]`);
    assert.equal(await row.getAttribute('aria-current'), 'true');
    await page.getByTestId('chat-composer').waitFor();
    await screenshot(page, 'ai-consultant-handover-1280');

    // The consultant starts afresh afterwards.
    await page.goto('/chat-tu-van');
    await consultant(page).getByRole('button', { name: 'Giá cắt tóc nam?' }).waitFor();
    assert.equal(await questions(page).count(), 0);

    assert.deepEqual(errors, []);
    await context.close();
  });
});
