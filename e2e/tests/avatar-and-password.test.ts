import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DESKTOP, openPage } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** A real 8×8 PNG (red). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

/** Uploads a PNG through the avatar's button, then removes it again after confirming. */
async function uploadThenRemoveAvatar(page: Page, scope: Locator, uploadLabel: RegExp) {
  const avatar = scope.locator('.ant-avatar img').first();
  const before = (await avatar.count()) ? await avatar.getAttribute('src') : null;
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: uploadLabel }).click();
  await (await chooser).setFiles({ name: 'anh.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('Cập nhật ảnh đại diện thành công!').waitFor();
  await scope
    .locator('.ant-avatar img[src^="/api/storage/"]')
    .and(scope.locator(`.ant-avatar img:not([src="${before ?? ''}"])`))
    .first()
    .waitFor();

  // A file that is not an image is refused before it is sent.
  const wrong = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Đổi ảnh', exact: false }).first().click();
  await (
    await wrong
  ).setFiles({ name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByText(/Chỉ (có thể tải lên|chấp nhận) file hình ảnh!/).waitFor();

  await scope.getByRole('button', { name: 'Xóa ảnh' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Xóa' }).click();
  await page.getByText(/Đã xóa ảnh đại diện/).waitFor();
  await scope.locator('.ant-avatar img').waitFor({ state: 'detached' });
}

/** Fills the three password fields inside `scope`. */
async function fillPasswordChange(scope: Locator, current: string, next: string, again = next) {
  await scope.getByLabel('Mật khẩu hiện tại').fill(current);
  await scope.getByLabel('Mật khẩu mới', { exact: true }).fill(next);
  await scope.getByLabel('Xác nhận mật khẩu mới').fill(again);
}

describe('avatars and password changes', () => {
  it('a customer changes the avatar and the password from the profile', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));

    await page.goto('/ho-so?tab=info');
    const info = page.getByRole('tabpanel', { name: 'Thông tin cá nhân' });
    await uploadThenRemoveAvatar(page, info, /Đổi ảnh đại diện/);

    await page.getByRole('tab', { name: 'Bảo mật' }).click();
    const security = page.getByRole('tabpanel', { name: 'Bảo mật' });
    await fillPasswordChange(security, DEMO.customer.password, 'MoiHon2026', 'MoiHon2027');
    await security.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Mật khẩu xác nhận không khớp!').waitFor();

    await fillPasswordChange(security, 'SaiMatKhau1', 'MoiHon2026');
    await security.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await security.getByText('Mật khẩu hiện tại không đúng!').waitFor();

    await fillPasswordChange(security, DEMO.customer.password, 'MoiHon2026');
    await security.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Đổi mật khẩu thành công!').waitFor();
    assert.equal(await security.getByLabel('Mật khẩu hiện tại').inputValue(), '');

    // The new password opens the account; the old one no longer does.
    // Off the signed-in page first, so that none of its requests meets the ended session.
    await page.goto('about:blank');
    await page.request.post('/api/auth/logout');
    const old = await page.request.post('/api/auth/customer/login', {
      data: { identifier: DEMO.customer.phone, password: DEMO.customer.password },
    });
    assert.equal(old.status(), 401);
    await loginCustomer(page, DEMO.customer.phone, 'MoiHon2026');
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    // The one refusal the test asked for: the wrong current password.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 422')),
      [],
    );
    await context.close();
  });

  it('a manager changes their own avatar and password from the back-office profile', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await uploadThenRemoveAvatar(page, page.locator('main'), /Tải ảnh lên/);

    await page.getByRole('tab', { name: 'Bảo mật' }).click();
    await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Đổi mật khẩu' });
    await fillPasswordChange(dialog, DEMO.manager.password, 'QuanLyMoi2026');
    await dialog.getByRole('button', { name: 'Đổi mật khẩu' }).click();
    await page.getByText('Đổi mật khẩu thành công!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Off the signed-in page first, so that none of its requests meets the ended session.
    await page.goto('about:blank');
    await page.request.post('/api/auth/logout');
    await loginStaff(page, DEMO.manager.email, 'QuanLyMoi2026');
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("an admin sets and removes a stylist's avatar in the staff screen", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Nhân sự', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sửa Trần Thu Hà' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { name: 'Hồ sơ stylist' }).waitFor();
    await uploadThenRemoveAvatar(page, drawer, /Đổi ảnh|Tải ảnh lên/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
