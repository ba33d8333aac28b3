import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function signInAsAdmin(page: Page) {
  await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL(`${suite.server.baseUrl}/admin`);
}

/** The form item whose label reads exactly `label`. */
function formItem(scope: Locator, label: string): Locator {
  return scope
    .locator('.ant-form-item')
    .filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });
}

/** Clears an Ant Design select with its clear button (shown on hover). */
async function clearChoice(scope: Locator, label: string) {
  const item = formItem(scope, label);
  await item.locator('.ant-select').hover();
  await item.locator('.ant-select-clear').click();
}

async function expectMessage(scope: Locator, label: string, message: string) {
  await formItem(scope, label)
    .locator('.ant-form-item-explain-error', { hasText: message })
    .waitFor();
}

/** Requests to `path` with a method that writes, counted from now on. */
function countWrites(page: Page, path: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith(path)) count += 1;
  });
  return () => count;
}

describe('required choices can be cleared, and then say what is missing', () => {
  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`slider type and position (${label} px)`, async () => {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInAsAdmin(page);
      await page.goto('/admin/ui-management');
      await page.getByRole('tab', { name: 'Slider' }).click();
      await page.getByRole('button', { name: 'Thêm slider' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Thêm slider').waitFor();
      await dialog.getByLabel('Tiêu đề').fill('Banner thử chọn bắt buộc');
      const writes = countWrites(page, '/api/admin/sliders');
      await clearChoice(dialog, 'Loại');
      await clearChoice(dialog, 'Vị trí');
      await dialog.getByRole('button', { name: 'Lưu' }).click();
      await expectMessage(dialog, 'Loại', 'Vui lòng chọn loại');
      await expectMessage(dialog, 'Vị trí', 'Vui lòng chọn vị trí');
      assert.equal(writes(), 0, 'nothing is sent without the choices');
      await screenshot(page, `slider-form-required-${label}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('category type', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAsAdmin(page);
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Thêm danh mục' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tên danh mục').fill('Danh mục thử');
    const writes = countWrites(page, '/api/admin/categories');
    await clearChoice(dialog, 'Loại danh mục');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await expectMessage(dialog, 'Loại danh mục', 'Vui lòng chọn loại danh mục');
    assert.equal(writes(), 0);
    await screenshot(page, 'category-form-required-1280');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('staff role, on the new account form and on an existing member', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await signInAsAdmin(page);
    await page.goto('/admin/staff/new');
    const card = page.locator('.ant-card', { hasText: 'Thêm tài khoản nhân sự' });
    const writes = countWrites(page, '/api/');
    await clearChoice(card, 'Vai trò');
    await card.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expectMessage(card, 'Vai trò', 'Vui lòng chọn vai trò!');
    await screenshot(page, 'staff-register-required-1280');

    await page.goto('/admin/staff');
    await page.getByLabel('Tìm nhân viên').fill('ngoc anh');
    await page.getByRole('button', { name: 'Sửa Nguyễn Ngọc Anh' }).click();
    const drawer = page.getByRole('dialog');
    await clearChoice(drawer, 'Vai trò');
    await drawer.getByRole('button', { name: 'Lưu tài khoản' }).click();
    await expectMessage(drawer, 'Vai trò', 'Vui lòng chọn vai trò!');
    assert.equal(writes(), 0, 'nothing is sent without a role');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
