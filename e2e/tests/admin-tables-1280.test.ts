import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

interface TableScreen {
  name: string;
  path: string;
  /** A tab or segment to open first. */
  open?: { role: 'tab' | 'radio'; name: string };
}

/** Every back-office table with rows in the demo data. */
const TABLES: TableScreen[] = [
  { name: 'orders', path: '/admin/orders' },
  { name: 'appointments', path: '/admin/appointments', open: { role: 'radio', name: 'Danh sách' } },
  { name: 'products', path: '/admin/products' },
  { name: 'services', path: '/admin/services' },
  { name: 'categories', path: '/admin/categories', open: { role: 'tab', name: 'Tất cả danh mục' } },
  { name: 'suppliers', path: '/admin/suppliers' },
  { name: 'promotions', path: '/admin/promotions' },
  { name: 'branches', path: '/admin/branches', open: { role: 'tab', name: 'Danh sách' } },
  { name: 'staff', path: '/admin/staff' },
  { name: 'notifications', path: '/admin/notifications', open: { role: 'tab', name: 'Quản lý' } },
  { name: 'reviews', path: '/admin/feedback' },
  { name: 'payments', path: '/admin/payment', open: { role: 'tab', name: 'Giao dịch gần đây' } },
  { name: 'sliders', path: '/admin/ui-management' },
  { name: 'customers', path: '/admin/customers' },
  { name: 'contacts', path: '/admin/contacts' },
];

interface Placement {
  headers: string[];
  viewport: number;
  pageScrolls: boolean;
  tableScrolls: boolean;
  status: { index: number; left: number; right: number } | null;
  action: { index: number; left: number; right: number; visibleRight: number };
}

/** Where the first row's status and action cells are, with nothing scrolled. */
async function placement(page: Page): Promise<Placement> {
  return page.evaluate(() => {
    const table = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-wrapper')).find(
      (t) => t.offsetParent !== null && t.querySelector('tbody tr.ant-table-row'),
    )!;
    const headers = Array.from(table.querySelectorAll<HTMLElement>('thead th'))
      .filter((th) => !th.classList.contains('ant-table-selection-column'))
      .map((th) => th.innerText.trim());
    const allHeaders = Array.from(table.querySelectorAll<HTMLElement>('thead th'));
    const row = table.querySelector<HTMLElement>('tbody tr.ant-table-row')!;
    const cells = Array.from(row.querySelectorAll<HTMLElement>(':scope > td'));
    const statusIndex = allHeaders.findIndex((th) => /Trạng thái/i.test(th.innerText));
    // The action column: the last one holding a button or a switch.
    let actionIndex = cells.length - 1;
    while (actionIndex > 0 && !cells[actionIndex]!.querySelector('button, a, .ant-switch')) {
      actionIndex -= 1;
    }
    const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    const clip = scroller ? scroller.getBoundingClientRect() : table.getBoundingClientRect();
    const action = cells[actionIndex]!;
    const controls = Array.from(action.querySelectorAll<HTMLElement>('button, a, .ant-switch'));
    const visibleRight = Math.max(...controls.map((c) => c.getBoundingClientRect().right));
    return {
      headers,
      viewport: window.innerWidth,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      tableScrolls: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
      status:
        statusIndex >= 0 && cells[statusIndex]
          ? {
              index: statusIndex,
              left: Math.round(cells[statusIndex].getBoundingClientRect().left),
              right: Math.round(cells[statusIndex].getBoundingClientRect().right),
            }
          : null,
      action: {
        index: actionIndex,
        left: Math.round(action.getBoundingClientRect().left),
        right: Math.round(action.getBoundingClientRect().right),
        visibleRight: Math.round(Math.min(visibleRight, clip.right)),
      },
      clipRight: Math.round(clip.right),
    } as Placement;
  });
}

describe('back-office tables at 1280 px with the sidebar open', () => {
  it('show every row’s status and actions without scrolling sideways', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    const problems: string[] = [];
    for (const screen of TABLES) {
      await page.goto(screen.path);
      if (screen.open?.role === 'tab') {
        await page.getByRole('tab', { name: screen.open.name }).click();
      } else if (screen.open) {
        await page.locator('.ant-segmented-item', { hasText: screen.open.name }).click();
      }
      await page.locator('.ant-table-wrapper tbody tr.ant-table-row:visible').first().waitFor();
      await page.waitForLoadState('networkidle');
      // The sidebar is open at 1280 px.
      assert.ok(
        await page.locator('.ant-layout-sider:not(.ant-layout-sider-collapsed)').isVisible(),
        `${screen.name}: the sidebar is open`,
      );
      const at = await placement(page);
      console.log(screen.name, JSON.stringify(at));
      const clipRight = (at as unknown as { clipRight: number }).clipRight;
      if (at.pageScrolls) problems.push(`${screen.name}: the page scrolls sideways`);
      if (at.status && (at.status.right > clipRight || at.status.right > at.viewport)) {
        problems.push(`${screen.name}: status cell ends at ${at.status.right} > ${clipRight}`);
      }
      // A fixed action column must not cover the status.
      if (at.status && at.status.right > at.action.left + 1) {
        problems.push(
          `${screen.name}: status cell (to ${at.status.right}) runs under the actions (from ${at.action.left})`,
        );
      }
      if (at.action.right > at.viewport || at.action.right > clipRight + 1) {
        problems.push(`${screen.name}: action cell ends at ${at.action.right} > ${clipRight}`);
      }
      await screenshot(page, `admin-table-${screen.name}-1280`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
