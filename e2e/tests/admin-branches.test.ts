import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

async function signInAsManager(page: Page) {
  await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
  await page.waitForURL(`${suite.server.baseUrl}/admin`);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  // Dialogs, drawers and the table's loading fade finish their animation.
  await page.waitForTimeout(400);
}

async function assertFitsWidth(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name} is ${scrollWidth}px wide in a ${width}px window`);
}

/** Opens a tab without a pointer click (at 375 px the tab bar may slide it half out of view). */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).dispatchEvent('click');
  await page.getByRole('tab', { name, selected: true }).waitFor();
}

/** A date `days` from today in Vietnam, as `YYYY-MM-DD` and as the picker shows it. */
function dayFromToday(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(),
  );
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const iso = new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  const [yy, mm, dd] = iso.split('-');
  return { iso, shown: `${dd}/${mm}/${yy}`, year: Number(yy) };
}

describe('back-office branches', () => {
  it('a manager edits a branch’s working hours and adds a lunar holiday, and sees them listed', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    await signInAsManager(page);
    await page.goto('/admin/branches');
    await page.getByRole('heading', { name: 'Quản lý chi nhánh', level: 1 }).waitFor();
    await page.getByText('Salon Tóc Việt Lê Văn Sỹ').first().waitFor();

    // Working hours of Lê Văn Sỹ (seeded 09:00 to 20:30): three morning times only.
    await openTab(page, 'Giờ làm việc');
    await page.getByLabel('Chi nhánh', { exact: true }).click();
    await clickOption(page, 'Lê Văn Sỹ');
    await page.getByText('Đang dùng giờ làm việc chung của chi nhánh.').waitFor();
    await page.getByRole('button', { name: 'Cập nhật giờ làm việc' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: '09:00' }).waitFor();
    assert.equal(await dialog.getByRole('checkbox', { name: '09:00' }).isChecked(), true);
    assert.equal(await dialog.getByRole('checkbox', { name: '08:30' }).isChecked(), false);
    await dialog.getByRole('button', { name: 'Bỏ chọn' }).click();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Vui lòng chọn ít nhất một giờ làm việc').waitFor();
    for (const time of ['10:00', '10:30', '11:00'])
      await dialog.getByRole('checkbox', { name: time }).check();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Cập nhật giờ làm việc thành công').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /11:00\s*Mọi ngày\s*Mở/ }).waitFor();
    assert.equal(await page.locator('.ant-table-row').count(), 3);

    const branches = (await (
      await page.request.get('/api/admin/branches?search=le van sy')
    ).json()) as {
      data: { data: { id: number }[] };
    };
    const branchId = branches.data.data[0]?.id;
    const hours = (await (
      await page.request.get(`/api/admin/working-hours?branch_id=${branchId}`)
    ).json()) as { data: { effective_times: string[] } };
    assert.deepEqual(hours.data.effective_times, ['10:00', '10:30', '11:00']);

    // A lunar holiday for every branch.
    const date = dayFromToday(3);
    await openTab(page, 'Ngày nghỉ');
    await page.getByText('Giỗ Tổ Hùng Vương').waitFor();
    await page.getByRole('button', { name: 'Thêm ngày nghỉ' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await form.getByText('Vui lòng chọn ngày nghỉ').waitFor();
    await form.getByLabel('Ngày nghỉ', { exact: true }).fill(date.shown);
    await form.getByLabel('Ngày nghỉ', { exact: true }).press('Enter');
    await form.getByLabel('Tên ngày nghỉ').fill('Ngày hội tri ân thử nghiệm');
    await form.getByLabel('Lặp lại').click();
    await clickOption(page, 'Hằng năm (âm lịch)');
    await form.getByRole('button', { name: 'Lưu' }).click();
    await page.getByText('Thêm ngày nghỉ thành công').waitFor();
    await form.waitFor({ state: 'hidden' });

    await page.getByLabel('Lọc theo năm').click();
    await clickOption(page, `Năm ${date.year}`);
    const row = page.getByRole('row', { name: /Ngày hội tri ân thử nghiệm/ });
    await row.getByText(date.shown).waitFor();
    await row.getByText('Hằng năm (âm lịch)').waitFor();
    await row.getByText('Tất cả chi nhánh').waitFor();

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('staff cannot open the branches screen or its API', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl);
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    await page.goto('/admin/branches');
    await page.getByText('Không có quyền truy cập').waitFor();
    assert.equal((await page.request.get('/api/admin/branches')).status(), 403);
    assert.equal((await page.request.get('/api/admin/holidays')).status(), 403);
    await context.close();
  });
});

describe('screenshots of the branches screen (e2e/artifacts/)', () => {
  it('every tab at 1280 px and 375 px', async () => {
    const tabs = [
      ['Chi nhánh', 'cards'],
      ['Danh sách', 'list'],
      ['So sánh hiệu suất', 'performance'],
      ['Báo cáo tổng hợp', 'summary'],
      ['Giờ làm việc', 'hours'],
      ['Doanh thu chi tiết', 'revenue'],
      ['Ngày nghỉ', 'holidays'],
    ] as const;
    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signInAsManager(page);
      await page.goto('/admin/branches');
      await page.getByRole('heading', { name: 'Quản lý chi nhánh', level: 1 }).waitFor();
      for (const [tab, name] of tabs) {
        await openTab(page, tab);
        await settle(page);
        await assertFitsWidth(page, viewport.width, name);
        await screenshot(page, `admin-branches-${name}-${label}`);
      }
      await openTab(page, 'Giờ làm việc');
      await page.getByRole('button', { name: 'Cập nhật giờ làm việc' }).click();
      await page.getByRole('dialog').getByRole('checkbox', { name: '21:30' }).waitFor();
      await settle(page);
      await screenshot(page, `admin-branches-hours-modal-${label}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Hủy' }).click();

      await openTab(page, 'Chi nhánh');
      await page.getByRole('button', { name: 'Xem Salon Tóc Việt Nguyễn Huệ' }).click();
      await page
        .locator('.ant-drawer')
        .getByRole('heading', { name: 'Giờ làm việc chung' })
        .waitFor();
      await settle(page);
      await screenshot(page, `admin-branches-drawer-${label}`);
      await page.locator('.ant-drawer-close').click();

      await page.getByRole('button', { name: 'Thêm chi nhánh' }).click();
      await page.getByRole('dialog').getByLabel('Tên chi nhánh').waitFor();
      await settle(page);
      await assertFitsWidth(page, viewport.width, 'branch form');
      await screenshot(page, `admin-branches-form-${label}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
