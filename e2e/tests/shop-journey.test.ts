import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import {
  addAddressInModal,
  addFirstProductFromList,
  checkoutPanel,
  chooseFirstBranch,
  clickOption,
  confirmModal,
  emptyCart,
  signInDemoCustomer,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/*
 * The whole purchase: a customer buys a product and a service with delivery to a new address
 * and pays by VietQR; staff confirm the payment in the back office; the customer's order page
 * turns paid by itself, and My orders finds it by its status.
 */

const suite = useServerAndBrowser();

async function addFirstServiceFromItsPage(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/public/services')).json()) as {
    data: { data: { slug: string; name: string }[] };
  };
  const service = list.data.data[0];
  assert.ok(service, 'the demo catalogue has services');
  await page.goto(`/dich-vu/${service.slug}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await page.getByText(`${service.name} đã được thêm vào giỏ hàng`).waitFor();
  return service.name;
}

describe('shop journey', () => {
  it('buy, pay by transfer, staff confirm, the customer sees it paid and finds it in My orders', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addFirstProductFromList(page);
    const service = await addFirstServiceFromItsPage(page);

    // Checkout: delivery to an address added on the way, paid by transfer.
    await page.goto('/gio-hang');
    const panel = checkoutPanel(page);
    await panel.getByText('Giao hàng tận nơi').click();
    await chooseFirstBranch(page);
    await addAddressInModal(page, '8 Pasteur');
    await panel.getByTestId('checkout').click();
    const modal = confirmModal(page);
    await modal.getByRole('radio', { name: /Chuyển khoản/ }).check();
    await modal.getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByText('Đặt hàng thành công!').first().waitFor();
    await page.waitForURL(/\/don-hang\/\d+$/);
    const orderUrl = new URL(page.url()).pathname;
    const orderId = Number(orderUrl.split('/').pop());

    // The order page: the QR of the exact amount, the bank details, both items, still unpaid.
    await page.getByTestId('order-qr').waitFor();
    const transfer = page.getByTestId('order-transfer');
    await transfer.getByText(/^DH\d{6}[A-Z0-9]+$/).waitFor();
    const placed = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      data: { order_number: string };
    };
    const orderNumber = placed.data.order_number;
    await page.getByTestId('order-item').filter({ hasText: product }).waitFor();
    await page.getByTestId('order-item').filter({ hasText: service }).waitFor();
    await page.getByText('8 Pasteur').first().waitFor();
    assert.equal((await page.getByTestId('payment-status').innerText()).trim(), 'Chưa thanh toán');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'journey-order-waiting-1280');

    // Staff (a manager, who sees every branch) find it by its number and confirm the payment.
    const desk = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(desk.page, DEMO.manager.email, DEMO.manager.password);
    await desk.page.waitForURL('**/admin');
    await desk.page.goto('/admin/orders');
    await desk.page.getByLabel('Tìm đơn hàng').fill(orderNumber);
    const row = desk.page.locator(`tr[data-order-number="${orderNumber}"]`);
    await row.waitFor();
    await desk.page.waitForFunction(
      () => document.querySelectorAll('tr[data-order-number]').length === 1,
    );
    await row.click();
    const drawer = desk.page.locator('.ant-drawer-section');
    await drawer.getByRole('button', { name: 'Xác nhận đã thanh toán' }).click();
    await desk.page.locator('.ant-popconfirm').getByRole('button', { name: 'Đồng ý' }).click();
    await desk.page.getByText('Đã xác nhận thanh toán').waitFor();
    assert.deepEqual(desk.errors, []);
    await desk.context.close();

    // The customer's page, left open, turns paid by itself and drops the QR.
    await page
      .getByTestId('payment-status')
      .filter({ hasText: 'Đã thanh toán' })
      .waitFor({ timeout: 15_000 });
    await page.getByTestId('order-qr').waitFor({ state: 'detached' });
    assert.equal((await page.getByTestId('order-status').innerText()).trim(), 'Đã thanh toán');
    await screenshot(page, 'journey-order-paid-1280');

    // My orders: filtering by "Đã thanh toán" finds it; "Chờ xử lý" does not.
    await page.goto('/don-hang-cua-toi');
    const mine = page.locator('tr.ant-table-row').filter({ hasText: orderNumber });
    await mine.waitFor();
    const status = page.getByRole('combobox', { name: 'Lọc theo trạng thái' });
    await status.click();
    await clickOption(page, 'Chờ xử lý');
    await page.waitForURL('**/don-hang-cua-toi?status=pending');
    await mine.waitFor({ state: 'detached' });
    await status.click();
    await clickOption(page, 'Đã thanh toán');
    await page.waitForURL('**/don-hang-cua-toi?status=paid');
    await mine.waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'journey-my-orders-paid-1280');

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });
});
