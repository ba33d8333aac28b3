import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, openPage } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

describe('back office', () => {
  it('sends a guest on /admin to the staff login, and back after signing in', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/admin/branches');
    await page.waitForURL('**/login?redirect=%2Fadmin%2Fbranches');
    await page.fill('#email', DEMO.admin.email);
    await page.fill('#password', DEMO.admin.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/admin/branches');
    await page.getByRole('heading', { name: 'Chi nhánh', level: 1 }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('lets an admin reach /admin with the full menu and register a staff member', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(`${suite.server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Tổng quan', level: 1 }).waitFor();
    const menu = page.getByRole('menu');
    for (const label of [
      'Lịch hẹn',
      'Nhà cung cấp',
      'Chi nhánh',
      'Nhân sự',
      'Cài đặt',
      'Bảo mật',
    ]) {
      assert.equal(await menu.getByRole('menuitem', { name: label }).count(), 1, label);
    }

    await page.goto('/register');
    await page.waitForURL('**/admin/staff/new');
    await page.fill('#name', 'Đỗ Quang Huy');
    await page.fill('#email', 'quanghuy.e2e@salontocviet.vn');
    await page.fill('#password', 'Huy@2026');
    await page.fill('#password_confirmation', 'Huy@2026');
    await page.fill('#phone', '0933 222 111');
    await page.locator('#branch_id').click();
    await clickOption(page, /./);
    await page.locator('form button[type=submit]').click();
    await page.getByText('Đăng ký thành công!').waitFor();
    await page.waitForURL('**/admin/dashboard');

    // The new account works.
    const response = await page.request.post('/api/auth/admin/login', {
      data: { email: 'quanghuy.e2e@salontocviet.vn', password: 'Huy@2026' },
    });
    assert.equal(response.status(), 200);
    assert.equal((await response.json()).data.role, 'staff');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('lands staff on /admin/appointments and shows the 403 screen on /admin/suppliers', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    await page.getByRole('heading', { name: 'Lịch hẹn', level: 1 }).waitFor();
    const menu = page.getByRole('menu');
    assert.equal(await menu.getByRole('menuitem', { name: 'Nhà cung cấp' }).count(), 0);
    assert.equal(await menu.getByRole('menuitem', { name: 'Tổng quan' }).count(), 0);

    await page.goto('/admin');
    await page.waitForURL('**/admin/appointments');

    await page.goto('/admin/suppliers');
    await page.getByText('Không có quyền truy cập').waitFor();
    const text = await page.locator('main').innerText();
    assert.match(text, /Nhân viên/);
    assert.match(text, /lịch hẹn, khách hàng, đơn hàng, tin nhắn, thông báo, hồ sơ/);
    await page.getByRole('button', { name: 'Về trang lịch hẹn' }).click();
    await page.waitForURL('**/admin/appointments');

    await page.goto('/admin/messages');
    await page.waitForURL('**/admin/chat');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows a customer on /admin the 403 that leads back to the staff login', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/admin');
    await page.getByText('Xin lỗi, bạn không có quyền truy cập trang này.').waitFor();
    await page.getByRole('button', { name: 'Quay lại đăng nhập' }).click();
    await page.waitForURL('**/login');
    await page.locator('#email').waitFor();
    await context.close();
  });

  it('refuses a wrong staff password with the alert', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.admin.email, 'SaiMatKhau!');
    const alert = page.getByRole('alert').filter({ hasText: 'Đăng nhập thất bại' });
    await alert.waitFor();
    assert.match(await alert.innerText(), /Thông tin đăng nhập không chính xác!/);
    await context.close();
  });
});
