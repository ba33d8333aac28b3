import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

/** A real 8×8 PNG (red), small enough to keep in the test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

async function signInAsAdmin(page: Page) {
  await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL(`${suite.server.baseUrl}/admin`);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function assertFitsWidth(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name} is ${scrollWidth}px wide in a ${width}px window`);
}

describe('back-office catalogue', () => {
  it('an admin creates a product with an image; the storefront shows it at once', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAsAdmin(page);
    await page.goto('/admin/products');
    await page.getByRole('heading', { name: 'Quản lý sản phẩm', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Thêm sản phẩm' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên sản phẩm').fill('Tinh dầu vỏ bưởi Thử Nghiệm');
    await dialog.getByLabel('Mã SKU').fill('e2e-tinh-dau-01');
    await dialog.getByLabel('Giá (đ)', { exact: true }).fill('189000');
    await dialog.getByLabel('Tồn kho', { exact: true }).fill('40');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'anh.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('anh.png').waitFor();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Tạo mới thành công').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Tinh dầu vỏ bưởi Thử Nghiệm/ });
    await row.waitFor();
    await row.locator('img[src^="/api/storage/products/"]').waitFor();

    // The storefront list, searched without diacritics, shows the card with its picture.
    await page.goto('/san-pham?search=tinh dau vo buoi thu nghiem');
    const card = page.locator('a[href*="/san-pham/tinh-dau-vo-buoi-thu-nghiem"]').first();
    await card.waitFor();
    assert.equal((await page.getByText('Tinh dầu vỏ bưởi Thử Nghiệm').count()) >= 1, true);
    await page.locator('img[src^="/api/storage/products/"]').first().waitFor();

    // The detail URL's data: by slug, with the uploaded image.
    const detail = await page.request.get('/api/public/products/tinh-dau-vo-buoi-thu-nghiem');
    assert.equal(detail.status(), 200);
    const body = (await detail.json()) as {
      data: { sku: string; price: number; image_urls: string[] };
    };
    assert.equal(body.data.sku, 'E2E-TINH-DAU-01');
    assert.equal(body.data.price, 189000);
    assert.equal(body.data.image_urls.length, 1);
    assert.equal((await page.request.get(body.data.image_urls[0] ?? '')).status(), 200);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an admin creates a child category and switches it off', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await page.getByRole('heading', { name: 'Quản lý danh mục', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Thêm danh mục' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên danh mục').fill('Dầu gội thảo dược thử');
    await dialog.getByLabel('Danh mục cha').click();
    await clickOption(page, 'Dầu gội');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Tạo danh mục thành công').waitFor();

    await page.getByRole('tab', { name: 'Tất cả danh mục' }).click();
    await page.getByLabel('Tìm danh mục').fill('thao duoc thu');
    const row = page.getByRole('row', { name: /Dầu gội thảo dược thử/ });
    await row.getByText('thuộc Dầu gội').waitFor();
    await row.getByRole('switch').click();
    await page.getByText('Cập nhật trạng thái thành công').waitFor();
    const reply = await page.request.get('/api/admin/categories?search=thao duoc thu');
    const list = (await reply.json()) as {
      data: { data: { status: string; parent_id: number | null }[] };
    };
    assert.equal(list.data.data.length, 1);
    assert.equal(list.data.data[0]?.status, 'inactive');
    assert.notEqual(list.data.data[0]?.parent_id, null);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an admin adds a supplier and exports the list as CSV', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAsAdmin(page);
    await page.goto('/admin/suppliers');
    await page.getByRole('heading', { name: 'Quản lý nhà cung cấp', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Thêm nhà cung cấp' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên nhà cung cấp').fill('Công ty Thảo Mộc Xanh');
    await dialog.getByLabel('Email').fill('khong-hop-le');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Email không hợp lệ').waitFor();
    await dialog.getByLabel('Email').fill('lienhe@thaomocxanh.vn');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Thêm nhà cung cấp thành công').waitFor();

    await page.getByLabel('Tìm nhà cung cấp').fill('thao moc xanh');
    const row = page.getByRole('row', { name: /Công ty Thảo Mộc Xanh/ });
    await row.getByText(/^NCC-\d{4}$/).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Xuất CSV' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^nha-cung-cap-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '');
    assert.deepEqual([...csv.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
    const lines = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
    assert.equal(lines.length, 2, 'the header and the one supplier the search found');
    assert.match(lines[1] ?? '', /^"NCC-\d{4}","Công ty Thảo Mộc Xanh",.*"lienhe@thaomocxanh\.vn"/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('staff cannot open the catalogue screens', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    await page.goto('/admin/suppliers');
    await page.getByText('Không có quyền truy cập').waitFor();
    const api = await page.request.get('/api/admin/suppliers');
    assert.equal(api.status(), 403);
    await context.close();
  });
});

describe('screenshots of the catalogue screens (e2e/artifacts/)', () => {
  it('at 1280 px, and the products screen at 375 px', async () => {
    for (const [label, viewport, screens] of [
      ['1280', DESKTOP, ['products', 'services', 'categories', 'suppliers']],
      ['375', MOBILE, ['products', 'categories', 'suppliers']],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInAsAdmin(page);
      for (const screen of screens) {
        await page.goto(`/admin/${screen}`);
        await page.locator('h1').first().waitFor();
        await page.locator('.ant-table-row').first().waitFor();
        await settle(page);
        await assertFitsWidth(page, viewport.width, screen);
        await screenshot(page, `admin-${screen}-${label}`);
        if (screen === 'suppliers' || screen === 'categories') {
          const tab = screen === 'suppliers' ? 'Tổng quan' : 'Phân tích';
          // At 375 px the tab bar slides to keep the active tab in view, which can leave this
          // tab half outside it; the screenshot needs the tab's content, not a pointer click.
          await page.getByRole('tab', { name: tab }).dispatchEvent('click');
          await page.getByRole('tab', { name: tab, selected: true }).waitFor();
          await settle(page);
          await assertFitsWidth(page, viewport.width, `${screen} ${tab}`);
          await screenshot(
            page,
            `admin-${screen}-${screen === 'suppliers' ? 'overview' : 'analytics'}-${label}`,
          );
        }
        if (screen === 'products') {
          await page.getByRole('button', { name: 'Thêm sản phẩm' }).click();
          await page.getByRole('dialog').getByLabel('Tên sản phẩm').waitFor();
          await settle(page);
          await assertFitsWidth(page, viewport.width, 'product form');
          await screenshot(page, `admin-product-form-${label}`);
          await page.getByRole('dialog').getByRole('button', { name: 'Hủy' }).click();
        }
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
