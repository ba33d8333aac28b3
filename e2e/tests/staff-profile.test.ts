import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-skeleton, .ant-spin-spinning'));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300); // tab and message animations
}

async function assertFitsWidth(page: Page, width: number, name: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `${name} is ${scrollWidth}px wide in a ${width}px window`);
}

async function signInAsStaff(page: Page) {
  await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
  await page.waitForURL(`${suite.server.baseUrl}/admin/appointments`);
}

/** The computed look of the back office: layout background, and a card body's font size. */
async function look(page: Page) {
  return page.evaluate(() => {
    const layout = document.querySelector('.ant-layout');
    const card = document.querySelector('.ant-card-body');
    const rgb = (layout ? getComputedStyle(layout).backgroundColor : '').match(/\d+/g) ?? [];
    const [r = 255, g = 255, b = 255] = rgb.map(Number);
    return {
      dark: (r + g + b) / 3 < 80,
      fontSize: card ? getComputedStyle(card).fontSize : '',
    };
  });
}

/** Saves preferences through the API from the page (same origin, the page's session). */
async function putPreferences(page: Page, body: object) {
  const status = await page.evaluate(async (payload) => {
    const res = await fetch('/api/me/preferences', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return res.status;
  }, body);
  assert.equal(status, 200);
}

describe('back-office profile and preferences', () => {
  it('the staff member edits their profile, sees their figures, and keeps a dark theme', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    await signInAsStaff(page);

    // Profile: read-only until "Chỉnh sửa"; saving leaves edit mode.
    await page.goto('/admin/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    const name = page.getByLabel('Họ và tên');
    assert.equal(await name.isDisabled(), true, 'read-only before Chỉnh sửa');
    await page.getByText('Chi nhánh:').waitFor();
    await screenshot(page, 'admin-profile-1280');

    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    assert.equal(await name.isEnabled(), true);
    await name.fill('A');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Họ tên phải có ít nhất 2 ký tự!').waitFor();
    await page.getByRole('button', { name: 'Hủy' }).click();
    assert.notEqual(await name.inputValue(), 'A', 'Hủy puts back the saved name');

    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    await name.fill('Nhân Viên Hồ Sơ Mới');
    await page.getByLabel('Số điện thoại').fill('0987654321');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Cập nhật thông tin cá nhân thành công!').waitFor();
    await page.getByRole('button', { name: 'Chỉnh sửa' }).waitFor();
    assert.equal(await name.isDisabled(), true, 'a successful save leaves edit mode');
    await page.getByRole('heading', { name: 'Nhân Viên Hồ Sơ Mới', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Nhân Viên Hồ Sơ Mới', level: 1 }).waitFor();
    assert.equal(await page.getByLabel('Số điện thoại').inputValue(), '0987654321');

    // Stats from the server.
    await page.getByRole('tab', { name: 'Thống kê' }).click();
    await page.getByText('Tổng lịch hẹn', { exact: true }).waitFor();
    await page.getByText('Doanh số', { exact: true }).waitFor();
    await page.getByRole('progressbar', { name: 'Tỉ lệ hoàn thành lịch hẹn' }).waitFor();
    await settle(page);
    await screenshot(page, 'admin-profile-stats-1280');

    // Preferences: dark theme and a bigger font, saved, still there after a reload.
    await page.goto('/admin/customization');
    await page.getByRole('heading', { name: 'Tùy chỉnh', level: 1 }).waitFor();
    await settle(page);
    assert.deepEqual(await look(page), { dark: false, fontSize: '14px' });
    await screenshot(page, 'admin-customization-1280');
    await page.locator('.ant-radio-button-wrapper', { hasText: 'Tối' }).click();
    assert.equal(await page.getByRole('radio', { name: 'Tối' }).isChecked(), true);
    const handle = page.getByRole('slider', { name: 'Cỡ chữ' });
    await handle.focus();
    await handle.press('ArrowRight');
    await handle.press('ArrowRight');
    await page.getByText('Bạn có thay đổi chưa lưu.').waitFor();

    // Leaving with unsaved changes asks first.
    await page.getByRole('menuitem', { name: 'Hồ sơ' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Rời trang?' }).waitFor();
    await page.getByRole('button', { name: 'Ở lại' }).click();
    assert.equal(new URL(page.url()).pathname, '/admin/customization');

    await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await page.getByText('Đã lưu cài đặt thành công!').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Tùy chỉnh', level: 1 }).waitFor();
    await settle(page);
    assert.deepEqual(await look(page), { dark: true, fontSize: '16px' });
    await screenshot(page, 'admin-customization-dark-1280');
    await page.goto('/admin/profile');
    await page.getByRole('heading', { name: 'Nhân Viên Hồ Sơ Mới', level: 1 }).waitFor();
    await settle(page);
    assert.deepEqual(await look(page), { dark: true, fontSize: '16px' });
    await screenshot(page, 'admin-profile-dark-1280');

    // Dates across the back office follow the chosen date and time formats.
    const saved = await page.evaluate(async () => {
      const current = (await (await fetch('/api/me/preferences')).json()) as { data: object };
      const reply = await fetch('/api/me/preferences', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...current.data, date_format: 'YYYY-MM-DD', time_format: '12h' }),
      });
      return reply.status;
    });
    assert.equal(saved, 200);
    const created = await page.evaluate(async () => {
      const reply = await fetch('/api/admin/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: 'system_alert',
          priority: 'normal',
          title: 'Kiểm tra định dạng ngày',
          message: 'Ngày giờ theo tùy chỉnh',
        }),
      });
      return reply.status;
    });
    assert.equal(created, 201);
    await page.goto('/admin/notifications');
    await page.getByRole('tab', { name: 'Quản lý' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Kiểm tra định dạng ngày' });
    await row.waitFor();
    assert.match(await row.innerText(), /\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} (SA|CH)/);
    assert.doesNotMatch(await row.innerText(), /\b(AM|PM)\b/);
    assert.doesNotMatch(await row.innerText(), /\d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'admin-notifications-dark-1280');

    // Back to the defaults: shown as unsaved changes, applied once saved.
    await page.goto('/admin/customization');
    await page.getByRole('button', { name: 'Đặt lại mặc định' }).click();
    await page.getByRole('button', { name: 'Đặt lại', exact: true }).click();
    await page.getByText('Bạn có thay đổi chưa lưu.').waitFor();
    assert.deepEqual(await look(page), { dark: true, fontSize: '16px' });
    await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await page.getByText('Đã lưu cài đặt thành công!').waitFor();
    await page.waitForFunction(() => {
      const card = document.querySelector('.ant-card-body');
      return card && getComputedStyle(card).fontSize === '14px';
    });
    assert.deepEqual(await look(page), { dark: false, fontSize: '14px' });
    await page.reload();
    await page.getByRole('heading', { name: 'Tùy chỉnh', level: 1 }).waitFor();
    await settle(page);
    assert.deepEqual(await look(page), { dark: false, fontSize: '14px' });

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it("the lists follow the user's items per page until another size is picked", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await putPreferences(page, { items_per_page: 30 });

    for (const [path, api] of [
      ['/admin/staff', '/api/admin/staff?'],
      ['/admin/products', '/api/admin/products?'],
      ['/admin/services', '/api/admin/services?'],
    ] as const) {
      const asked = page.waitForRequest((request) => request.url().includes(api));
      await page.goto(path);
      assert.equal(new URL((await asked).url()).searchParams.get('per_page'), '30', path);
      await page.locator('.ant-pagination-options').getByText('30 / trang').waitFor();
    }

    // Another size picked on the list wins over the preference.
    await page.locator('.ant-pagination-options .ant-select').click();
    const picked = page.waitForRequest(
      (request) =>
        request.url().includes('/api/admin/services?') && request.url().includes('per_page=10'),
    );
    await clickOption(page, '10 / trang');
    await picked;
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('fits a 375 px phone in light and dark', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await signInAsStaff(page);
    for (const theme of ['light', 'dark'] as const) {
      await putPreferences(page, { theme });
      for (const [name, path, tab] of [
        ['admin-profile', '/admin/profile', null],
        ['admin-profile-stats', '/admin/profile', 'Thống kê'],
        ['admin-customization', '/admin/customization', null],
        ['admin-customization-region', '/admin/customization', 'Ngôn ngữ & Khu vực'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (tab) await page.getByRole('tab', { name: tab }).click();
        await settle(page);
        assert.equal((await look(page)).dark, theme === 'dark', `${name} in ${theme}`);
        await assertFitsWidth(page, MOBILE.width, name);
        await screenshot(page, `${name}${theme === 'dark' ? '-dark' : ''}-375`);
      }
    }
    await putPreferences(page, {});
    assert.deepEqual(errors, []);
    await context.close();
  });
});
