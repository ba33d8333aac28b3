import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** The test's own TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30 s), from the secret shown. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', bytes).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A code of a time step no code was used in yet (a code works once). */
async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp(secret);
    const intoStep = Date.now() % 30_000;
    if (!used.has(code) && intoStep < 27_000) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 200));
  }
}

async function typeCode(page: Page, code: string) {
  await page.locator('.ant-otp input').first().click();
  await page.keyboard.type(code);
}

describe('two-factor sign-in for admins', () => {
  let secret = '';
  const used = new Set<string>();
  it('an admin turns it on, is made to enrol, and signs in with a code', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL(/\/admin/);
    await page.goto('/admin/security?tab=policies');
    const card = page.getByTestId('policy-two_factor_staff');
    await card.waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-skeleton'));
    await screenshot(page, 'security-policies-1280');

    // Configure: admins only, then switch it on.
    await card.getByRole('button', { name: 'Cấu hình' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Cấu hình' });
    await dialog.getByLabel('Quản lý').uncheck();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Áp dụng cho: Quản trị viên').waitFor();
    await card.getByRole('switch').click();

    // The admin's own session may now only enrol.
    await page.getByRole('heading', { name: 'Bật xác thực hai lớp' }).waitFor();
    await page.getByRole('button', { name: 'Bật xác thực hai lớp' }).click();
    const secretText = page.getByTestId('two-factor-secret');
    await secretText.waitFor();
    await page.getByTestId('two-factor-qr').waitFor();
    secret = (await secretText.innerText()).trim();
    assert.match(secret, /^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-enrol-1280');
    await typeCode(page, await freshCode(secret, used));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await codes.first().waitFor();
    assert.equal(await codes.count(), 10);
    await page.getByRole('button', { name: 'Tôi đã lưu các mã' }).click();
    await page.getByTestId('security-policies').waitFor();
    assert.equal(
      await page
        .getByTestId('policy-two_factor_staff')
        .getByRole('switch')
        .getAttribute('aria-checked'),
      'true',
    );

    // Sign out, then password and a code.
    await context.clearCookies({ name: 'salon_sid' });
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.getByText('Nhập mã 6 chữ số từ ứng dụng xác thực').waitFor();
    await typeCode(page, '000000');
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.getByText('Mã xác thực không đúng hoặc đã được dùng.').waitFor();
    await screenshot(page, 'two-factor-login-1280');
    await page.locator('.ant-otp input').first().click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await typeCode(page, await freshCode(secret, used));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.waitForURL(/\/admin(\/|$)/);
    await page.goto('/admin/security?tab=policies');
    await page.getByTestId('policy-two_factor_staff').waitFor();

    // Switching it off asks first (the next test still signs in with a code: enrolled).
    await page.getByTestId('policy-two_factor_staff').getByRole('switch').click();
    await page.getByRole('button', { name: 'Tắt chính sách' }).click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="policy-two_factor_staff"] [role="switch"]')
          ?.getAttribute('aria-checked') === 'false',
    );
    // Refused requests (the enrolment-only session, the wrong code) log their status; nothing else.
    assert.deepEqual(
      errors.filter((error) => !error.startsWith('Failed to load resource')),
      [],
    );
    await context.close();
  });

  it('the code step and the policies tab fit a 375 px phone', async () => {
    assert.ok(secret, 'the first test enrolled the admin');
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.getByText('Nhập mã 6 chữ số từ ứng dụng xác thực').waitFor();
    await screenshot(page, 'two-factor-login-375');
    const fits = async (what: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${what} is ${width}px wide`);
    };
    await fits('the code step');
    await typeCode(page, await freshCode(secret, used));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await page.waitForURL(/\/admin(\/|$)/);
    await page.goto('/admin/security?tab=policies');
    await page.getByTestId('policy-two_factor_staff').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-skeleton'));
    await screenshot(page, 'security-policies-375');
    await fits('the policies tab');
    await context.close();
  });
});
