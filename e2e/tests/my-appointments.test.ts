import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, MOBILE, openPage, screenshot } from '../support/browser.ts';
import {
  bookAppointment as book,
  demoServiceAndBranch,
  freeSlot,
  salonDay,
} from '../support/booking.ts';
import { loginCustomer } from '../support/flows.ts';
import { useServerAndBrowser } from '../support/suite.ts';
import { clickOption } from '../support/shop.ts';

const suite = useServerAndBrowser();

function card(page: Page, code: string) {
  return page.getByRole('article', { name: `Lịch hẹn ${code}` });
}

describe('my appointments', () => {
  it('a customer sees, filters, cancels and tries to reschedule their appointments, then opens one', async () => {
    const { page, errors, foreignRequests, context } = await openPage(
      suite.browser,
      suite.server.baseUrl,
    );

    // A guest is sent to log in and comes back.
    await page.goto('/lich-hen');
    await page.waitForURL('**/customer/login?redirect=%2Flich-hen');
    await page.fill('#identifier', DEMO.customer.phone);
    await page.fill('#password', DEMO.customer.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL('**/lich-hen');

    const { service, branch } = await demoServiceAndBranch(page);
    const ids = { service: service.id, branch: branch.id };
    const soonSlot = await freeSlot(page, ids, 3, 23);
    const soon = await book(page, ids, soonSlot);
    const later = await book(page, ids, await freeSlot(page, ids, 72, 140));

    await page.goto('/lich-hen');
    await card(page, soon.code).waitFor();
    await card(page, later.code).waitFor();
    // Inside 24 hours: reschedule is not offered, and the card says why.
    const soonReschedule = card(page, soon.code).getByRole('button', { name: 'Đổi lịch' });
    assert.equal(await soonReschedule.isDisabled(), true);
    assert.equal(
      await card(page, later.code).getByRole('button', { name: 'Đổi lịch' }).isDisabled(),
      false,
    );
    await screenshot(page, 'my-appointments-cards-1280');

    // Timeline view.
    await page.getByText('Dòng thời gian').click();
    await page.waitForURL('**/lich-hen?view=timeline');
    await page.locator('.ant-timeline').getByText(soon.code, { exact: false }).waitFor();
    await page.locator('.ant-timeline').getByText(later.code, { exact: false }).waitFor();
    await screenshot(page, 'my-appointments-timeline-1280');
    await page.getByText('Thẻ', { exact: true }).click();

    // Search by code, a search that finds nothing, and a status filter.
    const search = page.getByRole('searchbox', { name: 'Tìm lịch hẹn' });
    await search.fill(later.code.toLowerCase());
    await search.press('Enter');
    await page.waitForURL(`**/lich-hen?search=${later.code.toLowerCase()}`);
    await card(page, later.code).waitFor();
    await card(page, soon.code).waitFor({ state: 'detached' });
    await search.fill('khong co lich nay');
    await search.press('Enter');
    await page.getByText('Không có lịch hẹn nào phù hợp với bộ lọc').waitFor();
    await page.getByRole('button', { name: 'Xóa bộ lọc' }).click();
    await card(page, soon.code).waitFor();
    await page.getByRole('combobox', { name: 'Lọc theo trạng thái' }).click();
    await clickOption(page, 'Hoàn thành');
    await page.waitForURL('**/lich-hen?status=completed');
    await card(page, soon.code).waitFor({ state: 'detached' });
    const completed = page.getByRole('article');
    await completed.first().waitFor();
    for (const text of await completed.allInnerTexts()) assert.match(text, /Hoàn thành/);

    // A completed appointment is reviewed once, on its service's page (customer-account §2 My
    // appointments: 'Đánh giá' goes to /services/{service_id}?review=true, the form open): the
    // review really goes to the salon and becomes that visit's review.
    const reviewed = completed
      .filter({ has: page.getByRole('link', { name: 'Đánh giá' }) })
      .first();
    const reviewedCode = (await reviewed.getAttribute('aria-label'))!.replace('Lịch hẹn ', '');
    const reviewLink = reviewed.getByRole('link', { name: 'Đánh giá' });
    assert.match((await reviewLink.getAttribute('href')) ?? '', /^\/services\/\d+\?review=true$/);
    await reviewLink.click();
    await page.waitForURL(/\/services\/\d+\?review=true$/);
    const review = page.getByRole('dialog').filter({ hasText: 'Đánh giá:' });
    await review.waitFor();
    await page.waitForTimeout(350);
    await screenshot(page, 'service-review-from-appointment-1280');
    await review.locator('.ant-rate-star').nth(3).click();
    await review.getByLabel('Tiêu đề').fill('Cắt đúng ý');
    await review.getByLabel('Nội dung').fill('Stylist tư vấn kỹ, cắt đúng ý.');
    await review.getByRole('button', { name: 'Gửi đánh giá' }).click();
    await page
      .getByText(
        'Đánh giá của bạn đã được gửi thành công! Đánh giá sẽ được hiển thị sau khi được duyệt.',
      )
      .waitFor();
    // Closing the form leaves the address without the request.
    await page.waitForURL((url) => !url.search.includes('review='));
    await page.goto('/lich-hen?status=completed');
    await card(page, reviewedCode).waitFor();
    await card(page, reviewedCode)
      .getByRole('link', { name: 'Đánh giá' })
      .waitFor({ state: 'detached' });
    await card(page, reviewedCode).getByRole('link', { name: 'Chi tiết' }).click();
    await page.getByText('Stylist tư vấn kỹ, cắt đúng ý.').waitFor();
    await page.getByText('Chờ duyệt').waitFor();
    const stored = await page.request.get(
      `/api/customer/appointments/${new URL(page.url()).pathname.split('/').pop()}`,
    );
    const storedReview = ((await stored.json()) as { data: { review: unknown } }).data.review;
    assert.deepEqual(
      { ...(storedReview as object), id: 0, created_at: '' },
      {
        id: 0,
        created_at: '',
        rating: 4,
        content: 'Stylist tư vấn kỹ, cắt đúng ý.',
        status: 'pending',
      },
    );
    await page.goto('/lich-hen');
    await card(page, later.code).waitFor();

    // The later one is moved inside 24 hours behind the page's back: the stale card still offers
    // reschedule, and the server's refusal is shown.
    const other = await freeSlot(page, ids, 3, 23, [soonSlot]);
    const moved = await page.request.patch(`/api/customer/appointments/${later.id}/reschedule`, {
      data: { appointment_date: other.date, appointment_time: other.time },
    });
    assert.equal(moved.status(), 200, await moved.text());
    await card(page, later.code).getByRole('button', { name: 'Đổi lịch' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: `Đổi lịch hẹn ${later.code}` });
    await modal.getByRole('button', { name: 'Xác nhận đổi lịch' }).click();
    await modal.getByText('Vui lòng chọn ngày và giờ mới').waitFor();
    await modal.getByLabel('Ngày mới').click();
    const target = salonDay(5);
    await page.locator(`td[title="${target}"]`).click();
    await modal.locator('[data-slot-time]:not([disabled])').first().click();
    await modal.getByRole('button', { name: 'Xác nhận đổi lịch' }).click();
    await modal.getByText('Chỉ có thể đổi lịch trước giờ hẹn hơn 24 giờ').waitFor();
    await screenshot(page, 'my-appointments-reschedule-refused-1280');
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Đóng' }).click();
    // The list has loaded again: the card now shows reschedule closed.
    await card(page, later.code).locator('button[disabled]', { hasText: 'Đổi lịch' }).waitFor();

    // Cancel the first one with a reason.
    await page.reload();
    await card(page, soon.code).getByRole('button', { name: 'Hủy lịch' }).click();
    const cancel = page.locator('.ant-modal').filter({ hasText: `Hủy lịch hẹn ${soon.code}` });
    await cancel.getByRole('button', { name: 'Xác nhận hủy' }).click();
    await cancel.getByText('Vui lòng nhập lý do hủy').waitFor();
    await cancel.getByLabel('Lý do hủy').fill('Bận công tác đột xuất');
    await cancel.getByRole('button', { name: 'Xác nhận hủy' }).click();
    await page.getByText('Hủy lịch hẹn thành công!').waitFor();
    await card(page, soon.code).getByText('Đã hủy').waitFor();
    await card(page, soon.code).getByRole('link', { name: 'Đặt lại' }).waitFor();

    // The detail page.
    await card(page, soon.code).getByRole('link', { name: 'Chi tiết' }).click();
    await page.waitForURL(`**/chi-tiet-lich-hen/${soon.id}`);
    await page.getByRole('heading', { name: service.name }).waitFor();
    await page.getByText('Bận công tác đột xuất').first().waitFor();
    await page.getByText(branch.name).first().waitFor();
    await page.getByRole('link', { name: 'Liên hệ hỗ trợ' }).waitFor();
    await screenshot(page, 'appointment-detail-1280');

    // Someone else's or a missing appointment is simply not found.
    await page.goto('/chi-tiet-lich-hen/999999');
    await page.getByText('Không tìm thấy lịch hẹn').waitFor();
    await page.getByRole('link', { name: 'Về danh sách' }).waitFor();

    assert.deepEqual(
      errors.filter((error) => !/status of (404|409|422)/.test(error)),
      [],
    );
    assert.deepEqual(foreignRequests, []);
    await context.close();
  });

  it('fits a 375 px screen', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await loginCustomer(page, DEMO.customer.phone, DEMO.customer.password);
    await page.waitForURL('**/ho-so');
    await page.goto('/lich-hen');
    await page.locator('article').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(overflow, 0);
    await screenshot(page, 'my-appointments-cards-375');
    await page.getByText('Dòng thời gian').click();
    await page.locator('.ant-timeline').waitFor();
    await screenshot(page, 'my-appointments-timeline-375');
    await page.locator('article').first().waitFor({ state: 'detached' });
    await page.getByText('Thẻ', { exact: true }).click();
    await page.locator('article').first().getByRole('link', { name: 'Chi tiết' }).click();
    await page.waitForURL('**/chi-tiet-lich-hen/*');
    await page.getByText('Tiến trình').waitFor();
    const detailOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.equal(detailOverflow, 0);
    await screenshot(page, 'appointment-detail-375');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a new customer is told they have no appointment yet and offered to book', async () => {
    const { page, errors, context } = await openPage(suite.browser, suite.server.baseUrl, MOBILE);
    await page.goto('/');
    const phone = `09${String(Date.now()).slice(-8)}`;
    const registered = await page.request.post('/api/auth/customer/register', {
      data: {
        name: 'Khách Mới Toanh',
        phone,
        email: `khach.${phone}@example.com`,
        password: 'MatKhau@123',
        password_confirmation: 'MatKhau@123',
        terms_accepted: true,
      },
    });
    assert.ok(registered.status() < 300, await registered.text());
    await page.goto('/lich-hen');
    await page.getByText('Bạn chưa có lịch hẹn nào').waitFor();
    const bookNow = page.locator('.ant-empty').getByRole('link', { name: 'Đặt lịch ngay' });
    assert.equal(await bookNow.getAttribute('href'), '/dat-lich');
    await screenshot(page, 'my-appointments-empty-375');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
