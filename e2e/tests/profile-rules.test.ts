import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type Database from 'better-sqlite3';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import {
  addToCartByApi,
  checkoutPanel,
  chooseFirstBranch,
  clickOption,
  confirmModal,
  signInDemoCustomer,
} from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/** B16: the profile's product and profile-update rules, as the server has them. */
const suite = useServerAndBrowser();

/** The e2e server's own SQLite file: to age a product or empty an account's phone. */
async function withDatabase<T>(work: (db: Database.Database) => T): Promise<T> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const salonDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('products in use', () => {
  it('a product whose usage period ended offers no "Đánh dấu đã dùng hết"', async () => {
    // All the demo customer's products but one have run past their end date.
    const kept = await withDatabase((db) => {
      const rows = db
        .prepare(
          `SELECT cp.id FROM customer_products cp JOIN users u ON u.id = cp.user_id
           WHERE u.email = ? ORDER BY cp.id`,
        )
        .all(DEMO.customer.email) as { id: number }[];
      assert.ok(rows.length >= 2, 'the demo customer uses a few products');
      const [first, ...rest] = rows;
      const age = db.prepare(
        `UPDATE customer_products SET status = 'active', purchase_date = ?, usage_end_date = ?
         WHERE id = ?`,
      );
      age.run(salonDay(-20), salonDay(30), first?.id);
      for (const row of rest) age.run(salonDay(-100), salonDay(-10), row.id);
      return first?.id;
    });
    assert.ok(kept);

    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInDemoCustomer(page);
      const list = page.getByRole('list', { name: 'Sản phẩm đang sử dụng' });
      await list.waitFor();
      const items = list.getByRole('listitem');
      const expired = items.filter({ hasText: 'Đã hết hạn' });
      const inUse = items.filter({ hasText: 'Đang sử dụng' });
      await expired.first().waitFor();
      assert.equal(await inUse.count(), 1);
      assert.equal(await inUse.getByRole('button', { name: 'Đánh dấu đã dùng hết' }).count(), 1);
      assert.ok((await expired.count()) >= 1);
      assert.equal(
        await expired.getByRole('button', { name: 'Đánh dấu đã dùng hết' }).count(),
        0,
        'an expired product cannot be marked used up',
      );
      await screenshot(page, `profile-products-expired-${viewport.width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

describe('PROFILE_UPDATE_REQUIRED', () => {
  it("the server's refusal opens the forced profile modal, even after 'Để sau'", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl);
    const email = `khong.so.${Date.now()}@example.com`;
    const registered = await page.request.post('/api/auth/customer/register', {
      data: {
        name: 'Khách Thiếu Số',
        phone: `09${String(Date.now()).slice(-8)}`,
        email,
        password: 'MatKhau2026',
        password_confirmation: 'MatKhau2026',
        gender: 'female',
        date_of_birth: '1990-05-06',
        terms_accepted: true,
      },
    });
    assert.ok(registered.status() < 300, await registered.text());
    await page.request.post('/api/auth/logout');
    // The account has lost its phone (made before phones were required, say).
    await withDatabase((db) =>
      db.prepare('UPDATE users SET phone = NULL WHERE email = ?').run(email),
    );

    await loginCustomer(page, email, 'MatKhau2026');
    const modal = page.getByRole('dialog', { name: 'Vui lòng cập nhật thông tin cá nhân' });
    await modal.waitFor();
    await modal.getByText('Tài khoản còn thiếu họ tên hoặc số điện thoại.').waitFor();
    await modal.getByRole('button', { name: 'Để sau' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');

    // Ordering needs the phone: the server refuses, and the modal is back with its warning.
    await addToCartByApi(page, 'product');
    await page.goto('/gio-hang');
    await checkoutPanel(page).getByTestId('checkout').waitFor();
    await chooseFirstBranch(page);
    await checkoutPanel(page).getByTestId('checkout').click();
    await confirmModal(page).getByRole('button', { name: 'Đặt hàng' }).click();
    await modal.waitFor();
    await modal.getByText('Vui lòng cập nhật thông tin cá nhân trước khi tiếp tục.').waitFor();
    await modal.getByText('Tài khoản còn thiếu họ tên hoặc số điện thoại.').waitFor();
    await screenshot(page, 'profile-update-required-1280');

    // Saving the phone ends it; the order then goes through.
    await modal.getByLabel('Số điện thoại').fill(`09${String(Date.now()).slice(-8)}`);
    if ((await modal.getByLabel('Giới tính').inputValue()) === '') {
      await modal.getByLabel('Giới tính').click();
      await clickOption(page, 'Nữ');
    }
    await modal.getByRole('button', { name: 'Lưu thông tin' }).click();
    await page.getByText('Cập nhật thông tin thành công!').waitFor();
    await modal.waitFor({ state: 'detached' });
    if (!(await confirmModal(page).isVisible()))
      await checkoutPanel(page).getByTestId('checkout').click();
    await confirmModal(page).getByRole('button', { name: 'Đặt hàng' }).click();
    await page.getByText('Đặt hàng thành công!').first().waitFor();
    await page.waitForURL(/\/don-hang\/\d+$/);
    assert.deepEqual(
      errors.filter((e) => !e.includes('409')),
      [],
    );
    await context.close();
  });
});
