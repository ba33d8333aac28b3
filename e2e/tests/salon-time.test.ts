import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { signInDemoCustomer } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

/**
 * B15: every time shown is the salon's (Asia/Ho_Chi_Minh), whatever the browser's zone; a
 * back-office user's 12-hour mode says SA/CH. The browsers here live in New York, twelve hours
 * (eleven in summer) behind the salon, so a time shown in the browser's zone is always wrong.
 */
const suite = useServerAndBrowser();
const NEW_YORK = { timezoneId: 'America/New_York' };

const pad = (n: number) => String(n).padStart(2, '0');

/** The salon's wall clock at an ISO moment (UTC+7, no daylight saving), worked out here. */
function salonClock(iso: string) {
  const t = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return {
    date: `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`,
    iso: `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`,
    time24: `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`,
    time12: `${t.getUTCHours() % 12 || 12}:${pad(t.getUTCMinutes())} ${t.getUTCHours() < 12 ? 'SA' : 'CH'}`,
  };
}

async function json<T>(page: Page, path: string): Promise<T> {
  const reply = await page.request.get(path);
  assert.equal(reply.status(), 200, await reply.text());
  return ((await reply.json()) as { data: T }).data;
}

describe('times in the salon zone from a browser in New York', () => {
  it('My orders and an order page show the salon date and time of each order', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
        NEW_YORK,
      );
      assert.equal(
        await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
        'America/New_York',
      );
      await signInDemoCustomer(page);
      const orders = await json<{
        data: { id: number; order_number: string; created_at: string }[];
      }>(page, '/api/customer/orders?per_page=5');
      const order = orders.data[0];
      assert.ok(order, 'the demo customer has orders');
      const salon = salonClock(order.created_at);

      await page.goto('/don-hang-cua-toi');
      const row = page
        .locator(viewport === DESKTOP ? 'tr' : 'article, li, .ant-card')
        .filter({ hasText: order.order_number })
        .first();
      await row.waitFor();
      assert.ok(
        (await row.innerText()).includes(`${salon.date} ${salon.time24}`),
        `${await row.innerText()} shows ${salon.date} ${salon.time24}`,
      );
      await screenshot(page, `salon-time-my-orders-${viewport.width}`);

      await page.goto(`/don-hang/${order.id}`);
      await page.getByText(`${salon.date} ${salon.time24}`).first().waitFor();
      await screenshot(page, `salon-time-order-${viewport.width}`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('the back office in 12-hour mode says SA/CH on the salon clock, list and form alike', async () => {
    const { page, errors, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
      NEW_YORK,
    );
    await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    const saved = await page.request.put('/api/me/preferences', {
      data: { time_format: '12h' },
    });
    assert.equal(saved.status(), 200, await saved.text());

    // Sent tomorrow at 09:30 in the salon (02:30 UTC): the evening before in New York.
    const tomorrow = new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const scheduledAt = `${tomorrow}T02:30:00.000Z`;
    const created = await page.request.post('/api/admin/notifications', {
      data: {
        type: 'system_alert',
        priority: 'normal',
        title: 'Giờ của salon',
        message: 'Gửi lúc 9:30 sáng giờ Việt Nam',
        scheduled_at: scheduledAt,
      },
    });
    assert.equal(created.status(), 201, await created.text());
    const salon = salonClock(scheduledAt);
    assert.equal(salon.time12, '9:30 SA');

    await page.goto('/admin/notifications');
    await page.getByRole('tab', { name: 'Quản lý' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Giờ của salon' });
    await row.waitFor();
    const text = await row.innerText();
    assert.ok(text.includes(`Hẹn gửi: ${salon.date} 9:30 SA`), text);
    assert.match(text, /Tạo: \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (SA|CH)/);
    assert.doesNotMatch(text, /\b(AM|PM)\b/);
    await screenshot(page, 'salon-time-admin-notifications-1280');

    // The edit form's picker shows and keeps the salon's time.
    await row.getByRole('button', { name: /Sửa/ }).click();
    const modal = page.getByRole('dialog', { name: /Sửa thông báo/ });
    const picker = modal.getByPlaceholder('Chọn ngày giờ');
    assert.equal(await picker.inputValue(), `${salon.date} 09:30`);
    await screenshot(page, 'salon-time-admin-notification-form-1280');
    const saving = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/notifications/'),
    );
    await modal.getByRole('button', { name: 'Lưu' }).click();
    const reply = (await (await saving).json()) as { data: { scheduled_at: string } };
    assert.equal(new Date(reply.data.scheduled_at).toISOString(), scheduledAt);

    await page.request.put('/api/me/preferences', { data: { time_format: '24h' } });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
