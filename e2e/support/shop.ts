import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from './browser.ts';
import { loginCustomer } from './flows.ts';

/* Shop steps several browser tests share: the demo customer, the cart, the checkout. */

export const digits = (text: string) => Number(text.replace(/\D/g, ''));

/** Signs the demo customer in and waits for the profile page. */
export async function signInDemoCustomer(page: Page): Promise<void> {
  await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
  await page.waitForURL('**/ho-so');
}

/** Empties the signed-in customer's cart through the API (the browser's own session). */
export async function emptyCart(page: Page): Promise<void> {
  const res = await page.request.delete('/api/cart');
  assert.equal(res.status(), 200, await res.text());
}

/** Adds the first buyable product from the products page, as a customer would; its name. */
export async function addFirstProductFromList(page: Page): Promise<string> {
  await page.goto('/san-pham');
  const card = page
    .locator('[data-item-card]')
    .filter({ has: page.getByRole('button', { name: 'Thêm vào giỏ' }) })
    .first();
  await card.waitFor();
  const name = (await card.locator('h2').innerText()).trim();
  await card.getByRole('button', { name: 'Thêm vào giỏ' }).click();
  await page.getByText(`${name} đã được thêm vào giỏ hàng`).waitFor();
  return name;
}

/** Puts an item in the cart through the API; answers its name. */
export async function addToCartByApi(
  page: Page,
  type: 'product' | 'service',
  index = 0,
  quantity = 1,
): Promise<string> {
  const list = (await (
    await page.request.get(
      type === 'product' ? '/api/public/products?in_stock=true' : '/api/public/services',
    )
  ).json()) as { data: { data: { id: number; name: string }[] } };
  const item = list.data.data[index];
  assert.ok(item, `no ${type} #${index} in the demo catalogue`);
  const res = await page.request.post('/api/cart/items', {
    data: { type, item_id: item.id, quantity },
  });
  assert.equal(res.status(), 200, await res.text());
  return item.name;
}

/** Picks an option of an Ant Design select by its visible text. */
export async function chooseOption(page: Page, select: Locator, text: string | RegExp) {
  await select.click();
  await clickOption(page, text);
}

/** The checkout summary of the cart page. */
export function checkoutPanel(page: Page): Locator {
  return page.locator('#thanh-toan');
}

/** Chooses the first branch in the checkout's branch select; answers its name. */
export async function chooseFirstBranch(page: Page): Promise<string> {
  const select = checkoutPanel(page).getByTestId('checkout-branch');
  await select.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const name = (await option.innerText()).trim();
  await clickOption(page, name);
  return name;
}

/** The confirm modal the checkout button opens. */
export function confirmModal(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Xác nhận đặt hàng' });
}

/** Types into a searchable Ant Design select and picks the option with exactly that text. */
export async function searchAndChoose(page: Page, select: Locator, typed: string, option: string) {
  await select.click();
  await select.fill(typed);
  await clickOption(page, new RegExp(`^${option}$`));
}

/**
 * Clicks an option of the open select or autocomplete list and waits for the list to close. The
 * list slides in and re-renders as its options arrive; a click that lands while the option is
 * being replaced is lost, so the click waits for the motion to end and is made again (at most
 * three times) while the list stays open (or, with `chosen`, until that shows).
 */
export async function clickOption(page: Page, text: string | RegExp, chosen?: Locator) {
  const open = page.locator('.ant-select-dropdown:visible');
  const settled = page.locator(
    '.ant-select-dropdown:visible:not([class*="-appear"]):not([class*="-enter"])',
  );
  for (let attempt = 1; ; attempt += 1) {
    await settled.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
    try {
      // A multiple select stays open: there the chosen tag tells that the click took.
      await (chosen ?? open).waitFor({ state: chosen ? 'visible' : 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Fills the add-address modal with a two-tier address (no district), typed without diacritics. */
export async function addAddressInModal(page: Page, street: string) {
  await checkoutPanel(page).getByRole('button', { name: 'Thêm địa chỉ' }).click();
  const modal = page.getByRole('dialog', { name: 'Thêm địa chỉ giao hàng' });
  await modal.getByLabel('Địa chỉ', { exact: true }).fill(street);
  const province = modal.getByLabel('Tỉnh/thành phố');
  await searchAndChoose(page, province, 'ho chi minh', 'Thành phố Hồ Chí Minh');
  await searchAndChoose(page, modal.getByLabel('Phường/xã'), 'ben thanh', 'Phường Bến Thành');
  await modal.getByRole('button', { name: 'Lưu địa chỉ' }).click();
  await page.getByText('Thêm địa chỉ thành công!').waitFor();
  await modal.waitFor({ state: 'hidden' });
}
