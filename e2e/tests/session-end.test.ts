import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { currentPath, loginStaff } from '../support/flows.ts';
import { addToCartByApi, emptyCart, signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/**
 * Ends the browser's session on the server while the browser keeps its cookie, as when a
 * session expires or is ended elsewhere: the page finds out on its next request (a 401).
 */
async function endSessionBehindTheBrowser(context: BrowserContext): Promise<void> {
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const response = await fetch(`${suite.server.baseUrl}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie },
  });
  assert.equal(response.status, 200, await response.text());
}

/** What the public header shows of the signed-in user, in one string. */
async function headerState(page: Page) {
  const header = page.locator('header');
  const cart = header.getByRole('button', { name: /^Giỏ hàng/ });
  return {
    account: await header.getByRole('button', { name: 'Tài khoản của tôi' }).count(),
    // The cart's name says how many items it holds ('Giỏ hàng (2 sản phẩm)').
    cart: (await cart.count()) === 0 ? null : await cart.getAttribute('aria-label'),
    bell: await header.getByRole('button', { name: /^Thông báo/ }).count(),
    login: await header.getByRole('link', { name: 'Đăng nhập' }).count(),
  };
}

/** A guest: a cart of their own (empty here), no name, no bell, the login link. */
const GUEST_HEADER = { account: 0, cart: 'Giỏ hàng', bell: 0, login: 1 };

describe('the end of a session', () => {
  it('logging out clears the name, bell and cart from the header, also after going back', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    await emptyCart(page);
    await addToCartByApi(page, 'product', 0, 2);

    await page.goto('/san-pham');
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Giỏ hàng (2 sản phẩm)' }).waitFor();
    await header.getByRole('button', { name: /^Thông báo/ }).waitFor();
    const account = header.getByRole('button', { name: 'Tài khoản của tôi' });
    await account.waitFor();
    assert.match(await account.innerText(), /\S/);

    await account.click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.waitForURL('**/customer/login');
    await page.getByText('Đăng xuất thành công!').waitFor();
    await header.getByRole('link', { name: 'Đăng nhập' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await headerState(page), GUEST_HEADER);

    await page.goBack();
    await page.waitForURL('**/san-pham');
    await page.locator('[data-item-card]').first().waitFor();
    await header.getByRole('link', { name: 'Đăng nhập' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await headerState(page), GUEST_HEADER);
    // The guest's cart is their own, empty: none of the account's lines.
    await header.getByRole('button', { name: /^Giỏ hàng/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Giỏ hàng/ });
    await drawer.getByText('Giỏ hàng trống').waitFor();
    assert.equal(await drawer.getByTestId('cart-line').count(), 0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The guest's add-to-cart fills that cart, not the old one.
    const card = page
      .locator('[data-item-card]')
      .filter({ has: page.getByRole('button', { name: 'Thêm vào giỏ' }) })
      .first();
    const name = (await card.locator('h2').innerText()).trim();
    await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();
    await header.getByRole('button', { name: 'Giỏ hàng (1 sản phẩm)' }).waitFor();

    // Signing in again shows the account's cart as the server has it, the guest's line joined.
    await signInDemoCustomer(page);
    await header.getByRole('button', { name: 'Giỏ hàng (3 sản phẩm)' }).waitFor();
    await emptyCart(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a 401 mid-work clears the signed-in header and cart like a logout', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    // Without the live stream (which ends with the session and would tell the page first), the
    // page learns of the end from the click below.
    await page.route('**/api/events', (route) => route.abort());
    await signInDemoCustomer(page);
    await emptyCart(page);
    const name = await addToCartByApi(page, 'product', 0, 1);
    await page.goto('/gio-hang');
    const row = page.locator('tr').filter({ hasText: name });
    await row.getByRole('spinbutton', { name: `Số lượng ${name}` }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Giỏ hàng (1 sản phẩm)' }).waitFor();

    // Everything the page loads by itself has arrived (the bell's count too).
    await page
      .locator('header')
      .getByRole('button', { name: /^Thông báo/ })
      .waitFor();
    await page.waitForLoadState('networkidle');

    await endSessionBehindTheBrowser(context);
    await row.getByRole('button', { name: /Increase|Tăng/i }).click();
    // The page now shows a guest's cart, empty: the account's lines are gone from it.
    await page.getByRole('main').getByText('Giỏ hàng trống').waitFor();
    await page.locator('header').getByRole('link', { name: 'Đăng nhập' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await headerState(page), GUEST_HEADER);
    assert.equal(await page.getByRole('spinbutton').count(), 0);
    assert.equal(await page.getByText(name).count(), 0);
    // The ended session's cookie is gone, so the guest's cart works: a line goes in.
    const product = await addToCartByApi(page, 'product', 1, 1);
    await page.reload();
    await page.locator('tr').filter({ hasText: product }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Giỏ hàng (1 sản phẩm)' }).waitFor();

    // The browser logs the refused request (and the aborted stream); nothing else went wrong.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 401') && !e.includes('ERR_FAILED')),
      [],
    );
    await context.close();
  });

  it('an expired account session goes to the customer login with the message, and back after login', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.route('**/api/events', (route) => route.abort());
    await signInDemoCustomer(page);
    await page
      .locator('header')
      .getByRole('button', { name: /^Thông báo/ })
      .waitFor();
    await page.waitForLoadState('networkidle');
    // The timed polls (chat and bell counts) would otherwise race the click to find the session
    // gone and turn the header to a guest's before the menu opens.
    await page.route(/\/api\/(chat\/unread-count|broadcasting\/notifications\/count)/, (route) =>
      route.abort(),
    );

    // Nor may any other request find the session gone before the orders page asks (on a busy
    // machine something did, once in a whole run): it is held back until then.
    const others = /\/api\/(?!customer\/orders|public\/)/;
    const holdBack = (route: Route) => route.abort();
    await page.route(others, holdBack);
    const ordersAsked = page.waitForRequest(/\/api\/customer\/orders/);

    await endSessionBehindTheBrowser(context);
    await page.locator('header').getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await page.getByRole('menuitem', { name: 'Đơn hàng của tôi' }).click();
    await ordersAsked;
    await page.unroute(others, holdBack);
    await page.waitForURL((url) => url.pathname === '/customer/login');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('redirect'), '/don-hang-cua-toi');
    assert.equal(url.searchParams.has('expired'), true);
    await page.getByText('Phiên đăng nhập đã hết hạn').waitFor();
    assert.deepEqual(await headerState(page), GUEST_HEADER);
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      await screenshot(page, `session-expired-customer-login-${label}`);
    }

    await page.fill('#identifier', DEMO.customer.phone);
    await page.fill('#password', DEMO.customer.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/don-hang-cua-toi');
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 401') && !e.includes('ERR_FAILED')),
      [],
    );
    await context.close();
  });

  it('logging out of the back office lands on /login, and going back asks to log in again', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.goto('/admin/branches');
    await page.getByRole('heading', { name: 'Quản lý chi nhánh', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Tài khoản quản trị' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.getByText('Đăng xuất thành công!').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(currentPath(page), '/login');
    await page.locator('#email').waitFor();
    assert.equal(await page.getByText('Phiên đăng nhập đã hết hạn').count(), 0);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?redirect=%2Fadmin%2Fbranches');
    assert.equal(currentPath(page), '/login?redirect=%2Fadmin%2Fbranches');
    await page.locator('#email').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Quản lý chi nhánh' }).count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an expired back-office session goes to /login with the message and comes back after login', async () => {
    for (const [label, viewport] of [
      ['1280', undefined],
      ['375', MOBILE],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
      await page.waitForURL(`${suite.server.baseUrl}/admin`);
      await page.goto('/admin/branches');
      await page.getByRole('heading', { name: 'Quản lý chi nhánh', level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');

      await endSessionBehindTheBrowser(context);
      // Mid-work: the next request of the page (the list tab's) is refused.
      await page.getByRole('tab', { name: 'Danh sách' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      const url = new URL(page.url());
      assert.equal(url.pathname, '/login');
      assert.equal(url.searchParams.get('redirect'), '/admin/branches');
      await page.getByText('Phiên đăng nhập đã hết hạn').waitFor();
      await screenshot(page, `session-expired-login-${label}`);

      await page.fill('#email', DEMO.admin.email);
      await page.fill('#password', DEMO.admin.password);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL('**/admin/branches');
      await page.getByRole('heading', { name: 'Quản lý chi nhánh', level: 1 }).waitFor();
      assert.equal(currentPath(page), '/admin/branches');
      assert.equal(await page.getByText('Phiên đăng nhập đã hết hạn').count(), 0);

      assert.deepEqual(
        errors.filter((e) => !e.includes('status of 401')),
        [],
      );
      await context.close();
    }
  });
});
