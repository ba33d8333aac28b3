import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** The files of a .tar.gz, read with node:zlib and the ustar layout. */
function untar(archive: Buffer): Map<string, string> {
  const tar = gunzipSync(archive);
  const files = new Map<string, string>();
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar
      .subarray(offset, offset + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (!name) break;
    const size = parseInt(tar.subarray(offset + 124, offset + 136).toString('ascii'), 8);
    files.set(name, tar.subarray(offset + 512, offset + 512 + size).toString('utf8'));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

describe('personal-data requests', () => {
  it('a customer downloads their data once and asks for erasure; an admin erases; the login stops working', async () => {
    const phone = `09${randomInt(10_000_000, 99_999_999)}`;
    const email = `xoa.${phone}@example.com`;
    const name = 'Võ Thị Riêng Tư';
    const password = 'RiengTu@2026';
    const customer = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const registered = await customer.page.request.post('/api/auth/customer/register', {
      data: {
        name,
        phone,
        email,
        password,
        password_confirmation: password,
        terms_accepted: true,
      },
    });
    assert.equal(registered.status(), 201, await registered.text());
    await customer.page.request.post('/api/auth/logout');

    await loginCustomer(customer.page, phone, password);
    await customer.page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    await customer.page.goto('/ho-so?tab=privacy');
    const tab = customer.page.getByRole('tabpanel', { name: 'Dữ liệu cá nhân' });
    await tab.getByText('Bạn chưa có yêu cầu nào.').waitFor();

    // Promotional messages: the switch writes the consent log.
    await tab.getByRole('switch', { name: 'Nhận tin khuyến mãi' }).click();
    await customer.page.getByText('Bạn sẽ nhận tin khuyến mãi từ chúng tôi.').waitFor();

    await tab.getByRole('button', { name: 'Tải dữ liệu của tôi' }).click();
    const link = tab.getByTestId('archive-link');
    await link.waitFor();
    const downloading = customer.page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    assert.match(download.suggestedFilename(), /^du-lieu-ca-nhan-\d+\.tar\.gz$/);
    const files = untar(await readFile((await download.path()) ?? ''));
    const data = JSON.parse(files.get('du-lieu.json') ?? '{}') as {
      profile: { name: string; email: string; phone: string }[];
      consents: { given: unknown }[];
    };
    assert.equal(data.profile[0]?.name, name);
    assert.equal(data.profile[0]?.email, email);
    assert.equal(data.consents.length, 1);
    assert.ok(files.get('profile.csv')?.includes(email));
    assert.ok(!files.get('du-lieu.json')?.includes(DEMO.customer.email));

    // The link worked once.
    const again = await customer.page.request.get((await link.getAttribute('href')) ?? '');
    assert.equal(again.status(), 410);
    assert.match((await again.json()).message as string, /đã được dùng hoặc đã hết hạn/);

    await customer.page.reload();
    await tab.getByText('Truy cập dữ liệu').first().waitFor();
    await screenshot(customer.page, 'privacy-profile-1280');
    await customer.page.setViewportSize(MOBILE);
    await screenshot(customer.page, 'privacy-profile-375');
    await customer.page.setViewportSize(DESKTOP);

    await tab.getByRole('button', { name: 'Xóa tài khoản' }).click();
    const dialog = customer.page.getByRole('dialog', { name: 'Xác nhận xóa tài khoản' });
    await dialog.getByLabel('Mật khẩu').fill('SaiMatKhau9');
    await dialog.getByRole('button', { name: 'Gửi yêu cầu xóa' }).click();
    await dialog.getByText('Mật khẩu không đúng').first().waitFor();
    await dialog.getByLabel('Mật khẩu').fill(password);
    await dialog.getByRole('button', { name: 'Gửi yêu cầu xóa' }).click();
    await customer.page.getByText(/Đã gửi yêu cầu xóa tài khoản/).waitFor();
    await tab.getByText('Chờ xử lý').waitFor();

    const admin = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(admin.page, DEMO.admin.email, DEMO.admin.password);
    await admin.page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await admin.page.goto('/admin/security?tab=privacy');
    const row = admin.page
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: 'Xóa dữ liệu' });
    await row.first().waitFor();
    await screenshot(admin.page, 'privacy-admin-1280');
    await row.first().getByRole('button', { name: 'Xóa dữ liệu' }).click();
    const confirm = admin.page.getByRole('dialog');
    await confirm.getByText('Không thể hoàn tác').waitFor();
    await confirm.getByRole('button', { name: 'Xóa dữ liệu vĩnh viễn' }).click();
    await admin.page.getByText('Đã xóa dữ liệu cá nhân của khách hàng').waitFor();
    await admin.page.getByRole('row').filter({ hasText: 'Hoàn thành' }).first().waitFor();
    await admin.page.setViewportSize(MOBILE);
    await screenshot(admin.page, 'privacy-admin-375');

    // The customer can no longer sign in, by phone or by e-mail.
    const signIn = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(signIn.page, phone, password);
    await signIn.page
      .locator('.ant-message-notice, .ant-alert-error, .ant-form-item-explain-error')
      .first()
      .waitFor();
    assert.ok(new URL(signIn.page.url()).pathname.startsWith('/customer/login'));
    const byEmail = await signIn.page.request.post('/api/auth/customer/login', {
      data: { identifier: email, password },
    });
    assert.equal(byEmail.status(), 401);
    assert.deepEqual(
      customer.errors.filter((e) => !/401|410|422/.test(e)),
      [],
    );
    await customer.context.close();
    await admin.context.close();
    await signIn.context.close();
  });
});
