import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { contrastRatio } from '../../apps/web/src/lib/contrast.ts';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** Saves preferences over the defaults (what a later save leaves out goes back to its default). */
async function setPreferences(page: Page, body: object) {
  const res = await page.request.put('/api/me/preferences', { data: body });
  assert.equal(res.status(), 200, await res.text());
}

async function signIn(page: Page) {
  await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/** `21/11/2026 14:05` -> minutes since an epoch (only differences matter). */
function minutesOf(text: string): number {
  const match = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(text);
  assert.ok(match, `a date and time in "${text}"`);
  const [, d = 0, m = 1, y = 0, h = 0, min = 0] = match.map(Number);
  return Date.UTC(y, m - 1, d, h, min) / 60_000;
}

describe('back-office preferences act', () => {
  it('items per page: orders, promotions and suppliers show the chosen 20 a page', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await signIn(page);
    await setPreferences(page, { items_per_page: 20 });
    for (const [path, api] of [
      ['/admin/orders', '/api/admin/orders?'],
      ['/admin/promotions', '/api/admin/promotions?'],
      ['/admin/suppliers', '/api/admin/suppliers?'],
    ] as const) {
      const answered = page.waitForResponse(
        (r) => r.url().includes(api) && r.request().method() === 'GET',
      );
      await page.goto(path);
      const response = await answered;
      assert.equal(new URL(response.url()).searchParams.get('per_page'), '20', path);
      const body = (await response.json()) as {
        data: { meta: { total: number; per_page: number } };
      };
      assert.equal(body.data.meta.per_page, 20, path);
      await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
      const rows = await page.locator('.ant-table-tbody tr.ant-table-row').count();
      assert.equal(rows, Math.min(20, body.data.meta.total), path);
      await page
        .locator('.ant-pagination-options .ant-select', { hasText: '20 / trang' })
        .waitFor();
    }
    // The size changer still wins over the preference (orders keep it in the URL).
    const asked = page.waitForRequest((r) => r.url().includes('/api/admin/orders?'));
    await page.goto('/admin/orders?per_page=10');
    assert.equal(new URL((await asked).url()).searchParams.get('per_page'), '10');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('confirm before delete: on, a delete asks first; off, it deletes at once', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await signIn(page);
    const services = (await (await page.request.get('/api/admin/services?per_page=1')).json()) as {
      data: { data: { id: number }[] };
    };
    const serviceId = services.data.data[0]!.id;
    for (const name of ['KM thử xóa có hỏi', 'KM thử xóa không hỏi']) {
      const res = await page.request.post('/api/admin/promotions', {
        data: {
          name,
          discount_type: 'percentage',
          discount_value: 10,
          items: [{ type: 'service', id: serviceId }],
        },
      });
      assert.equal(res.status(), 201, await res.text());
    }

    await setPreferences(page, { confirm_before_delete: true });
    await page.goto('/admin/promotions');
    const asked = page.getByRole('row', { name: /KM thử xóa có hỏi/ });
    await asked.getByRole('button', { name: /^Xóa / }).click();
    await page.locator('.ant-popconfirm').getByText('Xóa khuyến mãi này?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Hủy' }).click();
    await page.waitForTimeout(500);
    assert.equal(await asked.count(), 1, 'cancelled: still there');

    await setPreferences(page, { confirm_before_delete: false });
    await page.goto('/admin/promotions');
    const direct = page.getByRole('row', { name: /KM thử xóa không hỏi/ });
    const deleted = page.waitForResponse(
      (r) => r.url().includes('/api/admin/promotions/') && r.request().method() === 'DELETE',
    );
    await direct.getByRole('button', { name: /^Xóa / }).click();
    assert.equal((await deleted).status(), 200);
    assert.equal(await page.locator('.ant-popconfirm:visible').count(), 0, 'no dialog');
    await direct.waitFor({ state: 'detached' });
    assert.equal(await asked.count(), 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('time zone: an order time is shown on the clock of the zone chosen', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP, {
      timezoneId: 'America/New_York',
    });
    await signIn(page);
    const firstTime = async () => {
      await page.goto('/admin/orders?sort=newest');
      const row = page.locator('[data-order-number]').first();
      await row.waitFor();
      return { number: await row.getAttribute('data-order-number'), text: await row.innerText() };
    };
    await setPreferences(page, {});
    const salon = await firstTime();
    await setPreferences(page, { timezone: 'UTC' });
    const utc = await firstTime();
    assert.equal(utc.number, salon.number);
    assert.equal(
      minutesOf(salon.text) - minutesOf(utc.text),
      7 * 60,
      `${salon.text} / ${utc.text}`,
    );
    await setPreferences(page, { timezone: 'Asia/Tokyo' });
    const tokyo = await firstTime();
    assert.equal(minutesOf(tokyo.text) - minutesOf(salon.text), 2 * 60);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("'Đặt lại mặc định' shows the defaults as unsaved changes; a failed save says so", async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await signIn(page);
    await setPreferences(page, { items_per_page: 50, compact_mode: true });
    await page.goto('/admin/customization');
    await page.getByRole('heading', { name: 'Tùy chỉnh', level: 1 }).waitFor();
    assert.equal(await page.getByText('Bạn có thay đổi chưa lưu.').count(), 0);
    await page.getByRole('button', { name: 'Đặt lại mặc định' }).click();
    await page.getByRole('button', { name: 'Đặt lại', exact: true }).click();
    await page.getByText('Bạn có thay đổi chưa lưu.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Lưu cài đặt' }).isEnabled(), true);
    await page.getByRole('tab', { name: 'Quyền riêng tư' }).click();
    await page.getByText('Số mục mỗi trang: 20').waitFor();
    // Nothing is stored until saved.
    const stored = (await (await page.request.get('/api/me/preferences')).json()) as {
      data: { items_per_page: number; compact_mode: boolean };
    };
    assert.deepEqual([stored.data.items_per_page, stored.data.compact_mode], [50, true]);

    // Other currencies are offered but not yet available.
    await page.getByRole('tab', { name: 'Ngôn ngữ & Khu vực' }).click();
    await page.getByRole('combobox', { name: 'Đơn vị tiền tệ' }).click();
    const usd = page.locator('.ant-select-item-option', { hasText: 'Đô la Mỹ' });
    await usd.waitFor();
    assert.match((await usd.getAttribute('class')) ?? '', /ant-select-item-option-disabled/);
    assert.match(await usd.innerText(), /Sắp có/);
    await page.keyboard.press('Escape');

    await page.route('**/api/me/preferences', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await page.getByText('Có lỗi xảy ra, vui lòng thử lại!').waitFor();
    await page.getByText('Bạn có thay đổi chưa lưu.').waitFor();
    await page.unroute('**/api/me/preferences');
    await page.getByRole('button', { name: 'Lưu cài đặt' }).click();
    await page.getByText('Đã lưu cài đặt thành công!').waitFor();
    const saved = (await (await page.request.get('/api/me/preferences')).json()) as {
      data: { items_per_page: number; compact_mode: boolean };
    };
    assert.deepEqual([saved.data.items_per_page, saved.data.compact_mode], [20, false]);
    // The browser's own 500 log line for the refused save is expected.
    assert.deepEqual(
      errors.filter((e) => !e.includes('500')),
      [],
    );
    await context.close();
  });

  it('sound and notification hours: a chime and a toast inside the hours, neither outside', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    // Counts the notes the Web Audio chime starts.
    await page.addInitScript(`
      window.chimes = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args) {
        window.chimes += 1;
        return start.apply(this, args);
      };
    `);
    await signIn(page);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { data: { id: number } };
    // A zone where it is now between 03:00 and 20:59, so a window of two hours either side
    // of now holds for the whole test even when it starts just before the hour turns.
    const utcHour = new Date().getUTCHours();
    const insideZone = utcHour >= 3 && utcHour <= 20 ? 'UTC' : 'Asia/Ho_Chi_Minh';
    const localHour = insideZone === 'UTC' ? utcHour : (utcHour + 7) % 24;
    const inside = {
      notification_start_hour: localHour - 2,
      notification_end_hour: localHour + 3,
    };
    const outside = { notification_start_hour: 0, notification_end_hour: 1 };
    const chimes = () => page.evaluate(() => (window as unknown as { chimes: number }).chimes);
    const send = async (title: string) => {
      const res = await page.request.post('/api/admin/notifications', {
        data: {
          type: 'system_alert',
          priority: 'urgent',
          title,
          message: 'Thử âm thanh',
          user_id: me.data.id,
        },
      });
      assert.equal(res.status(), 201, await res.text());
    };

    const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
    const open = async () => {
      await page.goto('/admin/notifications');
      await page.getByRole('heading', { name: 'Quản lý thông báo' }).waitFor();
      await page.waitForLoadState('networkidle');
    };

    // Inside the hours, sounds on: the pop-up and a chime (two notes).
    await setPreferences(page, { sound_notifications: true, timezone: insideZone, ...inside });
    await open();
    await send('Thông báo trong giờ');
    await toast('Có thông báo mới').first().waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => (window as unknown as { chimes: number }).chimes >= 2);

    // Outside the hours: neither, but the list still shows it.
    await setPreferences(page, { sound_notifications: true, timezone: insideZone, ...outside });
    await open();
    await send('Thông báo ngoài giờ');
    await page.getByRole('tab', { name: 'Quản lý' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'Thông báo ngoài giờ' })
      .waitFor({ timeout: 20_000 });
    await page.waitForTimeout(3000);
    assert.equal(await toast('Có thông báo mới').count(), 0, 'no pop-up outside the hours');
    assert.equal(await chimes(), 0, 'no chime outside the hours');

    // Inside the hours with sounds off: the pop-up, no chime.
    await setPreferences(page, { sound_notifications: false, timezone: insideZone, ...inside });
    await open();
    await send('Thông báo không tiếng');
    await toast('Có thông báo mới').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    assert.equal(await chimes(), 0, 'no chime with sounds off');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('dark theme: the orders list is readable (secondary text at 4.5:1 or more)', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 375],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await signIn(page);
      for (const theme of ['light', 'dark'] as const) {
        await setPreferences(page, { theme });
        await page.goto('/admin/orders');
        await page.locator('[data-order-number]').first().waitFor();
        await settle(page);
        await screenshot(page, `admin-orders-${theme}-${width}`);
        // The order's time and the customer's phone: the list's secondary text.
        const samples = await page.evaluate(() => {
          const row = document.querySelector('[data-order-number]')!;
          const texts = Array.from(
            row.querySelectorAll<HTMLElement>('div, span, small, strong'),
          ).filter(
            // Coloured tags keep Ant Design's own palette; the text around them is checked.
            (el) =>
              el.childElementCount === 0 &&
              el.innerText.trim() !== '' &&
              el.closest('.ant-tag') === null,
          );
          return texts.map((el) => {
            let bg = 'rgba(0, 0, 0, 0)';
            for (let node: HTMLElement | null = el; node; node = node.parentElement) {
              const color = getComputedStyle(node).backgroundColor;
              if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
                bg = color;
                break;
              }
            }
            return { text: el.innerText.trim(), color: getComputedStyle(el).color, bg };
          });
        });
        assert.ok(samples.length >= 3, JSON.stringify(samples));
        for (const sample of samples) {
          const ratio = contrastRatio(sample.color, sample.bg);
          assert.ok(
            ratio >= 4.5,
            `${theme} ${width}: "${sample.text}" ${sample.color} on ${sample.bg} = ${ratio.toFixed(2)}`,
          );
        }
        if (theme === 'dark') {
          // Really dark: a near-black page under light text.
          assert.match(samples[0]!.bg, /rgb\((\d|[1-3]\d), /);
        }
      }
      await setPreferences(page, {});
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
