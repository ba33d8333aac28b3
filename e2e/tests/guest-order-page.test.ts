import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** A guest's delivery order placed through the API from this browser; its id and token. */
async function placeGuestOrder(page: Page): Promise<{ id: number; token: string; name: string }> {
  const branches = (await (await page.request.get('/api/public/branches')).json()) as {
    data: { id: number }[];
  };
  const products = (await (
    await page.request.get('/api/public/products?in_stock=true')
  ).json()) as {
    data: { data: { id: number; name: string }[] };
  };
  const product = products.data.data[0];
  assert.ok(product && branches.data[0]);
  const res = await page.request.post('/api/orders', {
    headers: { origin: suite.server.baseUrl },
    data: {
      branch_id: branches.data[0].id,
      order_type: 'delivery',
      payment_method: 'cash',
      items: [{ type: 'product', id: product.id, quantity: 1 }],
      customer_info: { name: 'Trần Thị Mai', phone: '0912345678' },
      delivery_address: {
        address_line_1: '27 Nguyễn Huệ',
        ward: 'Phường Sài Gòn',
        city: 'TP. Hồ Chí Minh',
      },
    },
  });
  assert.equal(res.status(), 201, await res.text());
  const body = (await res.json()) as { data: { order: { id: number }; access_token: string } };
  return { id: body.data.order.id, token: body.data.access_token, name: product.name };
}

describe('a guest’s order page', () => {
  it('opens with its access token on a phone, without “my orders”, and the guest cancels it', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      MOBILE,
    );
    const { id, token, name } = await placeGuestOrder(page);
    await page.goto(`/don-hang/${id}?access_token=${encodeURIComponent(token)}`);
    await page.getByTestId('order-item').filter({ hasText: name }).waitFor();
    await page.getByText('27 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh').first().waitFor();
    const crumbs = page.locator('.ant-breadcrumb');
    await crumbs.getByText('Trang chủ').waitFor();
    assert.equal(await crumbs.getByText('Đơn hàng của tôi').count(), 0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `order page is ${width}px wide`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'guest-order-375');

    const cancelled = page.waitForResponse(
      (r) =>
        r.url().includes(`/api/orders/${id}/cancel?access_token=`) &&
        r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
    await page.getByRole('button', { name: 'Hủy đơn', exact: true }).click();
    assert.equal((await cancelled).status(), 200);
    await page.getByText('Đã hủy đơn hàng').first().waitFor();
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).waitFor({ state: 'detached' });

    // Without the token there is nothing to see.
    const other = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await other.page.goto(`/don-hang/${id}`);
    await other.page.waitForLoadState('networkidle');
    assert.equal(await other.page.getByText('Trần Thị Mai').count(), 0);
    await other.context.close();

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('at 1280 px', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const { id, token, name } = await placeGuestOrder(page);
    await page.goto(`/don-hang/${id}?access_token=${encodeURIComponent(token)}`);
    await page.getByTestId('order-item').filter({ hasText: name }).waitFor();
    await page.getByRole('button', { name: 'Hủy đơn hàng' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'guest-order-1280');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
