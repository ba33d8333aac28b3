import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const mobilePhone = () => `09${String(randomInt(10_000_000, 99_999_999))}`;

/** A customer who signed up on the storefront (the demo has no Nguyễn Thị Hương). */
async function register(name: string, email: string, phone: string): Promise<void> {
  const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
  try {
    const res = await context.request.post('/api/auth/customer/register', {
      data: {
        name,
        phone,
        email,
        password: 'MatKhau@2026',
        password_confirmation: 'MatKhau@2026',
        terms_accepted: true,
      },
    });
    assert.ok(res.ok(), `${res.status()} ${await res.text()}`);
  } finally {
    await context.close();
  }
}

async function signedIn(
  viewport: { width: number; height: number },
  account: { email: string; password: string },
) {
  const opened = await openPage(suite.browser, suite.server.baseUrl, viewport);
  await loginStaff(opened.page, account.email, account.password);
  await opened.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  return opened;
}

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: 'Tìm khách hàng' });
  await box.fill(term);
  await page.waitForURL((url) => url.searchParams.get('q') === term);
}

/** Fails when the page is wider than the screen (a horizontal scroll bar on a phone). */
async function assertNoSideScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide at ${width}px`);
}

describe('back-office customers', () => {
  const huongPhone = mobilePhone();
  const duplicatePhone = mobilePhone();

  it("staff search 'huong' without diacritics finds 'Nguyễn Thị Hương' and open her record", async () => {
    await register('Nguyễn Thị Hương', `huong.${Date.now()}@example.com`, huongPhone);
    await register('Hương Nguyễn', `huong.nguyen.${Date.now()}@example.com`, duplicatePhone);
    const { page, errors, context } = await signedIn(DESKTOP, DEMO.staff);
    try {
      await page.goto('/admin/customers');
      await page.getByRole('heading', { name: 'Khách hàng', level: 1 }).waitFor();
      await search(page, 'huong');
      // Both accounts, and nothing else ('Phương' holds 'hương' but not as a word start).
      await page.getByText('Tổng 2 khách hàng').waitFor();
      const rows = await page.locator('.ant-table-row strong').allTextContents();
      assert.deepEqual(rows.sort(), ['Hương Nguyễn', 'Nguyễn Thị Hương']);
      // Staff may not export the whole list (managers and admins only).
      assert.equal(await page.getByRole('button', { name: 'Xuất CSV' }).count(), 0);
      await screenshot(page, 'admin-customers-list-1280');

      // The phone, typed as people write it, finds her too.
      await search(
        page,
        `${huongPhone.slice(0, 4)} ${huongPhone.slice(4, 7)} ${huongPhone.slice(7)}`,
      );
      await page.getByText('Tổng 1 khách hàng').waitFor();
      assert.deepEqual(await page.locator('.ant-table-row strong').allTextContents(), [
        'Nguyễn Thị Hương',
      ]);

      await page.getByRole('link', { name: 'Nguyễn Thị Hương', exact: true }).click();
      await page.getByRole('heading', { name: 'Nguyễn Thị Hương', level: 1 }).waitFor();
      await page.getByText('Tự đăng ký').waitFor();
      await page.getByRole('tab', { name: /Ghi chú điều trị/ }).click();
      await page.getByText('Chưa có ghi chú điều trị nào').waitFor();
      // Merging is for managers and admins.
      assert.equal(await page.getByRole('button', { name: 'Gộp tài khoản trùng' }).count(), 0);
      await screenshot(page, 'admin-customer-detail-1280');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('a manager merges the duplicate account into hers through the dialog', async () => {
    const { page, errors, context } = await signedIn(DESKTOP, DEMO.manager);
    try {
      await page.goto('/admin/customers?q=nguyen%20thi%20huong');
      await page.getByRole('link', { name: 'Nguyễn Thị Hương', exact: true }).click();
      await page.getByRole('heading', { name: 'Nguyễn Thị Hương', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Gộp tài khoản trùng' }).click();
      const dialog = page.getByRole('dialog', { name: 'Gộp tài khoản trùng' });
      await dialog.getByRole('combobox', { name: 'Tài khoản trùng' }).fill(duplicatePhone);
      const option = page.locator('.ant-select-item-option').filter({ hasText: 'Hương Nguyễn' });
      await option.waitFor();
      await option.click();
      await dialog.getByText('Sẽ chuyển sang tài khoản được giữ lại').waitFor();
      await screenshot(page, 'admin-customer-merge-1280');
      await dialog.getByRole('button', { name: 'Gộp vào tài khoản này' }).click();
      await page
        .locator('.ant-message-notice')
        .filter({ hasText: 'Đã gộp hai tài khoản' })
        .waitFor();
      await page.getByText('Đã gộp từ').waitFor();
      await page.getByText('Hương Nguyễn').first().waitFor();

      // The duplicate now shows as merged and deactivated in the list.
      await page.goto('/admin/customers?q=huong');
      const merged = page.locator('.ant-table-row').filter({ hasText: 'Hương Nguyễn' });
      await merged.getByText('Đã gộp').waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it("the dashboard's link opens the list filtered by joining dates, and the pages fit a phone", async () => {
    const { page, errors, context } = await signedIn(MOBILE, DEMO.manager);
    try {
      // Tomorrow in UTC is today or later in the salon's zone (UTC+7).
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      await page.goto(`/admin/customers?joined_from=2020-01-01&joined_to=${tomorrow}&q=huong`);
      await page.locator('.ant-table-row').filter({ hasText: 'Nguyễn Thị Hương' }).waitFor();
      await page.goto('/admin/customers?joined_from=2020-01-01&joined_to=2020-01-02');
      await page.getByText('Không tìm thấy khách hàng phù hợp').waitFor();
      await page.goto('/admin/customers');
      await page.locator('.ant-table-row').first().waitFor();
      await screenshot(page, 'admin-customers-list-375');
      await assertNoSideScroll(page, MOBILE.width);
      await page.goto('/admin/customers?q=nguyen%20thi%20huong');
      await page.getByRole('link', { name: 'Nguyễn Thị Hương', exact: true }).click();
      await page.getByRole('heading', { name: 'Nguyễn Thị Hương', level: 1 }).waitFor();
      await screenshot(page, 'admin-customer-detail-375');
      await assertNoSideScroll(page, MOBILE.width);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
