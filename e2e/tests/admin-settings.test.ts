import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { testImages } from '../../apps/server/src/test/uploads.ts';
import { ARTIFACTS, DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import {
  addFirstProductFromList,
  checkoutPanel,
  chooseFirstBranch,
  confirmModal,
  digits,
  emptyCart,
  signInDemoCustomer,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const HOTLINE = '028 3822 9999';
const ZALO = 'https://zalo.me/4301234567';

async function openSettings(page: Page, tab: string) {
  await page.goto(`/admin/settings?tab=${tab}`);
  await page
    .getByTestId(tab === 'branding' ? 'branding-logo' : `settings-form-${tab}`)
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, `admin-settings-failed-${tab}`);
      throw error;
    });
}

/** Saves the open tab and waits for the server's answer and the success toast. */
async function saveTab(page: Page, tab: string) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/settings/${tab}`) && r.request().method() === 'PUT',
  );
  await page
    .getByTestId(`settings-form-${tab}`)
    .getByRole('button', { name: 'Lưu thay đổi' })
    .click();
  const reply = await saved;
  assert.equal(reply.status(), 200, await reply.text());
  await page.getByText('Đã lưu cài đặt').first().waitFor();
}

describe('admin settings', () => {
  it('an admin changes the hotline and the VAT rate; the footer and the next checkout show them; the Zalo button follows its link', async () => {
    const admin = await openPage(suite.browser, suite.server.baseUrl);
    const { page } = admin;
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(/\/admin/);

    // Company: a bad e-mail is refused in Vietnamese before anything is sent.
    await openSettings(page, 'company');
    const company = page.getByTestId('settings-form-company');
    await company.getByText('Chưa thay đổi (đang dùng giá trị mặc định)').waitFor();
    await company.getByLabel('Email').fill('khong-phai-email');
    await company.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await company.getByText('Email không hợp lệ').waitFor();
    await company.getByLabel('Email').fill('lienhe@salontocviet.vn');

    await company.getByLabel('Hotline', { exact: true }).fill(HOTLINE);

    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Quản trị salon' }).first().click();
    await page.locator('.ant-modal-confirm-title').filter({ hasText: 'Rời trang?' }).waitFor();
    await page.getByRole('button', { name: 'Ở lại' }).click();
    assert.match(page.url(), /\/admin\/settings/);
    await saveTab(page, 'company');
    await company
      .getByText(/Thay đổi lần cuối bởi .+ lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
      .waitFor();
    await screenshot(page, 'admin-settings-company-1280');

    await page.getByRole('tab', { name: 'Thuế VAT' }).click();
    const tax = page.getByTestId('settings-form-tax');
    await tax.getByLabel('Thuế suất VAT').fill('8');
    await saveTab(page, 'tax');

    // The storefront: the footer's hotline, no Zalo button while no link is set.
    const visitor = await openPage(suite.browser, suite.server.baseUrl);
    await visitor.page.goto('/');
    await visitor.page.locator('footer').getByText(HOTLINE).waitFor();
    await visitor.page.getByTestId('floating-actions').waitFor({ state: 'attached' });
    assert.equal(await visitor.page.getByTestId('zalo-chat').count(), 0);

    // The next checkout: the preview and the placed order carry 8% VAT.
    const shopper = await openPage(suite.browser, suite.server.baseUrl);
    const shop = shopper.page;
    await signInDemoCustomer(shop);
    await emptyCart(shop);
    await addFirstProductFromList(shop);
    await shop.goto('/gio-hang');
    const panel = checkoutPanel(shop);
    await panel.getByTestId('checkout').waitFor();
    await chooseFirstBranch(shop);
    await panel.getByText('VAT (8%)').waitFor();
    const subtotal = digits(await panel.getByTestId('cart-subtotal').innerText());
    const vat = digits(await panel.getByTestId('checkout-vat').innerText());
    assert.equal(vat, Math.round(subtotal * 0.08));
    await panel.getByTestId('checkout').click();
    const modal = confirmModal(shop);
    await modal.waitFor();
    const placed = shop.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Đặt hàng' }).click();
    const reply = await placed;
    assert.equal(reply.status(), 201, await reply.text());
    const order = (
      (await reply.json()) as { data: { order: { tax_rate: number; tax_amount: number } } }
    ).data.order;
    assert.equal(order.tax_rate, 8);
    assert.equal(order.tax_amount, vat);

    // The Zalo OA link: the chat button appears beside the call button.
    await openSettings(page, 'company');
    await company.getByLabel('Zalo OA').fill(ZALO);
    await saveTab(page, 'company');
    const phone = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await phone.page.goto('/');
    const zalo = phone.page.getByTestId('zalo-chat');
    await zalo.waitFor();
    assert.equal(await zalo.getAttribute('href'), ZALO);
    await phone.page.getByRole('link', { name: /Gọi hotline 028 3822 9999/ }).waitFor();
    // The bar is fixed to the window: pictured as seen, not as a full page.
    await phone.page.screenshot({ path: path.join(ARTIFACTS, 'storefront-zalo-375.png') });

    // A logo uploaded on the branding tab heads the storefront at once.
    await openSettings(page, 'branding');
    const uploaded = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/admin/settings/branding/logo') && r.request().method() === 'POST',
    );
    await page
      .getByTestId('branding-logo')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await testImages.png(300, 300),
      });
    assert.equal((await uploaded).status(), 200);
    await page.getByText('Đã tải ảnh lên').first().waitFor();
    await page.getByTestId('branding-logo').getByText('Đang dùng ảnh đã tải lên.').waitFor();
    await screenshot(page, 'admin-settings-branding-1280');
    await visitor.page.goto('/');
    const logo = visitor.page.getByTestId('brand-logo').first();
    await logo.waitFor();
    assert.match((await logo.getAttribute('src')) ?? '', /^\/api\/storage\/branding\/.+\.webp$/);
    await visitor.page.mouse.wheel(0, 600);
    await visitor.page.getByTestId('zalo-chat').waitFor();
    await visitor.page.screenshot({ path: path.join(ARTIFACTS, 'storefront-zalo-1280.png') });

    // The settings screen on a phone.
    const adminPhone = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(adminPhone.page, DEMO.admin.email, DEMO.admin.password);
    await adminPhone.page.waitForURL(/\/admin/);
    await openSettings(adminPhone.page, 'company');
    await screenshot(adminPhone.page, 'admin-settings-company-375');
    await openSettings(adminPhone.page, 'branding');
    await screenshot(adminPhone.page, 'admin-settings-branding-375');

    for (const opened of [admin, visitor, shopper, phone, adminPhone]) {
      assert.deepEqual(opened.foreignRequests, []);
      await opened.context.close();
    }
  });
});
