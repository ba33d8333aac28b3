import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MOBILE, openPage, screenshot } from '../support/browser.ts';
import { assertUncovered } from '../support/layout.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

describe('public layout for a guest', () => {
  it('shows the top bar, header menu, footer and, after scrolling, the floating buttons', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    for (const label of [
      'Trang chủ',
      'Dịch vụ',
      'Sản phẩm',
      'Đặt lịch',
      'Về chúng tôi',
      'Liên hệ',
    ]) {
      assert.equal(await nav.getByRole('link', { name: label }).count(), 1, label);
    }
    assert.ok(await page.getByRole('link', { name: 'Đăng nhập' }).isVisible());
    assert.ok(await page.getByRole('link', { name: 'Đăng ký' }).isVisible());
    assert.ok(await page.getByText('1900 6868').first().isVisible());

    const footer = page.locator('footer');
    for (const label of ['Chính sách bảo mật', 'Điều khoản sử dụng', 'Sơ đồ trang', 'Trợ giúp']) {
      assert.ok(await footer.getByRole('link', { name: label }).isVisible(), label);
    }
    assert.match(await footer.innerText(), /lienhe@salontocviet\.vn/);

    const floating = page.getByTestId('floating-actions');
    assert.equal(await floating.getAttribute('inert'), '');
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 30);
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="floating-actions"]')?.hasAttribute('inert'),
    );
    assert.ok(await floating.getByRole('button', { name: 'Lên đầu trang' }).isVisible());
    assert.ok(await floating.getByRole('button', { name: 'Tư vấn trực tuyến' }).isVisible());
    assert.ok(await floating.getByRole('link', { name: /Gọi hotline/ }).isVisible());
    // Guests have a cart of their own (empty here), as customers do.
    assert.ok(await floating.getByRole('button', { name: 'Giỏ hàng' }).isVisible());

    await floating.getByRole('button', { name: 'Lên đầu trang' }).click();
    await page.waitForFunction(() => window.scrollY === 0);

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('scrolls to the top on a route change', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
    await page.evaluate(() => window.scrollTo({ top: 1000, behavior: 'instant' }));
    await page.waitForFunction(() => window.scrollY > 300);
    await page.locator('footer').getByRole('link', { name: 'Trợ giúp' }).click();
    await page.waitForURL('**/tro-giup');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('opens the mobile drawer at 375 px and fits the width', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Menu chính' }).isVisible(), false);
    await page.locator('header').getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu di động' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Đăng ký' }).click();
    await page.waitForURL('**/customer/register');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(overflow <= 375, `page is ${overflow}px wide at 375px`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('on a 375 px phone the actions are a bar of their own that covers nothing', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/san-pham');
    const bar = page.getByTestId('floating-actions');
    // There without scrolling, across the bottom, and no "to the top" button on a phone.
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="floating-actions"]')?.hasAttribute('inert'),
    );
    const box = await bar.boundingBox();
    assert.ok(box, 'the bar is shown');
    assert.equal(Math.round(box.width), 375);
    assert.equal(Math.round(box.y + box.height), 812);
    assert.ok(box.height <= 64, `the bar is ${box.height} px tall`);
    assert.equal(await bar.getByRole('button', { name: 'Lên đầu trang' }).isVisible(), false);
    assert.ok(await bar.getByRole('link', { name: /Gọi hotline/ }).isVisible());
    // The page leaves room for it: at the very end, the footer's last line is above the bar.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    await assertUncovered(page.locator('footer').getByText(/Bảo lưu mọi quyền/), 'the footer');
    // A product card's text at the bottom of what shows is not under a button.
    const price = page.locator('main').getByText(/₫/).nth(3);
    await price.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await page.evaluate(() => window.scrollBy(0, 60 + 4));
    await assertUncovered(price, 'a product price');
    await screenshot(page, 'public-action-bar-375');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the built-in settings and says so when they cannot be loaded', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.route('**/api/public/settings', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    // A page the browser draws (the server-drawn ones come with their settings).
    await page.goto('/gio-hang');
    await page.getByText('Không thể tải cài đặt hệ thống').waitFor({ timeout: 15_000 });
    assert.match(await page.locator('footer').innerText(), /1900 6868/);
    assert.ok(
      errors.every((e) => e.includes('status of 500')),
      errors.join('\n'),
    );
    await context.close();
  });
});
