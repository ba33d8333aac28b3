import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { ARTIFACTS, DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

interface Placed {
  id: number;
  order_number: string;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** The demo customer orders a product by transfer at the staff member's branch, through the API. */
async function customerOrders(request: APIRequestContext, branchId: number): Promise<Placed> {
  const login = await request.post('/api/auth/customer/login', {
    data: { identifier: DEMO.customer.phone, password: DEMO.customer.password },
  });
  assert.equal(login.status(), 200, await login.text());
  const products = (await (await request.get('/api/public/products?per_page=20')).json()) as {
    data: { data: { id: number; stock_quantity?: number; in_stock?: boolean }[] };
  };
  const product = products.data.data.find((p) => p.in_stock !== false && p.stock_quantity !== 0)!;
  const response = await request.post('/api/orders', {
    data: {
      branch_id: branchId,
      order_type: 'in_store',
      payment_method: 'transfer',
      items: [{ type: 'product', id: product.id, quantity: 1 }],
      notes: 'Đơn thử của trình duyệt',
    },
  });
  assert.equal(response.status(), 201, await response.text());
  return ((await response.json()) as { data: { order: Placed } }).data.order;
}

async function staffBranch(page: Page): Promise<number> {
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    data: { branch_id: number };
  };
  return me.data.branch_id;
}

/** The open drawer as it is seen (the viewport, once its slide-in has finished). */
async function drawerShot(page: Page, name: string) {
  await page.waitForFunction(() => {
    const panel = document.querySelector('.ant-drawer-content-wrapper');
    return panel !== null && panel.getAnimations({ subtree: true }).length === 0;
  });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

async function openOrders(page: Page, query = '') {
  await page.goto(`/admin/orders${query}`);
  await page.getByRole('heading', { name: 'Đơn hàng', level: 1 }).waitFor();
}

describe('back-office orders', () => {
  it('staff find an order, mark it paid, the customer sees it paid, and the receipt prints', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    const customer = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const placed = await customerOrders(customer.request, await staffBranch(page));

    await openOrders(page);
    await page.locator('[data-order-number]').first().waitFor();
    await page.getByText('Đơn hôm nay').waitFor();
    await settle(page);
    await screenshot(page, 'orders-admin-1280');

    // Filter: waiting orders, then the number typed in lower case.
    await page.getByLabel('Lọc theo trạng thái đơn').click();
    await clickOption(page, 'Chờ xử lý');
    await page.waitForURL(/status=pending/);
    await page.getByLabel('Tìm đơn hàng').fill(placed.order_number.toLowerCase());
    await page.waitForURL(/q=dh-/);
    await page.waitForFunction(
      (number) =>
        document.querySelectorAll('tr[data-order-number]').length === 1 &&
        document.querySelector(`tr[data-order-number="${number}"]`) !== null,
      placed.order_number,
    );

    // Open it and mark it paid.
    await page.locator(`tr[data-order-number="${placed.order_number}"]`).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByText(`Đơn hàng ${placed.order_number}`).waitFor();
    await drawer.getByText('Đơn thử của trình duyệt').waitFor();
    await drawer.getByText('Lịch sử đơn hàng').waitFor();
    await settle(page);
    await drawerShot(page, 'orders-admin-drawer-1280');
    await drawer.getByRole('button', { name: 'Xác nhận đã thanh toán' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Đồng ý' }).click();
    await page.getByText('Đã xác nhận thanh toán').waitFor();
    await drawer.locator('.ant-tag', { hasText: 'Đã thanh toán' }).first().waitFor();
    await drawer.locator('[data-transaction-provider="staff"]').waitFor();
    await drawer.getByRole('button', { name: 'Hoàn thành đơn' }).waitFor();
    assert.equal(
      await drawer.getByRole('button', { name: 'Xác nhận đã thanh toán' }).count(),
      0,
      'a paid order cannot be marked paid again',
    );
    await settle(page);
    await drawerShot(page, 'orders-admin-paid-1280');
    await drawer.locator('.ant-drawer-close').click();

    // The customer sees it paid (their order as the order page reads it).
    const mine = await customer.request.get(`/api/orders/${placed.id}`);
    assert.equal(mine.status(), 200);
    const seen = (await mine.json()) as { data: { status: string; payment_status: string } };
    assert.equal(seen.data.payment_status, 'paid');
    assert.equal(seen.data.status, 'paid');
    await customer.close();

    // The receipt: the order, paid, and only the receipt when printed.
    await page.goto(`/admin/orders/${placed.id}/receipt`);
    const receipt = page.getByRole('article', { name: `Hóa đơn ${placed.order_number}` });
    await receipt.getByText('HÓA ĐƠN BÁN HÀNG').waitFor();
    await receipt.getByText(placed.order_number).waitFor();
    await receipt.locator('[data-receipt-payment-status="paid"]').waitFor();
    await receipt.getByText(/^VAT/).waitFor();
    await settle(page);
    await screenshot(page, 'orders-admin-receipt-1280');
    // Styles are computed afresh for print (a media switch alone leaves some stale here).
    await page.emulateMedia({ media: 'print' });
    await page.reload();
    await receipt.getByText('HÓA ĐƠN BÁN HÀNG').waitFor();
    const hidden = await page
      .locator('button', { hasText: 'In hóa đơn' })
      .evaluate((button) => getComputedStyle(button).visibility);
    assert.equal(hidden, 'hidden', 'the print button is not printed');
    const shown = await receipt.evaluate((node) => getComputedStyle(node).visibility);
    assert.equal(shown, 'visible');
    await screenshot(page, 'orders-admin-receipt-print');
    await page.emulateMedia({ media: 'screen' });

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('fits a phone: the list as cards, the drawer, the receipt', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL('**/admin');
    await openOrders(page);
    const card = page.locator('.ant-card[data-order-number]').first();
    await card.waitFor();
    assert.equal(await page.locator('table').count(), 0, 'no table on a phone');
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the orders screen is ${width}px wide on a phone`);
    await screenshot(page, 'orders-admin-375');

    await card.click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByText('Lịch sử đơn hàng').waitFor();
    await settle(page);
    await drawerShot(page, 'orders-admin-drawer-375');
    const drawerWidth = await page
      .locator('.ant-drawer-content-wrapper')
      .evaluate((node) => node.getBoundingClientRect().width);
    assert.equal(Math.round(drawerWidth), MOBILE.width, 'the drawer takes the whole phone');
    const number = (await drawer.locator('[data-order-detail]').getAttribute('data-order-detail'))!;
    const href = (await drawer.getByRole('link', { name: /In hóa đơn/ }).getAttribute('href'))!;
    await page.goto(href);
    await page.getByRole('article', { name: `Hóa đơn ${number}` }).waitFor();
    await settle(page);
    await screenshot(page, 'orders-admin-receipt-375');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps staff to their branch and customers out', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    const branchId = await staffBranch(page);
    const list = (await (await page.request.get('/api/admin/orders?per_page=100')).json()) as {
      data: { data: { branch: { id: number } | null }[] };
    };
    assert.ok(list.data.data.length > 0);
    assert.ok(list.data.data.every((order) => order.branch?.id === branchId));
    await openOrders(page);
    assert.equal(await page.getByLabel('Lọc theo chi nhánh').count(), 0);
    await context.close();
  });
});
