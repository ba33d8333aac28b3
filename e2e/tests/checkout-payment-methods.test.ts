import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, DEMO, MOBILE, openPage } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
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

/** On the payments screen, flips one method's switch and saves. */
async function switchMethod(page: Page, name: string, on: boolean) {
  await page.goto('/admin/payment?tab=methods');
  const toggle = page.getByRole('switch', { name: `Bật ${name}` });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/payments/methods') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Lưu phương thức' }).click();
  assert.equal((await saved).status(), 200);
}

/** Opens the confirm step of a one-product pickup order. */
async function openConfirm(page: Page) {
  await page.goto('/gio-hang');
  await checkoutPanel(page).getByTestId('checkout').waitFor();
  await chooseFirstBranch(page);
  await checkoutPanel(page).getByTestId('checkout').click();
  const modal = confirmModal(page);
  await modal.waitFor();
  await modal.getByRole('radio', { name: 'Tiền mặt' }).waitFor();
  return modal;
}

describe('checkout offers the payment methods the payments screen has switched on', () => {
  it('an admin switches card payment off: checkout no longer offers it; on again, it is back', async () => {
    const admin = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.waitForURL(`${suite.server.baseUrl}/admin`);

    const shopper = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    const { page } = shopper;
    await signInDemoCustomer(page);
    await emptyCart(page);
    await addToCartByApi(page, 'product', 1, 1);

    let modal = await openConfirm(page);
    await modal.getByRole('radio', { name: 'Thẻ ngân hàng' }).waitFor();

    await switchMethod(admin.page, 'Thẻ ngân hàng', false);

    modal = await openConfirm(page);
    assert.equal(await modal.getByRole('radio', { name: 'Thẻ ngân hàng' }).count(), 0);
    assert.ok(await modal.getByRole('radio', { name: 'Tiền mặt' }).isChecked());
    // The spec's online option stays, disabled, as in development.
    assert.ok(await modal.getByRole('radio', { name: /Thanh toán trực tuyến/ }).isDisabled());
    await modal.getByText('Đang phát triển').waitFor();

    // The transfer panel: the VietQR for the amount, with its download, and the bank details.
    await modal.getByRole('radio', { name: /Chuyển khoản/ }).check();
    const qr = modal.getByTestId('checkout-qr');
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    assert.ok(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
    await modal.getByTestId('checkout-bank').getByText('1023456789').waitFor();
    const download = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Tải mã QR' }).click();
    assert.match((await download).suggestedFilename(), /^VietQR-1023456789-\d+\.png$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `checkout is ${width}px wide`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-transfer-qr-375.png') });

    // A card order sent anyway (an old tab) is refused with the right message.
    const refused = await page.request.post('/api/orders', {
      headers: { origin: suite.server.baseUrl },
      data: {
        branch_id: 1,
        order_type: 'in_store',
        payment_method: 'card',
        items: [{ type: 'product', id: 1, quantity: 1 }],
      },
    });
    assert.equal(refused.status(), 422);
    const body = (await refused.json()) as { errors: { payment_method: string[] } };
    assert.deepEqual(body.errors.payment_method, [
      'Salon tạm ngừng nhận phương thức thanh toán này, vui lòng chọn cách khác',
    ]);

    await switchMethod(admin.page, 'Thẻ ngân hàng', true);
    modal = await openConfirm(page);
    await modal.getByRole('radio', { name: 'Thẻ ngân hàng' }).waitFor();

    assert.deepEqual(admin.errors, []);
    assert.deepEqual(shopper.errors, []);
    assert.deepEqual(shopper.foreignRequests, []);
    await admin.context.close();
    await shopper.context.close();
  });
});
