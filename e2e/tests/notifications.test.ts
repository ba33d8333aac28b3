import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { ARTIFACTS, DEMO, DESKTOP, MOBILE, openPage } from '../support/browser.ts';
import { currentPath, loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

interface Slot {
  time: string;
  available: boolean;
}

/** "YYYY-MM-DD" of the salon's day `days` from now. */
function salonDate(days: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  assert.ok(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Books the first free slot of the coming days as the signed-in customer, through the booking
 * API (the browser's own session): the booking tells the customer with a notification.
 */
async function bookAppointment(request: APIRequestContext, fromDay: number): Promise<number> {
  const branches = await data<{ id: number }[]>(await request.get('/api/public/branches'));
  const services = await data<{ data: { id: number }[] }>(
    await request.get('/api/public/services?per_page=6'),
  );
  const serviceId = services.data[0]!.id;
  const branchId = branches[0]!.id;
  for (let day = fromDay; day < fromDay + 10; day += 1) {
    const date = salonDate(day);
    const slots = await data<{ time_slots: Slot[] }>(
      await request.get(
        `/api/public/time-slots?service_id=${serviceId}&branch_id=${branchId}&date=${date}`,
      ),
    );
    const slot = slots.time_slots.find((s) => s.available);
    if (!slot) continue;
    const booked = await data<{ appointment: { id: number } }>(
      await request.post('/api/appointments', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          service_id: serviceId,
          branch_id: branchId,
          appointment_date: date,
          appointment_time: slot.time,
        },
      }),
    );
    return booked.appointment.id;
  }
  throw new Error(`no free slot in the 10 days from day ${fromDay}`);
}

/**
 * Starts from no notifications: the demo customer may already have some (the server's daily
 * product-expiry reminders run when it starts).
 */
async function clearNotifications(page: Page) {
  assert.equal((await page.request.patch('/api/notifications/mark-all-read')).status(), 200);
  assert.equal((await page.request.delete('/api/notifications/read')).status(), 200);
}

const headerBell = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Thông báo/ });
/** On phones the bell is one of the floating buttons, shown once the page is scrolled. */
const floatingBell = (page: Page) =>
  page.getByTestId('floating-actions').getByRole('button', { name: /^Thông báo/ });
const dropdown = (page: Page) => page.getByTestId('notification-dropdown');
/** Deleting from the bell asks first: "Xóa" in the confirmation. */
const confirmDelete = (page: Page) =>
  page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Xóa', exact: true }).click();

/** The open dropdown as the visitor sees it (the viewport, after the opening animation). */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(400);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

describe('notifications', () => {
  it('a customer who booked sees the badge, reads the notification and follows it', async () => {
    const { page, errors, foreignRequests } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await clearNotifications(page);
    const first = await bookAppointment(page.request, 2);
    const second = await bookAppointment(page.request, 4);

    await page.goto('/');
    const bell = headerBell(page);
    await bell.waitFor();
    await page.waitForFunction(() => document.querySelector('header')?.textContent?.includes('2'));
    assert.equal(await bell.getAttribute('aria-label'), 'Thông báo (2 chưa đọc)');

    await bell.click();
    const items = dropdown(page).getByTestId('notification-item');
    await items.first().waitFor();
    assert.equal(await items.count(), 2);
    const newest = items.first();
    assert.equal(await newest.getAttribute('data-unread'), 'true');
    assert.match(await newest.innerText(), /Đặt lịch thành công/);
    assert.match(await newest.innerText(), /Vừa xong|phút trước/);
    await screenshot(page, 'notifications-dropdown-1280');

    // Mark the newest read with its own button.
    await newest.getByRole('button', { name: /^Đánh dấu đã đọc/ }).click();
    await page.getByText('Đã đánh dấu đã đọc', { exact: true }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="notification-item"][data-unread="true"]')
          .length === 1,
    );
    assert.equal(await headerBell(page).getAttribute('aria-label'), 'Thông báo (1 chưa đọc)');

    // Delete the one just read.
    const read = dropdown(page).locator('[data-testid="notification-item"][data-unread="false"]');
    await read.getByRole('button', { name: /^Xóa/ }).click();
    await confirmDelete(page);
    await page.getByText('Đã xóa thông báo', { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-item"]').length === 1,
    );

    // Clicking the other follows its link to the appointment and marks it read.
    await dropdown(page)
      .getByTestId('notification-item')
      .first()
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL(/\/chi-tiet-lich-hen\/\d+$/);
    const opened = Number(currentPath(page).split('/').pop());
    assert.ok([first, second].includes(opened), `opened ${opened}`);
    await page.waitForFunction(
      () =>
        document
          .querySelector('header button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo',
    );

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await page.context().close();
  });

  it('mark all read, empty state, and the dropdown at 375 px', async () => {
    const { page, errors } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await clearNotifications(page);
    await bookAppointment(page.request, 6);
    await page.goto('/');
    assert.equal(await headerBell(page).isVisible(), false);
    // Scrolled past 30 px (once the home page is tall enough), the floating buttons appear.
    await page.waitForFunction(() => {
      window.scrollTo(0, 400);
      return window.scrollY > 30;
    });
    const bell = floatingBell(page);
    await bell.waitFor();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="floating-actions"] button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo (1 chưa đọc)',
    );
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth),
      MOBILE.width,
      'nothing wider than the phone',
    );
    await bell.click();
    await dropdown(page).getByTestId('notification-item').first().waitFor();
    // The whole panel (its padding included) stays on the phone's screen.
    const popover = page.getByRole('dialog', { name: 'Thông báo' });
    const box = await popover.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width, JSON.stringify(box));
    await screenshot(page, 'notifications-dropdown-375');

    await dropdown(page).getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
    await page.getByText('Đã đánh dấu tất cả thông báo đã đọc', { exact: true }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="notification-item"][data-unread="true"]')
          .length === 0,
    );
    assert.equal(await bell.getAttribute('aria-label'), 'Thông báo');

    // Delete every one: the empty state.
    const items = dropdown(page).getByTestId('notification-item');
    while ((await items.count()) > 0) {
      const before = await items.count();
      await items.first().getByRole('button', { name: /^Xóa/ }).click();
      await confirmDelete(page);
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="notification-item"]').length < n,
        before,
      );
    }
    await dropdown(page).getByText('Không có thông báo nào').waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('a guest has no bell', async () => {
    const { page } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Đặt lịch ngay' }).waitFor();
    assert.equal(await headerBell(page).count(), 0);
    await page.context().close();
  });
});
