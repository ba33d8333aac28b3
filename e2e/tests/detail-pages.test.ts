import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { currentPath, loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** Demo items that carry approved reviews, answers and questions (db/seed/reviews.ts). */
const SERVICE = '/dich-vu/cat-toc-nam-tao-kieu';
const PRODUCT = '/san-pham/dau-goi-buoi-va-bo-ket-toc-viet-400ml';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

async function assertFitsWidth(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name} is ${scrollWidth}px wide in a ${width}px window`);
}

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  describe(`detail pages at ${label} px (e2e/artifacts/)`, () => {
    it('service and product detail, with the reviews tab open', async () => {
      const { page, errors, foreignRequests, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      for (const [name, path] of [
        ['service-detail', SERVICE],
        ['product-detail', PRODUCT],
      ] as const) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await settle(page);
        await assertFitsWidth(page, viewport.width, name);
        await screenshot(page, `${name}-${label}`);
        await page.getByRole('tab', { name: /Đánh giá/ }).click();
        await page.getByText('Phản hồi từ Salon Tóc Việt').first().waitFor();
        await settle(page);
        await assertFitsWidth(page, viewport.width, `${name} reviews`);
        await screenshot(page, `${name}-reviews-${label}`);
      }
      await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
      await page.waitForURL(`${suite.server.baseUrl}/admin`);
      await page.goto('/admin/feedback');
      await page.locator('tbody tr.ant-table-row').first().waitFor();
      await settle(page);
      await assertFitsWidth(page, viewport.width, 'feedback');
      await screenshot(page, `admin-feedback-${label}`);
      await page.getByRole('tab', { name: 'Thống kê đánh giá' }).click();
      await screenshot(page, `admin-feedback-statistics-${label}`);
      await page.getByRole('tab', { name: 'Câu hỏi' }).click();
      await page.getByText('Tóc đã nhuộm có uốn setting được không ạ?').waitFor();
      await settle(page);
      await screenshot(page, `admin-feedback-questions-${label}`);
      assert.deepEqual(errors, []);
      assert.deepEqual(foreignRequests, []);
      await context.close();
    });
  });
}

describe('detail pages', () => {
  it('show breadcrumbs, the first 3 features, Q&A, related items and the book button', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto(SERVICE);
    await page.locator('h1', { hasText: 'Cắt tóc nam tạo kiểu' }).waitFor();
    const crumbs = page.getByRole('navigation', { name: 'Đường dẫn' });
    assert.equal(await crumbs.getByRole('link', { name: 'Dịch vụ', exact: true }).count(), 1);
    await crumbs.getByText('Cắt tóc nam tạo kiểu', { exact: true }).waitFor();
    assert.ok((await page.locator('ul[aria-label="Điểm nổi bật"] li').count()) <= 3);
    assert.equal(await page.getByRole('tab', { name: /Khuyến mãi/ }).count(), 0);
    await page.getByRole('tab', { name: 'Hỏi đáp' }).click();
    await page.getByText('Cắt tóc nam có bao gồm gội và sấy tạo kiểu không?').waitFor();
    await page
      .getByText(/Trần Thu Hà/)
      .first()
      .waitFor();
    assert.ok(
      (await page.locator('section[aria-label="Dịch vụ liên quan"] [data-item-card]').count()) > 0,
    );
    const book = page.getByRole('main').getByRole('link', { name: 'Đặt lịch ngay' });
    assert.match((await book.getAttribute('href')) ?? '', /^\/booking\?service_id=\d+$/);
    // The booking wizard opens over the page, the service chosen: it starts at the branch.
    await book.click();
    const wizard = page.getByRole('dialog', { name: 'Đặt lịch hẹn' });
    await wizard.getByRole('heading', { name: 'Chọn chi nhánh' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('send a missing item back to its list', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/dich-vu/khong-ton-tai');
    await page.waitForURL(`${suite.server.baseUrl}/dich-vu`);
    await page.goto('/products/999999');
    await page.waitForURL(`${suite.server.baseUrl}/san-pham`);
    await context.close();
  });

  it('guests pick a quantity and add to a cart of their own; customers pick up to the stock', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto(PRODUCT);
    const guestQuantity = page.locator('#product-quantity');
    await guestQuantity.waitFor();
    const name = (await page.locator('h1').first().innerText()).trim();
    await guestQuantity.fill('2');
    await guestQuantity.blur();
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();
    const headerCart = page.locator('header').getByRole('button', { name: /^Giỏ hàng/ });
    assert.equal(await headerCart.getAttribute('aria-label'), 'Giỏ hàng (2 sản phẩm)');
    assert.equal(await page.getByRole('dialog').count(), 0, 'no login is asked');
    // The login is offered, and comes back to this product.
    assert.equal(
      await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).getAttribute('href'),
      `/customer/login?redirect=${encodeURIComponent(PRODUCT)}`,
    );

    // A service goes in the same way, without a login.
    await page.goto(SERVICE);
    const addService = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
    await addService.waitFor();
    const service = (await page.locator('h1').first().innerText()).trim();
    await addService.click();
    await page.getByText(`${service} đã được thêm vào giỏ hàng`).waitFor();
    await page.locator('header').getByRole('button', { name: 'Giỏ hàng (3 sản phẩm)' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0, 'no login is asked');

    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    await page.goto(PRODUCT);
    const quantity = page.locator('#product-quantity');
    await quantity.waitFor();
    const max = Number(await quantity.getAttribute('aria-valuemax'));
    assert.ok(max > 1);
    await quantity.fill(String(max + 10));
    await quantity.blur();
    assert.equal(await quantity.inputValue(), String(max));
    assert.equal(await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).isEnabled(), true);
    assert.equal(currentPath(page), PRODUCT);
    // The guest's lines joined the account's cart at login.
    const cart = (await (await page.request.get('/api/cart')).json()) as {
      data: { items: { name: string; quantity: number }[] };
    };
    assert.ok(cart.data.items.some((item) => item.name === name && item.quantity >= 2));
    assert.ok(cart.data.items.some((item) => item.name === service));
    assert.equal((await page.request.delete('/api/cart')).status(), 200);
    assert.deepEqual(errors, []);
    await context.close();
  });
  it('a customer writes a review, sees it pending among their own, edits and deletes it', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    await page.goto('/san-pham/tinh-dau-duong-toc-moroccanoil-treatment-100ml');
    await page.getByRole('tab', { name: /Đánh giá/ }).click();
    await page.getByRole('button', { name: 'Viết đánh giá' }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByLabel('Họ tên').count(), 0, 'customers give no name');
    await dialog.locator('.ant-rate-star').nth(3).click();
    await dialog.getByLabel('Tiêu đề').fill('Thơm và mượt');
    await dialog.getByLabel('Nội dung').fill('Dùng sau khi sấy, tóc vào nếp cả ngày.');
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'anh.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await dialog.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const own = page
      .locator('div', { has: page.getByRole('heading', { name: 'Đánh giá của bạn' }) })
      .last();
    await own.getByText('Thơm và mượt').waitFor();
    await own.getByText('Chờ duyệt').waitFor();
    assert.equal(await own.locator('img[alt="Ảnh đánh giá"]').count(), 1);

    await own.getByRole('button', { name: 'Sửa đánh giá' }).click();
    await dialog.getByLabel('Tiêu đề').fill('Thơm, mượt, không bết');
    await dialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await own.getByText('Thơm, mượt, không bết').waitFor();

    await own.getByRole('button', { name: 'Xóa đánh giá' }).click();
    await page.getByRole('button', { name: 'Xóa', exact: true }).click();
    await page.getByRole('heading', { name: 'Đánh giá của bạn' }).waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
