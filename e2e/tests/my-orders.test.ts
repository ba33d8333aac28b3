import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

const EMPTY_LIST = 'Không có đơn hàng nào';

/** A customer of this file's own (the demo customer already has demo orders). */
const shopper = { phone: `09${String(Date.now()).slice(-8)}`, password: 'MatKhau@123' };

async function registerShopper(): Promise<void> {
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  const registered = await context.request.post('/api/auth/customer/register', {
    data: {
      name: 'Khách Đơn Hàng',
      phone: shopper.phone,
      email: `don.${shopper.phone}@example.com`,
      password: shopper.password,
      password_confirmation: shopper.password,
      terms_accepted: true,
    },
  });
  assert.ok(registered.status() < 300, await registered.text());
  await context.close();
}

/** A salon day (UTC+7) `offset` days from today, YYYY-MM-DD. */
function salonDay(offset: number): string {
  const shifted = new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}

const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

type Status = 'pending' | 'paid' | 'completed' | 'cancelled';

interface SeededOrder {
  id: number;
  order_number: string;
  status: Status;
  day: string;
}

/**
 * Four orders of the signed-in customer, placed through `POST /api/orders` (prices, stock, lines as
 * the shop makes them), then moved to every state and back in time in the server's database: a
 * customer can neither mark an order paid or completed nor choose the day it was placed.
 */
async function seedOrders(
  request: APIRequestContext,
): Promise<{ orders: SeededOrder[]; productName: string }> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
  try {
    const branch = db.prepare("SELECT id FROM branches WHERE status = 'active' LIMIT 1").get() as {
      id: number;
    };
    const products = db
      .prepare(
        "SELECT id, name FROM products WHERE status = 'active' AND is_sellable = 1 AND stock_quantity > 10 ORDER BY id LIMIT 2",
      )
      .all() as { id: number; name: string }[];
    assert.equal(products.length, 2, 'the demo catalogue sells products');
    const plan: [Status, number][] = [
      ['completed', -20],
      ['cancelled', -12],
      ['paid', -5],
      ['pending', 0],
    ];
    const move = db.prepare(
      'UPDATE orders SET status = ?, payment_status = ?, created_at = ?, updated_at = ? WHERE id = ?',
    );
    const orders: SeededOrder[] = [];
    for (const [status, offset] of plan) {
      const res = await request.post('/api/orders', {
        data: {
          branch_id: branch.id,
          order_type: 'in_store',
          payment_method: 'cash',
          items: [
            { type: 'product', id: products[0]!.id, quantity: 2 },
            { type: 'product', id: products[1]!.id, quantity: 1 },
          ],
        },
      });
      assert.equal(res.status(), 201, await res.text());
      const { order } = (
        (await res.json()) as {
          data: { order: { id: number; order_number: string } };
        }
      ).data;
      const day = salonDay(offset);
      const at = new Date(`${day}T10:00:00+07:00`).toISOString();
      const paid = status === 'paid' || status === 'completed';
      move.run(status, paid ? 'paid' : 'pending', at, at, order.id);
      orders.push({ id: order.id, order_number: order.order_number, status, day });
    }
    return { orders, productName: products[0]!.name };
  } finally {
    db.close();
  }
}

/** Two of the demo home banners, moved to the 'order' position by the demo admin. */
async function moveBannersToOrders(request: APIRequestContext): Promise<number[]> {
  const login = await request.post('/api/auth/admin/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  assert.equal(login.status(), 200);
  const home = await request.get('/api/public/sliders/home-banners');
  const banners = ((await home.json()) as { data: { id: number; title: string }[] }).data;
  const moved = banners.slice(0, 2);
  for (const [i, banner] of moved.entries()) {
    const res = await request.put(`/api/admin/sliders/${banner.id}`, {
      multipart: {
        title: `Ưu đãi đơn hàng ${i + 1}`,
        subtitle: 'Dành cho khách mua sắm',
        type: 'banner',
        position: 'order',
        link_url: '/san-pham',
        link_text: 'Mua ngay',
        status: 'active',
      },
    });
    assert.equal(res.status(), 200, await res.text());
  }
  return moved.map((banner) => banner.id);
}

async function clicksOf(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/admin/sliders/${id}`);
  return ((await res.json()) as { data: { click_count: number } }).data.click_count;
}

async function expectEventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  assert.fail('the condition never held');
}

function row(page: Page, orderNumber: string) {
  return page.locator('tr.ant-table-row', { hasText: orderNumber });
}

async function visibleNumbers(page: Page): Promise<string[]> {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  return page.locator('tr.ant-table-row td:nth-child(2)').allInnerTexts();
}

describe('my orders', () => {
  it('a customer filters their orders, follows one, buys a finished one again and reviews an item', async () => {
    await registerShopper();
    const { page, errors, foreignRequests } = await openPage(suite.browser, suite.server.baseUrl);

    // A guest is sent to log in first.
    await page.goto('/don-hang-cua-toi');
    await page.waitForURL('**/customer/login?redirect=%2Fdon-hang-cua-toi');
    await page.fill('#identifier', shopper.phone);
    await page.fill('#password', shopper.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/don-hang-cua-toi');
    await page.getByText(EMPTY_LIST).waitFor();

    const { orders, productName } = await seedOrders(page.request);
    const byStatus = Object.fromEntries(orders.map((o) => [o.status, o])) as Record<
      Status,
      SeededOrder
    >;
    await page.reload();
    await page.getByRole('heading', { name: 'Đơn hàng của tôi', level: 1 }).waitFor();
    await row(page, byStatus.pending.order_number).waitFor();
    assert.deepEqual(await visibleNumbers(page), [
      byStatus.pending.order_number,
      byStatus.paid.order_number,
      byStatus.cancelled.order_number,
      byStatus.completed.order_number,
    ]);
    const stats = page.getByRole('list', { name: 'Thống kê đơn hàng' });
    await stats.getByText('Tổng đơn hàng').waitFor();
    assert.deepEqual(await stats.locator('li').allInnerTexts(), [
      '4\nTổng đơn hàng',
      '1\nHoàn thành',
      '1\nĐã thanh toán',
      '1\nChờ xử lý',
    ]);
    // Cancel is offered on the pending unpaid order only; rebuy on completed and cancelled.
    assert.equal(
      await row(page, byStatus.pending.order_number)
        .getByRole('button', { name: /Hủy đơn/ })
        .count(),
      1,
    );
    assert.equal(
      await row(page, byStatus.paid.order_number)
        .getByRole('button', { name: /Hủy đơn/ })
        .count(),
      0,
    );
    assert.equal(
      await row(page, byStatus.cancelled.order_number)
        .getByRole('button', { name: /Mua lại/ })
        .count(),
      1,
    );
    await screenshot(page, 'my-orders-1280');

    // Status filter.
    await page.getByRole('combobox', { name: 'Lọc theo trạng thái' }).click();
    await clickOption(page, 'Hoàn thành');
    await page.waitForURL('**/don-hang-cua-toi?status=completed');
    await row(page, byStatus.pending.order_number).waitFor({ state: 'detached' });
    assert.deepEqual(await visibleNumbers(page), [byStatus.completed.order_number]);
    await page.getByRole('button', { name: /Xóa bộ lọc/ }).click();
    await page.waitForURL('**/don-hang-cua-toi');
    await row(page, byStatus.pending.order_number).waitFor();

    // Date range: the paid order's day only.
    const day = byStatus.paid.day;
    await page.getByPlaceholder('Từ ngày').click();
    await page.getByPlaceholder('Từ ngày').fill(ddmmyyyy(day));
    await page.getByPlaceholder('Từ ngày').press('Enter');
    await page.getByPlaceholder('Đến ngày').fill(ddmmyyyy(day));
    await page.getByPlaceholder('Đến ngày').press('Enter');
    await page.waitForURL(`**/don-hang-cua-toi?from=${day}&to=${day}`);
    await row(page, byStatus.pending.order_number).waitFor({ state: 'detached' });
    assert.deepEqual(await visibleNumbers(page), [byStatus.paid.order_number]);

    // Expand: the stepper stands on "Đã thanh toán".
    await row(page, byStatus.paid.order_number)
      .getByRole('button', { name: /Mở rộng|Expand/i })
      .click();
    const steps = page.locator('.ant-steps');
    await steps.waitFor();
    assert.match(await steps.locator('.ant-steps-item-process').innerText(), /Đã thanh toán/);
    assert.equal(await steps.locator('.ant-steps-item-finish').count(), 1);
    await screenshot(page, 'my-orders-expanded-1280');
    await page.getByRole('button', { name: /Xóa bộ lọc/ }).click();
    await row(page, byStatus.completed.order_number).waitFor();

    // Review an item of the completed order.
    await row(page, byStatus.completed.order_number)
      .getByRole('button', { name: /Mở rộng|Expand/i })
      .click();
    const items = page.getByRole('list', {
      name: `Mặt hàng của đơn ${byStatus.completed.order_number}`,
    });
    await items.waitFor();
    await items
      .locator('li', { hasText: productName })
      .getByRole('button', { name: /Đánh giá/ })
      .click();
    const modal = page.locator('.ant-modal', { hasText: `Đánh giá: ${productName}` });
    await modal.waitFor();
    await modal.getByLabel('Nhận xét').fill('Sản phẩm tốt, giao nhanh.');
    await modal.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await page.getByText('Cảm ơn bạn đã đánh giá sản phẩm!').waitFor();
    await items.locator('li', { hasText: productName }).getByText('Đã đánh giá').waitFor();

    // Cancel the pending order, with a reason.
    await row(page, byStatus.pending.order_number)
      .getByRole('button', { name: /Hủy đơn/ })
      .click();
    const cancel = page.locator('.ant-modal', {
      hasText: `Hủy đơn ${byStatus.pending.order_number}`,
    });
    await cancel.getByLabel('Lý do hủy').fill('Đặt nhầm sản phẩm');
    await cancel.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await page.getByText('Đã hủy đơn hàng').waitFor();
    await row(page, byStatus.pending.order_number).getByText('Đã hủy').waitFor();
    assert.equal(
      await row(page, byStatus.pending.order_number)
        .getByRole('button', { name: /Hủy đơn/ })
        .count(),
      0,
    );
    await stats.getByText('0', { exact: true }).waitFor();

    // Rebuy the completed order: the cart badge grows by its three units.
    const headerCart = page.locator('header').getByRole('button', { name: /^Giỏ hàng/ });
    const before = await headerCart.getAttribute('aria-label');
    assert.equal(before, 'Giỏ hàng');
    await row(page, byStatus.completed.order_number)
      .getByRole('button', { name: /Mua lại/ })
      .click();
    await page.getByText('Đã thêm lại các sản phẩm vào giỏ hàng').waitFor();
    await page.waitForURL('**/gio-hang');
    await page.waitForFunction(
      () =>
        document.querySelector('header [aria-label^="Giỏ hàng ("]')?.getAttribute('aria-label') ===
        'Giỏ hàng (3 sản phẩm)',
    );

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
  });

  it('shows the order banners, turning every 5 s, and counts a click', async () => {
    const admin = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const [first, second] = await moveBannersToOrders(admin.request);
    const { page, errors, foreignRequests } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, shopper.phone, shopper.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/don-hang-cua-toi');
    const hero = page.getByRole('region', { name: 'Ưu đãi mua sắm' });
    await hero.getByRole('heading', { name: 'Ưu đãi đơn hàng 1' }).waitFor();
    assert.equal(await hero.getByTestId('order-banner').count(), 2);
    await screenshot(page, 'my-orders-banner-1280');
    // The second banner comes into view by itself.
    await hero
      .getByRole('button', { name: 'Banner 2' })
      .and(page.locator('[aria-current=true]'))
      .waitFor({ timeout: 9000 });

    const before = await clicksOf(admin.request, second!);
    await hero
      .getByRole('link', { name: 'Mua ngay' })
      .and(page.locator(':not([inert] *)'))
      .first()
      .click();
    await page.waitForURL('**/san-pham');
    await expectEventually(async () => (await clicksOf(admin.request, second!)) === before + 1);
    assert.equal(await clicksOf(admin.request, first!), 0);
    await admin.close();
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
  });

  it('on a phone the orders are cards', async () => {
    const { page, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      MOBILE,
    );
    await loginCustomer(page, shopper.phone, shopper.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/don-hang-cua-toi');
    const cards = page.getByTestId('order-card');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 4);
    assert.equal(await page.locator('table').count(), 0);
    // The paid order opens on its progress; the one cancelled above on a notice.
    const paid = cards.filter({ has: page.locator('[data-order-state="paid"]') });
    await paid.getByRole('button', { name: 'Xem sản phẩm và tiến trình' }).click();
    await paid.locator('.ant-steps').waitFor();
    const cancelled = cards.first();
    await cancelled.getByRole('button', { name: 'Xem sản phẩm và tiến trình' }).click();
    await cancelled.getByText('Đơn hàng đã bị hủy').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `the page is ${width} px wide`);
    await screenshot(page, 'my-orders-375');
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
  });
});
