import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ARTIFACTS, DEMO, openPage } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** Small and usual phones, tablets (portrait and landscape), small laptops and desktops. */
const WIDTHS = [320, 375, 768, 900, 1024, 1100, 1199, 1280, 1440, 1920];
const SCREENSHOT_WIDTHS = new Set([768, 1024, 1199, 1280]);

/** What in the header sticks out of its row (or of the window), with its size. */
async function headerOverflow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const row = header?.firstElementChild;
    if (!header || !row) return ['no header'];
    // The row's content box: the container's side padding is the page's margin, not room.
    const style = getComputedStyle(row);
    const outer = row.getBoundingClientRect();
    const bounds = {
      left: outer.left + parseFloat(style.paddingLeft),
      right: outer.right - parseFloat(style.paddingRight),
      top: outer.top,
      bottom: outer.bottom,
      height: outer.height,
    };
    const problems: string[] = [];
    if (row.scrollWidth > row.clientWidth) {
      problems.push(`the row scrolls: ${row.scrollWidth} > ${row.clientWidth}`);
    }
    // One row: nothing wraps onto a second line and nothing grows the header.
    if (bounds.height > 72) problems.push(`the header is ${Math.round(bounds.height)} px tall`);
    // The row's parts and every control in it (a badge sits on its icon's corner by design).
    const parts = [
      ...Array.from(row.children),
      ...Array.from(row.querySelectorAll('a, button, nav, img, input')),
    ];
    for (const element of parts) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const name =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').trim().slice(0, 30) ??
        element.tagName;
      if (box.right > bounds.right + 0.5 || box.left < bounds.left - 0.5) {
        problems.push(
          `${element.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)}, the row ${Math.round(bounds.left)}–${Math.round(bounds.right)}`,
        );
      }
      if (box.top < bounds.top - 0.5 || box.bottom > bounds.bottom + 0.5) {
        problems.push(`${element.tagName.toLowerCase()} "${name}" is out of the row vertically`);
      }
    }
    return problems;
  });
}

/** Whether what a finger tapping the middle of the element hits is the element itself. */
async function tappable(page: Page, selector: string, name: RegExp | string) {
  const scope = page.locator(selector);
  const candidates = scope.getByRole('link', { name }).or(scope.getByRole('button', { name }));
  const count = await candidates.count();
  for (let index = 0; index < count; index++) {
    const candidate = candidates.nth(index);
    if (!(await candidate.isVisible())) continue;
    const free = await candidate.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth || box.bottom > window.innerHeight || box.left < 0) {
        return false;
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (hit === element || element.contains(hit));
    });
    if (free) return true;
  }
  return false;
}

async function checkWidths(page: Page, who: 'guest' | 'customer') {
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Two frames: the layout (and anything measured after a resize) has settled.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    if (scrollWidth > innerWidth) {
      failures.push(`${who} ${width}: the page is ${scrollWidth} px wide in ${innerWidth} px`);
    }
    for (const problem of await headerOverflow(page)) failures.push(`${who} ${width}: ${problem}`);

    // The header offers either the whole menu or the button that opens it.
    const nav = page.locator('header').getByRole('navigation', { name: 'Menu chính' });
    const menuButton = page.locator('header').getByRole('button', { name: 'Mở menu' });
    const navShown = await nav.isVisible();
    if (navShown === (await menuButton.isVisible())) {
      failures.push(
        `${who} ${width}: the header shows ${navShown ? 'both' : 'neither'} the menu and its button`,
      );
    }
    if (!navShown && !(await tappable(page, 'header', 'Mở menu'))) {
      failures.push(`${who} ${width}: the menu button cannot be tapped`);
    }

    // Booking, cart and account are one tap away: in the header, or on a phone in its bottom bar.
    const booking =
      width < 768
        ? await tappable(page, '[data-testid="floating-actions"]', 'Đặt lịch')
        : await tappable(page, 'header', 'Đặt lịch ngay');
    if (!booking) failures.push(`${who} ${width}: no booking button to tap`);
    if (!(await tappable(page, 'header', /Giỏ hàng/))) {
      failures.push(`${who} ${width}: no cart button to tap in the header`);
    }
    if (width >= 768) {
      const account = who === 'guest' ? 'Đăng nhập' : 'Tài khoản của tôi';
      if (!(await tappable(page, 'header', account))) {
        failures.push(`${who} ${width}: no "${account}" to tap in the header`);
      }
    }
    if (SCREENSHOT_WIDTHS.has(width)) {
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({
        path: path.join(ARTIFACTS, `header-${who}-${width}.png`),
        clip: { x: 0, y: 0, width, height: 240 },
      });
    }
  }
  assert.deepEqual(failures, []);
}

describe('the storefront header at every width', () => {
  it('fits, and keeps booking, the cart and login one tap away, for a guest', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
    await checkWidths(page, 'guest');

    // On a tablet the menu button opens the drawer with the menu, register and help.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.locator('header').getByRole('button', { name: 'Mở menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu di động' });
    await drawer.waitFor();
    for (const label of ['Dịch vụ', 'Sản phẩm', 'Liên hệ', 'Đăng ký', 'Trợ giúp']) {
      assert.ok(await drawer.getByRole('link', { name: label }).isVisible(), label);
    }
    await drawer.getByRole('link', { name: 'Sản phẩm' }).click();
    await page.waitForURL('**/san-pham');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits, and keeps booking, the cart and the account menu one tap away, for a customer', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Mái tóc đẹp, tự tin mỗi ngày' }).waitFor();
    await page.locator('header').getByRole('button', { name: 'Tài khoản của tôi' }).waitFor();
    await checkWidths(page, 'customer');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
