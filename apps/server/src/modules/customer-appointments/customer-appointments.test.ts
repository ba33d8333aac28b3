import {
  BOOKING_MESSAGES,
  MY_APPOINTMENTS_MESSAGES,
  type AppointmentDetail,
  type AppointmentSummary,
  type ApiPage,
  type MyAppointmentStats,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api.js';
import { createAppointment, salonDay, salonStartIn } from '../../test/appointment-factories.js';
import {
  createBookingSetup,
  createStylist,
  type BookingSetup,
} from '../../test/booking-factories.js';
import { createBranch, createService, type ServiceRow } from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { injectForm } from '../../test/uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { BranchRow } from '../../db/schema.js';

let t: TestApp;
let branch: BranchRow;
let service: ServiceRow;
/** A branch and service only booked through the real route (no rows written directly). */
let bookable: BookingSetup;

beforeAll(async () => {
  t = await createTestApp();
  branch = await createBranch(t.db, { name: 'Chi nhánh Quận Một' });
  service = await createService(t.db, { name: 'Cắt tóc nam cao cấp', duration_minutes: 60 });
  await createStylist(t.db, branch.id, { name: 'Phạm Thu Hà' });
  await createStylist(t.db, branch.id, { name: 'Ngô Văn Tú' });
  bookable = await createBookingSetup(t.db, { stylists: 2, duration: 60 });
});
afterAll(() => t.close());

async function listOf(customer: SignedIn, query = '') {
  const res = await injectAs(t, customer.cookie, 'GET', `/api/customer/appointments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ApiPage<AppointmentSummary>;
}

const ids = (page: ApiPage<AppointmentSummary>) => page.data.map((item) => item.id);

/** Books through the real booking route as the signed-in customer. */
async function book(customer: SignedIn, date: string, time: string) {
  const res = await injectAs(t, customer.cookie, 'POST', '/api/appointments', {
    service_id: bookable.service.id,
    branch_id: bookable.branch.id,
    appointment_date: date,
    appointment_time: time,
    notes: 'Cắt ngắn gọn gàng',
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json().data as { appointment: AppointmentSummary }).appointment;
}

async function statusOf(id: number) {
  const row = await t.db
    .selectFrom('appointments')
    .select(['status', 'appointment_date', 'appointment_time', 'cancel_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

describe('who may use the customer appointment routes', () => {
  it('asks a guest to log in and refuses staff', async () => {
    const staff = await signIn(t, 'staff');
    for (const [method, url] of [
      ['GET', '/api/customer/appointments'],
      ['GET', '/api/customer/appointments/stats'],
      ['GET', '/api/customer/appointments/1'],
      ['PATCH', '/api/customer/appointments/1/reschedule'],
      ['PATCH', '/api/customer/appointments/1/cancel'],
      ['POST', '/api/customer/appointments/1/review'],
    ] as const) {
      const guest = await injectAs(t, null, method, url, method === 'GET' ? undefined : {});
      expect(guest.statusCode, url).toBe(401);
      expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      const asStaff = await injectAs(
        t,
        staff.cookie,
        method,
        url,
        method === 'GET' ? undefined : {},
      );
      expect(asStaff.statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/customer/appointments', () => {
  let customer: SignedIn;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    customer = await signIn(t, 'customer', { name: 'Lê Thị Hoa' });
    const other = await signIn(t, 'customer');
    const colour = await createService(t.db, { name: 'Nhuộm màu thời trang' });
    const uptown = await createBranch(t.db, { name: 'Chi nhánh Đà Nẵng' });
    const rows = {
      soonLate: { appointment_date: salonDay(2), appointment_time: '15:00' },
      soonEarly: { appointment_date: salonDay(2), appointment_time: '09:00' },
      later: { appointment_date: salonDay(5), appointment_time: '10:00', status: 'confirmed' },
      yesterday: { appointment_date: salonDay(-1), appointment_time: '10:00', status: 'completed' },
      lastWeek: { appointment_date: salonDay(-10), appointment_time: '10:00', status: 'cancelled' },
      longAgo: { appointment_date: salonDay(-60), appointment_time: '10:00', status: 'no_show' },
    } as const;
    for (const [key, fields] of Object.entries(rows)) {
      made[key] = (
        await createAppointment(t.db, customer.user, {
          service: key === 'later' ? colour : service,
          branch_id: key === 'lastWeek' ? uptown.id : branch.id,
          ...fields,
        })
      ).id;
    }
    made.others = (await createAppointment(t.db, other.user, { service, branch_id: branch.id })).id;
  });

  it('lists only the customer’s own appointments: upcoming soonest first, then past latest first', async () => {
    const page = await listOf(customer);
    expect(ids(page)).toEqual([
      made.soonEarly,
      made.soonLate,
      made.later,
      made.yesterday,
      made.lastWeek,
      made.longAgo,
    ]);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 6 });
    const first = page.data[0]!;
    expect(first).toMatchObject({
      status: 'pending',
      service: { id: service.id, name: 'Cắt tóc nam cao cấp' },
      branch: { id: branch.id, name: 'Chi nhánh Quận Một' },
      customer: { user_id: customer.user.id },
    });
  });

  it('pages with per_page and page', async () => {
    const second = await listOf(customer, '?per_page=4&page=2');
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    expect(ids(second)).toEqual([made.lastWeek, made.longAgo]);
    const beyond = await listOf(customer, '?per_page=4&page=3');
    expect(beyond.data).toEqual([]);
  });

  it('filters upcoming (soonest first) and past (latest first)', async () => {
    expect(ids(await listOf(customer, '?time_filter=upcoming'))).toEqual([
      made.soonEarly,
      made.soonLate,
      made.later,
    ]);
    expect(ids(await listOf(customer, '?time_filter=past'))).toEqual([
      made.yesterday,
      made.lastWeek,
      made.longAgo,
    ]);
  });

  it('filters by status, "scheduled" being pending and confirmed', async () => {
    expect(ids(await listOf(customer, '?status=pending'))).toEqual([made.soonEarly, made.soonLate]);
    expect(ids(await listOf(customer, '?status=scheduled'))).toEqual([
      made.soonEarly,
      made.soonLate,
      made.later,
    ]);
    expect(ids(await listOf(customer, '?status=completed'))).toEqual([made.yesterday]);
    expect(ids(await listOf(customer, '?status=no_show'))).toEqual([made.longAgo]);
    expect(ids(await listOf(customer, '?status=cancelled&time_filter=upcoming'))).toEqual([]);
  });

  it('filters today, this week and this month by salon days', async () => {
    const solo = await signIn(t, 'customer');
    const today = await createAppointment(t.db, solo.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(0),
      appointment_time: '23:30',
    });
    const nextWeek = await createAppointment(t.db, solo.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(8),
    });
    const farAway = await createAppointment(t.db, solo.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(45),
    });
    const longAgo = await createAppointment(t.db, solo.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(-45),
      status: 'completed',
    });
    expect(ids(await listOf(solo, '?time_filter=today'))).toEqual([today.id]);
    const week = ids(await listOf(solo, '?time_filter=this_week'));
    expect(week).toContain(today.id);
    expect(week).not.toContain(nextWeek.id);
    const month = ids(await listOf(solo, '?time_filter=this_month'));
    expect(month).toContain(today.id);
    expect(month).not.toContain(farAway.id);
    expect(month).not.toContain(longAgo.id);
  });

  it('searches service name, branch name and code, ignoring diacritics and case', async () => {
    expect(ids(await listOf(customer, '?search=nhuom%20mau'))).toEqual([made.later]);
    expect(ids(await listOf(customer, '?search=da%20nang'))).toEqual([made.lastWeek]);
    const completed = await listOf(customer, '?status=completed');
    const yesterdayCode = completed.data[0]!.code;
    expect(ids(await listOf(customer, `?search=${yesterdayCode.toLowerCase()}`))).toEqual([
      made.yesterday,
    ]);
    const paged = await listOf(customer, '?search=CẮT%20TÓC&per_page=2&page=2');
    expect(paged.meta.total).toBe(5);
    expect(ids(paged)).toEqual([made.yesterday, made.lastWeek]);
    expect((await listOf(customer, '?search=khong%20co%20dau')).meta.total).toBe(0);
  });

  it('refuses bad filters with a Vietnamese message', async () => {
    const cases = [
      ['?per_page=51', MY_APPOINTMENTS_MESSAGES.invalidPerPage],
      ['?per_page=0', MY_APPOINTMENTS_MESSAGES.invalidPerPage],
      ['?page=abc', MY_APPOINTMENTS_MESSAGES.invalidPage],
      ['?status=scheduledx', MY_APPOINTMENTS_MESSAGES.invalidStatus],
      ['?time_filter=yesterday', MY_APPOINTMENTS_MESSAGES.invalidTimeFilter],
      [`?search=${'a'.repeat(101)}`, MY_APPOINTMENTS_MESSAGES.searchTooLong],
    ] as const;
    for (const [query, message] of cases) {
      const res = await injectAs(t, customer.cookie, 'GET', `/api/customer/appointments${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    }
  });

  it('counts per status and the upcoming ones', async () => {
    const res = await injectAs(t, customer.cookie, 'GET', '/api/customer/appointments/stats');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data as MyAppointmentStats).toEqual({
      total: 6,
      scheduled: 3,
      upcoming: 3,
      by_status: { pending: 2, confirmed: 1, completed: 1, cancelled: 1, no_show: 1 },
    });
  });
});

describe('GET /api/customer/appointments/:id', () => {
  it('shows the owner the detail and answers 404 to anyone else', async () => {
    const owner = await signIn(t, 'customer');
    const other = await signIn(t, 'customer');
    const appointment = await createAppointment(t.db, owner.user, {
      service,
      branch_id: branch.id,
      notes: 'Gội kỹ',
    });
    const res = await injectAs(
      t,
      owner.cookie,
      'GET',
      `/api/customer/appointments/${appointment.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data as AppointmentDetail).toMatchObject({
      id: appointment.id,
      code: appointment.code,
      notes: 'Gội kỹ',
      service: { id: service.id },
      branch: { id: branch.id },
      before_images: [],
      after_images: [],
      review: null,
    });

    for (const path of [`${appointment.id}`, '999999', 'abc', '0', '1e3']) {
      const who = path === `${appointment.id}` ? other : owner;
      const missing = await injectAs(t, who.cookie, 'GET', `/api/customer/appointments/${path}`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, message: BOOKING_MESSAGES.notFound });
    }
  });
});

describe('PATCH /api/customer/appointments/:id/reschedule', () => {
  it('moves a booked appointment to a new free slot', async () => {
    const customer = await signIn(t, 'customer');
    const booked = await book(customer, salonDay(3), '10:00');
    const res = await injectAs(
      t,
      customer.cookie,
      'PATCH',
      `/api/customer/appointments/${booked.id}/reschedule`,
      { appointment_date: salonDay(4), appointment_time: '14:00', notes: 'Đổi sang buổi chiều' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: BOOKING_MESSAGES.rescheduled,
      data: { id: booked.id, appointment_date: salonDay(4), appointment_time: '14:00' },
    });
    expect((res.json().data as AppointmentDetail).events).toContainEqual(
      expect.objectContaining({
        action: 'rescheduled',
        previous_start: `${salonDay(3)} 10:00`,
        note: 'Đổi sang buổi chiều',
      }),
    );
    expect(await statusOf(booked.id)).toMatchObject({
      appointment_date: salonDay(4),
      appointment_time: '14:00',
    });
  });

  it('refuses inside 24 hours with its message, and leaves the appointment as it was', async () => {
    const customer = await signIn(t, 'customer');
    const start = salonStartIn(5);
    const soon = await createAppointment(t.db, customer.user, {
      service,
      branch_id: branch.id,
      appointment_date: start.date,
      appointment_time: start.time,
    });
    const res = await injectAs(
      t,
      customer.cookie,
      'PATCH',
      `/api/customer/appointments/${soon.id}/reschedule`,
      { appointment_date: salonDay(5), appointment_time: '10:00' },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      success: false,
      message: BOOKING_MESSAGES.rescheduleTooLate,
    });
    expect(await statusOf(soon.id)).toMatchObject({
      appointment_date: start.date,
      appointment_time: start.time,
      status: 'pending',
    });
  });

  it('refuses another customer’s appointment (404) and bad input (422)', async () => {
    const owner = await signIn(t, 'customer');
    const other = await signIn(t, 'customer');
    const appointment = await createAppointment(t.db, owner.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(6),
    });
    const url = `/api/customer/appointments/${appointment.id}/reschedule`;
    const theirs = await injectAs(t, other.cookie, 'PATCH', url, {
      appointment_date: salonDay(7),
      appointment_time: '10:00',
    });
    expect(theirs.statusCode).toBe(404);

    const bad = [
      [{ appointment_time: '10:00' }, BOOKING_MESSAGES.invalidDate],
      [{ appointment_date: '2026-02-30', appointment_time: '10:00' }, BOOKING_MESSAGES.invalidDate],
      [{ appointment_date: salonDay(7), appointment_time: '10:15' }, BOOKING_MESSAGES.invalidTime],
      [
        { appointment_date: salonDay(7), appointment_time: '10:00', notes: 'x'.repeat(201) },
        BOOKING_MESSAGES.rescheduleNotesTooLong,
      ],
    ] as const;
    for (const [body, message] of bad) {
      const res = await injectAs(t, owner.cookie, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    expect(await statusOf(appointment.id)).toMatchObject({
      appointment_date: salonDay(6),
      status: 'pending',
    });
  });
});

describe('PATCH /api/customer/appointments/:id/cancel', () => {
  it('cancels with the reason', async () => {
    const customer = await signIn(t, 'customer');
    const booked = await book(customer, salonDay(3), '16:00');
    const res = await injectAs(
      t,
      customer.cookie,
      'PATCH',
      `/api/customer/appointments/${booked.id}/cancel`,
      { reason: '  Bận công tác đột xuất  ' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: BOOKING_MESSAGES.cancelled,
      data: { id: booked.id, status: 'cancelled', cancel_reason: 'Bận công tác đột xuất' },
    });
    const again = await injectAs(
      t,
      customer.cookie,
      'PATCH',
      `/api/customer/appointments/${booked.id}/cancel`,
      { reason: 'Lần nữa' },
    );
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
  });

  it('refuses inside 2 hours with its message', async () => {
    const customer = await signIn(t, 'customer');
    const start = salonStartIn(1.5);
    const soon = await createAppointment(t.db, customer.user, {
      service,
      branch_id: branch.id,
      appointment_date: start.date,
      appointment_time: start.time,
      status: 'confirmed',
    });
    const res = await injectAs(
      t,
      customer.cookie,
      'PATCH',
      `/api/customer/appointments/${soon.id}/cancel`,
      { reason: 'Kẹt xe' },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, message: BOOKING_MESSAGES.cancelTooLate });
    expect((await statusOf(soon.id)).status).toBe('confirmed');
  });

  it('needs a reason of at most 200 characters, and the owner', async () => {
    const owner = await signIn(t, 'customer');
    const other = await signIn(t, 'customer');
    const appointment = await createAppointment(t.db, owner.user, {
      service,
      branch_id: branch.id,
    });
    const url = `/api/customer/appointments/${appointment.id}/cancel`;
    const cases = [
      [{}, BOOKING_MESSAGES.cancelReasonRequired],
      [{ reason: '   ' }, BOOKING_MESSAGES.cancelReasonRequired],
      [{ reason: 42 }, BOOKING_MESSAGES.cancelReasonRequired],
      [{ reason: 'x'.repeat(201) }, BOOKING_MESSAGES.cancelReasonTooLong],
    ] as const;
    for (const [body, message] of cases) {
      const res = await injectAs(t, owner.cookie, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }
    const theirs = await injectAs(t, other.cookie, 'PATCH', url, { reason: 'Không muốn' });
    expect(theirs.statusCode).toBe(404);
    expect((await statusOf(appointment.id)).status).toBe('pending');
  });
});

describe('POST /api/customer/appointments/:id/review', () => {
  it('stores one verified, pending review of the service for a completed appointment', async () => {
    const customer = await signIn(t, 'customer', { name: 'Đỗ Minh Khang' });
    const done = await createAppointment(t.db, customer.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(-2),
      status: 'completed',
    });
    const url = `/api/customer/appointments/${done.id}/review`;
    const res = await injectAs(t, customer.cookie, 'POST', url, {
      rating: 4,
      comment: '  Cắt đẹp, đúng giờ.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: BOOKING_MESSAGES.reviewThanks,
      data: {
        id: done.id,
        review: { rating: 4, content: 'Cắt đẹp, đúng giờ.', status: 'pending' },
      },
    });
    const stored = await t.db
      .selectFrom('reviews')
      .selectAll()
      .where('appointment_id', '=', done.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reviewable_type: 'service',
      reviewable_id: service.id,
      user_id: customer.user.id,
      rating: 4,
      title: 'Hài lòng',
      content: 'Cắt đẹp, đúng giờ.',
      status: 'pending',
      is_verified: true,
    });

    // Not shown before a moderator approves it.
    const publicList = await t.app.inject({
      method: 'GET',
      url: `/api/public/reviews?reviewable_type=service&reviewable_id=${service.id}`,
    });
    expect(publicList.json().data.data).toEqual([]);

    const again = await injectAs(t, customer.cookie, 'POST', url, { rating: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: BOOKING_MESSAGES.reviewExists });
    const count = await t.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('appointment_id', '=', done.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("a review written on the service's page (My appointments' 'Đánh giá' goes there) is the visit's review", async () => {
    const customer = await signIn(t, 'customer', { name: 'Lâm Thị Ngọc' });
    const older = await createAppointment(t.db, customer.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(-30),
      status: 'completed',
    });
    const latest = await createAppointment(t.db, customer.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(-3),
      status: 'completed',
    });
    const reviewable = async () =>
      (await listOf(customer, '?status=completed')).data
        .filter((item) => item.can_review)
        .map((item) => item.id);
    expect((await reviewable()).sort()).toEqual([older.id, latest.id].sort());

    const post = (title: string) =>
      injectForm(t.app, {
        url: '/api/reviews',
        cookie: customer.cookie,
        parts: [
          { name: 'reviewable_type', value: 'service' },
          { name: 'reviewable_id', value: String(service.id) },
          { name: 'rating', value: '5' },
          { name: 'title', value: title },
          { name: 'content', value: 'Stylist tư vấn kỹ, cắt đúng ý, sẽ quay lại.' },
        ],
      });
    const first = await post('Rất hài lòng');
    expect(first.statusCode, first.body).toBe(201);
    // The latest visit not yet reviewed takes it: it is verified and no longer offers a review.
    expect(await reviewable()).toEqual([older.id]);
    const detail = await injectAs(
      t,
      customer.cookie,
      'GET',
      `/api/customer/appointments/${latest.id}`,
    );
    expect(detail.json<{ data: AppointmentDetail }>().data.review).toMatchObject({
      rating: 5,
      content: 'Stylist tư vấn kỹ, cắt đúng ý, sẽ quay lại.',
      status: 'pending',
    });
    const second = await post('Lần trước cũng tốt');
    expect(second.statusCode, second.body).toBe(201);
    expect(await reviewable()).toEqual([]);
    // A third has no visit left to take: it is still stored, as the item's review.
    const third = await post('Lần thứ ba');
    expect(third.statusCode, third.body).toBe(201);
    const rows = await t.db
      .selectFrom('reviews')
      .select(['appointment_id', 'is_verified'])
      .where('user_id', '=', customer.user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { appointment_id: latest.id, is_verified: true },
      { appointment_id: older.id, is_verified: true },
      { appointment_id: null, is_verified: true },
    ]);
  });

  it('gives 5 stars unless told, and only for completed appointments of the owner', async () => {
    const customer = await signIn(t, 'customer');
    const other = await signIn(t, 'customer');
    const done = await createAppointment(t.db, customer.user, {
      service,
      branch_id: branch.id,
      appointment_date: salonDay(-1),
      status: 'completed',
    });
    const theirs = await injectAs(
      t,
      other.cookie,
      'POST',
      `/api/customer/appointments/${done.id}/review`,
      {
        rating: 1,
      },
    );
    expect(theirs.statusCode).toBe(404);

    for (const status of ['pending', 'confirmed', 'cancelled', 'no_show'] as const) {
      const notDone = await createAppointment(t.db, customer.user, {
        service,
        branch_id: branch.id,
        status,
      });
      const res = await injectAs(
        t,
        customer.cookie,
        'POST',
        `/api/customer/appointments/${notDone.id}/review`,
        { rating: 5 },
      );
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ message: BOOKING_MESSAGES.reviewOnlyCompleted });
    }

    const url = `/api/customer/appointments/${done.id}/review`;
    const bad = [
      [{ rating: 0 }, MY_APPOINTMENTS_MESSAGES.ratingRequired],
      [{ rating: 6 }, MY_APPOINTMENTS_MESSAGES.ratingRequired],
      [{ rating: 'năm' }, MY_APPOINTMENTS_MESSAGES.ratingRequired],
      [{ rating: 5, comment: 'x'.repeat(501) }, MY_APPOINTMENTS_MESSAGES.reviewCommentTooLong],
    ] as const;
    for (const [body, message] of bad) {
      const res = await injectAs(t, customer.cookie, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message });
    }

    const res = await injectAs(t, customer.cookie, 'POST', url, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review).toMatchObject({ rating: 5, content: '' });
    const stored = await t.db
      .selectFrom('reviews')
      .select(['title', 'rating'])
      .where('appointment_id', '=', done.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: 'Rất hài lòng', rating: 5 });
  });
});
