import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { demoServiceAndBranch, freeSlot } from '../support/booking.ts';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer } from '../support/flows.ts';
import { clickOption, searchAndChoose } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

const MODAL_TITLE = 'Vui lòng cập nhật thông tin cá nhân';

function uniquePhone(): string {
  return `09${String(Date.now()).slice(-8)}`;
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (path) => {
    const reply = await fetch(path);
    return ((await reply.json()) as { data: T }).data;
  }, url);
}

describe('the forced profile update', () => {
  it('appears for an account made at booking without an e-mail, after the password change, and ends once saved', async () => {
    const { page, context, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    const phone = uniquePhone();
    // A guest books through the API with a name and phone only: an account is made for them.
    await page.goto('/');
    const { service, branch } = await demoServiceAndBranch(page);
    const slot = await freeSlot(page, { service: service.id, branch: branch.id }, 24, 24 * 14);
    const booked = await page.request.post('/api/appointments', {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        service_id: service.id,
        branch_id: branch.id,
        appointment_date: slot.date,
        appointment_time: slot.time,
        customer_info: { name: 'Khách Chưa Có Email', phone },
      },
    });
    assert.ok(booked.status() < 300, await booked.text());
    const { data } = (await booked.json()) as { data: { initial_password: string } };

    // Signing in with the password given once: the password change comes first, no modal over it.
    await loginCustomer(page, phone, data.initial_password);
    await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor();
    assert.equal(await page.getByText(MODAL_TITLE).count(), 0);
    await page.fill('#current_password', data.initial_password);
    await page.fill('#new_password', 'MatKhauMoi2026');
    await page.fill('#new_password_confirmation', 'MatKhauMoi2026');
    await page.getByRole('button', { name: 'Đổi mật khẩu và tiếp tục' }).click();
    await page.getByText('Đổi mật khẩu thành công!').waitFor();

    // Then the profile update, which cannot be closed.
    const modal = page.getByRole('dialog', { name: MODAL_TITLE });
    await modal.waitFor();
    await modal.getByText('Tài khoản chưa có email cá nhân', { exact: false }).waitFor();
    assert.equal(await modal.locator('.ant-modal-close').count(), 0, 'no close button');
    await page.keyboard.press('Escape');
    await modal.waitFor();
    await screenshot(page, 'profile-forced-update-1280');

    // Gender and birth date are required here.
    await modal.getByRole('button', { name: 'Lưu thông tin' }).click();
    await modal.getByText('Vui lòng nhập email!').waitFor();
    await modal.getByText('Vui lòng chọn giới tính!').waitFor();
    await modal.getByText('Vui lòng chọn ngày sinh!').waitFor();

    await modal.getByLabel('Email').fill(`khach.${phone}@example.com`);
    await modal.getByLabel('Giới tính').click();
    await clickOption(page, 'Nữ');
    await modal.getByLabel('Ngày sinh').fill('15/03/1992');
    // Enter picks the typed date; it does not submit the form (B25): the button does.
    await modal.getByLabel('Ngày sinh').press('Enter');
    assert.equal(await modal.getByLabel('Ngày sinh').inputValue(), '15/03/1992');
    await modal.getByRole('button', { name: 'Lưu thông tin' }).click();
    await page.getByText('Cập nhật thông tin thành công!').waitFor();
    await modal.waitFor({ state: 'detached' });

    const me = await getJson<{ email: string; gender: string; date_of_birth: string }>(
      page,
      '/api/auth/me',
    );
    assert.deepEqual(
      { email: me.email, gender: me.gender, date_of_birth: me.date_of_birth },
      { email: `khach.${phone}@example.com`, gender: 'female', date_of_birth: '1992-03-15' },
    );

    // It does not come back.
    const status = page.waitForResponse((r) => r.url().includes('/api/auth/check-profile-status'));
    await page.reload();
    const reply = (await (await status).json()) as { data: { needs_update: boolean } };
    assert.equal(reply.data.needs_update, false);
    await page.locator('header').first().waitFor();
    assert.equal(await page.getByText(MODAL_TITLE).count(), 0);

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });
});

describe('the profile page', () => {
  it('lets the demo customer edit the profile, manage addresses and mark a product used up', async () => {
    const { page, context, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    await page.goto('/ho-so');
    const me = await getJson<{ name: string }>(page, '/api/auth/me');
    await page.getByRole('heading', { name: me.name }).waitFor();
    await page.getByText('Sản phẩm đang sử dụng').first().waitFor();
    await page.getByRole('button', { name: 'Đánh dấu đã dùng hết' }).first().waitFor();
    await screenshot(page, 'profile-overview-1280');

    // A product used up, with a note.
    const before = await getJson<{ stats: { finished: number } }>(page, '/api/customer/products');
    await page.getByRole('button', { name: 'Đánh dấu đã dùng hết' }).first().click();
    const finish = page.getByRole('dialog', { name: 'Đánh dấu đã dùng hết' });
    await finish.getByLabel('Ghi chú (không bắt buộc)').fill('Tóc mềm hơn rõ rệt');
    await finish.getByRole('button', { name: 'Xác nhận' }).click();
    await page.getByText('Đã đánh dấu sản phẩm đã dùng hết.').waitFor();
    const after = await getJson<{ stats: { finished: number } }>(page, '/api/customer/products');
    assert.equal(after.stats.finished, before.stats.finished + 1);

    // Treatment notes, the public note labelled so.
    await page.getByRole('tab', { name: 'Ghi chú điều trị' }).click();
    await page.waitForURL(/\?tab=notes$/);
    await page.getByText('Ghi chú công khai').waitFor();
    await screenshot(page, 'profile-notes-1280');

    // The profile edited.
    await page.getByRole('tab', { name: 'Thông tin cá nhân' }).click();
    await page.waitForURL(/\?tab=info$/);
    await page.getByRole('button', { name: 'Chỉnh sửa' }).click();
    const name = page.getByLabel('Họ và tên');
    await name.fill('A');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Họ tên phải có ít nhất 2 ký tự!').waitFor();
    await name.fill('Nguyễn Thị Khách Mới');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await page.getByText('Cập nhật thông tin thành công!').waitFor();
    await page.getByRole('heading', { name: 'Nguyễn Thị Khách Mới' }).waitFor();

    // Two addresses added (the first becomes the default), one edited, the other made the default.
    const addAddress = async (line: string) => {
      await page.getByRole('button', { name: 'Thêm địa chỉ' }).click();
      const add = page.getByRole('dialog', { name: 'Thêm địa chỉ giao hàng' });
      await add.getByLabel('Địa chỉ', { exact: true }).fill(line);
      await searchAndChoose(
        page,
        add.getByLabel('Tỉnh/thành phố'),
        'tphcm',
        'Thành phố Hồ Chí Minh',
      );
      await searchAndChoose(page, add.getByLabel('Phường/xã'), 'ben thanh', 'Phường Bến Thành');
      await add.getByRole('button', { name: 'Lưu địa chỉ' }).click();
      await add.waitFor({ state: 'detached' });
    };
    await addAddress('88 Lê Lợi');
    await addAddress('12 Hai Bà Trưng');
    const first = page.getByRole('listitem').filter({ hasText: '88 Lê Lợi' });
    await first.getByText('Mặc định').waitFor();
    await first.getByRole('button', { name: 'Sửa' }).click();
    const edit = page.getByRole('dialog', { name: 'Sửa địa chỉ' });
    await edit.getByLabel('Địa chỉ', { exact: true }).fill('90 Lê Lợi');
    await edit.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await page.getByText('Cập nhật địa chỉ thành công!').waitFor();
    const second = page.getByRole('listitem').filter({ hasText: '12 Hai Bà Trưng' });
    await second.getByRole('button', { name: 'Đặt làm mặc định' }).click();
    await page.getByText('Đã đặt làm địa chỉ mặc định').waitFor();
    await second.getByText('Mặc định').waitFor();
    const addresses = await getJson<{ address_line_1: string; is_default: boolean }[]>(
      page,
      '/api/customer/addresses',
    );
    assert.deepEqual(
      addresses.map((a) => [a.address_line_1, a.is_default]),
      [
        ['12 Hai Bà Trưng', true],
        ['90 Lê Lợi', false],
      ],
    );
    await screenshot(page, 'profile-info-1280');

    // An address saved before the 2025 units (province and district of the old map) can still be
    // edited without choosing its province and ward again.
    const me2 = await getJson<{ id: number }>(page, '/api/auth/me');
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
    try {
      db.prepare(
        `INSERT INTO customer_addresses (user_id, type, address_line_1, ward, district, city, is_default)
         VALUES (?, 'work', '5 Quang Trung', 'Phường Quang Trung', 'Thành phố Hà Đông', 'Tỉnh Hà Tây', 0)`,
      ).run(me2.id);
    } finally {
      db.close();
    }
    await page.reload();
    const old = page.getByRole('listitem').filter({ hasText: '5 Quang Trung' });
    await old.getByRole('button', { name: 'Sửa' }).click();
    const editOld = page.getByRole('dialog', { name: 'Sửa địa chỉ' });
    await editOld.getByLabel('Địa chỉ', { exact: true }).fill('7 Quang Trung');
    await editOld.getByRole('button', { name: 'Lưu địa chỉ' }).click();
    await page.getByText('Cập nhật địa chỉ thành công!').waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: '7 Quang Trung' })
      .getByText('Tỉnh Hà Tây')
      .waitFor();

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('fits a 375 px screen', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    for (const tab of ['', '?tab=notes', '?tab=info', '?tab=security']) {
      await page.goto(`/ho-so${tab}`);
      await page.getByRole('tab', { name: 'Tổng quan' }).waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no sideways scroll on ${tab || 'overview'} (${overflow}px)`);
      await screenshot(page, `profile${tab.replace('?tab=', '-') || '-overview'}-375`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
