import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { BOOKING_MESSAGES as BM, DESK_MESSAGES as DM } from '@salon/shared';
import { DEMO, DESKTOP, MOBILE, openPage, screenshot } from '../support/browser.ts';
import { loginStaff } from '../support/flows.ts';
import { clickOption } from '../support/shop.ts';
import { useServerAndBrowser } from '../support/suite.ts';

const suite = useServerAndBrowser();

/** A real 8×8 PNG (red), small enough to keep in the test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
  'base64',
);

/** Tomorrow in the salon (UTC+7), `YYYY-MM-DD`. */
function salonTomorrow(): string {
  return new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

interface Booked {
  code: string;
  branchId: number;
  branchName: string;
  serviceName: string;
}

/** Books as a guest through the public API, as the wizard does, at the first (or a middle) free time. */
async function bookAsGuest(
  request: APIRequestContext,
  date: string,
  name: string,
  pick: 'first' | 'middle' = 'first',
  branchIndex = 0,
): Promise<Booked> {
  const branches = (await (await request.get('/api/public/branches')).json()) as {
    data: { id: number; name: string }[];
  };
  const services = (await (
    await request.get('/api/public/services?per_page=50&sort=popular')
  ).json()) as {
    data: {
      data: { id: number; name: string; staff_required: number; duration_minutes: number }[];
    };
  };
  const branch = branches.data[branchIndex]!;
  const branchId = branch.id;
  const service = services.data.data.find(
    (s) => s.staff_required === 1 && s.duration_minutes <= 60,
  )!;
  const slots = (await (
    await request.get(
      `/api/public/time-slots?service_id=${service.id}&branch_id=${branchId}&date=${date}`,
    )
  ).json()) as { data: { time_slots: { time: string; available: boolean }[] } };
  const open = slots.data.time_slots.filter((slot) => slot.available);
  const free = open[pick === 'first' ? 0 : Math.floor(open.length / 2)]!;
  const response = await request.post('/api/appointments', {
    data: {
      service_id: service.id,
      branch_id: branchId,
      appointment_date: date,
      appointment_time: free.time,
      customer_info: { name, phone: `09${String(Date.now()).slice(-8)}` },
    },
  });
  assert.equal(response.status(), 201, await response.text());
  const body = (await response.json()) as { data: { appointment: { code: string } } };
  return {
    code: body.data.appointment.code,
    branchId,
    branchName: branch.name,
    serviceName: service.name,
  };
}

/**
 * Picks exactly this service in the desk's service search: waits for the search's answer so the
 * list does not change under the click (a longer service chosen by mistake may have no time left
 * on a short day such as Sunday), then checks the choice took.
 */
async function chooseService(page: Page, dialog: Locator, name: string) {
  const label = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `);
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/api/public/services?') &&
      new URL(response.url()).searchParams.get('search') === name,
  );
  await dialog.getByLabel('Dịch vụ').click();
  await dialog.getByLabel('Dịch vụ').fill(name);
  await searched;
  await clickOption(page, label);
  await dialog.locator('.ant-select-content', { hasText: label }).waitFor();
}

/**
 * Moves an appointment, and the stylist time it holds, 60 days back: it has started, as if the
 * day had come (the e2e server's own SQLite file; no page can turn the clock).
 */
async function moveIntoPast(code: string) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(suite.server.dataDir, 'salon.db'));
  try {
    const shift = "date(appointment_date, '-60 days')";
    db.prepare(
      "UPDATE appointment_slots SET slot_date = date(slot_date, '-60 days') WHERE appointment_id = (SELECT id FROM appointments WHERE code = ?)",
    ).run(code);
    db.prepare(`UPDATE appointments SET appointment_date = ${shift} WHERE code = ?`).run(code);
  } finally {
    db.close();
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function openDesk(page: Page, query: string) {
  await page.goto(`/admin/appointments${query}`);
  await page.getByRole('heading', { name: 'Lịch hẹn', level: 1 }).waitFor();
}

describe('appointment desk', () => {
  it('staff confirm an online booking, book a walk-in and complete one with photos', async () => {
    const date = salonTomorrow();
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );
    const booked = await bookAsGuest(page.request, date, 'Khách Thử Bàn Lễ Tân');

    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    await openDesk(page, `?view=day&date=${date}&branch=${booked.branchId}`);

    // The pending booking sits in the day grid; its drawer confirms it.
    const block = page.locator(`[data-appointment-code="${booked.code}"]`);
    await block.waitFor();
    assert.match((await block.getAttribute('aria-label')) ?? '', /Chờ xác nhận/);
    await settle(page);
    await screenshot(page, 'desk-day-1280');
    await block.click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByText(`Lịch hẹn ${booked.code}`).waitFor();
    await screenshot(page, 'desk-drawer-1280');
    await drawer.getByRole('button', { name: 'Xác nhận' }).click();
    await page.getByText('Đã xác nhận lịch hẹn').waitFor();
    await drawer.locator('.ant-tag', { hasText: 'Đã xác nhận' }).waitFor();
    assert.match((await block.getAttribute('aria-label')) ?? '', /Đã xác nhận/);

    // Tomorrow has not come: complete and no-show wait for the start, disabled, saying why.
    const completeButton = drawer.getByRole('button', { name: 'Hoàn thành' });
    const noShowButton = drawer.getByRole('button', { name: 'Không đến' });
    assert.equal(await completeButton.isDisabled(), true);
    assert.equal(await noShowButton.isDisabled(), true);
    // A disabled button takes no pointer: its wrapper shows the tooltip.
    await completeButton.locator('xpath=..').hover();
    await page.getByRole('tooltip').getByText(BM.notStarted).waitFor();
    await settle(page);
    await screenshot(page, 'desk-drawer-not-started-1280');
    await drawer.locator('.ant-drawer-close').click();

    // Once its time has come (moved into the past), its code finds it in the list, past dates
    // included, and it can be completed.
    await moveIntoPast(booked.code);
    await openDesk(page, `?view=list&branch=${booked.branchId}`);
    await page.getByPlaceholder('Tên, số điện thoại, mã, dịch vụ').fill(booked.code);
    await page.getByText(DM.codeSearchEverywhere).waitFor();
    const row = page.locator(`tr[data-appointment-code="${booked.code}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: 'Chi tiết' }).click();
    await drawer.getByText(`Lịch hẹn ${booked.code}`).waitFor();
    assert.equal(await completeButton.isDisabled(), false);
    assert.equal(await noShowButton.isDisabled(), false);

    // Complete it with a before and an after photo.
    await completeButton.click();
    const complete = page.getByRole('dialog', { name: `Hoàn thành ${booked.code}` });
    const inputs = complete.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({ name: 'truoc.png', mimeType: 'image/png', buffer: PNG });
    await inputs.nth(1).setInputFiles({ name: 'sau.png', mimeType: 'image/png', buffer: PNG });
    await complete.getByLabel('Ghi chú của nhân viên').fill('Cắt tỉa, sấy phồng');
    await complete.getByRole('button', { name: 'Hoàn thành' }).click();
    await page.getByText('Đã hoàn thành lịch hẹn').waitFor();
    await drawer.locator('.ant-tag', { hasText: 'Hoàn thành' }).waitFor();
    await drawer.locator('img[src^="/api/storage/appointments/"]').nth(1).waitFor();
    assert.equal(await drawer.locator('img[src^="/api/storage/appointments/"]').count(), 2);
    await drawer.getByText('Cắt tỉa, sấy phồng').first().waitFor();
    await drawer.locator('.ant-drawer-close').click();
    await openDesk(page, `?view=day&date=${date}&branch=${booked.branchId}`);

    // A walk-in: a new customer on the phone, booked into a free time.
    await page
      .getByRole('button', { name: /Tạo lịch hẹn$/ })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: 'Tạo lịch hẹn' });
    await create.getByLabel('Số điện thoại khách').fill('0987 000 111');
    await create.getByLabel('Họ tên khách').fill('Lý Thị Khách Vãng Lai');
    await chooseService(page, create, booked.serviceName);
    const slot = create.locator('[data-slot-time]:not([disabled])').last();
    await slot.waitFor();
    await slot.click();
    await create.getByRole('button', { name: 'Tạo lịch hẹn' }).click();
    await page.getByText('Tạo lịch hẹn thành công!').waitFor();
    await drawer.getByText('Lý Thị Khách Vãng Lai').waitFor();
    await drawer.getByText(/Tại quầy \/ điện thoại/).waitFor();
    await drawer.locator('.ant-drawer-close').click();

    // Week and list views.
    await page.getByText('Tuần', { exact: true }).click();
    await page.getByText(/^Tuần \d/).waitFor();
    await page.getByText('Lý Thị Khách Vãng Lai').first().waitFor();
    await settle(page);
    await screenshot(page, 'desk-week-1280');
    await page.getByText('Danh sách', { exact: true }).click();
    await page.getByRole('table').getByText('Lý Thị Khách Vãng Lai').waitFor();
    await page.getByText(DM.listOfBranch(booked.branchName)).waitFor();
    await settle(page);
    await screenshot(page, 'desk-list-1280');

    assert.deepEqual(errors, []);
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('the list says which branch it shows; a code finds its appointment in another branch', async () => {
    const setup = await openPage(suite.browser, suite.server.baseUrl);
    const branches = (await (await setup.page.request.get('/api/public/branches')).json()) as {
      data: { id: number; name: string }[];
    };
    const shown = branches.data[0]!;
    const other = await bookAsGuest(
      setup.page.request,
      salonTomorrow(),
      'Khách Chi Nhánh Hai',
      'first',
      1,
    );
    assert.notEqual(shown.id, other.branchId);
    await setup.context.close();
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 375],
    ] as const) {
      const { page, errors, context } = await openPage(
        suite.browser,
        suite.server.baseUrl,
        viewport,
      );
      await loginStaff(page, DEMO.admin.email, DEMO.admin.password);
      await page.waitForURL('**/admin**');
      await openDesk(page, `?view=list&branch=${shown.id}`);
      await page.getByText(DM.listOfBranch(shown.name)).waitFor();
      const search = page.getByPlaceholder('Tên, số điện thoại, mã, dịch vụ');
      await search.fill('Khách Chi Nhánh Hai');
      await page.getByText(DM.empty).first().waitFor();
      // The other branch's code finds it, and the list says it looked everywhere.
      await search.fill(other.code.toLowerCase());
      await page.getByText(DM.codeSearchEverywhere).waitFor();
      await page.locator(`[data-appointment-code="${other.code}"]`).first().waitFor();
      if (width === 1280) await page.getByRole('table').getByText(other.branchName).waitFor();
      await settle(page);
      await screenshot(page, `desk-list-code-search-${width}`);
      if (width === 375) {
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= MOBILE.width, `the list is ${scrollWidth}px wide on a phone`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('fits a phone: the day as an agenda, the week, the list and the drawer', async () => {
    const date = salonTomorrow();
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    const booked = await bookAsGuest(page.request, date, 'Khách Điện Thoại Nhỏ', 'middle');
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    await openDesk(page, `?view=day&date=${date}&branch=${booked.branchId}`);
    const item = page.locator(`[data-appointment-code="${booked.code}"]`);
    await item.waitFor();
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width, `the desk is ${width}px wide on a phone`);
    await screenshot(page, 'desk-day-375');
    await openDesk(page, `?view=week&date=${date}&branch=${booked.branchId}`);
    await item.waitFor();
    await settle(page);
    await screenshot(page, 'desk-week-375');
    await item.click();
    await page.locator('.ant-drawer-section').getByText(`Lịch hẹn ${booked.code}`).waitFor();
    await settle(page);
    await screenshot(page, 'desk-drawer-375');
    await page.locator('.ant-drawer-close').click();
    await openDesk(page, `?view=list&date=${date}&branch=${booked.branchId}`);
    await page.getByPlaceholder('Tên, số điện thoại, mã, dịch vụ').fill('khach dien thoai nho');
    await page.locator(`[data-appointment-code="${booked.code}"]`).waitFor();
    // The search ignores diacritics: only this customer's appointment is left.
    await page.waitForFunction(
      () => document.querySelectorAll('[data-appointment-code]').length === 1,
    );
    await settle(page);
    await screenshot(page, 'desk-list-375');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('lays the day out by stylist and finds an existing customer by phone', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await loginStaff(page, DEMO.staff.email, DEMO.staff.password);
    await page.waitForURL('**/admin/appointments');
    const heads = page.locator('[class*="columnHead"]');
    await heads.first().waitFor();
    assert.ok((await heads.count()) >= 2, 'a column per stylist of the branch');

    // The walk-in form finds the demo customer by phone and links the account.
    await page
      .getByRole('button', { name: /Tạo lịch hẹn$/ })
      .first()
      .click();
    const create = page.getByRole('dialog', { name: 'Tạo lịch hẹn' });
    await create.getByLabel('Số điện thoại khách').fill('0912 345');
    await clickOption(page, 'Phạm Minh Thư');
    await create.getByText('Khách có tài khoản: Phạm Minh Thư').waitFor();
    assert.equal(await create.getByLabel('Họ tên khách').inputValue(), 'Phạm Minh Thư');
    assert.equal(await create.getByLabel('Số điện thoại khách').inputValue(), '0912 345 678');
    assert.equal(await create.getByLabel('Họ tên khách').isDisabled(), true);
    await context.close();
  });
});
