import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

async function openStaffScreen(page: Page) {
  await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL(`${suite.server.baseUrl}/admin`);
  await page.goto('/admin/staff');
  await page.getByRole('heading', { name: 'Nhân sự', level: 1 }).waitFor();
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  await page.evaluate(() => document.fonts.ready);
}

async function search(page: Page, term: string) {
  await page.getByLabel('Tìm nhân viên').fill(term);
  await settle(page);
}

function row(page: Page, name: string): Locator {
  return page.getByRole('row', { name: new RegExp(name) });
}

/** The drawer is fixed to the window: a shot of the window shows it as seen. */
async function viewportShot(page: Page, name: string) {
  await page.waitForTimeout(400); // the drawer's slide-in
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

async function assertFitsWidth(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name} is ${scrollWidth}px wide in a ${width}px window`);
}

describe('back-office staff screen (Nhân sự)', () => {
  it('the admin filters stylists and edits a stylist title and specialties', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    await openStaffScreen(page);
    await settle(page);
    await row(page, 'Võ Thị Mai Lan').waitFor();

    await page.getByRole('checkbox', { name: 'Chỉ stylist' }).check();
    await settle(page);
    await row(page, 'Nguyễn Ngọc Anh').waitFor();
    assert.equal(await row(page, 'Võ Thị Mai Lan').count(), 0, 'the manager is no stylist');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const shown = await rows.count();
    assert.ok(shown > 0);
    for (let i = 0; i < shown; i += 1) {
      assert.match(await rows.nth(i).innerText(), /Stylist/);
    }
    await screenshot(page, 'admin-staff-1280');

    await search(page, 'ngoc anh');
    await page.getByRole('button', { name: 'Sửa Nguyễn Ngọc Anh' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('heading', { name: 'Hồ sơ stylist' }).waitFor();
    await drawer.getByLabel('Chức danh').fill('Giám đốc sáng tạo');
    const specialties = drawer.getByLabel('Chuyên môn');
    await specialties.click();
    await specialties.pressSequentially('Uốn Hàn Quốc');
    await specialties.press('Enter');
    await drawer.getByRole('button', { name: 'Lưu hồ sơ stylist' }).click();
    await page.getByText('Cập nhật hồ sơ stylist thành công!').waitFor();
    // A click beside the tags field closes its list (Escape might close the drawer itself).
    await drawer.getByRole('heading', { name: 'Hồ sơ stylist' }).click();
    await viewportShot(page, 'admin-staff-drawer-1280');
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    const edited = row(page, 'Nguyễn Ngọc Anh');
    await edited.getByText('Giám đốc sáng tạo').waitFor();
    await edited.getByText('Uốn Hàn Quốc').waitFor();
    await edited.getByText('Cắt tóc nữ').waitFor();

    // Still there after a reload: the server kept it.
    await page.reload();
    await search(page, 'ngoc anh');
    await row(page, 'Nguyễn Ngọc Anh').getByText('Uốn Hàn Quốc').waitFor();
    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('the admin deactivates then reactivates a staff member', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await openStaffScreen(page);
    await search(page, 'minh khoa');
    const member = row(page, 'Trần Minh Khoa');
    const toggle = member.getByRole('switch', { name: 'Trạng thái Trần Minh Khoa' });
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    const upcoming = Number((await member.locator('td').nth(4).innerText()).trim());

    await toggle.click();
    await page.getByText('Đã khóa tài khoản nhân viên!').waitFor();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[aria-label="Trạng thái Trần Minh Khoa"]')
          ?.getAttribute('aria-checked') === 'false',
    );
    if (upcoming > 0) {
      // Their appointments keep this stylist: the screen says to reassign them.
      await page.getByText('Cần phân công lại lịch hẹn').waitFor();
      await page.getByText(`còn ${upcoming} lịch hẹn sắp tới`).waitFor();
      await screenshot(page, 'admin-staff-reassign-1280');
      await page.locator('.ant-notification-notice-close').click();
    }

    const statusFilter = async (label: string) => {
      await page.getByRole('combobox', { name: 'Lọc theo trạng thái' }).click();
      await clickOption(page, label);
      await settle(page);
    };
    await statusFilter('Đã khóa');
    await member.waitFor();

    await toggle.click();
    await page.getByText('Đã mở khóa tài khoản nhân viên!').waitFor();
    // No longer locked: it leaves the "Đã khóa" list and is back among the active team.
    await member.waitFor({ state: 'detached' });
    await statusFilter('Đang làm việc');
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the team as cards that fit a 375 px phone, with the edit drawer', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await openStaffScreen(page);
    await settle(page);
    await page.getByTestId('staff-card').first().waitFor();
    await assertFitsWidth(page, MOBILE.width, 'staff cards');
    await screenshot(page, 'admin-staff-375');
    await page.getByRole('button', { name: 'Sửa Trần Thu Hà' }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Hồ sơ stylist' }).waitFor();
    await settle(page);
    await viewportShot(page, 'admin-staff-drawer-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
