import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, openPage } from '../support/browser.ts';
import { currentPath, loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) {
    await page.getByText(message, { exact: true }).first().waitFor({ timeout: 5000 });
  }
}

async function submitRegistration(page: Page) {
  await page.locator('form button[type=submit]').click();
}

describe('customer registration', () => {
  it('shows each validation message for bad input, then registers and signs in', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/customer/register');
    await page.getByRole('heading', { name: 'Đăng ký tài khoản' }).waitFor();

    await submitRegistration(page);
    await expectMessages(page, [
      'Vui lòng nhập họ tên!',
      'Vui lòng nhập số điện thoại!',
      'Vui lòng nhập email!',
      'Vui lòng nhập mật khẩu!',
      'Vui lòng xác nhận mật khẩu!',
      'Vui lòng đồng ý với điều khoản!',
    ]);

    await page.fill('#name', 'A');
    await page.fill('#phone', '12345');
    await page.fill('#email', 'khong-phai-email');
    await page.fill('#password', 'abc');
    await page.fill('#password_confirmation', 'xyz');
    await submitRegistration(page);
    await expectMessages(page, [
      'Họ tên phải có ít nhất 2 ký tự!',
      'Số điện thoại không hợp lệ! (10 chữ số, bắt đầu bằng 0)',
      'Email không hợp lệ!',
      'Mật khẩu phải có ít nhất 8 ký tự!',
      'Mật khẩu xác nhận không khớp!',
    ]);
    assert.match(await page.getByTestId('password-strength').innerText(), /Yếu/);

    await page.fill('#password', 'matkhau123');
    await expectMessages(page, ['Mật khẩu phải chứa ít nhất 1 chữ hoa, 1 chữ thường và 1 số!']);
    assert.match(await page.getByTestId('password-strength').innerText(), /Khá/);

    // A phone that already has an account: the server's answer lands on the field.
    await page.fill('#name', 'Phạm Thu Hà');
    await page.fill('#phone', DEMO.customer.phone);
    await page.fill('#email', 'thuha.e2e@example.com');
    await page.fill('#password', 'ThuHa2024');
    await page.fill('#password_confirmation', 'ThuHa2024');
    assert.match(await page.getByTestId('password-strength').innerText(), /Mạnh/);
    await page.getByLabel(/Tôi đồng ý/).check();
    await submitRegistration(page);
    await expectMessages(page, ['Số điện thoại đã được sử dụng!']);

    await page.fill('#phone', '0987 654 321');
    await submitRegistration(page);
    await page.waitForURL(`${suite.server.baseUrl}/ho-so`);
    await page.getByText('Đăng ký thành công!').waitFor();
    // The profile offers to prove the new phone at once.
    await page.getByText('Xác minh số điện thoại của bạn').waitFor();
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).waitFor();
    assert.match(await page.getByRole('banner').innerText(), /Phạm Thu Hà/);
    // The only console error is the browser logging the expected 409 for the taken phone.
    assert.deepEqual(errors, [
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await context.close();
  });
});

describe('customer login', () => {
  it('logs in by phone, then logs out', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, '0912 345 678', DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await page.getByText('Đăng nhập thành công!').waitFor();
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await page.waitForURL('**/customer/login');
    await page.getByText('Đăng xuất thành công!').waitFor();
    await page.goto('/ho-so');
    await page.waitForURL('**/customer/login?redirect=%2Fho-so');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the failure in a closable alert and comes back to the page that asked for login', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/lich-hen');
    await page.waitForURL('**/customer/login?redirect=%2Flich-hen');

    await page.fill('#identifier', DEMO.customer.email);
    await page.fill('#password', 'SaiMatKhau1');
    await page.locator('form button[type=submit]').click();
    const alert = page.getByRole('alert').filter({ hasText: 'Đăng nhập thất bại' });
    await alert.waitFor();
    assert.match(await alert.innerText(), /Thông tin đăng nhập không chính xác!/);

    await page.fill('#password', DEMO.customer.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/lich-hen');
    assert.equal(currentPath(page), '/lich-hen');
    await page.getByRole('heading', { name: 'Lịch hẹn của tôi' }).waitFor();
    await context.close();
  });
});
