import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, openPage, screenshot } from '../support/browser.ts';
import {
  addToCartByApi,
  checkoutPanel,
  chooseFirstBranch,
  confirmModal,
  emptyCart,
  signInDemoCustomer,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

interface Line {
  item_id: number;
  name: string;
  quantity: number;
  available: boolean;
}

async function savedLines(page: Page): Promise<Line[]> {
  const res = await page.request.get('/api/cart');
  return ((await res.json()) as { data: { items: Line[] } }).data.items;
}

/** Changes a product behind the shop's back, as staff or another buyer would meanwhile. */
async function changeProduct(id: number, set: 'status' | 'stock_quantity', value: string | number) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(`UPDATE products SET ${set} = ? WHERE id = ?`).run(value, id);
  } finally {
    db.close();
  }
}

/** Opens the confirm step of the cart page and presses its 'Đặt hàng'; the reply. */
async function confirmOrder(page: Page) {
  await checkoutPanel(page).getByTestId('checkout').click();
  const modal = confirmModal(page);
  await modal.waitFor();
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Đặt hàng' }).click();
  return placed;
}

describe('a refused checkout', () => {
  it('a product hidden since it went in the cart: the line shows as unavailable and the retry orders the rest', async () => {
    for (const [label, viewport] of [
      ['1280', undefined],
      ['375', MOBILE],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInDemoCustomer(page);
      await emptyCart(page);
      const product = await addToCartByApi(page, 'product', label === '1280' ? 2 : 3, 1);
      const service = await addToCartByApi(page, 'service', 0, 1);
      const lines = await savedLines(page);
      const productId = lines.find((l) => l.name === product)?.item_id;
      const serviceId = lines.find((l) => l.name === service)?.item_id;
      assert.ok(productId && serviceId);

      await page.goto('/gio-hang');
      await chooseFirstBranch(page);
      // The product is taken off sale while the customer is on the cart page.
      await changeProduct(productId, 'status', 'inactive');

      const refused = await confirmOrder(page);
      assert.equal(refused.status(), 409);
      const reason = `Có lỗi với giỏ hàng: Sản phẩm ${product} không còn hoạt động`;
      const alert = checkoutPanel(page).getByRole('alert');
      await alert.filter({ hasText: reason }).waitFor();
      await confirmModal(page).waitFor({ state: 'hidden' });
      // The cart was read again: the line is marked and out of the total.
      const line = page
        .locator(label === '1280' ? 'tr' : '[data-testid="cart-line"]')
        .filter({ hasText: product });
      await line.getByText('Không còn bán').waitFor();
      await checkoutPanel(page).getByText('1 mục không còn bán sẽ không được đặt.').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `checkout-refused-${label}`);

      // The retry orders what can be bought.
      const placed = await confirmOrder(page);
      assert.equal(placed.status(), 201, await placed.text());
      const sent = placed.request().postDataJSON() as { items: { id: number }[] };
      assert.deepEqual(
        sent.items.map((i) => i.id),
        [serviceId],
      );
      await page.waitForURL(/\/don-hang\/\d+$/);
      await page.getByTestId('order-item').filter({ hasText: service }).waitFor();
      assert.equal(await page.getByTestId('order-item').count(), 1);

      await changeProduct(productId, 'status', 'active');
      await emptyCart(page);
      assert.deepEqual(
        errors.filter((e) => !e.includes('status of 409')),
        [],
      );
      await context.close();
    }
  });

  it('a product sold down since it went in the cart: the line shows what is left and the retry orders that', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addToCartByApi(page, 'product', 4, 3);
    const productId = (await savedLines(page)).find((l) => l.name === product)?.item_id;
    assert.ok(productId);

    await page.goto('/gio-hang');
    await chooseFirstBranch(page);
    const box = page
      .locator('tr')
      .filter({ hasText: product })
      .getByRole('spinbutton', { name: `Số lượng ${product}` });
    assert.equal(await box.inputValue(), '3');
    await changeProduct(productId, 'stock_quantity', 1);

    const refused = await confirmOrder(page);
    assert.equal(refused.status(), 409);
    await checkoutPanel(page)
      .getByRole('alert')
      .filter({ hasText: `Có lỗi với giỏ hàng: ` })
      .filter({ hasText: product })
      .waitFor();
    await page.waitForFunction(
      (label) =>
        document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.value === '1',
      `Số lượng ${product}`,
    );

    const placed = await confirmOrder(page);
    assert.equal(placed.status(), 201, await placed.text());
    const sent = placed.request().postDataJSON() as { items: { quantity: number }[] };
    assert.deepEqual(
      sent.items.map((i) => i.quantity),
      [1],
    );
    await page.waitForURL(/\/don-hang\/\d+$/);

    await emptyCart(page);
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 409')),
      [],
    );
    await context.close();
  });
});
