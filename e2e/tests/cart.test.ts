import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const digits = (text: string) => Number(text.replace(/\D/g, ''));

async function signIn(page: Page) {
  await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
  await page.waitForURL('**/ho-so');
}

/** The first product card on the list that can go in the cart, with its name and price. */
async function firstBuyableCard(page: Page) {
  await page.goto('/san-pham');
  const card = page
    .locator('[data-item-card]')
    .filter({ has: page.getByRole('button', { name: 'Thêm vào giỏ' }) })
    .first();
  await card.waitFor();
  const name = (await card.locator('h2').innerText()).trim();
  const price = digits(await card.locator('[class*="final"]').innerText());
  return { card, name, price };
}

function cartDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Giỏ hàng/ });
}

/** Empties the demo customer's cart through the API (the browser's own session). */
async function emptyCart(page: Page) {
  const res = await page.request.delete('/api/cart');
  assert.equal(res.status(), 200);
}

describe('cart', () => {
  it('a customer adds a product twice, then changes and removes it in the drawer', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await signIn(page);
    await emptyCart(page);
    const { card, name, price } = await firstBuyableCard(page);

    await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();
    await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await page.getByText(`Đã cập nhật số lượng ${name} trong giỏ hàng`).waitFor();

    const headerCart = page.locator('header').getByRole('button', { name: /^Giỏ hàng/ });
    assert.equal(await headerCart.getAttribute('aria-label'), 'Giỏ hàng (2 sản phẩm)');
    await headerCart.click();
    const drawer = cartDrawer(page);
    const line = drawer.getByTestId('cart-line').filter({ hasText: name });
    const quantity = line.getByRole('spinbutton', { name: `Số lượng ${name}` });
    await quantity.waitFor();
    assert.equal(await quantity.inputValue(), '2');
    const total = drawer.getByTestId('cart-drawer-total');
    assert.equal(digits(await total.innerText()), 2 * price);

    const patched = page.waitForResponse(
      (r) => r.url().includes('/api/cart/items/') && r.request().method() === 'PATCH',
    );
    await quantity.fill('3');
    await quantity.press('Enter');
    assert.equal((await patched).status(), 200);
    await page.waitForFunction(
      ([selector, expected]) =>
        Number(document.querySelector(selector)?.textContent?.replace(/\D/g, '')) === expected,
      ['[data-testid="cart-drawer-total"]', 3 * price] as const,
    );
    assert.equal(await quantity.inputValue(), '3');

    // A refused change is rolled back, with the server's reason.
    await page.route('**/api/cart/items/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              code: 'OUT_OF_STOCK',
              message: `Sản phẩm ${name} đã hết hàng`,
            }),
          })
        : route.continue(),
    );
    await quantity.fill('4');
    await quantity.press('Enter');
    await page.getByText(`Sản phẩm ${name} đã hết hàng`).waitFor();
    await page.waitForFunction(
      (label) =>
        document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.value === '3',
      `Số lượng ${name}`,
    );
    assert.equal(digits(await total.innerText()), 3 * price);
    await page.unroute('**/api/cart/items/*');

    // Emptied or non-positive input is ignored.
    await quantity.fill('');
    await quantity.press('Enter');
    assert.equal(await quantity.inputValue(), '3');

    await line.getByRole('button', { name: `Xóa ${name} khỏi giỏ hàng` }).click();
    await page.getByText('Đã xóa sản phẩm khỏi giỏ hàng').waitFor();
    await drawer.getByText('Giỏ hàng trống').waitFor();
    assert.equal(await headerCart.getAttribute('aria-label'), 'Giỏ hàng');

    // The browser logs the refused request; nothing else went wrong.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 409')),
      [],
    );
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('a customer picks 2 on a product page and adds them in one go', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signIn(page);
    await emptyCart(page);
    const { card, name, price } = await firstBuyableCard(page);
    await card.locator('h2 a').click();
    const quantity = page.locator('#product-quantity');
    await quantity.waitFor();
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();

    const headerCart = page.locator('header').getByRole('button', { name: /^Giỏ hàng/ });
    assert.equal(await headerCart.getAttribute('aria-label'), 'Giỏ hàng (2 sản phẩm)');
    await headerCart.click();
    const drawer = cartDrawer(page);
    const line = drawer.getByTestId('cart-line').filter({ hasText: name });
    await line.waitFor();
    assert.equal(
      await line.getByRole('spinbutton', { name: `Số lượng ${name}` }).inputValue(),
      '2',
    );
    assert.equal(digits(await drawer.getByTestId('cart-drawer-total').innerText()), 2 * price);
    await emptyCart(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a guest adds to a cart of their own, which joins the account at login', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const { card, name } = await firstBuyableCard(page);
    await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();
    const headerCart = page.locator('header').getByRole('button', { name: /^Giỏ hàng/ });
    assert.equal(await headerCart.getAttribute('aria-label'), 'Giỏ hàng (1 sản phẩm)');
    // The cart is the server's, behind an httpOnly cookie the page's scripts cannot read.
    const cookie = (await context.cookies()).find((c) => c.name === 'salon_cart');
    assert.ok(cookie?.httpOnly, 'the guest cart cookie is httpOnly');
    assert.equal(await page.evaluate(() => document.cookie.includes('salon_cart')), false);

    await signIn(page);
    await emptyCart(page);
    await page.goto('/');
    // A fresh guest cart, then the login: its line is in the account's cart.
    const other = await openPage(suite.browser, suite.server.baseUrl);
    const picked = await firstBuyableCard(other.page);
    await picked.card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await other.page.getByText(`${picked.name} đã được thêm vào giỏ hàng`).waitFor();
    await signIn(other.page);
    const merged = (await (await other.page.request.get('/api/cart')).json()) as {
      data: { items: { name: string }[] };
    };
    assert.ok(merged.data.items.some((item) => item.name === picked.name));
    await emptyCart(other.page);
    assert.deepEqual(errors, []);
    assert.deepEqual(other.errors, []);
    await other.context.close();
    await context.close();
  });

  it('the cart page lists the lines, clears them after confirmation, and shows a guest their own', async () => {
    const guest = await openPage(suite.browser, suite.server.baseUrl);
    await guest.page.goto('/gio-hang');
    await guest.page.getByText('Giỏ hàng trống').first().waitFor();
    await guest.context.close();

    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signIn(page);
    await emptyCart(page);
    const { card, name, price } = await firstBuyableCard(page);
    await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
    await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();

    await page.goto('/gio-hang');
    await page.getByRole('heading', { name: 'Giỏ hàng', level: 1 }).waitFor();
    const row = page.locator('tr').filter({ hasText: name });
    const quantity = row.getByRole('spinbutton', { name: `Số lượng ${name}` });
    await quantity.waitFor();
    await row.getByRole('button', { name: /Increase|Tăng/i }).click();
    await page.getByText(`Đã cập nhật số lượng ${name} trong giỏ hàng`).waitFor();
    assert.equal(await quantity.inputValue(), '2');
    assert.equal(digits(await page.getByTestId('cart-subtotal').innerText()), 2 * price);
    await page.getByTestId('checkout').waitFor();

    await page.getByRole('button', { name: 'Xóa tất cả' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Xóa tất cả' }).click();
    await page.getByText('Đã xóa tất cả sản phẩm khỏi giỏ hàng').waitFor();
    await page.getByText('Giỏ hàng trống').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('screenshots of the drawer and the cart page at 1280 and 375 px', async () => {
    for (const [label, viewport] of [
      ['1280', undefined],
      ['375', MOBILE],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signIn(page);
      await emptyCart(page);
      const products = (await (
        await page.request.get('/api/public/products?in_stock=true')
      ).json()) as {
        data: { data: { id: number }[] };
      };
      const services = (await (await page.request.get('/api/public/services')).json()) as {
        data: { data: { id: number }[] };
      };
      for (const [type, id, quantity] of [
        ['product', products.data.data[0]?.id, 2],
        ['product', products.data.data[1]?.id, 1],
        ['service', services.data.data[0]?.id, 1],
      ] as const) {
        const res = await page.request.post('/api/cart/items', {
          data: { type, item_id: id, quantity },
        });
        assert.equal(res.status(), 200, await res.text());
      }

      await page.goto('/gio-hang');
      await page.getByTestId('cart-subtotal').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `cart-page-${label}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= (viewport?.width ?? 1280), `cart page is ${width}px wide`);

      await page.goto('/san-pham');
      await page.getByRole('button', { name: 'Thêm vào giỏ' }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page
        .locator('[data-item-card]')
        .first()
        .screenshot({ path: screenshotPath(`cart-product-card-${label}`) });
      await page
        .locator('header')
        .getByRole('button', { name: /^Giỏ hàng/ })
        .click();
      await cartDrawer(page).getByTestId('cart-drawer-total').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: screenshotPath(`cart-drawer-${label}`) });

      await emptyCart(page);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

/** The drawer is shot as the viewport shows it (not the full page). */
function screenshotPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, `${name}.png`);
}
