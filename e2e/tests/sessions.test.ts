import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function openSecurityTab(page: Page, path: string) {
  if (path === '/ho-so') {
    // The profile's tabs overflow into a menu on a phone; the address opens the tab directly.
    await page.goto('/ho-so?tab=security');
  } else {
    await page.goto(path);
    await page.getByRole('tab', { name: 'Bảo mật' }).click();
  }
  await page.getByRole('heading', { name: 'Phiên đăng nhập' }).waitFor();
}

describe('sessions and sign-in history', () => {
  it('a customer signed in on two browsers sees both and signs the other one out', async () => {
    const baseURL = suite.server.baseUrl;
    const email = `phien.${Date.now()}@example.com`;
    const password = 'PhienDangNhap2026';
    const here = await openPage(suite.browser, baseURL, DESKTOP);
    const registered = await here.page.request.post('/api/auth/customer/register', {
      data: {
        name: 'Trần Thị Phiên',
        phone: `09${String(Date.now()).slice(-8)}`,
        email,
        password,
        password_confirmation: password,
        terms_accepted: true,
      },
    });
    assert.equal(registered.status(), 201, await registered.text());

    const there = await openPage(suite.browser, baseURL, MOBILE);
    await loginCustomer(there.page, email, password);
    await there.page.waitForURL('**/ho-so');
    await openSecurityTab(there.page, '/ho-so');
    await there.page.getByTestId('session-item').nth(1).waitFor();
    await screenshot(there.page, 'sessions-customer-375');

    await openSecurityTab(here.page, '/ho-so');
    const items = here.page.getByTestId('session-item');
    await items.nth(1).waitFor();
    assert.equal(await items.count(), 2);
    const current = items.filter({ hasText: 'Thiết bị này' });
    assert.equal(await current.count(), 1);
    await here.page.getByRole('heading', { name: 'Lịch sử đăng nhập' }).waitFor();
    await screenshot(here.page, 'sessions-customer-1280');

    const other = items.filter({ hasNotText: 'Thiết bị này' });
    await other.getByRole('button', { name: /^Đăng xuất/ }).click();
    await here.page.locator('.ant-popconfirm').getByRole('button', { name: 'Đăng xuất' }).click();
    await here.page.getByText('Đã đăng xuất phiên đăng nhập.').waitFor();
    await here.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="session-item"]').length === 1,
    );

    // The other browser is signed out on its next request.
    const me = await there.page.request.get('/api/auth/me');
    assert.equal((await me.json()).data, null);
    await there.page.goto('/ho-so');
    await there.page.waitForURL('**/customer/login**');
    // This one is still signed in.
    await here.page.reload();
    await here.page.getByTestId('session-item').first().waitFor();
    assert.deepEqual(here.errors, []);
    await here.context.close();
    await there.context.close();
  });

  it('a staff member sees a failed attempt in their sign-in history', async () => {
    const baseURL = suite.server.baseUrl;
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context, errors } = await openPage(suite.browser, baseURL, viewport);
      const wrong = await page.request.post('/api/auth/admin/login', {
        data: { email: DEMO.staff.email, password: 'KhongPhaiMatKhau1' },
      });
      assert.equal(wrong.status(), 401);
      await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
      await page.waitForURL('**/admin/**');
      await openSecurityTab(page, '/admin/profile');
      const history = page.locator('section[aria-label="Lịch sử đăng nhập"]');
      const failure = history.getByTestId('sign-in-item').filter({ hasText: 'Thất bại' });
      await failure.first().waitFor();
      assert.match(await failure.first().innerText(), /Sai mật khẩu/);
      await history.getByTestId('sign-in-item').filter({ hasText: 'Thành công' }).first().waitFor();
      await screenshot(page, `sessions-staff-${viewport.width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('an admin sees a staff member’s sessions on the staff screen and ends them', async () => {
    const baseURL = suite.server.baseUrl;
    const staff = await openPage(suite.browser, baseURL, MOBILE);
    await loginStaff(staff.page, DEMO.manager.email, DEMO.manager.password);
    await staff.page.waitForURL('**/admin**');

    const { page, context, errors } = await openPage(suite.browser, baseURL, DESKTOP);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL('**/admin**');
    await page.goto('/admin/staff');
    const row = page.locator('tr', { hasText: DEMO.manager.email }).first();
    await row.waitFor();
    await row.getByRole('button', { name: /Sửa/ }).first().click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByRole('heading', { name: 'Phiên đăng nhập' }).waitFor();
    await drawer.getByTestId('session-item').first().waitFor();
    await drawer.getByRole('heading', { name: 'Phiên đăng nhập' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'sessions-admin-staff-1280');
    await drawer.getByRole('button', { name: 'Đăng xuất tất cả' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Đăng xuất' }).click();
    await drawer.getByText('Không có phiên đăng nhập nào.').waitFor();
    const me = await staff.page.request.get('/api/auth/me');
    assert.equal((await me.json()).data, null);
    assert.deepEqual(errors, []);
    await context.close();
    await staff.context.close();
  });
});
