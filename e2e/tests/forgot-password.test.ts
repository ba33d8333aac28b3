import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { mailText } from '../../apps/server/src/test/smtp-sink.ts';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { currentPath, loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser({ mail: true });

const OLD_PASSWORD = 'CuMatKhau2025';
const NEW_PASSWORD = 'MoiMatKhau2026';

/** The reset code as the customer receives it: in the e-mail the salon's server sent. */
async function codeFromMail(recipient: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const mail = suite.mail.received
      .filter((m) => m.to.some((to) => to.includes(recipient)))
      .at(-1);
    const code = mail ? /\b(\d{6})\b/.exec(mailText(mail))?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset code was e-mailed to ${recipient}`);
}

async function typeCode(page: Page, code: string) {
  await page.locator('.ant-otp input').first().click();
  await page.keyboard.type(code);
}

/**
 * Submits the step's form. Located by its text rather than its accessible name: after a
 * request, Ant Design's fading loading icon can keep "loading" in the name for a moment.
 */
async function submit(page: Page, label: string) {
  await page.locator('form button[type=submit]', { hasText: label }).click();
}

async function see(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

describe('forgotten password', () => {
  it('a customer gets a code by e-mail, sets a new password and signs in with it', async () => {
    const baseURL = suite.server.baseUrl;
    const email = `quen.${Date.now()}@example.com`;
    const api = await suite.browser.newContext({ baseURL });
    const registered = await api.request.post('/api/auth/customer/register', {
      data: {
        name: 'Lê Thị Quên',
        phone: '0978 123 456',
        email,
        password: OLD_PASSWORD,
        password_confirmation: OLD_PASSWORD,
        terms_accepted: true,
      },
    });
    assert.equal(registered.status(), 201, await registered.text());
    const { page, errors, foreignRequests, context } = await openPage(suite.browser, baseURL);
    await page.goto('/customer/login');
    await page.getByRole('link', { name: 'Quên mật khẩu?' }).click();
    await page.waitForURL(`${baseURL}/customer/forgot-password`);
    await page.getByRole('heading', { name: 'Quên mật khẩu' }).waitFor();
    for (const title of ['Email', 'Xác thực', 'Mật khẩu mới']) await see(page, title);

    // Step 1: the form's own messages, then the e-mail.
    await submit(page, 'Gửi mã xác thực');
    await see(page, 'Vui lòng nhập email hoặc số điện thoại!');
    await page.fill('#identifier', 'khong-hop-le');
    await submit(page, 'Gửi mã xác thực');
    await see(page, 'Email hoặc số điện thoại không hợp lệ!');
    await page.fill('#identifier', email);
    await screenshot(page, 'forgot-password-1280-email');
    await submit(page, 'Gửi mã xác thực');
    await see(page, 'Mã xác thực đã được gửi đến email của bạn!');

    // Step 2: the countdown holds the resend button; a wrong code, then the right one.
    const resend = page.getByTestId('resend-code');
    await resend.waitFor();
    assert.match(await resend.innerText(), /Gửi lại mã \((5\d|60)s\)/);
    assert.equal(await resend.isDisabled(), true);
    const code = await codeFromMail(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await typeCode(page, wrong);
    await submit(page, 'Xác thực');
    await see(page, 'Mã xác thực không đúng. Vui lòng thử lại.');
    await typeCode(page, code);
    await screenshot(page, 'forgot-password-1280-code');
    await submit(page, 'Xác thực');
    await see(page, 'Xác thực thành công!');

    // Step 3: the register rules, the strength meter, then the new password.
    await page.fill('#password', 'matkhau123');
    await page.fill('#password_confirmation', 'khac');
    await submit(page, 'Cập nhật mật khẩu');
    await see(page, 'Mật khẩu phải chứa ít nhất 1 chữ hoa, 1 chữ thường và 1 số!');
    await see(page, 'Mật khẩu xác nhận không khớp!');
    await page.fill('#password', NEW_PASSWORD);
    await page.fill('#password_confirmation', NEW_PASSWORD);
    assert.match(await page.getByTestId('password-strength').innerText(), /Mạnh/);
    await screenshot(page, 'forgot-password-1280-new-password');
    await submit(page, 'Cập nhật mật khẩu');
    await page.locator('.ant-result-success').waitFor();
    await see(page, 'Mật khẩu đã được cập nhật thành công!');
    await screenshot(page, 'forgot-password-1280-success');
    assert.ok(await page.getByRole('link', { name: 'Về trang chủ' }).isVisible());

    // The old password no longer works; the new one does and leads to /ho-so.
    await page.getByRole('link', { name: 'Đăng nhập', exact: true }).first().click();
    await page.waitForURL(`${baseURL}/customer/login`);
    await loginCustomer(page, email, OLD_PASSWORD);
    await see(page, 'Thông tin đăng nhập không chính xác!');
    await loginCustomer(page, email, NEW_PASSWORD);
    await page.waitForURL(`${baseURL}/ho-so`);
    assert.equal(currentPath(page), '/ho-so');

    // The session made at registration ended with the reset.
    const me = await api.request.get('/api/auth/me');
    assert.equal(((await me.json()) as { data: unknown }).data, null);

    // Only the refused wrong code (400) and old password (401) show in the console.
    assert.deepEqual(
      errors.filter((e) => !/status of (400|401)/.test(e)),
      [],
    );
    assert.deepEqual(foreignRequests, []);
    await Promise.all([context.close(), api.close()]);
  });

  it('works on a 375 px phone screen, by phone number', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/customer/forgot-password');
    await page.getByRole('heading', { name: 'Quên mật khẩu' }).waitFor();
    await screenshot(page, 'forgot-password-375-email');
    await page.fill('#identifier', DEMO.customer.phone);
    await submit(page, 'Gửi mã xác thực');
    await see(page, 'Mã xác thực đã được gửi đến số điện thoại của bạn!');
    await page.getByTestId('resend-code').waitFor();
    await screenshot(page, 'forgot-password-375-code');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `the page is ${width} px wide`);

    // Back to step 1 and asking again within 60 s: the server's wait is shown.
    await page.getByRole('button', { name: 'Đổi email / số điện thoại' }).click();
    await submit(page, 'Gửi mã xác thực');
    await see(page, 'Gửi mã xác thực thất bại. Vui lòng thử lại.');
    await page.getByText(/Vui lòng đợi \d+ giây trước khi gửi lại mã\./).waitFor();
    assert.deepEqual(
      errors.filter((e) => !/status of 429/.test(e)),
      [],
    );
    await context.close();
  });
});
