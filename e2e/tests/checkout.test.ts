import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, MOBILE, openPage, screenshot } from '../support/browser.ts';
import {
  addAddressInModal,
  addFirstProductFromList,
  addToCartByApi,
  checkoutPanel,
  chooseFirstBranch,
  confirmModal,
  digits,
  emptyCart,
  signInDemoCustomer,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function cartLines(page: Page): Promise<number> {
  const res = await page.request.get('/api/cart');
  return ((await res.json()) as { data: { items: unknown[] } }).data.items.length;
}

describe('checkout', () => {
  it('delivery to a new address, paid by transfer: the order page shows the VietQR', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addFirstProductFromList(page);
    const service = await addToCartByApi(page, 'service');

    await page.goto('/gio-hang');
    const panel = checkoutPanel(page);
    await panel.getByTestId('checkout').waitFor();

    // The checks before the confirm step, in the spec's order.
    await panel.getByTestId('checkout').click();
    await page.getByText('Vui lòng chọn chi nhánh').waitFor();
    await panel.getByText('Giao hàng tận nơi').click();
    const branch = await chooseFirstBranch(page);
    await panel.getByTestId('checkout').click();
    await page.getByText('Vui lòng nhập địa chỉ giao hàng').waitFor();

    const street = '45 Lê Thánh Tôn';
    await addAddressInModal(page, street);
    await panel.getByTestId('checkout-address-text').filter({ hasText: street }).waitFor();

    // Preview: delivery fee under 500 000 ₫, VAT at the settings' rate.
    const subtotal = digits(await panel.getByTestId('cart-subtotal').innerText());
    const total = digits(await panel.getByTestId('checkout-total').innerText());
    const fee = subtotal >= 500_000 ? 0 : 30_000;
    assert.equal(total, subtotal + fee + Math.round(subtotal * 0.1));
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'checkout-cart-1280');

    await panel.getByTestId('checkout').click();
    const modal = confirmModal(page);
    await modal.waitFor();
    assert.equal(await modal.getByLabel('Họ tên').count(), 0, 'a customer gives no name');
    assert.ok(await modal.getByRole('radio', { name: /Thanh toán trực tuyến/ }).isDisabled());
    await modal.getByText('Đang phát triển').waitFor();
    await modal.getByRole('radio', { name: /Chuyển khoản/ }).check();
    await modal.getByTestId('checkout-bank').getByText('Vietcombank').waitFor();
    await modal.getByText(/mã QR có sẵn đúng số tiền và mã đơn/).waitFor();
    await modal.getByLabel('Ghi chú').fill('Giao giờ hành chính');
    assert.equal(digits(await modal.getByTestId('confirm-total').innerText()), total);
    // The modal as seen in the window (a full-page picture would scroll it away).
    await page.screenshot({ path: path.join(ARTIFACTS, 'checkout-confirm-1280.png') });

    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Đặt hàng' }).click();
    const reply = await placed;
    assert.equal(reply.status(), 201, await reply.text());
    assert.match(reply.request().headers()['idempotency-key'] ?? '', /^[0-9a-f]{32}$/);
    const sent = reply.request().postDataJSON() as Record<string, unknown>;
    assert.equal(sent.order_type, 'delivery');
    assert.equal(sent.payment_method, 'transfer');
    assert.equal(typeof sent.address_id, 'number');
    assert.equal((sent.items as unknown[]).length, 2);

    await page.getByText('Đặt hàng thành công!').first().waitFor();
    await page.waitForURL(/\/don-hang\/\d+$/);
    await page.getByTestId('order-placed').waitFor();
    const qr = page.getByTestId('order-qr');
    await qr.waitFor();
    assert.match((await qr.getAttribute('src')) ?? '', /^data:image\/png;base64,/);
    assert.ok(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
    const bank = page.getByTestId('order-transfer');
    await bank.getByText('1023456789').waitFor();
    await bank.getByText(/^DH\d{6}[A-Z0-9]+$/).waitFor();
    assert.equal(digits(await bank.getByText(/₫$/).first().innerText()), total);
    assert.equal(await page.getByTestId('order-item').count(), 2);
    await page.getByTestId('order-item').filter({ hasText: product }).waitFor();
    await page.getByTestId('order-item').filter({ hasText: service }).waitFor();
    await page.getByText(street).first().waitFor();
    await page.getByText(branch).first().waitFor();
    await page.getByText('Giao giờ hành chính').waitFor();
    assert.equal(digits(await page.getByTestId('checkout-total').innerText()), total);

    // The download saves a PNG named after the order.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải mã QR' }).click();
    assert.match((await download).suggestedFilename(), /^VietQR-DH-\d{6}-[A-Z0-9]+\.png$/);

    // The ordered lines left the cart; a reload reads the order from the server.
    assert.equal(await cartLines(page), 0);
    await page.reload();
    await page.getByTestId('order-qr').waitFor();
    assert.equal(await page.getByTestId('order-placed').count(), 0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-transfer-1280');

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('pickup paid in cash, on a phone', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await signInDemoCustomer(page);
    await emptyCart(page);
    const product = await addToCartByApi(page, 'product', 1, 2);

    await page.goto('/gio-hang');
    const panel = checkoutPanel(page);
    await panel.getByTestId('checkout').waitFor();
    assert.equal(await panel.getByTestId('checkout-delivery-fee').innerText(), 'Miễn phí');
    await chooseFirstBranch(page);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'checkout-cart-375');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `cart page is ${width}px wide`);

    await panel.getByTestId('checkout').click();
    const modal = confirmModal(page);
    await modal.waitFor();
    assert.ok(await modal.getByRole('radio', { name: 'Tiền mặt' }).isChecked());
    await modal.getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByText('Đặt hàng thành công!').first().waitFor();
    await page.waitForURL(/\/don-hang\/\d+$/);
    await page.getByTestId('order-item').filter({ hasText: product }).waitFor();
    await page.getByText('Nhận tại cửa hàng').first().waitFor();
    await page.getByText('Tiền mặt').first().waitFor();
    assert.equal(await page.getByTestId('order-transfer').count(), 0);
    assert.equal(await page.getByTestId('order-status').innerText(), 'Chờ xử lý');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-cash-375');
    const orderWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(orderWidth <= MOBILE.width, `order page is ${orderWidth}px wide`);
    assert.equal(await cartLines(page), 0);

    // Still pending and unpaid: the customer may cancel it here.
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Hủy đơn' }).click();
    await page.getByText('Đã hủy đơn hàng').first().waitFor();
    await page.getByText('Đơn hàng đã bị hủy').waitFor();
    assert.equal(await page.getByTestId('order-status').innerText(), 'Đã hủy');
    assert.equal(await page.getByRole('button', { name: 'Hủy đơn hàng' }).count(), 0);

    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a transfer order on a phone, and an order that is not yours', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await signInDemoCustomer(page);
    await emptyCart(page);
    await addToCartByApi(page, 'product', 0, 1);
    const addresses = (await (await page.request.get('/api/customer/addresses')).json()) as {
      data: { id: number }[];
    };
    const branches = (await (await page.request.get('/api/public/branches')).json()) as {
      data: { id: number }[];
    };
    const cart = (await (await page.request.get('/api/cart')).json()) as {
      data: { items: { type: string; item_id: number; quantity: number }[] };
    };
    const res = await page.request.post('/api/orders', {
      headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
      data: {
        branch_id: branches.data[0]?.id,
        order_type: addresses.data.length ? 'delivery' : 'in_store',
        payment_method: 'transfer',
        address_id: addresses.data[0]?.id ?? null,
        items: cart.data.items.map((i) => ({ type: i.type, id: i.item_id, quantity: i.quantity })),
      },
    });
    assert.equal(res.status(), 201, await res.text());
    const { data } = (await res.json()) as { data: { order: { id: number } } };

    await page.goto(`/don-hang/${data.order.id}`);
    await page.getByTestId('order-qr').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'order-transfer-375');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `order page is ${width}px wide`);

    // The bank confirms (the payment feed marks the order paid): the page follows by itself.
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
    try {
      db.prepare(
        "UPDATE orders SET status = 'paid', payment_status = 'paid', paid_at = ? WHERE id = ?",
      ).run(new Date().toISOString(), data.order.id);
    } finally {
      db.close();
    }
    await page
      .getByText('Đã nhận được tiền chuyển khoản. Cảm ơn bạn!')
      .waitFor({ timeout: 12_000 });
    assert.equal(await page.getByTestId('payment-status').innerText(), 'Đã thanh toán');
    assert.equal(await page.getByTestId('order-qr').count(), 0);

    await page.goto('/don-hang/999999');
    await page.getByText('Không tìm thấy đơn hàng').waitFor();
    await page
      .getByText('Đơn hàng có thể không tồn tại hoặc bạn không có quyền xem đơn hàng này.')
      .waitFor();

    assert.deepEqual(
      errors.filter((e) => !e.includes('404')),
      [],
    );
    await context.close();

    // A visitor without an account is asked to sign in, and nothing is asked of the server.
    const guest = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await guest.page.goto(`/don-hang/${data.order.id}`);
    await guest.page.getByText('Đăng nhập để xem đơn hàng').waitFor();
    assert.equal(await guest.page.getByTestId('order-item').count(), 0);
    assert.deepEqual(guest.errors, []);
    await guest.context.close();
  });
});
