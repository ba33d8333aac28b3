import {
  BOOKING_MESSAGES as BM,
  DESK_MESSAGES as M,
  weekDatesOf,
  type ApiPage,
  type AppointmentSummary,
  type DeskAppointmentDetail,
  type DeskCalendar,
  type DeskCustomerMatch,
  type StylistDto,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow, UserRow } from '../../db/schema.js';
import { injectAs, type Method } from '../../test/api.js';
import { createAppointment, moveIntoPast, salonStartIn } from '../../test/appointment-factories.js';
import { bookAsGuest, createStylist, salonDatePlus } from '../../test/desk-factories.js';
import {
  createBranch,
  createService,
  createUser,
  uniquePhone,
  type ServiceRow,
} from '../../test/factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { injectForm, testImages, uploadedOriginals, type FormPart } from '../../test/uploads.js';

let t: TestApp;
let branchA: BranchRow;
let branchB: BranchRow;
let stylistA1: UserRow;
let stylistA2: UserRow;
let stylistB1: UserRow;
let service: ServiceRow;
let admin: SignedIn;
let manager: SignedIn;
let staffA: SignedIn;
let staffB: SignedIn;
let customer: SignedIn;
// Explicit dates of single tests sit after the days `book()` spreads its bookings over.
const day = salonDatePlus(24);

beforeAll(async () => {
  t = await createTestApp();
  branchA = await createBranch(t.db, { name: 'Chi nhánh Quận 1' });
  branchB = await createBranch(t.db, { name: 'Chi nhánh Hà Nội' });
  stylistA1 = await createStylist(t.db, branchA.id, { name: 'Nguyễn Ngọc Anh', rating: 4.9 });
  stylistA2 = await createStylist(t.db, branchA.id, { name: 'Trần Minh Khoa', rating: 4.8 });
  stylistB1 = await createStylist(t.db, branchB.id, { name: 'Lê Thảo Vy' });
  service = await createService(t.db, { name: 'Cắt tóc nữ tạo kiểu', duration_minutes: 60 });
  admin = await signIn(t, 'admin');
  manager = await signIn(t, 'manager');
  staffA = await signIn(t, 'staff', { branch_id: branchA.id });
  staffB = await signIn(t, 'staff', { branch_id: branchB.id });
  customer = await signIn(t, 'customer');
});
afterAll(() => t.close());

function desk(method: Method, url: string, payload?: unknown, who: SignedIn | null = admin) {
  return injectAs(t, who?.cookie ?? null, method, `/api/admin/appointments${url}`, payload);
}

async function detailOf(id: number, who: SignedIn = admin): Promise<DeskAppointmentDetail> {
  const response = await desk('GET', `/${id}`, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: DeskAppointmentDetail }>().data;
}

async function listIds(query: string, who: SignedIn = admin): Promise<number[]> {
  const response = await desk('GET', query, undefined, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ApiPage<AppointmentSummary> }>().data.data.map((a) => a.id);
}

let bookings = 0;
/** A guest booking on its own day and hour (days 2 to 16), unless the test says where. */
function book(overrides: Partial<Parameters<typeof bookAsGuest>[1]> = {}) {
  const n = bookings++;
  const minutes = 8 * 60 + ((n * 7) % 24) * 30;
  return bookAsGuest(t, {
    serviceId: service.id,
    branchId: branchA.id,
    date: salonDatePlus(2 + (n % 15)),
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`,
    ...overrides,
  });
}

function photoFiles(): string[] {
  return uploadedOriginals(t.config.dataDir, 'appointments');
}

describe('who may use the desk', () => {
  it('answers 401 to a guest and 403 to a customer on every route', async () => {
    const a = await book();
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/calendar?branch_id=1&date=2026-12-01'],
      ['GET', `/${a.id}`],
      ['PATCH', `/${a.id}/confirm`],
      ['POST', ''],
    ] as const) {
      expect((await desk(method, url, method === 'GET' ? undefined : {}, null)).statusCode).toBe(
        401,
      );
      // A new session per route: the third refusal ends a session (incident rule c).
      const prober = await signIn(t, 'customer');
      const refused = await desk(method, url, method === 'GET' ? undefined : {}, prober);
      expect(refused.statusCode).toBe(403);
    }
    expect((await injectAs(t, customer.cookie, 'GET', '/api/admin/stylists')).statusCode).toBe(403);
    expect((await detailOf(a.id)).status).toBe('pending');
  });

  it('keeps staff of a branch to that branch: another branch is not found', async () => {
    const a = await book();
    const b = await book({ branchId: branchB.id });
    expect((await desk('GET', `/${b.id}`, undefined, staffA)).statusCode).toBe(404);
    const confirm = await desk('PATCH', `/${b.id}/confirm`, undefined, staffA);
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().message).toBe(BM.notFound);
    expect((await detailOf(b.id)).status).toBe('pending');
    expect(
      (await desk('PATCH', `/${b.id}/cancel`, { reason: 'Khách bận' }, staffA)).statusCode,
    ).toBe(404);
    expect((await desk('GET', `?branch_id=${branchB.id}`, undefined, staffA)).statusCode).toBe(404);
    expect(
      (await desk('GET', `/calendar?branch_id=${branchB.id}&date=${day}`, undefined, staffA))
        .statusCode,
    ).toBe(404);

    const seenByA = await listIds('?per_page=50&date_from=2000-01-01', staffA);
    expect(seenByA).toContain(a.id);
    expect(seenByA).not.toContain(b.id);
    const seenByManager = await listIds('?per_page=50', manager);
    expect(seenByManager).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await detailOf(a.id, staffA)).id).toBe(a.id);
  });
});

describe('appointment list', () => {
  it('finds by customer name without diacritics, phone, code and service', async () => {
    const phone = uniquePhone();
    const a = await book({ name: 'Đặng Thị Hồng Nhung', phone });
    const other = await book({ name: 'Khách Khác' });
    expect(await listIds('?search=dang%20thi%20hong&per_page=50')).toEqual([a.id]);
    expect(await listIds(`?search=${phone.slice(0, 7)}&per_page=50`)).toContain(a.id);
    expect(await listIds(`?search=${phone.slice(0, 7)}&per_page=50`)).not.toContain(other.id);
    expect(await listIds(`?search=${a.code.toLowerCase()}`)).toEqual([a.id]);
    const byService = await listIds('?search=cat%20toc%20nu%20tao&per_page=50');
    expect(byService).toEqual(expect.arrayContaining([a.id, other.id]));
    expect(await listIds('?search=khong%20ai%20ten%20nay')).toEqual([]);
  });

  it('filters by branch, status, dates, stylist and source, sorts and pages', async () => {
    const date = salonDatePlus(25);
    const first = await book({ date, time: '09:00' });
    const second = await book({ date, time: '11:00' });
    const q = `?date_from=${date}&date_to=${date}&branch_id=${branchA.id}`;
    expect(await listIds(q)).toEqual([first.id, second.id]);
    expect(await listIds(`${q}&sort=start_desc`)).toEqual([second.id, first.id]);
    await desk('PATCH', `/${first.id}/confirm`);
    expect(await listIds(`${q}&status=confirmed`)).toEqual([first.id]);
    expect(await listIds(`${q}&status=pending`)).toEqual([second.id]);
    expect(await listIds(`${q}&source=desk`)).toEqual([]);
    expect(await listIds(`${q}&source=online`)).toEqual([first.id, second.id]);
    const lead = (await detailOf(first.id)).stylist!.id;
    expect(await listIds(`${q}&stylist_id=${lead}`)).toContain(first.id);
    expect(await listIds(`?date_from=${date}&date_to=${date}&branch_id=${branchB.id}`)).toEqual([]);

    const page = await desk('GET', `${q}&per_page=10&page=1`);
    expect(page.json().data.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    });
  });

  it('finds a code in any branch and on any date the user may see, whatever branch is chosen', async () => {
    const inB = await book({ branchId: branchB.id });
    const inA = await book();
    // Moved into the past: the list opens from today on.
    await moveIntoPast(t.db, inA.id);
    const filtered = `&branch_id=${branchA.id}&date_from=${salonDatePlus(0)}`;
    expect(await listIds(`?search=${inB.code}${filtered}`)).toEqual([inB.id]);
    expect(await listIds(`?search=${inB.code.toLowerCase()}${filtered}`, manager)).toEqual([
      inB.id,
    ]);
    // Its start, to the date, is a code search too.
    expect(await listIds(`?search=${inB.code.slice(0, 9)}${filtered}`)).toContain(inB.id);
    expect(await listIds(`?search=${inA.code}${filtered}`)).toEqual([inA.id]);
    // Staff of a branch search their own branch only.
    expect(await listIds(`?search=${inA.code}`, staffA)).toEqual([inA.id]);
    expect(await listIds(`?search=${inB.code}`, staffA)).toEqual([]);
    // Any other search keeps the chosen branch and dates.
    expect(
      await listIds(`?search=${encodeURIComponent('Khách Vãng Lai')}&per_page=50${filtered}`),
    ).not.toContain(inB.id);
  });

  it('refuses bad filters with a Vietnamese message', async () => {
    for (const [query, message] of [
      ['?per_page=15', M.invalidPerPage],
      ['?date_from=2026-02-30', BM.invalidDate],
      ['?date_from=2026-12-10&date_to=2026-12-01', M.dateRangeInvalid],
      ['?status=done', M.invalidStatus],
      ['?sort=random', M.invalidSort],
      ['?branch_id=abc', BM.invalidBranch],
      [`?search=${'a'.repeat(101)}`, M.searchTooLong],
    ]) {
      const response = await desk('GET', query!);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('calendar', () => {
  it("gives a day's stylists, appointments placed by stylist, working times and counts", async () => {
    const a = await book({ date: day, time: '09:00' });
    const b = await book({ date: day, time: '09:00' });
    await book({ date: day, time: '14:00', branchId: branchB.id });
    await desk('PATCH', `/${b.id}/cancel`, { reason: 'Khách đổi ý' });

    const response = await desk('GET', `/calendar?branch_id=${branchA.id}&date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const calendar = response.json<{ data: DeskCalendar }>().data;
    expect(calendar.branch).toEqual({ id: branchA.id, name: branchA.name });
    expect(calendar.view).toBe('day');
    expect(calendar.stylists.map((s) => s.id).sort()).toEqual([stylistA1.id, stylistA2.id].sort());
    expect(calendar.days).toHaveLength(1);
    expect(calendar.days[0]!.working_times[0]).toBe('08:00');
    expect(calendar.days[0]!.working_times.at(-1)).toBe('20:30');
    expect(calendar.days[0]!.holiday).toBeNull();
    expect(calendar.days[0]!.counts).toMatchObject({ pending: 1, cancelled: 1, total: 2 });
    const placed = calendar.appointments.find((x) => x.id === a.id)!;
    expect(placed.stylist_ids).toHaveLength(1);
    expect([stylistA1.id, stylistA2.id]).toContain(placed.stylist_ids[0]);
    expect(calendar.appointments.every((x) => x.branch_id === branchA.id)).toBe(true);
  });

  it('gives a week from Monday with each day’s own hours and holidays', async () => {
    const date = salonDatePlus(60);
    const week = weekDatesOf(date);
    await t.db
      .insertInto('working_hours')
      .values(
        ['09:00', '09:30', '10:00'].map((time) => ({
          branch_id: branchA.id,
          date: week[2]!,
          time,
        })),
      )
      .execute();
    await t.db
      .insertInto('holidays')
      .values({ branch_id: branchA.id, date: week[4]!, name: 'Nghỉ sửa chữa', description: null })
      .execute();
    const response = await desk('GET', `/calendar?branch_id=${branchA.id}&date=${date}&view=week`);
    expect(response.statusCode, response.body).toBe(200);
    const calendar = response.json<{ data: DeskCalendar }>().data;
    expect(calendar.days.map((d) => d.date)).toEqual(week);
    expect(new Date(`${week[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(calendar.days[2]!.working_times).toEqual(['09:00', '09:30', '10:00']);
    expect(calendar.days[3]!.working_times).toHaveLength(26);
    expect(calendar.days[4]!.holiday?.name).toBe('Nghỉ sửa chữa');
    expect(calendar.days[5]!.holiday).toBeNull();
  });

  it('refuses a missing branch, an unknown one and a bad view', async () => {
    expect((await desk('GET', `/calendar?date=${day}`)).json().message).toBe(BM.invalidBranch);
    expect((await desk('GET', `/calendar?branch_id=99999&date=${day}`)).statusCode).toBe(404);
    const badView = await desk('GET', `/calendar?branch_id=${branchA.id}&date=${day}&view=month`);
    expect(badView.statusCode).toBe(422);
    expect(badView.json().message).toBe(M.invalidView);
  });

  it('lists active stylists of a branch; staff get their own branch', async () => {
    const all = await injectAs(
      t,
      admin.cookie,
      'GET',
      `/api/admin/stylists?branch_id=${branchB.id}`,
    );
    expect(all.json<{ data: StylistDto[] }>().data.map((s) => s.id)).toEqual([stylistB1.id]);
    const own = await injectAs(t, staffA.cookie, 'GET', '/api/admin/stylists');
    expect(
      own
        .json<{ data: StylistDto[] }>()
        .data.map((s) => s.id)
        .sort(),
    ).toEqual([stylistA1.id, stylistA2.id].sort());
    const other = await injectAs(
      t,
      staffA.cookie,
      'GET',
      `/api/admin/stylists?branch_id=${branchB.id}`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('status changes', () => {
  it('confirms a pending appointment once, then refuses with 409', async () => {
    const a = await book();
    // Complete and no-show wait for the start (next test).
    expect((await detailOf(a.id)).allowed_actions).toEqual(['confirm', 'cancel', 'reschedule']);
    const confirmed = await desk('PATCH', `/${a.id}/confirm`, undefined, staffA);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(BM.confirmed);
    expect(confirmed.json().data.status).toBe('confirmed');
    expect(confirmed.json().data.allowed_actions).not.toContain('confirm');
    const again = await desk('PATCH', `/${a.id}/confirm`, undefined, staffA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Không thể chuyển lịch hẹn sang trạng thái này');
  });

  it('cancels with a reason and frees the stylist; a cancelled one moves no further', async () => {
    const a = await book();
    expect((await desk('PATCH', `/${a.id}/cancel`, {})).json().message).toBe(
      BM.cancelReasonRequired,
    );
    const long = await desk('PATCH', `/${a.id}/cancel`, { reason: 'x'.repeat(201) });
    expect(long.statusCode).toBe(422);
    const cancelled = await desk('PATCH', `/${a.id}/cancel`, { reason: 'Khách báo bận' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = cancelled.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail.status).toBe('cancelled');
    expect(detail.cancel_reason).toBe('Khách báo bận');
    expect(detail.allowed_actions).toEqual([]);
    const slots = await t.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('appointment_id', '=', a.id)
      .execute();
    expect(slots).toEqual([]);
    for (const move of ['confirm', 'no-show', 'cancel', 'reschedule'] as const) {
      const body =
        move === 'cancel'
          ? { reason: 'Lần nữa' }
          : move === 'reschedule'
            ? { date: salonDatePlus(40), time: '10:00' }
            : undefined;
      const refused = await desk('PATCH', `/${a.id}/${move}`, body);
      expect(refused.statusCode, move).toBe(409);
      expect(refused.json().message).toBe(BM.cannotTransition);
    }
    const complete = await injectForm(t.app, {
      url: `/api/admin/appointments/${a.id}/complete`,
      parts: [{ name: 'note', value: 'Không nên được' }],
      cookie: admin.cookie,
    });
    expect(complete.statusCode).toBe(409);
  });

  it('marks a no-show from confirmed', async () => {
    const a = await book();
    await desk('PATCH', `/${a.id}/confirm`);
    await moveIntoPast(t.db, a.id);
    const noShow = await desk('PATCH', `/${a.id}/no-show`, undefined, staffA);
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().data.status).toBe('no_show');
    expect(noShow.json().message).toBe(BM.markedNoShow);
    expect((await desk('PATCH', `/${a.id}/no-show`)).statusCode).toBe(409);
  });

  it('completes or marks a no-show only once the appointment has started, in salon time', async () => {
    const ahead = await book();
    await desk('PATCH', `/${ahead.id}/confirm`);
    const before = await detailOf(ahead.id);
    expect(before.allowed_actions).toEqual(['cancel', 'reschedule']);
    const noShow = await desk('PATCH', `/${ahead.id}/no-show`, undefined, staffA);
    expect(noShow.statusCode).toBe(409);
    expect(noShow.json()).toMatchObject({ code: 'NOT_STARTED', message: BM.notStarted });
    const complete = await injectForm(t.app, {
      url: `/api/admin/appointments/${ahead.id}/complete`,
      parts: [
        { name: 'after', value: await testImages.jpeg(), filename: 'sau.jpg' },
        { name: 'note', value: 'Chưa làm' },
      ],
      cookie: staffA.cookie,
    });
    expect(complete.statusCode).toBe(409);
    expect(complete.json()).toMatchObject({ code: 'NOT_STARTED', message: BM.notStarted });
    const unchanged = await detailOf(ahead.id);
    expect(unchanged.status).toBe('confirmed');
    expect(unchanged.after_images).toEqual([]);

    // Within the hour in Vietnam: not yet. An hour ago in Vietnam: it may be completed (a clock
    // read in UTC, seven hours behind, would still call it the future).
    const soon = salonStartIn(1);
    const startsSoon = await createAppointment(t.db, null, {
      branch_id: branchA.id,
      service,
      appointment_date: soon.date,
      appointment_time: soon.time,
      status: 'confirmed',
    });
    expect((await desk('PATCH', `/${startsSoon.id}/no-show`)).statusCode).toBe(409);
    const past = salonStartIn(-1);
    const started = await createAppointment(t.db, null, {
      branch_id: branchA.id,
      service,
      appointment_date: past.date,
      appointment_time: past.time,
      status: 'confirmed',
    });
    expect((await detailOf(started.id)).allowed_actions).toEqual([
      'complete',
      'cancel',
      'no_show',
      'reschedule',
    ]);
    const done = await injectForm(t.app, {
      url: `/api/admin/appointments/${started.id}/complete`,
      parts: [{ name: 'note', value: 'Xong' }],
      cookie: staffA.cookie,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('completed');
  });

  it('reschedules without the customer 24-hour rule, through the slot engine', async () => {
    const tomorrow = salonDatePlus(1);
    const a = await book({ date: tomorrow, time: '09:00' });
    const moved = await desk(
      'PATCH',
      `/${a.id}/reschedule`,
      { date: tomorrow, time: '08:00', stylist_id: stylistA2.id, note: 'Khách xin đến sớm' },
      staffA,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail.appointment_time).toBe('08:00');
    expect(detail.stylist?.id).toBe(stylistA2.id);
    expect(detail.events.at(-1)).toMatchObject({
      action: 'rescheduled',
      previous_start: `${tomorrow} 09:00`,
      note: 'Khách xin đến sớm',
    });

    const foreign = await desk('PATCH', `/${a.id}/reschedule`, {
      date: tomorrow,
      time: '11:00',
      stylist_id: stylistB1.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(BM.stylistInvalid);

    const blocker = await book({ date: tomorrow, time: '13:00' });
    const busy = (await detailOf(blocker.id)).stylist!.id;
    const clash = await desk('PATCH', `/${a.id}/reschedule`, {
      date: tomorrow,
      time: '13:00',
      stylist_id: busy,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(BM.stylistUnavailable);

    const past = await desk('PATCH', `/${a.id}/reschedule`, {
      date: salonDatePlus(-1),
      time: '10:00',
    });
    expect(past.statusCode).toBe(422);
    const badTime = await desk('PATCH', `/${a.id}/reschedule`, { date: tomorrow, time: '10:15' });
    expect(badTime.json().message).toBe(BM.invalidTime);
  });
});

describe('walk-in and phone bookings', () => {
  it('books a new customer at the desk with a chosen stylist', async () => {
    const date = salonDatePlus(26);
    const phone = uniquePhone();
    const response = await desk(
      'POST',
      '',
      {
        service_id: service.id,
        branch_id: branchA.id,
        appointment_date: date,
        appointment_time: '15:00',
        customer_info: { name: 'Phan Thanh Bình', phone, email: '' },
        stylist_id: stylistA1.id,
        notes: 'Khách vãng lai',
      },
      staffA,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(M.created);
    const detail = response.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail).toMatchObject({
      source: 'desk',
      status: 'pending',
      appointment_time: '15:00',
      created_by: { id: staffA.user.id },
      stylist: { id: stylistA1.id },
    });
    expect(detail.customer.name).toBe('Phan Thanh Bình');
    expect(await listIds(`?source=desk&search=${phone}`)).toEqual([detail.id]);
  });

  it('links an existing customer account', async () => {
    const { user } = await createUser(t.db, { role: 'customer', name: 'Vũ Hải Yến' });
    const response = await desk('POST', '', {
      service_id: service.id,
      branch_id: branchA.id,
      appointment_date: salonDatePlus(26),
      appointment_time: '17:00',
      customer_user_id: user.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail.customer).toMatchObject({
      user_id: user.id,
      name: 'Vũ Hải Yến',
      phone: user.phone,
    });
    expect(detail.customer_account?.id).toBe(user.id);

    const lookup = await desk('GET', `/customers?q=${user.phone!.slice(3, 9)}`);
    const matches = lookup.json<{ data: DeskCustomerMatch[] }>().data;
    expect(matches.map((c) => c.id)).toContain(user.id);
  });

  it('refuses bad bookings and writes nothing', async () => {
    const before = await t.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const base = {
      service_id: service.id,
      branch_id: branchA.id,
      appointment_date: salonDatePlus(27),
      appointment_time: '10:00',
    };
    const noCustomer = await desk('POST', '', base);
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().message).toBe(M.customerRequired);
    const badPhone = await desk('POST', '', {
      ...base,
      customer_info: { name: 'An', phone: '123' },
    });
    expect(badPhone.json().message).toBe(BM.phoneInvalid);
    const staffCustomer = await desk('POST', '', { ...base, customer_user_id: staffB.user.id });
    expect(staffCustomer.json().message).toBe(M.invalidCustomer);
    const otherBranch = await desk(
      'POST',
      '',
      { ...base, branch_id: branchB.id, customer_info: { name: 'An', phone: uniquePhone() } },
      staffA,
    );
    expect(otherBranch.statusCode).toBe(404);
    const wrongStylist = await desk('POST', '', {
      ...base,
      stylist_id: stylistB1.id,
      customer_info: { name: 'An', phone: uniquePhone() },
    });
    expect(wrongStylist.json().message).toBe(BM.stylistInvalid);
    const closed = await desk('POST', '', {
      ...base,
      appointment_time: '21:30',
      customer_info: { name: 'An', phone: uniquePhone() },
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(BM.outsideHours);
    const after = await t.db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a slot whose stylists are all taken', async () => {
    const date = salonDatePlus(28);
    await book({ date, time: '16:00' });
    await book({ date, time: '16:00' });
    const full = await desk('POST', '', {
      service_id: service.id,
      branch_id: branchA.id,
      appointment_date: date,
      appointment_time: '16:00',
      customer_info: { name: 'Người Thứ Ba', phone: uniquePhone() },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BM.slotFull);
  });
});

describe('completing with photos', () => {
  async function complete(id: number, parts: FormPart[], who: SignedIn = staffA) {
    return injectForm(t.app, {
      url: `/api/admin/appointments/${id}/complete`,
      parts,
      cookie: who.cookie,
    });
  }

  it('completes with before and after photos and the staff note', async () => {
    const a = await book();
    await moveIntoPast(t.db, a.id);
    await desk('PATCH', `/${a.id}/confirm`);
    const response = await complete(a.id, [
      { name: 'before', value: await testImages.jpeg(), filename: 'truoc.jpg' },
      { name: 'after', value: await testImages.png(), filename: 'sau.png' },
      { name: 'after', value: await testImages.jpeg(), filename: 'sau-2.jpg' },
      { name: 'note', value: 'Nhuộm nâu lạnh 6.1' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail.status).toBe('completed');
    expect(detail.staff_note).toBe('Nhuộm nâu lạnh 6.1');
    expect(detail.before_images).toHaveLength(1);
    expect(detail.after_images).toHaveLength(2);
    const image = await t.app.inject({ method: 'GET', url: detail.after_images[0]!.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/webp');
  });

  it('refuses more than 10 photos of a kind, a file that is not an image and a long note, keeping nothing', async () => {
    const a = await book();
    await moveIntoPast(t.db, a.id);
    const filesBefore = photoFiles().length;
    const jpeg = await testImages.jpeg();
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: 'before',
      value: jpeg,
      filename: `anh-${i}.jpg`,
    }));
    const tooMany = await complete(a.id, eleven);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(M.tooManyPhotos(10));

    const notImage = await complete(a.id, [
      { name: 'before', value: jpeg, filename: 'a.jpg' },
      { name: 'after', value: testImages.executable, filename: 'sau.jpg' },
    ]);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toHaveProperty('after');

    const longNote = await complete(a.id, [
      { name: 'before', value: jpeg, filename: 'a.jpg' },
      { name: 'note', value: 'x'.repeat(1001) },
    ]);
    expect(longNote.statusCode).toBe(422);
    expect(longNote.json().message).toBe(M.staffNoteTooLong);

    const badKind = await complete(a.id, [{ name: 'during', value: jpeg, filename: 'a.jpg' }]);
    expect(badKind.json().message).toBe(M.photoKindInvalid);

    const detail = await detailOf(a.id);
    expect(detail.status).toBe('pending');
    expect(detail.before_images).toEqual([]);
    expect(photoFiles().length).toBe(filesBefore);
  });

  it('keeps no photo of a completion the status refuses', async () => {
    const a = await book();
    await moveIntoPast(t.db, a.id);
    await desk('PATCH', `/${a.id}/no-show`);
    const filesBefore = photoFiles().length;
    const refused = await complete(a.id, [
      { name: 'before', value: await testImages.jpeg(), filename: 'a.jpg' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BM.cannotTransition);
    expect(photoFiles().length).toBe(filesBefore);
    const rows = await t.db
      .selectFrom('appointment_photos')
      .select('id')
      .where('appointment_id', '=', a.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('adds photos later up to the limit and removes one with its file', async () => {
    const a = await book();
    await moveIntoPast(t.db, a.id);
    await complete(a.id, [{ name: 'after', value: await testImages.jpeg(), filename: 'a.jpg' }]);
    const add = await injectForm(t.app, {
      url: `/api/admin/appointments/${a.id}/photos`,
      parts: [
        { name: 'before', value: await testImages.png(), filename: 'b.png' },
        { name: 'after[]', value: await testImages.png(), filename: 'c.png' },
      ],
      cookie: staffA.cookie,
    });
    expect(add.statusCode, add.body).toBe(200);
    let detail = add.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail.before_images).toHaveLength(1);
    expect(detail.after_images).toHaveLength(2);

    const nine = await testImages.jpeg();
    const overLimit = await injectForm(t.app, {
      url: `/api/admin/appointments/${a.id}/photos`,
      parts: Array.from({ length: 9 }, (_, i) => ({
        name: 'after',
        value: nine,
        filename: `${i}.jpg`,
      })),
      cookie: staffA.cookie,
    });
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json().message).toBe(M.tooManyPhotos(10));

    const empty = await injectForm(t.app, {
      url: `/api/admin/appointments/${a.id}/photos`,
      parts: [{ name: 'note', value: 'không có ảnh' }],
      cookie: staffA.cookie,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.photosRequired);

    const photo = detail.after_images[0]!;
    const foreign = await desk('DELETE', `/${a.id}/photos/${photo.id}`, undefined, staffB);
    expect(foreign.statusCode).toBe(404);
    const removed = await desk('DELETE', `/${a.id}/photos/${photo.id}`, undefined, staffA);
    expect(removed.statusCode, removed.body).toBe(200);
    detail = removed.json<{ data: DeskAppointmentDetail }>().data;
    expect(detail.after_images.map((p) => p.id)).not.toContain(photo.id);
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    const again = await desk('DELETE', `/${a.id}/photos/${photo.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.photoNotFound);
  });
});

describe('detail', () => {
  it('shows who booked at the desk and the history', async () => {
    const phone = uniquePhone();
    const created = await desk('POST', '', {
      service_id: service.id,
      branch_id: branchA.id,
      appointment_date: salonDatePlus(29),
      appointment_time: '12:00',
      customer_info: { name: 'Hồ Quang Hiếu', phone },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    await desk('PATCH', `/${id}/confirm`, undefined, manager);
    const detail = await detailOf(id);
    expect(detail.created_by?.id).toBe(admin.user.id);
    expect(detail.events.map((e) => e.action)).toEqual(['created', 'confirmed']);
    expect(detail.events[1]!.actor_name).toBe(manager.user.name);
    expect(detail.stylist_ids).toHaveLength(1);
    expect((await desk('GET', '/999999')).statusCode).toBe(404);
    expect((await desk('GET', '/abc')).statusCode).toBe(422);
  });
});
