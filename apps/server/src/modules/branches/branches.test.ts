import { BOOKING_MESSAGES, WORKING_SLOT_TIMES, type PublicBranch } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createBranch } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DTO_KEYS = [
  'address',
  'description',
  'email',
  'general_hours',
  'hours',
  'id',
  'image_url',
  'name',
  'phone',
  'slug',
  'working_hours',
];

async function branches(query = ''): Promise<PublicBranch[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/public/branches${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PublicBranch[] }>().data;
}

const between = (first: string, last: string) =>
  WORKING_SLOT_TIMES.filter((time) => time >= first && time <= last);

async function openAt(branchId: number, times: string[], date: string | null = null) {
  await t.db
    .insertInto('working_hours')
    .values(times.map((time) => ({ branch_id: branchId, date, time, is_available: true })))
    .execute();
}

describe('GET /api/public/branches', () => {
  it('lists an empty chain as an empty list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('lists only active branches, in order, as DTOs', async () => {
    const first = await createBranch(t.db, {
      name: 'Salon Quận 1',
      email: 'q1@salon.vn',
      description: 'Gần chợ Bến Thành',
      manager_name: 'Nguyễn Thị Lan',
      opening_hours: '08:00 - 20:00',
    });
    const closed = await createBranch(t.db, { name: 'Salon Đã Đóng', status: 'inactive' });
    const second = await createBranch(t.db, { name: 'Salon Hoàn Kiếm', opening_hours: null });

    const res = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    expect(res.statusCode).toBe(200);
    const data: Record<string, unknown>[] = res.json().data;
    expect(data.map((b) => b.id)).toEqual([first.id, second.id]);
    expect(data.map((b) => b.id)).not.toContain(closed.id);

    for (const branch of data) expect(Object.keys(branch).sort()).toEqual(DTO_KEYS);
    // No working hours stored: the default 8:00 to 21:00, whatever a free text once said.
    const today = salonDateIn(0);
    expect(data[0]).toEqual({
      id: first.id,
      name: 'Salon Quận 1',
      slug: first.slug,
      address: first.address,
      phone: first.phone,
      email: 'q1@salon.vn',
      description: 'Gần chợ Bến Thành',
      image_url: null,
      working_hours: '8:00 – 21:00',
      hours: { date: today, periods: [{ open: '08:00', close: '21:00' }], holiday: null },
      general_hours: [{ open: '08:00', close: '21:00' }],
    });
    expect(data[1]?.working_hours).toBe('8:00 – 21:00');
    expect(res.body).not.toMatch(/created_at|updated_at|manager_name|Nguyễn Thị Lan|"status"/);
    expect(res.body).not.toContain('08:00 - 20:00');
  });

  it("gives each branch's hours on a day from its working hours: that date's, else its general ones, closed on a holiday", async () => {
    const branch = await createBranch(t.db, { name: 'Salon Lê Văn Sỹ' });
    await openAt(branch.id, between('09:00', '20:30'));
    const special = salonDateIn(3);
    await openAt(branch.id, between('10:00', '15:30'), special);
    const holiday = salonDateIn(4);
    await t.db
      .insertInto('holidays')
      .values({ branch_id: branch.id, date: holiday, name: 'Sửa chữa', description: null })
      .execute();
    const on = async (date?: string) =>
      (await branches(date ? `?date=${date}` : '')).find((b) => b.id === branch.id)!;

    expect(await on()).toMatchObject({
      working_hours: '9:00 – 21:00',
      hours: { date: salonDateIn(0), periods: [{ open: '09:00', close: '21:00' }], holiday: null },
      general_hours: [{ open: '09:00', close: '21:00' }],
    });
    expect(await on(special)).toMatchObject({
      working_hours: '10:00 – 16:00',
      hours: { date: special, periods: [{ open: '10:00', close: '16:00' }] },
      general_hours: [{ open: '09:00', close: '21:00' }],
    });
    expect(await on(holiday)).toMatchObject({
      working_hours: 'Nghỉ: Sửa chữa',
      hours: { date: holiday, periods: [], holiday: 'Sửa chữa' },
    });
    const bad = await t.app.inject({ method: 'GET', url: '/api/public/branches?date=2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(BOOKING_MESSAGES.invalidDate);
  });

  it('closes when it says: no appointment is taken that would end after the closing shown', async () => {
    const setup = await createBookingSetup(t.db, { duration: 60 });
    await openAt(setup.branch.id, between('08:00', '19:30'));
    const date = salonDateIn(2);
    const shown = (await branches(`?date=${date}`)).find((b) => b.id === setup.branch.id)!;
    expect(shown.working_hours).toBe('8:00 – 20:00');
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
    });
    const open = slots
      .json<{ data: { time_slots: { time: string; available: boolean }[] } }>()
      .data.time_slots.filter((slot) => slot.available)
      .map((slot) => slot.time);
    expect(open.at(-1)).toBe('19:00');
    const last = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '19:00' }),
    );
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().data.appointment.end_time).toBe('20:00');
    const late = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '19:30' }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(BOOKING_MESSAGES.outsideHours);
  });

  it('drops a branch from the list once it is made inactive', async () => {
    const branch = await createBranch(t.db);
    const ids = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/public/branches' }))
        .json<{ data: { id: number }[] }>()
        .data.map((b) => b.id);
    expect(await ids()).toContain(branch.id);
    await t.db
      .updateTable('branches')
      .set({ status: 'inactive' })
      .where('id', '=', branch.id)
      .execute();
    expect(await ids()).not.toContain(branch.id);
  });
});
