import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

describe('security incidents', () => {
  it('five wrong passwords for the manager open an incident an admin investigates and resolves', async () => {
    // An attacker's browser: five wrong passwords for the manager's account.
    const attacker = await openPage(suite.browser, suite.server.baseUrl);
    for (let i = 0; i < 5; i++) {
      const response = await attacker.page.request.post('/api/auth/admin/login', {
        data: { email: DEMO.manager.email, password: `Sai-mat-khau-${i}` },
        headers: { origin: suite.server.baseUrl },
      });
      assert.equal(response.status(), 401);
    }

    const { page, errors } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.goto('/admin/security?tab=incidents');
    const row = page.locator('tr').filter({ hasText: 'lần đăng nhập sai' }).first();
    await row.waitFor();
    await row.getByText('Trung bình').waitFor();
    await row.getByText('Mới mở').waitFor();
    await screenshot(page, 'security-incidents-1280');

    await row.click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Sự cố #' });
    await drawer.getByText('Lần đăng nhập liên quan').waitFor();
    await drawer.getByRole('button', { name: 'Bắt đầu điều tra' }).click();
    await drawer.locator('.ant-tag').filter({ hasText: 'Đang điều tra' }).waitFor();
    await drawer.getByLabel('Ghi chú').fill('Đã gọi cho quản lý, không phải người đó đăng nhập.');
    await drawer.getByRole('button', { name: 'Lưu ghi chú' }).click();
    await drawer.getByText(/Đã gọi cho quản lý/).waitFor();
    await screenshot(page, 'security-incident-drawer-1280');
    await drawer.getByRole('button', { name: 'Đánh dấu đã xử lý' }).click();
    await drawer.locator('.ant-tag').filter({ hasText: 'Đã xử lý' }).waitFor();
    await drawer.getByRole('button', { name: 'Đóng sự cố' }).waitFor();
    assert.equal(await drawer.getByRole('button', { name: 'Bắt đầu điều tra' }).count(), 1);

    const mobile = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(mobile.page, DEMO.admin.email, DEMO.admin.password);
    await mobile.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await mobile.page.goto('/admin/security?tab=threats');
    await mobile.page.getByText('Đăng nhập thất bại mỗi giờ (24 giờ qua)').waitFor();
    await screenshot(mobile.page, 'security-threats-375');
    assert.deepEqual(errors, []);
  });
});
