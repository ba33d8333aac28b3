import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/**
 * B24: the spec's calls and the small storefront pieces that were missing: a product's
 * promotions (and their fallback), the bell newest first over the spec's broadcasting calls,
 * the guest header's help link, the on-sale badge, and the code boxes' own message.
 */
const suite = useServerAndBrowser({ mail: true });

async function json<T>(page: Page, path: string): Promise<T> {
  const reply = await page.request.get(path);
  assert.equal(reply.status(), 200, await reply.text());
  return ((await reply.json()) as { data: T }).data;
}

describe('a product on sale', () => {
  it('shows the on-sale badge and its promotions, from the product call or else the public sales', async () => {
    // A manager puts the first product on a running promotion.
    const staff = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(staff.page, DEMO.manager.email, DEMO.manager.password);
    await staff.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    const products = await json<{ data: { id: number; slug: string; name: string }[] }>(
      staff.page,
      '/api/public/products?per_page=1&sort=name',
    );
    const product = products.data[0];
    assert.ok(product);
    const created = await staff.page.request.post('/api/admin/promotions', {
      data: {
        name: 'Tuần lễ tóc đẹp',
        discount_type: 'percentage',
        discount_value: 20,
        status: 'active',
        items: [{ type: 'product', id: product.id }],
      },
    });
    assert.equal(created.status(), 201, await created.text());
    await staff.context.close();

    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      const asked = page.waitForRequest((r) =>
        r.url().endsWith(`/api/products/${product.id}/promotions`),
      );
      await page.goto(`/san-pham/${product.slug}`);
      await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
      await asked;
      assert.equal(await page.getByTestId('on-sale-badge').innerText(), 'Đang giảm giá');
      await page.getByRole('tab', { name: /Khuyến mãi \(\d+\)/ }).click();
      await page.getByText('Tuần lễ tóc đẹp').first().waitFor();
      await screenshot(page, `product-on-sale-${viewport.width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }

    // When the product call fails, the page reads the running sales instead.
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.route(`**/api/products/${product.id}/promotions`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false}' }),
    );
    const fallback = page.waitForRequest((r) => r.url().endsWith('/api/public/sales'));
    await page.goto(`/san-pham/${product.slug}`);
    await fallback;
    await page.getByRole('tab', { name: /Khuyến mãi \(\d+\)/ }).click();
    await page.getByText('Tuần lễ tóc đẹp').first().waitFor();
    await context.close();
  });
});

describe('the bell', () => {
  it('lists newest first over the broadcasting calls, and asks before deleting', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const counted = page.waitForRequest((r) =>
      r.url().endsWith('/api/broadcasting/notifications/count'),
    );
    await signInDemoCustomer(page);
    await counted;
    await page.request.patch('/api/notifications/mark-all-read');
    await page.request.delete('/api/notifications/read');
    const me = await json<{ id: number }>(page, '/api/auth/me');

    // Staff send two, the older one first; the customer reads the newer one.
    const staff = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(staff.page, DEMO.admin.email, DEMO.admin.password);
    await staff.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    for (const title of ['Thông báo cũ hơn', 'Thông báo mới hơn']) {
      const sent = await staff.page.request.post('/api/admin/notifications', {
        data: { type: 'system_alert', priority: 'normal', title, message: title, user_id: me.id },
      });
      assert.equal(sent.status(), 201, await sent.text());
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    await staff.context.close();

    await page.goto('/');
    const bell = page.locator('header').getByRole('button', { name: /^Thông báo/ });
    await page.waitForFunction(() =>
      document.querySelector('header button[aria-label="Thông báo (2 chưa đọc)"]'),
    );
    await bell.click();
    const items = page.getByTestId('notification-dropdown').getByTestId('notification-item');
    await items.nth(1).waitFor();
    const texts = await items.allInnerTexts();
    assert.equal(texts.length, 2);
    assert.match(texts[0] ?? '', /Thông báo mới hơn/);
    assert.match(texts[1] ?? '', /Thông báo cũ hơn/);
    // Read, the newer one stays on top (newest first, not unread first).
    await items
      .first()
      .getByRole('button', { name: /^Đánh dấu đã đọc/ })
      .click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="notification-item"][data-unread="true"]')
          .length === 1,
    );
    assert.equal(await items.first().getAttribute('data-unread'), 'false');
    assert.match(await items.first().innerText(), /Thông báo mới hơn/);

    // Deleting asks first: "Hủy" keeps it, "Xóa" removes it.
    await items.first().getByRole('button', { name: /^Xóa/ }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await confirm.getByText('Bạn có chắc muốn xóa thông báo này?').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({
      path: path.join(ARTIFACTS, 'bell-delete-confirm-1280.png'),
      clip: { x: 480, y: 0, width: 800, height: 460 },
    });
    await confirm.getByRole('button', { name: 'Hủy' }).click();
    assert.equal(await items.count(), 2);
    await items.first().getByRole('button', { name: /^Xóa/ }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: 'Xóa', exact: true })
      .click();
    await page.getByText('Đã xóa thông báo', { exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="notification-item"]').length === 1,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('the guest header', () => {
  it('links to the help centre on a desktop', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await page.goto('/');
    const help = page.locator('header').getByRole('link', { name: 'Trợ giúp' });
    await help.waitFor();
    assert.equal(await help.getAttribute('href'), '/tro-giup');
    await screenshot(page, 'guest-header-1280');
    await help.click();
    await page.waitForURL((url) => url.pathname === '/tro-giup');
    await context.close();
  });
});

describe('the code boxes', () => {
  it("say 'Mã xác thực phải có 6 chữ số!' for 5 digits", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/customer/forgot-password');
    await page.fill('#identifier', DEMO.customer.email);
    await page.locator('form button[type=submit]', { hasText: 'Gửi mã xác thực' }).click();
    await page.locator('.ant-otp input').first().waitFor();
    await page.locator('.ant-otp input').first().click();
    await page.keyboard.type('12345');
    await page.locator('form button[type=submit]', { hasText: 'Xác thực' }).click();
    await page.getByText('Mã xác thực phải có 6 chữ số!').waitFor();
    assert.equal(await page.getByText('Vui lòng nhập mã xác thực!').count(), 0);
    await screenshot(page, 'code-five-digits-375');
    await context.close();
  });
});
