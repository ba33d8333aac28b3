import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page, Request } from 'playwright-core';
import { ARTIFACTS, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import {
  addFirstProductFromList,
  addToCartByApi,
  checkoutPanel,
  chooseFirstBranch,
  confirmModal,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/*
 * Guest checkout: a visitor without an account fills a cart of their own (kept on the server
 * behind its cookie), gives a name, a phone and, for delivery, a typed address in the confirm
 * step, and lands on the order page that their access token opens.
 */

const suite = useServerAndBrowser();

/** Every order the page asks the server to place. */
function watchOrderRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
      sent.push(request);
    }
  });
  return sent;
}

async function guestCartLines(page: Page): Promise<number> {
  const res = await page.request.get('/api/cart');
  assert.equal(res.status(), 200, await res.text());
  return ((await res.json()) as { data: { items: unknown[] } }).data.items.length;
}

async function assertFitsWidth(page: Page, width: number, what: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${what} is ${scrollWidth}px wide in a ${width}px window`);
}

/** The cart page's checkout set to delivery from the first branch, its confirm step open. */
async function openGuestDeliveryConfirm(page: Page) {
  await page.goto('/gio-hang');
  const panel = checkoutPanel(page);
  await panel.getByTestId('checkout').waitFor();
  await panel.getByText('Giao hàng tận nơi').click();
  // No saved addresses for a guest: the address is typed in the confirm step.
  await panel.getByTestId('guest-address-note').waitFor();
  assert.equal(await panel.getByRole('button', { name: 'Thêm địa chỉ' }).count(), 0);
  assert.equal(
    await panel
      .getByTestId('guest-address-note')
      .getByRole('link', { name: 'Đăng nhập' })
      .getAttribute('href'),
    '/customer/login?redirect=%2Fgio-hang',
  );
  const branch = await chooseFirstBranch(page);
  return { panel, branch };
}

describe('guest checkout', () => {
  it('on a phone, a guest orders for delivery to a typed address; bad input places nothing', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      MOBILE,
    );
    const orders = watchOrderRequests(page);
    const product = await addFirstProductFromList(page);
    const { panel, branch } = await openGuestDeliveryConfirm(page);
    await page.waitForLoadState('networkidle');
    await assertFitsWidth(page, MOBILE.width, 'the cart page');
    await screenshot(page, 'guest-checkout-cart-375');

    await panel.getByTestId('checkout').click();
    const modal = confirmModal(page);
    await modal.waitFor();
    const name = modal.getByLabel('Họ tên');
    const phone = modal.getByLabel('Số điện thoại');
    const street = modal.getByLabel('Địa chỉ giao hàng (số nhà, đường)');
    const ward = modal.getByLabel('Phường/Xã');
    const city = modal.getByLabel('Tỉnh/Thành phố');
    const submit = modal.getByRole('button', { name: 'Đặt hàng' });

    // Nothing but a name, and a phone that is no phone: each field says what is wrong.
    await name.fill('Lê Thị Hoa');
    await phone.fill('12345');
    await submit.click();
    await modal.getByText('Số điện thoại không hợp lệ').waitFor();
    await modal.getByText('Vui lòng nhập địa chỉ!').waitFor();
    await modal.getByText('Vui lòng nhập phường/xã!').waitFor();
    await modal.getByText('Vui lòng nhập tỉnh/thành phố!').waitFor();
    // Blanks are no address either.
    await street.fill('   ');
    await submit.click();
    await modal.getByText('Vui lòng nhập địa chỉ!').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'guest-checkout-confirm-errors-375.png') });
    assert.equal(orders.length, 0, 'no order is sent while the form is wrong');
    assert.equal(await guestCartLines(page), 1);

    // Put right, the order goes.
    await phone.fill('0901234561');
    await street.fill('12 Lý Tự Trọng');
    await ward.fill('Phường Bến Thành');
    await city.fill('TP. Hồ Chí Minh');
    // The messages go once the fields are right (they fade out).
    await page.waitForFunction(
      () => !document.querySelector('.ant-modal .ant-form-item-explain-error'),
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'guest-checkout-confirm-375.png') });
    const placed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/orders' && r.request().method() === 'POST',
    );
    await submit.click();
    const reply = await placed;
    assert.equal(reply.status(), 201, await reply.text());
    const sent = reply.request().postDataJSON() as Record<string, unknown>;
    assert.equal(sent.order_type, 'delivery');
    assert.equal(sent.address_id, null);
    assert.deepEqual(sent.customer_info, { name: 'Lê Thị Hoa', phone: '0901234561' });
    assert.deepEqual(sent.delivery_address, {
      address_line_1: '12 Lý Tự Trọng',
      ward: 'Phường Bến Thành',
      city: 'TP. Hồ Chí Minh',
    });
    assert.equal(orders.length, 1);

    // The guest's order page, opened by its token.
    await page.waitForURL(/\/don-hang\/\d+\?access_token=[^&]+$/);
    await page.getByTestId('order-placed').waitFor();
    await page.getByTestId('order-item').filter({ hasText: product }).waitFor();
    const address = '12 Lý Tự Trọng, Phường Bến Thành, TP. Hồ Chí Minh';
    await page.getByText(address).first().waitFor();
    await page.getByText('Lê Thị Hoa · 0901 234 561').waitFor();
    await page.getByText(branch).first().waitFor();
    assert.equal(await page.locator('.ant-breadcrumb').getByText('Đơn hàng của tôi').count(), 0);
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).waitFor();
    await page.waitForLoadState('networkidle');
    await assertFitsWidth(page, MOBILE.width, 'the order page');
    await screenshot(page, 'guest-checkout-order-375');

    // The ordered line left the guest's cart; a reload reads the order with the token.
    assert.equal(await guestCartLines(page), 0);
    await page.reload();
    await page.getByText(address).first().waitFor();
    assert.equal(await page.getByTestId('order-placed').count(), 0);

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('on a phone, a guest orders for pickup with a name and phone only', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    const orders = watchOrderRequests(page);
    const product = await addToCartByApi(page, 'product', 1, 2);
    await page.goto('/gio-hang');
    const panel = checkoutPanel(page);
    await panel.getByTestId('checkout').waitFor();
    assert.equal(await panel.getByTestId('guest-address-note').count(), 0);

    // The branch is asked for first, as for customers.
    await panel.getByTestId('checkout').click();
    await page.getByText('Vui lòng chọn chi nhánh').waitFor();
    const branch = await chooseFirstBranch(page);
    await panel.getByTestId('checkout').click();
    const modal = confirmModal(page);
    await modal.waitFor();
    assert.equal(await modal.getByLabel('Phường/Xã').count(), 0, 'no address for a pickup');

    // Nothing typed: the name and the phone are asked for.
    const submit = modal.getByRole('button', { name: 'Đặt hàng' });
    await submit.click();
    await modal.getByText('Vui lòng nhập họ tên').waitFor();
    await modal.getByText('Số điện thoại không hợp lệ').waitFor();
    assert.equal(orders.length, 0);

    await modal.getByLabel('Họ tên').fill('Phạm Quốc Bảo');
    // Typed any usual way; the shop keeps the national form.
    await modal.getByLabel('Số điện thoại').fill('+84 90 123 4562');
    const placed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/orders' && r.request().method() === 'POST',
    );
    await submit.click();
    const reply = await placed;
    assert.equal(reply.status(), 201, await reply.text());
    const sent = reply.request().postDataJSON() as Record<string, unknown>;
    assert.equal(sent.order_type, 'in_store');
    assert.equal('delivery_address' in sent, false);

    await page.waitForURL(/\/don-hang\/\d+\?access_token=[^&]+$/);
    await page.getByTestId('order-placed').waitFor();
    await page.getByTestId('order-item').filter({ hasText: product }).waitFor();
    await page.getByText('Phạm Quốc Bảo · 0901 234 562').waitFor();
    await page.getByText('Nhận tại cửa hàng').first().waitFor();
    await page.getByText(branch).first().waitFor();
    assert.equal(await page.getByText('Địa chỉ giao hàng').count(), 0);
    assert.equal(await guestCartLines(page), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the guest cart page and confirm step at 1280 px (e2e/artifacts/)', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await addToCartByApi(page, 'product', 0, 1);
    await addToCartByApi(page, 'service', 0, 1);
    const { panel } = await openGuestDeliveryConfirm(page);
    await page.waitForLoadState('networkidle');
    await assertFitsWidth(page, DESKTOP.width, 'the cart page');
    await screenshot(page, 'guest-checkout-cart-1280');

    await panel.getByTestId('checkout').click();
    const modal = confirmModal(page);
    await modal.getByLabel('Họ tên').fill('Lê Thị Hoa');
    await modal.getByLabel('Số điện thoại').fill('0901234563');
    await modal.getByLabel('Địa chỉ giao hàng (số nhà, đường)').fill('12 Lý Tự Trọng');
    await modal.getByLabel('Phường/Xã').fill('Phường Bến Thành');
    await modal.getByLabel('Tỉnh/Thành phố').fill('TP. Hồ Chí Minh');
    await modal.getByRole('radio').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'guest-checkout-confirm-1280.png') });
    await modal.getByRole('button', { name: 'Quay lại' }).click();
    await modal.waitFor({ state: 'hidden' });
    assert.equal(await guestCartLines(page), 2);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
