import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();
const PRODUCT = 'Dầu gội bưởi và bồ kết Tóc Việt 400ml';

describe('the audit log', () => {
  it('an admin changes a price and sees it in the audit log with the before and after', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(/\/admin/);

    // The price before, read from the shop's own API.
    const list = (await (
      await page.request.get(`/api/admin/products?search=${encodeURIComponent(PRODUCT)}`)
    ).json()) as { data: { data: { id: number; name: string; price: number }[] } };
    const product = list.data.data.find((p) => p.name === PRODUCT);
    assert.ok(product, 'the demo product exists');
    const newPrice = product.price + 7_000;

    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Quản lý sản phẩm', level: 1 }).waitFor();
    await page.getByLabel('Tìm sản phẩm').fill('dau goi buoi bo ket');
    await page
      .getByRole('button', { name: `Sửa ${PRODUCT}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Giá (đ)', { exact: true }).fill(String(newPrice));
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Cập nhật thành công').waitFor();

    await page.goto('/admin/security?tab=audit&resource=product');
    const row = page.locator('[data-audit-id]').filter({ hasText: PRODUCT }).first();
    await row.waitFor();
    assert.match(await row.innerText(), /Đổi giá/);
    await row.getByRole('button', { name: /Xem mục/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Chi tiết nhật ký' });
    const price = drawer.getByRole('row').filter({ hasText: /^price/ });
    await price.waitFor();
    const cells = await price.locator('td').allInnerTexts();
    assert.deepEqual(cells, ['price', String(product.price), String(newPrice)]);
    await drawer
      .getByText(/Quản trị viên/)
      .first()
      .waitFor();
    await screenshot(page, 'security-audit-entry-1280');

    // The chain verifies.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Kiểm tra toàn vẹn' }).click();
    await page.getByText(/Chuỗi băm nguyên vẹn/).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the overview and the audit log fit a 375 px phone', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(/\/admin/);
    for (const tab of ['overview', 'audit'] as const) {
      await page.goto(`/admin/security?tab=${tab}`);
      await page.waitForLoadState('networkidle');
      if (tab === 'overview') await page.locator('[data-figure="score"]').waitFor();
      else await page.locator('.ant-table-tbody tr').first().waitFor();
      await screenshot(page, `security-${tab}-375`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${tab} is ${width}px wide`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
