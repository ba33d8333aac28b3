import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function assertFitsWidth(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name} is ${scrollWidth}px wide in a ${width}px window`);
}

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const) {
  describe(`screenshots at ${label} px (e2e/artifacts/)`, () => {
    it('home, customer login, customer register and the admin area', async () => {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      for (const [name, path] of [
        ['home', '/'],
        ['customer-login', '/customer/login'],
        ['customer-register', '/customer/register'],
        ['staff-login', '/login'],
        ['services', '/dich-vu'],
        ['products', '/san-pham'],
      ] as const) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await settle(page);
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
        await assertFitsWidth(page, viewport.width, name);
        await screenshot(page, `${name}-${label}`);
      }
      await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
      await page.waitForURL(`${suite.server.baseUrl}/admin`);
      await page.locator('h1').first().waitFor();
      await settle(page);
      await assertFitsWidth(page, viewport.width, 'admin');
      await screenshot(page, `admin-${label}`);
      assert.deepEqual(errors, []);
      await context.close();
    });
  });
}
