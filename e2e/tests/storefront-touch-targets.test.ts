import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, openPage, screenshot } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** A finger's width (storefront: every tap target at 375 px). */
const MIN = 44;

/**
 * Every visible control inside the parts `selectors` name that is smaller than 44×44, as
 * "part: name (w×h)".
 */
async function smallTargets(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate(
    ({ selectors, min }) => {
      const found: string[] = [];
      for (const selector of selectors) {
        const parts = Array.from(document.querySelectorAll(selector));
        if (parts.length === 0) found.push(`${selector}: not on the page`);
        for (const part of parts) {
          const controls = part.querySelectorAll('a, button, [role=button], input, select');
          for (const control of Array.from(controls)) {
            const box = control.getBoundingClientRect();
            const style = getComputedStyle(control);
            if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
            if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
            const name =
              control.getAttribute('aria-label') ??
              (control.textContent ?? '').trim().slice(0, 40) ??
              control.tagName;
            found.push(
              `${selector}: ${control.tagName.toLowerCase()} "${name}" (${Math.round(box.width)}×${Math.round(box.height)})`,
            );
          }
        }
      }
      return found;
    },
    { selectors, min: MIN },
  );
}

describe('storefront tap targets at 375 px', () => {
  it('every link and button of the frame is at least 44×44 for a guest', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="floating-actions"]')?.hasAttribute('inert'),
    );
    const frame = await smallTargets(page, [
      '[data-testid="top-bar"]',
      'header',
      'footer',
      '[data-testid="floating-actions"]',
    ]);
    assert.deepEqual(frame, [], `smaller than ${MIN}×${MIN}:\n${frame.join('\n')}`);

    await page.locator('header').getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('navigation', { name: 'Menu di động' }).waitFor();
    // After its slide-in.
    await page.waitForTimeout(400);
    const drawer = await smallTargets(page, ['[role="dialog"][aria-modal="true"]']);
    assert.deepEqual(drawer, [], `smaller than ${MIN}×${MIN} in the menu:\n${drawer.join('\n')}`);
    await screenshot(page, 'touch-targets-menu-375');

    assert.deepEqual(errors, []);
    await context.close();
  });
});
