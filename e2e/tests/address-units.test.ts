import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, MOBILE, openPage } from '../support/browser.ts';
import {
  addToCartByApi,
  checkoutPanel,
  clickOption,
  emptyCart,
  searchAndChoose,
  signInDemoCustomer,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** What the screen shows (a full-page shot cuts a fixed modal apart). */
const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

const dropdown = (page: Page) => page.locator('.ant-select-dropdown:visible');
const option = (page: Page, name: string) =>
  dropdown(page)
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${name}$`) });

/** Signs in with something in the cart and opens the add-address modal of the checkout. */
async function openAddressModal(page: Page, unitChunks: string[]) {
  await signInDemoCustomer(page);
  await emptyCart(page);
  await addToCartByApi(page, 'product');
  await page.goto('/gio-hang');
  const panel = checkoutPanel(page);
  await panel.getByText('Giao hàng tận nơi').click();
  await page.waitForLoadState('networkidle');
  assert.deepEqual(unitChunks, [], 'the units are not part of the first load');
  await panel.getByRole('button', { name: 'Thêm địa chỉ' }).click();
  return page.getByRole('dialog', { name: 'Thêm địa chỉ giao hàng' });
}

function watchUnitChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('administrative-units-data')) chunks.push(response.url());
  });
  return chunks;
}

describe('address form with the administrative units since July 2025', () => {
  it('loads the units when opened, and the ward list follows the province', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    const chunks = watchUnitChunks(page);
    const modal = await openAddressModal(page, chunks);
    const province = modal.getByLabel('Tỉnh/thành phố');
    const ward = modal.getByLabel('Phường/xã');
    const wardItem = modal
      .locator('.ant-form-item')
      .filter({ has: page.locator('#add-address_ward') });

    const districtLabel = modal.locator('label[for="add-address_district"]');
    assert.match(await districtLabel.innerText(), /Quận\/huyện\s*\(không bắt buộc\)/);
    assert.equal(await ward.isDisabled(), true, 'no ward before a province');

    // Typed without diacritics; the province list has the 34 official names.
    await searchAndChoose(page, province, 'ha noi', 'Thành phố Hà Nội');
    assert.equal(chunks.length, 1);
    await ward.click();
    await ward.fill('hoan kiem');
    await option(page, 'Phường Hoàn Kiếm').waitFor();
    await ward.fill('ben thanh');
    await dropdown(page).getByText('Không có phường/xã phù hợp').waitFor();
    await ward.fill('');
    await searchAndChoose(page, ward, 'hoan kiem', 'Phường Hoàn Kiếm');

    // Another province empties the ward and lists its own wards only.
    await searchAndChoose(page, province, 'tphcm', 'Thành phố Hồ Chí Minh');
    assert.doesNotMatch(await wardItem.innerText(), /Hoàn Kiếm/);
    await ward.click();
    await ward.fill('hoan kiem');
    await dropdown(page).getByText('Không có phường/xã phù hợp').waitFor();
    await ward.fill('ben thanh');
    await clickOption(page, /^Phường Bến Thành$/);

    await modal.getByLabel('Địa chỉ', { exact: true }).fill('12 Lê Lợi');
    await screenshot(page, 'address-units-modal-1280');
    await modal.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await page.getByText('Thêm địa chỉ thành công!').waitFor();
    const saved = (await (await page.request.get('/api/customer/addresses')).json()) as {
      data: { address_line_1: string; city: string; ward: string; district: string | null }[];
    };
    assert.deepEqual(
      saved.data.filter((a) => a.address_line_1 === '12 Lê Lợi').map((a) => [a.city, a.ward]),
      [['Thành phố Hồ Chí Minh', 'Phường Bến Thành']],
    );
    assert.equal(chunks.length, 1, 'the units load once');
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('works on a phone', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    const chunks = watchUnitChunks(page);
    const modal = await openAddressModal(page, chunks);
    await searchAndChoose(page, modal.getByLabel('Tỉnh/thành phố'), 'da nang', 'Thành phố Đà Nẵng');
    const ward = modal.getByLabel('Phường/xã');
    await ward.click();
    await ward.fill('hai');
    await option(page, 'Phường Hải Châu').waitFor();
    await screenshot(page, 'address-units-modal-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
