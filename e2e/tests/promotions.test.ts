import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

interface ProductReply {
  data: { data: { id: number; name: string; price: number; final_price: number }[] };
}

describe('promotions', () => {
  it('lets a manager put a product on sale, and the storefront shows the new price', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const products = (await (
      await fetch(`${suite.server.baseUrl}/api/public/products?search=luoc%20go&per_page=1`)
    ).json()) as ProductReply;
    const product = products.data.data[0];
    assert.ok(product, 'the demo comb');
    assert.equal(product.final_price, product.price, 'not on sale before');

    await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.getByRole('menuitem', { name: 'Khuyến mãi' }).click();
    await page.getByRole('heading', { name: 'Khuyến mãi', level: 1 }).waitFor();
    await page.getByText('Mùa lễ hội: giảm 15% uốn và nhuộm').waitFor();

    await page.getByRole('button', { name: 'Thêm khuyến mãi' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Vui lòng nhập tên khuyến mãi').waitFor();
    await dialog.getByText('Vui lòng chọn ít nhất một dịch vụ hoặc sản phẩm').waitFor();

    await dialog.getByLabel('Tên khuyến mãi').fill('Xả kho lược gỗ');
    await dialog.getByLabel('Mức giảm').fill('50');
    await dialog.getByLabel('Áp dụng cho').click();
    await page.keyboard.type('Lược gỗ');
    await clickOption(
      page,
      product.name,
      dialog.locator('.ant-select-selection-item', { hasText: product.name }),
    );
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-promotion-form-1280');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/promotions') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    assert.equal((await saved).status(), 201);
    await page.getByText('Tạo khuyến mãi thành công').waitFor();
    const row = page.getByRole('row', { name: /Xả kho lược gỗ/ });
    await row.getByText('Đang áp dụng').waitFor();

    await page.goto('/san-pham?search=luoc%20go');
    const card = page.locator('[data-item-card]', { hasText: product.name });
    await card.waitFor();
    const half = Math.round(product.price / 2);
    const finalText = await card.locator('[class*="final"]').innerText();
    assert.equal(Number(finalText.replace(/\D/g, '')), half);

    await page.goto('/admin/promotions');
    await page
      .getByRole('row', { name: /Xả kho lược gỗ/ })
      .getByRole('switch')
      .click();
    await page.getByText('Đã tắt khuyến mãi').waitFor();
    const after = (await (
      await fetch(`${suite.server.baseUrl}/api/public/products/${product.id}`)
    ).json()) as { data: { final_price: number } };
    assert.equal(after.data.final_price, product.price);

    await page.setViewportSize(MOBILE);
    await screenshot(page, 'admin-promotions-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
