import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, MOBILE, openPage } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** The focused element's accessible name (its label, else its text). */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

describe('the storefront frame with a keyboard', () => {
  it('the menu drawer keeps focus inside, closes on Escape and gives focus back', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
    const opener = page.locator('header').getByRole('button', { name: 'Mở menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    assert.equal(await drawer.getAttribute('aria-modal'), 'true');
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    assert.equal(await focusedName(page), 'Đóng');

    // Round and round: Tab never leaves the drawer, either way.
    const links = await drawer.locator('a, button').count();
    for (let step = 0; step < links + 2; step++) await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      ),
      'Tab left the drawer',
    );
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    assert.ok(
      await page.evaluate(() =>
        document.querySelector('[role="dialog"]')?.contains(document.activeElement),
      ),
      'Shift+Tab left the drawer',
    );

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await focusedName(page), 'Mở menu');
    assert.equal(
      await page
        .locator('header')
        .getByRole('button', { name: 'Mở menu' })
        .evaluate((e) => e === document.activeElement),
      true,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the account menu opens from the keyboard, moves with the arrows and closes on Escape', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/');
    const account = page.locator('header').getByRole('button', { name: 'Tài khoản của tôi' });
    await account.waitFor();
    assert.equal(await account.getAttribute('aria-haspopup'), 'menu');
    await account.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Tài khoản của tôi' });
    await menu.waitFor();
    assert.equal(await account.getAttribute('aria-expanded'), 'true');
    assert.equal(await focusedName(page), 'Hồ sơ của tôi');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedName(page), 'Lịch hẹn của tôi');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedName(page), 'Đăng xuất');
    await page.keyboard.press('Home');
    assert.equal(await focusedName(page), 'Hồ sơ của tôi');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.equal(await focusedName(page), 'Tài khoản của tôi');

    // Enter on an entry follows it.
    await page.keyboard.press('ArrowDown');
    await menu.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lich-hen');
    await menu.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
