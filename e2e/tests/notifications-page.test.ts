import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { bookAppointment, demoServiceAndBranch, freeSlot } from '../support/booking.ts';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { currentPath, loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

interface Seed {
  type: string;
  title: string;
  status?: 'pending' | 'sent' | 'read';
  priority?: string;
  action_url?: string;
  minutesAgo: number;
}

async function openDb() {
  const { default: Database } = await import('better-sqlite3');
  return new Database(path.join(suite.server.dataDir, 'salon.db'));
}

/**
 * Notifications of the demo customer written straight into the server's database (the product
 * makes them only as side effects of bookings, orders and broadcasts; a test needs a known mix).
 * A `pending` one is then delivered and pushed by the server's own delivery job.
 */
async function seedNotifications(rows: Seed[]): Promise<void> {
  const db = await openDb();
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO.customer.email) as {
      id: number;
    };
    const insert = db.prepare(
      `INSERT INTO notifications (user_id, type, priority, title, message, action_url, status, read_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const row of rows) {
      const at = new Date(Date.now() - row.minutesAgo * 60_000).toISOString();
      const status = row.status ?? 'sent';
      insert.run(
        user.id,
        row.type,
        row.priority ?? 'normal',
        row.title,
        `Nội dung: ${row.title}`,
        row.action_url ?? null,
        status,
        status === 'read' ? at : null,
        at,
        at,
      );
    }
  } finally {
    db.close();
  }
}

const rows = (page: Page) => page.getByTestId('notification-row');
const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Thống kê thông báo' }).locator('li').filter({ hasText: label });

/** Waits until the four counts read as given. */
async function expectStats(
  page: Page,
  expected: { total: number; unread: number; read: number; urgent: number },
) {
  const labels = { total: 'Tổng số', unread: 'Chưa đọc', read: 'Đã đọc', urgent: 'Khẩn cấp' };
  for (const [key, label] of Object.entries(labels)) {
    const value = String(expected[key as keyof typeof expected]);
    await page.waitForFunction(
      ([name, want]) =>
        Array.from(document.querySelectorAll('[aria-label="Thống kê thông báo"] li')).some(
          (li) => li.textContent === `${want}${name}`,
        ),
      [label, value] as const,
    );
  }
  assert.equal(await stat(page, 'Tổng số').innerText(), `${expected.total}\nTổng số`);
}

async function titles(page: Page): Promise<string[]> {
  return page
    .getByTestId('notification-row')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('[data-testid="notification-title"]')?.textContent ?? ''),
    )
    .then((all) => all.map((t) => t.replace(/^Chưa đọc: /, '')));
}

/** Starts from no notification at all, through the API of the page's own session. */
async function clearAll(page: Page): Promise<void> {
  assert.ok((await page.request.patch('/api/notifications/mark-all-read')).ok());
  assert.ok((await page.request.delete('/api/notifications/read')).ok());
}

describe('notifications page', () => {
  it('counts, filters that filter, mark one read, delete every read one', async () => {
    const { page, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await clearAll(page);
    await seedNotifications([
      { type: 'promotional', title: 'Giảm 20% uốn tóc', minutesAgo: 5 },
      { type: 'promotional', title: 'Combo gội sấy', minutesAgo: 90, priority: 'high' },
      { type: 'promotional', title: 'Ưu đãi cũ', minutesAgo: 3 * 24 * 60, status: 'read' },
      {
        type: 'order_confirmation',
        title: 'Đơn hàng đã giao',
        minutesAgo: 10 * 24 * 60,
        status: 'read',
      },
      {
        type: 'appointment_reminder',
        title: 'Nhắc lịch cắt tóc',
        minutesAgo: 0,
        priority: 'urgent',
        action_url: '/lich-hen',
      },
    ]);

    await page.goto('/thong-bao');
    await page.getByRole('heading', { name: 'Thông báo', level: 1 }).waitFor();
    await expectStats(page, { total: 5, unread: 3, read: 2, urgent: 1 });
    assert.deepEqual(await titles(page), [
      'Nhắc lịch cắt tóc',
      'Giảm 20% uốn tóc',
      'Combo gội sấy',
      'Ưu đãi cũ',
      'Đơn hàng đã giao',
    ]);
    const first = await rows(page).first().innerText();
    assert.match(first, /Vừa xong/);
    assert.match(first, /Khẩn cấp/);
    assert.match(await rows(page).nth(1).innerText(), /5 phút trước/);
    assert.match(await rows(page).nth(2).innerText(), /1 giờ trước/);
    assert.match(await rows(page).nth(3).innerText(), /3 ngày trước/);
    assert.match(await rows(page).nth(4).innerText(), /\d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'notifications-page-1280');

    // Status filter: unread only, kept in the address (a reload keeps it).
    await page.getByRole('search', { name: 'Lọc thông báo' }).getByText('Chưa đọc').click();
    await page.waitForURL(/status=unread/);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 3,
    );
    assert.deepEqual(
      await rows(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-unread'))),
      ['true', 'true', 'true'],
    );
    // Type filter on top of it.
    await page.getByRole('combobox', { name: 'Lọc theo loại thông báo' }).click();
    await clickOption(page, 'Khuyến mãi');
    await page.waitForURL(/type=promotional/);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 2,
    );
    assert.deepEqual(await titles(page), ['Giảm 20% uốn tóc', 'Combo gội sấy']);
    await page.reload();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 2,
    );
    assert.deepEqual(await titles(page), ['Giảm 20% uốn tóc', 'Combo gội sấy']);
    // Read promotions: one.
    await page.getByRole('search', { name: 'Lọc thông báo' }).getByText('Đã đọc').click();
    await page.waitForURL(/status=read/);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 1,
    );
    assert.deepEqual(await titles(page), ['Ưu đãi cũ']);
    // Read order messages via the address: one; then nothing of a kind never received.
    await page.goto('/thong-bao?status=read&type=welcome');
    await page.getByText('Không có thông báo nào phù hợp bộ lọc').waitFor();
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 5,
    );
    assert.equal(currentPath(page), '/thong-bao');

    // Mark one read from its menu: the counts follow.
    await page.getByRole('button', { name: 'Tùy chọn: Giảm 20% uốn tóc' }).click();
    await page.getByRole('menuitem', { name: 'Đánh dấu đã đọc' }).click();
    await page.getByText('Đã đánh dấu đã đọc', { exact: true }).waitFor();
    await expectStats(page, { total: 5, unread: 2, read: 3, urgent: 1 });
    assert.equal(
      await rows(page).filter({ hasText: 'Giảm 20% uốn tóc' }).getAttribute('data-unread'),
      'false',
    );

    // Delete one from its menu.
    await page.getByRole('button', { name: 'Tùy chọn: Combo gội sấy' }).click();
    // The first row's menu stays in the page (closing or hidden); this row's opens after it.
    await page.getByRole('menuitem', { name: 'Xóa' }).last().click();
    await page.getByText('Đã xóa thông báo', { exact: true }).waitFor();
    await expectStats(page, { total: 4, unread: 1, read: 3, urgent: 1 });

    // Delete every read one: asked first, with the count.
    await page.getByRole('button', { name: 'Xóa đã đọc' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('Bạn có muốn xóa 3 thông báo đã đọc?').waitFor();
    await confirm.getByRole('button', { name: 'Xóa' }).click();
    await page.getByText('Đã xóa 3 thông báo đã đọc', { exact: true }).waitFor();
    await expectStats(page, { total: 1, unread: 1, read: 0, urgent: 1 });
    assert.deepEqual(await titles(page), ['Nhắc lịch cắt tóc']);
    // None left to delete: a warning, no question.
    await page.getByRole('button', { name: 'Xóa đã đọc' }).click();
    await page.getByText('Không có thông báo đã đọc để xóa', { exact: true }).waitFor();
    assert.equal(await page.locator('.ant-modal-confirm').count(), 0);

    // Clicking one follows its link and marks it read.
    await rows(page).first().getByRole('button').first().click();
    await page.waitForURL('**/lich-hen');
    const after = await page.request.get('/api/notifications/stats');
    assert.deepEqual(((await after.json()) as { data: unknown }).data, {
      total: 1,
      unread: 0,
      read: 1,
      urgent: 1,
    });

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await page.context().close();
  });

  it('at 375 px: a new notification appears without reload; an urgent one shows the toast', async () => {
    const { page, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      MOBILE,
    );
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await clearAll(page);
    await page.goto('/thong-bao');
    await page.getByText('Không có thông báo nào', { exact: true }).waitFor();
    await expectStats(page, { total: 0, unread: 0, read: 0, urgent: 0 });
    // Marks this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // A booking made in the customer's own session tells them, through the delivery job and
    // the live stream, while the page stays open.
    const ids = await demoServiceAndBranch(page);
    await bookAppointment(
      page,
      { service: ids.service.id, branch: ids.branch.id },
      await freeSlot(page, { service: ids.service.id, branch: ids.branch.id }, 48, 24 * 9),
    );
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 1,
      null,
      { timeout: 15_000 },
    );
    assert.match(await rows(page).first().innerText(), /Đặt lịch thành công/);
    await expectStats(page, { total: 1, unread: 1, read: 0, urgent: 0 });

    // An urgent one: from the back office's broadcast to customers where it exists, else written
    // for delivery by the server's job; either way pushed live, with the 5-second warning toast.
    const urgentTitle = 'Salon tạm nghỉ chiều nay';
    const staff = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(staff.page, DEMO.admin.email, DEMO.admin.password);
    await staff.page.waitForURL('**/admin**');
    const broadcast = await staff.page.request.post('/api/admin/notifications/broadcasts', {
      data: {
        audience: 'customers',
        title: urgentTitle,
        message: 'Các lịch hẹn sau 14:00 sẽ được gọi điện đổi giờ.',
        priority: 'urgent',
        action_url: '/lich-hen',
      },
    });
    const broadcastReply = await broadcast.text();
    await staff.context.close();
    if (broadcast.status() === 404) {
      await seedNotifications([
        {
          type: 'customer_broadcast',
          title: urgentTitle,
          status: 'pending',
          priority: 'urgent',
          action_url: '/lich-hen',
          minutesAgo: 0,
        },
      ]);
    } else {
      assert.equal(broadcast.status(), 201, broadcastReply);
    }
    await page.locator('[data-toast="warning"]').filter({ hasText: urgentTitle }).waitFor({
      timeout: 15_000,
    });
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-row"]').length === 2,
    );
    assert.deepEqual((await titles(page))[0], urgentTitle);
    await expectStats(page, { total: 2, unread: 2, read: 0, urgent: 1 });
    assert.equal(
      await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      true,
      'the page was not reloaded',
    );
    assert.equal(
      await page.evaluate(() => document.documentElement.scrollWidth),
      MOBILE.width,
      'nothing wider than the phone',
    );
    // The page actions stay inside the page's margins.
    for (const name of ['Đánh dấu tất cả đã đọc', 'Xóa đã đọc']) {
      const box = await page.getByRole('button', { name }).boundingBox();
      assert.ok(
        box && box.x >= 12 && box.x + box.width <= MOBILE.width - 12,
        `${name} ${JSON.stringify(box)}`,
      );
    }
    await page.waitForTimeout(5_500); // the toast goes
    await screenshot(page, 'notifications-page-375');

    // The row's menu works on a phone too.
    await page.getByRole('button', { name: `Tùy chọn: ${urgentTitle}` }).click();
    await page.getByRole('menuitem', { name: 'Đánh dấu đã đọc' }).click();
    await expectStats(page, { total: 2, unread: 1, read: 1, urgent: 1 });

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await page.context().close();
  });
});
