import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginCustomer, loginStaff } from '../support/flows.ts';
import { assertUncovered } from '../support/layout.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { DEMO } from '../support/browser.ts';

const suite = useServerAndBrowser();

/** A date in the salon's time zone (UTC+7), `offsetDays` from today. */
function salonDate(offsetDays: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

function uniquePhone(): string {
  return `09${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
}

const e164 = (phone: string) => `+84${phone.slice(1)}`;

/** The e2e server's own SQLite file, for what no page shows (how many rows were written). */
async function openDatabase() {
  const { default: Database } = await import('better-sqlite3');
  return new Database(path.join(suite.server.dataDir, 'salon.db'));
}

async function appointmentsOf(phone: string) {
  const db = await openDatabase();
  try {
    return db
      .prepare(
        'SELECT id, code, customer_user_id, branch_id, appointment_date FROM appointments WHERE customer_phone = ?',
      )
      .all(e164(phone)) as {
      id: number;
      code: string;
      customer_user_id: number | null;
      branch_id: number;
      appointment_date: string;
    }[];
  } finally {
    db.close();
  }
}

/** What is on screen (the modal sits over the page, so not the full page). */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(350);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

const wizardOf = (page: Page) => page.getByRole('dialog', { name: 'Đặt lịch hẹn' });

/** Chooses a date in the picker (opening it unless it is open), moving a month if needed. */
async function pickDate(page: Page, date: string, { open = true } = {}) {
  const input = page.getByPlaceholder('Chọn ngày');
  const shown = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
  // A click landing while the calendar still slides in may be lost: check, and try again.
  for (let attempt = 0; attempt < 3 && (await input.inputValue()) !== shown; attempt++) {
    if (open || attempt > 0) await input.click();
    const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await panel.locator('.ant-picker-header-next-btn').waitFor();
    await page.waitForTimeout(300);
    const cell = panel.locator(`td[title="${date}"].ant-picker-cell-in-view`);
    for (const move of ['next', 'prev', 'prev']) {
      if ((await cell.count()) > 0) break;
      await panel.locator(`.ant-picker-header-${move}-btn`).click();
    }
    await cell.click();
  }
  assert.equal(await input.inputValue(), shown);
}

async function pickFirstFreeSlot(wizard: Locator): Promise<string> {
  const slot = wizard.locator('[data-slot-time]:not([disabled])').first();
  await slot.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
    await wizard
      .page()
      .screenshot({ path: path.join(ARTIFACTS, 'booking-debug.png'), fullPage: true });
    throw error;
  });
  const time = (await slot.getAttribute('data-slot-time')) ?? '';
  await slot.click();
  return time;
}

interface Guest {
  name: string;
  phone: string;
  email: string;
}

/** From step 3 (date and time) to step 5, as a guest; screenshots each step when `label` is given. */
async function dateInfoNotes(page: Page, wizard: Locator, guest: Guest, label?: string) {
  await wizard.getByRole('heading', { name: 'Chọn ngày và giờ' }).waitFor();
  await pickDate(page, salonDate(2));
  const time = await pickFirstFreeSlot(wizard);
  if (label) await shot(page, `booking-step3-${label}`);
  await wizard.getByRole('button', { name: 'Tiếp tục' }).click();

  await wizard.getByRole('heading', { name: 'Thông tin khách hàng' }).waitFor();
  // The spec's messages for an empty and a wrong phone.
  await wizard.getByRole('button', { name: 'Tiếp tục' }).click();
  await wizard.getByText('Vui lòng nhập họ tên').waitFor();
  await wizard.getByText('Vui lòng nhập số điện thoại').waitFor();
  await wizard.getByLabel('Số điện thoại').fill('12345');
  await wizard.getByLabel('Email (không bắt buộc)').fill('khong-phai-email');
  await wizard.getByText('Số điện thoại không hợp lệ').waitFor();
  await wizard.getByText('Email không hợp lệ').waitFor();
  await wizard.getByLabel('Họ tên').fill(guest.name);
  await wizard.getByLabel('Số điện thoại').fill(guest.phone);
  await wizard.getByLabel('Email (không bắt buộc)').fill(guest.email);
  if (label) await shot(page, `booking-step4-${label}`);
  await wizard.getByRole('button', { name: 'Tiếp tục' }).click();

  await wizard.getByRole('heading', { name: 'Ghi chú và xác nhận' }).waitFor();
  await wizard.getByLabel('Ghi chú (không bắt buộc)').fill('Tóc dài ngang vai, muốn tư vấn màu.');
  const summary = wizard.getByRole('region', { name: 'Tóm tắt lịch hẹn' });
  await summary.getByText(time, { exact: false }).waitFor();
  await summary.getByText(guest.name).waitFor();
  if (label) await shot(page, `booking-step5-${label}`);
  return time;
}

describe('booking wizard', () => {
  it('a guest books from a service page, logs in with the phone, must change the password, then sees the appointment', async () => {
    const { page, context, errors, foreignRequests } = await openPage(
      suite.browser,
      suite.server.baseUrl,
      DESKTOP,
    );
    const guest = { name: 'Lê Thị Thu', phone: uniquePhone(), email: 'thu.le@example.com' };

    await page.goto('/dich-vu');
    await page.getByRole('main').getByRole('link', { name: 'Xem chi tiết' }).first().click();
    await page.waitForURL(/\/dich-vu\/[^/]+$/);
    // The detail page is drawn (its tabs), not the list still fading out.
    await page.getByRole('main').getByRole('tab').first().waitFor();
    const serviceName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('main').getByRole('link', { name: 'Đặt lịch ngay' }).click();

    // Service preselected: the wizard opens at the branch.
    const wizard = wizardOf(page);
    await wizard.getByRole('heading', { name: 'Chọn chi nhánh' }).waitFor();
    await wizard.getByText('Bạn chưa đăng nhập', { exact: false }).waitFor();
    const login = wizard.getByRole('link', { name: 'Đăng nhập' });
    assert.match(
      (await login.getAttribute('href')) ?? '',
      /^\/customer\/login\?redirect=%2Fdat-lich%3Fservice_id%3D\d+$/,
    );
    await shot(page, 'booking-step2-1280');

    // Back to step 1 through the step header; the choice is kept and moves on by itself.
    await wizard
      .getByRole('button', { name: /Dịch vụ/ })
      .first()
      .click();
    await wizard.getByRole('heading', { name: 'Chọn dịch vụ' }).waitFor();
    const chosen = wizard.getByRole('radio', { checked: true });
    assert.ok(((await chosen.textContent()) ?? '').includes(serviceName.trim()), serviceName);
    await shot(page, 'booking-step1-1280');
    await chosen.click();
    await wizard.getByRole('heading', { name: 'Chọn chi nhánh' }).waitFor();
    await wizard.getByRole('radio').first().click();

    const time = await dateInfoNotes(page, wizard, guest, '1280');

    await wizard.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();
    await page.waitForURL(/\/dat-lich\/thanh-cong\?/);
    await page.getByText('Đặt lịch thành công!').first().waitFor();
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('phone'), guest.phone);
    assert.equal(url.searchParams.get('guest'), 'true');
    assert.equal(await page.getByTestId('login-username').textContent(), guest.phone);
    // A random password, shown here once: never the phone, never in the address.
    const password = (await page.getByTestId('login-password').textContent()) ?? '';
    assert.match(password, /^[A-Za-z0-9]{12}$/);
    assert.ok(!page.url().includes(password), 'the password is not in the address');
    await page.getByText('Vui lòng lưu mật khẩu và đổi mật khẩu sau khi đăng nhập').waitFor();
    await page.getByRole('main').getByText(`${time} –`, { exact: false }).waitFor();
    // The branch's own hours that day (its working hours: 8:00 to 21:00), not a fixed text.
    const hours = page.getByTestId('success-hours');
    await hours.getByText(/Giờ mở cửa Salon Tóc Việt Nguyễn Huệ \(.+\): 8:00 – 21:00/).waitFor();
    await page.getByRole('main').getByText('(9:00 – 19:00 hằng ngày)').waitFor();
    await screenshot(page, 'booking-success-1280');

    const [booked] = await appointmentsOf(guest.phone);
    assert.ok(booked, 'the appointment is stored');
    assert.ok(booked.customer_user_id, 'with the account made for the guest');
    await page.getByText(booked.code).waitFor();

    // The new account: the phone as username, the shown password; it must be changed first.
    await page.getByRole('main').getByRole('link', { name: 'Đăng nhập' }).click();
    await page.waitForURL(/\/customer\/login\?redirect=%2Flich-hen$/);
    await page.fill('#identifier', guest.phone);
    await page.fill('#password', password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/lich-hen$/);
    await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor();
    await screenshot(page, 'booking-password-change-1280');
    const blocked = await page.evaluate(async () => {
      const reply = await fetch('/api/cart');
      return { status: reply.status, body: (await reply.json()) as { code: string } };
    });
    assert.equal(blocked.status, 403);
    assert.equal(blocked.body.code, 'PASSWORD_CHANGE_REQUIRED');

    await page.fill('#current_password', password);
    await page.fill('#new_password', 'MatKhauMoi2026');
    await page.fill('#new_password_confirmation', 'MatKhauMoi2026');
    await page.getByRole('button', { name: 'Đổi mật khẩu và tiếp tục' }).click();
    await page.getByText('Đổi mật khẩu thành công!').waitFor();
    await page.getByRole('heading', { name: 'Đổi mật khẩu' }).waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/lich-hen', 'back on the page asked for');

    const get = (url: string) =>
      page.evaluate(async (path) => {
        const reply = await fetch(path);
        return { status: reply.status, body: (await reply.json()) as unknown };
      }, url);
    assert.equal((await get('/api/cart')).status, 200, 'the session is no longer held');
    const me = (await get('/api/auth/me')).body as {
      data: { id: number; must_change_password: boolean };
    };
    assert.equal(me.data.must_change_password, false);
    assert.equal(booked.customer_user_id, me.data.id, 'the appointment belongs to this account');
    const mine = await get('/api/customer/appointments');
    assert.equal(mine.status, 200);
    assert.ok(JSON.stringify(mine.body).includes(booked.code), 'listed as the customer’s');
    await page.getByRole('article', { name: `Lịch hẹn ${booked.code}` }).waitFor();
    await page.getByText('Chờ xác nhận').first().waitFor();
    await screenshot(page, 'booking-after-password-change-1280');

    // Staff confirm it on the appointment desk.
    const desk = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(desk.page, DEMO.staff.email, DEMO.staff.password);
    await desk.page.waitForURL('**/admin/appointments');
    await desk.page.goto(
      `/admin/appointments?view=day&date=${booked.appointment_date}&branch=${booked.branch_id}`,
    );
    const block = desk.page.locator(`[data-appointment-code="${booked.code}"]`);
    await block.click();
    const drawer = desk.page.locator('.ant-drawer-section');
    await drawer.getByRole('button', { name: 'Xác nhận' }).click();
    await desk.page.getByText('Đã xác nhận lịch hẹn').waitFor();
    assert.deepEqual(desk.errors, []);
    await desk.context.close();

    // The customer is told: the bell counts the booking and the confirmation.
    await page.reload();
    const bell = page.locator('header').getByRole('button', { name: /^Thông báo/ });
    await page.waitForFunction(
      () =>
        document
          .querySelector('header button[aria-label^="Thông báo"]')
          ?.getAttribute('aria-label') === 'Thông báo (2 chưa đọc)',
    );
    await bell.click();
    await page
      .getByTestId('notification-dropdown')
      .getByText('Lịch hẹn đã được xác nhận')
      .waitFor();
    await page
      .getByRole('article', { name: `Lịch hẹn ${booked.code}` })
      .getByText('Đã xác nhận')
      .waitFor();
    await screenshot(page, 'booking-customer-told-1280');

    // The console reports the 403 of the held session probed above.
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 403')),
      [],
    );
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('a guest books at 375 px, the modal filling the screen', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    const guest = { name: 'Phạm Văn Nam', phone: uniquePhone(), email: '' };
    await page.goto('/dich-vu');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Đặt lịch', exact: true })
      .first()
      .click();
    const wizard = wizardOf(page);
    await wizard.getByRole('heading', { name: 'Chọn chi nhánh' }).waitFor();
    // Once the opening animation (a zoom) has finished.
    await page.waitForFunction(
      (width) =>
        document.querySelector('.ant-modal-container')?.getBoundingClientRect().width === width,
      MOBILE.width,
    );
    await shot(page, 'booking-step2-375');
    await wizard
      .getByRole('button', { name: /Dịch vụ/ })
      .first()
      .click();
    await wizard.getByRole('heading', { name: 'Chọn dịch vụ' }).waitFor();
    await shot(page, 'booking-step1-375');
    await wizard.getByRole('radio', { checked: true }).click();
    await wizard.getByRole('heading', { name: 'Chọn chi nhánh' }).waitFor();
    await wizard.getByRole('radio').nth(1).click();
    await dateInfoNotes(page, wizard, guest, '375');
    // On a phone the confirm button is never under the floating actions.
    await assertUncovered(
      wizard.getByRole('button', { name: 'Xác nhận đặt lịch' }),
      'Xác nhận đặt lịch',
    );
    await wizard.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();
    await page.waitForURL(/\/dat-lich\/thanh-cong\?/);
    await page.getByTestId('login-username').waitFor();
    await screenshot(page, 'booking-success-375');
    assert.equal((await appointmentsOf(guest.phone)).length, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a double-clicked Confirm books once', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const guest = { name: 'Đỗ Minh Khoa', phone: uniquePhone(), email: 'khoa@example.com' };
    const services = await (await page.request.get('/api/public/services?per_page=1')).json();
    const branches = await (await page.request.get('/api/public/branches')).json();
    const serviceId = services.data.data[0].id as number;
    const branchId = branches.data[0].id as number;

    // Service and branch in the link: the page starts at the date and time.
    await page.goto(`/dat-lich?service_id=${serviceId}&branch_id=${branchId}`);
    const wizard = page.getByTestId('booking-wizard');
    await dateInfoNotes(page, wizard, guest);

    const posts: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/appointments') {
        posts.push(request.headers()['idempotency-key'] ?? null);
      }
    });
    const confirm = wizard.getByRole('button', { name: 'Xác nhận đặt lịch' });
    // Two clicks before the page can draw the first one's loading state.
    await confirm.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await page.waitForURL(/\/dat-lich\/thanh-cong\?/);
    assert.equal(posts.length, 1, 'one request');
    assert.match(posts[0] ?? '', /^[0-9a-f]{32}$/, 'with an Idempotency-Key');
    assert.equal((await appointmentsOf(guest.phone)).length, 1, 'one appointment');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a holiday shows its alert, and Next becomes "Chọn ngày khác"', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    const services = await (await page.request.get('/api/public/services?per_page=1')).json();
    const branches = await (await page.request.get('/api/public/branches')).json();
    const serviceId = services.data.data[0].id as number;
    const branchId = branches.data[0].id as number;
    const date = salonDate(4);
    const holiday = {
      branch_id: branchId,
      date,
      name: 'Nghỉ bảo trì chi nhánh',
      description: 'Chi nhánh sửa chữa, mở cửa lại ngày hôm sau.',
      recurring_type: 'none',
    };
    await loginStaff(page, DEMO.manager.email, DEMO.manager.password);
    await page.waitForURL(/\/admin/);
    const created = await page.request.post('/api/admin/holidays', { data: holiday });
    assert.equal(created.status(), 201, await created.text());
    // Off the signed-in page first, so that none of its requests meets the ended session.
    await page.goto('about:blank');
    await page.request.post('/api/auth/logout');

    for (const [label, viewport] of [
      ['1280', DESKTOP],
      ['375', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/dat-lich?service_id=${serviceId}&branch_id=${branchId}&date=${date}`);
      const wizard = page.getByTestId('booking-wizard');
      await wizard.getByText(`Ngày nghỉ: ${holiday.name}`).waitFor();
      await wizard.getByText(holiday.description).waitFor();
      const next = wizard.getByRole('button', { name: 'Chọn ngày khác' });
      assert.equal(await next.isDisabled(), true);
      assert.equal(await wizard.getByRole('button', { name: 'Tiếp tục' }).count(), 0);
      await screenshot(page, `booking-holiday-${label}`);
      await page.getByPlaceholder('Chọn ngày').click();
      const cell = page.locator(`.ant-picker-dropdown td[title="${date}"] .ant-picker-cell-inner`);
      assert.equal(await cell.getAttribute('title'), `Ngày nghỉ: ${holiday.name}`);
      await shot(page, `booking-holiday-calendar-${label}`);
      // Another date lifts it.
      await pickDate(page, salonDate(2), { open: false });
      await wizard.getByRole('button', { name: 'Tiếp tục' }).waitFor();
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a customer books with the account’s details; slots promise no more places than free stylists, their own times are marked, and one taken meanwhile sends them back to step 3 with the reason', async () => {
    const { page, context, errors } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL(/\/ho-so$/);
    const services = await (await page.request.get('/api/public/services?per_page=1')).json();
    const serviceId = services.data.data[0].id as number;
    // Lê Văn Sỹ has two stylists; the service takes three customers a slot.
    const branchId = 3;
    // Past the demo customer's own appointments of the coming week.
    const date = salonDate(20);
    const slotsUrl = `/api/public/time-slots?service_id=${serviceId}&branch_id=${branchId}&date=${date}`;
    const day = (await (await page.request.get(slotsUrl)).json()) as {
      data: {
        time_slots: {
          time: string;
          available: boolean;
          available_staff_count: number;
          required_staff_count: number;
        }[];
      };
    };
    const open = day.data.time_slots.filter((slot) => slot.available);
    const time = open[0]!.time;

    // Date and time in the link are applied.
    await page.goto(
      `/dat-lich?service_id=${serviceId}&branch_id=${branchId}&date=${date}&time=${time}`,
    );
    const wizard = page.getByTestId('booking-wizard');
    await wizard.getByRole('heading', { name: 'Chọn ngày và giờ' }).waitFor();
    // The page is drawn as for a guest; the notice goes once the session is known.
    await wizard.getByText('Bạn chưa đăng nhập', { exact: false }).waitFor({ state: 'detached' });
    const chosen = wizard.locator(`[data-slot-time="${time}"]`);
    await chosen.waitFor();
    assert.equal(await chosen.getAttribute('aria-pressed'), 'true');
    // No label promises more places than the free stylists can take.
    for (const slot of open) {
      const label = (await wizard.locator(`[data-slot-time="${slot.time}"]`).innerText()).trim();
      const places = Number(/Còn (\d+) chỗ/.exec(label)?.[1]);
      const stylists = Math.floor(slot.available_staff_count / slot.required_staff_count);
      assert.ok(places >= 1 && places <= stylists, `${slot.time}: "${label}", ${stylists} free`);
    }
    await wizard.getByRole('button', { name: 'Tiếp tục' }).click();

    await wizard.getByRole('heading', { name: 'Thông tin khách hàng' }).waitFor();
    await wizard.getByText('Phạm Minh Thư').waitFor();
    await wizard.getByText('0912 345 678').waitFor();
    assert.equal(await wizard.locator('input').count(), 0, 'read-only');
    await screenshot(page, 'booking-customer-step4-1280');
    await wizard.getByRole('button', { name: 'Tiếp tục' }).click();

    // Meanwhile the customer books that very time elsewhere (another tab).
    const first = await page.request.post('/api/appointments', {
      headers: { 'Idempotency-Key': `e2e-${Date.now()}` },
      data: {
        service_id: serviceId,
        branch_id: branchId,
        appointment_date: date,
        appointment_time: time,
      },
    });
    assert.equal(first.status(), 201, await first.text());
    await wizard.getByRole('button', { name: 'Xác nhận đặt lịch' }).click();

    await wizard.getByRole('heading', { name: 'Chọn ngày và giờ' }).waitFor();
    await wizard.getByText('Số điện thoại này đã có một lịch hẹn khác trùng giờ').first().waitFor();
    assert.equal(await wizard.getByRole('button', { name: 'Tiếp tục' }).isDisabled(), true);
    assert.equal(await wizard.locator('[data-slot-time][aria-pressed="true"]').count(), 0);
    // Their time is now marked as theirs and cannot be chosen again.
    const mine = wizard.locator(`[data-slot-time="${time}"][data-slot-reason="yours"]`);
    await mine.waitFor();
    assert.equal(await mine.isDisabled(), true);
    assert.match(await mine.innerText(), /Lịch của bạn/);
    await screenshot(page, 'booking-conflict-1280');

    // Opened again, the link's time is theirs: marked, and not chosen.
    await page.goto(
      `/dat-lich?service_id=${serviceId}&branch_id=${branchId}&date=${date}&time=${time}`,
    );
    await mine.waitFor();
    assert.equal(await mine.getAttribute('aria-pressed'), 'false');
    assert.equal(await wizard.getByRole('button', { name: 'Tiếp tục' }).isDisabled(), true);
    await screenshot(page, 'booking-own-times-1280');
    await page.setViewportSize(MOBILE);
    await mine.scrollIntoViewIfNeeded();
    await screenshot(page, 'booking-own-times-375');
    assert.deepEqual(
      errors.filter((e) => !e.includes('status of 409')),
      [],
    );
    await context.close();
  });
});
