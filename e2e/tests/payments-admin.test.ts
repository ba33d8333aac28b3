import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

// The server of this file reads it at start: the webhook is on.
const SECRET = 'e2e-payments-webhook-secret-0001';
process.env.PAYMENT_WEBHOOK_SECRET = SECRET;

const suite = useServerAndBrowser();

interface PlacedOrderReply {
  data: {
    order: { id: number; order_number: string; total_amount: number; payment_status: string };
    access_token: string;
  };
}

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${suite.server.baseUrl}${path}`, init);
  assert.ok(response.ok, `${path}: ${response.status} ${await response.clone().text()}`);
  return (await response.json()) as T;
}

/** A guest's transfer order for one demo product, through the real API. */
async function placeTransferOrder() {
  const branches = await json<{ data: { id: number }[] }>('/api/public/branches');
  const products = await json<{ data: { data: { id: number }[] } }>(
    '/api/public/products?per_page=1',
  );
  const placed = await json<PlacedOrderReply>('/api/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      branch_id: branches.data[0]!.id,
      order_type: 'in_store',
      payment_method: 'transfer',
      customer_info: { name: 'Trần Thị Chuyển Khoản', phone: '0987654321' },
      items: [{ type: 'product', id: products.data.data[0]!.id, quantity: 1 }],
    }),
  });
  return placed.data;
}

/** What SePay would post for a transfer whose content forgot the order code. */
async function receiveTransfer(id: number, amount: number, content: string) {
  const reply = await json<{ data: { recorded: number; matched: number } }>(
    '/api/payments/webhook',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Apikey ${SECRET}` },
      body: JSON.stringify({
        id,
        gateway: 'Vietcombank',
        transactionDate: '2026-11-21 09:30:00',
        accountNumber: '1023456789',
        content,
        transferType: 'in',
        transferAmount: amount,
        referenceCode: `FT${id}`,
        description: content,
      }),
    },
  );
  assert.deepEqual(reply.data, { recorded: 1, duplicates: 0, matched: 0 });
}

describe('payments screen', () => {
  it('an admin sees a transfer the webhook could not match and matches it to its order', async () => {
    const { order, access_token } = await placeTransferOrder();
    const content = 'TRAN THI CK chuyen tien mua dau goi';
    await receiveTransfer(880_001, order.total_amount, content);

    const { page, errors, foreignRequests } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.getByRole('menuitem', { name: 'Thanh toán' }).click();
    await page.getByRole('heading', { name: 'Thanh toán', level: 1 }).waitFor();

    const row = page.getByRole('row', { name: new RegExp(content) });
    await row.getByText('Chờ đối soát').waitFor();
    await row.getByText('Nội dung chuyển khoản không có mã đơn hàng nào').waitFor();
    await screenshot(page, 'admin-payments-1280');

    await row.getByRole('button', { name: /Khớp đơn/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Khớp giao dịch với đơn hàng' });
    await dialog.getByRole('button', { name: 'Khớp đơn' }).click();
    await dialog.getByText('Vui lòng chọn đơn hàng hợp lệ').waitFor();
    await dialog.getByLabel('Đơn hàng chờ thanh toán').click();
    await page.keyboard.type(order.order_number.slice(-6));
    await clickOption(page, order.order_number);
    const matched = page.waitForResponse((r) => r.url().includes('/match'));
    await dialog.getByRole('button', { name: 'Khớp đơn' }).click();
    assert.equal((await matched).status(), 200);
    await page.getByText('Đã khớp giao dịch với đơn hàng').waitFor();

    const settled = page.getByRole('row', { name: new RegExp(content) });
    await settled.getByText('Đã khớp đơn').waitFor();
    const link = settled.getByRole('link', { name: order.order_number });
    assert.equal(
      await link.getAttribute('href'),
      `/admin/orders?q=${encodeURIComponent(order.order_number)}`,
    );
    assert.equal(await settled.getByRole('button', { name: /Khớp đơn/ }).count(), 0);

    const after = await json<{ data: { payment_status: string; status: string } }>(
      `/api/orders/${order.id}?access_token=${access_token}`,
    );
    assert.equal(after.data.payment_status, 'paid');
    assert.equal(after.data.status, 'paid');
    await screenshot(page, 'admin-payments-matched-1280');
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await page.context().close();
  });

  it('works at 375 px: the transfers as cards, every tab readable', async () => {
    await receiveTransfer(880_002, 123_000, 'tien coc giu cho');
    const { page, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      MOBILE,
    );
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.goto('/admin/payment');
    const card = page.locator('[data-transaction-card]', { hasText: 'tien coc giu cho' });
    await card.getByText('Chờ đối soát').waitFor();
    await card.getByRole('button', { name: /Bỏ qua/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Bỏ qua giao dịch' });
    await dialog.getByLabel('Lý do (không bắt buộc)').fill('Tiền đặt cọc giữ chỗ');
    await dialog.getByRole('button', { name: 'Bỏ qua' }).click();
    await card.getByText('Bỏ qua', { exact: true }).waitFor();
    await card.getByText(/đánh dấu bỏ qua: Tiền đặt cọc giữ chỗ/).waitFor();
    await screenshot(page, 'admin-payments-375');

    for (const [tab, text] of [
      ['methods', 'Chuyển khoản (VietQR)'],
      ['installments', 'Trả góp 12 tháng'],
      ['security', 'Quy tắc tính điểm rủi ro'],
      ['bank', 'Mã VietQR mẫu'],
    ] as const) {
      await page.goto(`/admin/payment?tab=${tab}`);
      await page.getByText(text).first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `${tab}: the page is ${overflow}px wider than the phone`);
      await screenshot(page, `admin-payments-${tab}-375`);
    }
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await page.context().close();
  });
});
