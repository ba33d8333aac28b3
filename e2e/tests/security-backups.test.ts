import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

async function signedInAdmin(viewport?: typeof MOBILE) {
  const opened = await openPage(suite.browser, suite.server.baseUrl, viewport);
  await loginStaff(opened.page, DEMO.admin.email, DEMO.admin.password);
  await opened.page.waitForURL((url) => url.pathname.startsWith('/admin'));
  await opened.page.goto('/admin/security?tab=backups');
  return opened;
}

describe('backups and restore drills', () => {
  it('an admin makes a backup, downloads it behind a warning and runs a drill that passes with RTO measured', async () => {
    const { page, errors } = await signedInAdmin();
    await page.getByTestId('backup-rto').waitFor();
    await page.getByRole('button', { name: 'Sao lưu ngay' }).click();
    await page.getByText(/Đã sao lưu: /).waitFor({ timeout: 60_000 });
    const newest = page.locator('.ant-table-tbody tr').first();
    await newest.getByText('Hoàn tất').waitFor();

    await newest.getByRole('button', { name: 'Tải xuống' }).click();
    await page.getByText('Tệp sao lưu chứa toàn bộ dữ liệu của mọi khách hàng').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.ant-modal-confirm').getByRole('button', { name: 'Tải xuống' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^salon-backup-.+\.tar\.gz$/);
    const bytes = await readFile(await download.path());
    const shown = await newest.locator('[aria-label="copy"], .ant-typography-copy').count();
    assert.ok(shown >= 1, 'the checksum can be copied');
    assert.ok(bytes.length > 1000, 'a real archive');
    const digest = createHash('sha256').update(bytes).digest('hex');
    await newest.getByText(`${digest.slice(0, 12)}…`).waitFor();

    await newest.getByRole('button', { name: 'Diễn tập khôi phục' }).click();
    const result = page.getByTestId('drill-result');
    await result.waitFor({ timeout: 120_000 });
    await result.getByText(/: Đạt$/).waitFor();
    await result.getByText('users', { exact: true }).waitFor();
    const rto = await page.getByTestId('backup-rto').innerText();
    assert.doesNotMatch(rto, /Chưa đo/);
    assert.match(rto, /\d+(,\d)? (ms|giây)/, `RTO measured: ${rto}`);
    await page.getByTestId('backup-drill').getByText('Đạt').waitFor();
    await screenshot(page, 'security-backups-1280');
    assert.deepEqual(errors, []);
  });

  it('fits a 375 px screen', async () => {
    const { page, errors } = await signedInAdmin(MOBILE);
    await page.getByTestId('backup-last').waitFor();
    await page.locator('.ant-table-tbody tr').first().getByText('Hoàn tất').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
    await screenshot(page, 'security-backups-375');
    assert.deepEqual(errors, []);
  });
});
