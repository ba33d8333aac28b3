import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { MOBILE, openPage, screenshot } from '../support/browser.ts';
import { addToCartByApi, emptyCart, signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

interface Line {
  id: number;
  name: string;
  quantity: number;
  max_quantity: number;
}

/** The cart as the server has it. */
async function savedLines(page: Page): Promise<Line[]> {
  const res = await page.request.get('/api/cart');
  assert.equal(res.status(), 200);
  return ((await res.json()) as { data: { items: Line[] } }).data.items;
}

async function savedLine(page: Page, name: string): Promise<Line | undefined> {
  return (await savedLines(page)).find((line) => line.name === name);
}

/** Sets a line's quantity through the API (the starting point of a case). */
async function setSaved(page: Page, name: string, quantity: number) {
  const line = await savedLine(page, name);
  assert.ok(line);
  const res = await page.request.patch(`/api/cart/items/${line.id}`, { data: { quantity } });
  assert.equal(res.status(), 200, await res.text());
}

/** Waits until the box shows `expected` and the server has saved it. */
async function agree(page: Page, box: Locator, name: string, expected: number) {
  await page
    .waitForFunction(
      ([input, value]) => (input as HTMLInputElement | null)?.value === value,
      [await box.elementHandle(), String(expected)] as const,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // the checks below say what differs
  for (let i = 0; i < 20 && (await savedLine(page, name))?.quantity !== expected; i++) {
    await page.waitForTimeout(100);
  }
  assert.equal((await savedLine(page, name))?.quantity, expected, `saved quantity of ${name}`);
  assert.equal(await box.inputValue(), String(expected), `box of ${name}`);
}

/** Replaces the box's text keystroke by keystroke. */
async function type(box: Locator, text: string) {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Backspace');
  if (text) await box.pressSequentially(text);
}

/** Replaces the box's text in one go, as a paste does. */
async function paste(page: Page, box: Locator, text: string) {
  await box.click();
  await box.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

function patched(page: Page) {
  return page.waitForResponse(
    (r) => r.url().includes('/api/cart/items/') && r.request().method() === 'PATCH',
  );
}

describe('the cart quantity box', () => {
  it('keeps the box and the server in agreement whatever is typed, pasted or left', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addToCartByApi(page, 'product', 0, 2);
    const service = await addToCartByApi(page, 'service', 0, 1);
    const stock = (await savedLine(page, product))?.max_quantity ?? 0;
    assert.ok(stock > 3 && stock < 999, `demo stock of ${product} is ${stock}`);

    await page.goto('/gio-hang');
    const heading = page.getByRole('heading', { name: 'Giỏ hàng', level: 1 });
    const productBox = page
      .locator('tr')
      .filter({ hasText: product })
      .getByRole('spinbutton', { name: `Số lượng ${product}` });
    const serviceBox = page
      .locator('tr')
      .filter({ hasText: service })
      .getByRole('spinbutton', { name: `Số lượng ${service}` });
    await productBox.waitFor();

    // Above the general cap (999), typed then Enter: clamped and saved.
    let saved = patched(page);
    await type(serviceBox, '1500');
    await serviceBox.press('Enter');
    assert.equal((await saved).status(), 200);
    await agree(page, serviceBox, service, 999);

    // Above the stock, typed then Enter: the stock, saved, and said so.
    saved = patched(page);
    await type(productBox, String(stock + 5));
    await productBox.press('Enter');
    assert.equal((await saved).status(), 200);
    await agree(page, productBox, product, stock);
    await page.getByText(`Chỉ có thể mua tối đa ${stock} ${product}`).first().waitFor();

    // Typed 1500, then Tab.
    await setSaved(page, product, 2);
    await page.reload();
    await productBox.waitFor();
    saved = patched(page);
    await type(productBox, '1500');
    await productBox.press('Tab');
    assert.equal((await saved).status(), 200);
    await agree(page, productBox, product, stock);

    // Pasted, then the box is left (a click elsewhere).
    await setSaved(page, product, 2);
    await page.reload();
    await productBox.waitFor();
    saved = patched(page);
    await paste(page, productBox, '1500');
    await heading.click();
    assert.equal((await saved).status(), 200);
    await agree(page, productBox, product, stock);

    // An ordinary value, pasted, then Enter.
    saved = patched(page);
    await paste(page, productBox, '3');
    await productBox.press('Enter');
    assert.equal((await saved).status(), 200);
    await agree(page, productBox, product, 3);

    // Negative, blank or not a number: the saved value comes back and nothing is sent.
    let sent = 0;
    const count = (request: { url(): string; method(): string }) => {
      if (request.url().includes('/api/cart/items/') && request.method() !== 'GET') sent += 1;
    };
    page.on('request', count);
    for (const [text, leave] of [
      ['-2', 'Enter'],
      ['-2', 'Tab'],
      ['', 'Enter'],
      ['', 'Tab'],
      ['abc', 'Enter'],
    ] as const) {
      await type(productBox, text);
      await productBox.press(leave);
      await agree(page, productBox, product, 3);
    }
    await paste(page, productBox, '-2');
    await heading.click();
    await agree(page, productBox, product, 3);
    await page.waitForTimeout(300);
    page.off('request', count);
    assert.equal(sent, 0, 'nothing is sent for negative or blank input');

    // 0 removes the line.
    const removed = page.waitForResponse(
      (r) => r.url().includes('/api/cart/items/') && r.request().method() !== 'GET',
    );
    await type(productBox, '0');
    await productBox.press('Enter');
    assert.equal((await removed).status(), 200);
    await page.getByText('Đã xóa sản phẩm khỏi giỏ hàng').waitFor();
    await page.locator('tr').filter({ hasText: product }).waitFor({ state: 'detached' });
    assert.equal(await savedLine(page, product), undefined);
    assert.equal((await savedLine(page, service))?.quantity, 999);

    await emptyCart(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('works the same in the cards of a phone, 0 by Tab included', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addToCartByApi(page, 'product', 1, 1);
    const service = await addToCartByApi(page, 'service', 0, 1);
    const stock = (await savedLine(page, product))?.max_quantity ?? 0;

    await page.goto('/gio-hang');
    const card = page.getByTestId('cart-line').filter({ hasText: product });
    const box = card.getByRole('spinbutton', { name: `Số lượng ${product}` });
    await box.waitFor();

    const saved = patched(page);
    await type(box, '1500');
    await box.press('Enter');
    assert.equal((await saved).status(), 200);
    await agree(page, box, product, stock);
    await page.getByText(`Chỉ có thể mua tối đa ${stock} ${product}`).first().waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'cart-quantity-capped-375');

    await type(box, '-2');
    await box.press('Tab');
    await agree(page, box, product, stock);

    await type(box, '0');
    await box.press('Tab');
    await page.getByText('Đã xóa sản phẩm khỏi giỏ hàng').waitFor();
    await card.waitFor({ state: 'detached' });
    assert.equal(await savedLine(page, product), undefined);
    assert.ok(await savedLine(page, service));

    await emptyCart(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('restores the saved value with the server message when the server refuses', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addToCartByApi(page, 'product', 0, 2);
    await page.goto('/gio-hang');
    const box = page
      .locator('tr')
      .filter({ hasText: product })
      .getByRole('spinbutton', { name: `Số lượng ${product}` });
    await box.waitFor();

    // Sold out between loading the cart and changing it.
    await page.route('**/api/cart/items/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              code: 'OUT_OF_STOCK',
              message: `Sản phẩm ${product} đã hết hàng`,
            }),
          })
        : route.continue(),
    );
    await type(box, '1500');
    await box.press('Enter');
    await page.getByText(`Sản phẩm ${product} đã hết hàng`).waitFor();
    await agree(page, box, product, 2);
    await page.waitForTimeout(300);
    await screenshot(page, 'cart-quantity-refused-1280');
    await page.unroute('**/api/cart/items/*');

    await emptyCart(page);
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 409')),
      [],
    );
    await context.close();
  });
});
