import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

interface Placed {
  id: number;
  order_number: string;
  total_amount: number;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** The signed-in customer orders one product to pay at the counter, through the API. */
async function placeOrder(request: APIRequestContext): Promise<Placed> {
  const branches = (await (await request.get('/api/public/branches')).json()) as {
    data: { id: number }[];
  };
  const products = (await (await request.get('/api/public/products?in_stock=true')).json()) as {
    data: { data: { id: number }[] };
  };
  const res = await request.post('/api/orders', {
    headers: { 'idempotency-key': `receipt-${Date.now()}` },
    data: {
      branch_id: branches.data[0]!.id,
      order_type: 'in_store',
      payment_method: 'cash',
      items: [{ type: 'product', id: products.data.data[0]!.id, quantity: 2 }],
    },
  });
  assert.equal(res.status(), 201, await res.text());
  return ((await res.json()) as { data: { order: Placed } }).data.order;
}

describe('receipt and VAT invoice', () => {
  it('a customer prints the receipt of a completed order, asks for a VAT invoice, staff issue it, the customer sees it', async () => {
    const customer = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const page = customer.page;
    await signInDemoCustomer(page);
    const order = await placeOrder(page.request);

    // Before it is paid there is no receipt.
    await page.goto(`/don-hang/${order.id}`);
    await page.getByRole('heading', { name: `Đơn hàng ${order.order_number}` }).waitFor();
    assert.equal(await page.getByTestId('invoice-card').count(), 0);
    const early = await page.request.get(`/api/orders/${order.id}/receipt`);
    assert.equal(early.status(), 409);

    // The salon hands it over and takes the cash.
    const staff = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(staff.page, DEMO.manager.email, DEMO.manager.password);
    await staff.page.waitForURL('**/admin');
    const done = await staff.page.request.post(`/api/admin/orders/${order.id}/actions`, {
      data: { action: 'complete' },
    });
    assert.equal(done.status(), 200, await done.text());

    // The receipt: the salon, the lines, VAT and the total; printing calls the browser's print.
    await page.reload();
    await page.getByTestId('invoice-card').waitFor();
    await page.getByRole('link', { name: 'Xem và in biên nhận' }).click();
    await page.waitForURL(`**/don-hang/${order.id}/bien-nhan`);
    const receipt = page.getByRole('article', { name: `Biên nhận ${order.order_number}` });
    await receipt.getByText('BIÊN NHẬN THANH TOÁN').waitFor();
    await receipt.getByText('Salon Tóc Việt', { exact: true }).waitFor();
    await receipt.getByText(/Thuế GTGT \(\d+%\)/).waitFor();
    const totals = await page.getByTestId('receipt-totals').innerText();
    assert.match(totals, /TỔNG THANH TOÁN/);
    assert.ok(
      totals.replace(/\D/g, '').endsWith(String(order.total_amount)),
      `${totals} ends with ${order.total_amount}`,
    );
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'In biên nhận' }).click();
    assert.equal(await page.evaluate(() => (window as unknown as { printed: number }).printed), 1);
    await settle(page);
    await screenshot(page, 'receipt-1280');
    await page.setViewportSize(MOBILE);
    await settle(page);
    await screenshot(page, 'receipt-375');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the receipt is ${width}px wide at 375`);
    await page.setViewportSize(DESKTOP);

    // Another customer cannot open it.
    const stranger = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    assert.equal((await stranger.request.get(`/api/orders/${order.id}/receipt`)).status(), 404);
    await stranger.close();

    // The VAT invoice request: a wrong tax code is refused on the form, then it is sent once.
    await page.getByRole('link', { name: 'Về đơn hàng' }).click();
    await page.getByRole('button', { name: 'Yêu cầu xuất hóa đơn VAT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yêu cầu xuất hóa đơn VAT' });
    await dialog.getByLabel('Tên công ty').fill('Công ty TNHH Hoa Mai');
    await dialog.getByLabel('Mã số thuế').fill('12345');
    await dialog.getByLabel('Địa chỉ công ty').fill('12 Lê Lợi, phường Sài Gòn, TP. Hồ Chí Minh');
    await dialog.getByLabel('Email nhận hóa đơn').fill('ketoan@hoamai.vn');
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await dialog.getByText(/Mã số thuế gồm 10 chữ số/).waitFor();
    await dialog.getByLabel('Mã số thuế').fill('0312345678-002');
    await settle(page);
    await screenshot(page, 'invoice-request-form-1280');
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await page.getByText('Đã gửi yêu cầu xuất hóa đơn VAT').waitFor();
    await page.getByTestId('invoice-status').filter({ hasText: 'Chờ xuất hóa đơn' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Yêu cầu xuất hóa đơn VAT' }).count(), 0);

    // Staff see it on the orders screen and mark it issued.
    const admin = staff.page;
    await admin.goto('/admin/orders');
    await admin.getByRole('heading', { name: 'Đơn hàng', level: 1 }).waitFor();
    await admin.getByRole('button', { name: /Yêu cầu hóa đơn VAT/ }).click();
    const list = admin.locator('.ant-drawer').filter({ hasText: 'Yêu cầu xuất hóa đơn VAT' });
    const row = list.locator('.ant-list-item').filter({ hasText: order.order_number });
    await row.getByText('Công ty TNHH Hoa Mai · MST 0312345678-002').waitFor();
    await settle(admin);
    await screenshot(admin, 'invoice-requests-1280');
    await row.getByRole('button', { name: 'Xem đơn' }).click();
    const panel = admin.getByTestId('invoice-panel');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Đã xuất hóa đơn' }).click();
    await panel.getByLabel('Số hóa đơn').fill('HD-2026/00123');
    await settle(admin);
    await screenshot(admin, 'invoice-panel-1280');
    await panel.getByRole('button', { name: 'Xác nhận đã xuất' }).click();
    await admin.getByText('Đã đánh dấu xuất hóa đơn').waitFor();
    await panel.locator('.ant-tag').filter({ hasText: 'Đã xuất hóa đơn' }).waitFor();

    // The customer sees it, and was told.
    await page.reload();
    await page.getByTestId('invoice-status').filter({ hasText: 'Đã xuất hóa đơn' }).waitFor();
    await page.getByText('HD-2026/00123').first().waitFor();
    const notes = (await (await page.request.get('/api/notifications')).json()) as {
      data: { data: { title: string; message: string }[] };
    };
    assert.ok(
      notes.data.data.some(
        (n) => n.title === 'Hóa đơn VAT đã được xuất' && n.message.includes('HD-2026/00123'),
      ),
    );
    await page.setViewportSize(MOBILE);
    await settle(page);
    await screenshot(page, 'order-invoice-375');

    assert.deepEqual(customer.errors, []);
    assert.deepEqual(staff.errors, []);
    assert.deepEqual([...customer.foreignRequests, ...staff.foreignRequests], []);
    await customer.context.close();
    await staff.context.close();
  });
});
