import { salonToday, type TimeSlot, type TimeSlotsData } from '@salon/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
  type BookingSetup,
} from '../../test/booking-factories.js';
import { injectAs } from '../../test/api.js';
import { signIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function slotsOf(setup: BookingSetup, date: string): Promise<TimeSlotsData> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: TimeSlotsData }>().data;
}

function slotAt(data: TimeSlotsData, time: string): TimeSlot | undefined {
  return data.time_slots.find((slot) => slot.time === time);
}

describe('GET /api/public/time-slots: kept replies follow the data and the clock', () => {
  it('shows a booking made after the day was asked for', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1, capacity: 3, duration: 30 });
    const date = salonDateIn(3);
    expect(slotAt(await slotsOf(setup, date), '11:00')).toMatchObject({ available: true });
    expect(slotAt(await slotsOf(setup, date), '11:00')).toMatchObject({ available: true });

    const res = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '11:00' }),
    );
    expect(res.statusCode).toBe(201);
    expect(slotAt(await slotsOf(setup, date), '11:00')).toMatchObject({
      available: false,
      reason: 'no_staff',
      service_slot_info: { total_appointments_in_slot: 1 },
    });
  });

  it('closes a day asked for before a holiday was written straight into the database', async () => {
    const setup = await createBookingSetup(t.db);
    const date = salonDateIn(6);
    expect((await slotsOf(setup, date)).closed).toBeNull();
    await t.db
      .insertInto('holidays')
      .values({ branch_id: setup.branch.id, date, name: 'Bảo trì', description: null })
      .execute();
    expect(await slotsOf(setup, date)).toMatchObject({
      closed: 'holiday',
      holiday: { name: 'Bảo trì' },
      time_slots: [],
    });
  });

  it('marks a slot past once its minute comes, though nothing was written', async () => {
    const setup = await createBookingSetup(t.db, { duration: 30 });
    vi.useFakeTimers({ toFake: ['Date'] });
    const today = salonToday();
    vi.setSystemTime(new Date(`${today}T10:29:00+07:00`));
    const before = await slotsOf(setup, today);
    expect(slotAt(before, '10:00')?.reason).toBe('past');
    expect(slotAt(before, '10:30')).toMatchObject({ available: true, reason: null });

    vi.setSystemTime(new Date(`${today}T10:30:00+07:00`));
    const after = await slotsOf(setup, today);
    expect(slotAt(after, '10:30')).toMatchObject({ available: false, reason: 'past' });
    expect(slotAt(after, '11:00')).toMatchObject({ available: true });
  });
});

describe('GET /api/public/time-slots: a guest is sent the day kept as bytes', () => {
  it('with its ETag: asked again with it, 304; after a booking, the new day', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1, capacity: 3, duration: 30 });
    const date = salonDateIn(5);
    const url = `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(zipped.headers['content-encoding']).toBe('br');

    const booked = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '11:00' }),
    );
    expect(booked.statusCode).toBe(201);
    const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(slotAt(after.json<{ data: TimeSlotsData }>().data, '11:00')).toMatchObject({
      available: false,
    });
  });

  it('never to a signed-in customer, whose own appointments are marked on a day a guest asked for first', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 2, capacity: 3, duration: 30 });
    const customer = await signIn(t, 'customer');
    const date = salonDateIn(7);
    const own = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '10:00' }),
      { cookie: customer.cookie },
    );
    expect(own.statusCode, own.body).toBe(201);
    const url = `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`;
    const guest = await t.app.inject({ method: 'GET', url });
    expect(slotAt(guest.json<{ data: TimeSlotsData }>().data, '10:00')?.reason).toBeNull();
    const mine = await injectAs(t, customer.cookie, 'GET', url);
    expect(mine.headers.etag).toBeUndefined();
    expect(slotAt(mine.json<{ data: TimeSlotsData }>().data, '10:00')?.reason).toBe('yours');
  });
});

describe('GET /api/public/time-slots: the day read from the database', () => {
  it('counts every stylist an appointment holds, one it has lost as owed, and no finished one', async () => {
    const setup = await createBookingSetup(t.db, {
      stylists: 3,
      staffRequired: 2,
      duration: 60,
      capacity: 5,
    });
    const date = salonDateIn(4);
    const res = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '09:00' }),
    );
    expect(res.statusCode).toBe(201);
    const appointmentId = res.json<{ data: { appointment: { id: number } } }>().data.appointment.id;

    const held = await slotsOf(setup, date);
    expect(slotAt(held, '09:00')).toMatchObject({ reason: 'no_staff', available_staff_count: 1 });
    expect(slotAt(held, '09:30')).toMatchObject({ reason: 'no_staff', available_staff_count: 1 });
    expect(slotAt(held, '10:00')).toMatchObject({ available: true, available_staff_count: 3 });

    // One of its stylists leaves the appointment: their time is free, but someone is still owed.
    const holders = await t.db
      .selectFrom('appointment_slots')
      .select('stylist_id')
      .distinct()
      .where('appointment_id', '=', appointmentId)
      .execute();
    expect(holders).toHaveLength(2);
    await t.db
      .deleteFrom('appointment_slots')
      .where('appointment_id', '=', appointmentId)
      .where('stylist_id', '=', holders[0]!.stylist_id)
      .execute();
    const owed = slotAt(await slotsOf(setup, date), '09:00');
    expect(owed).toMatchObject({ reason: 'no_staff', available_staff_count: 1 });
    expect(owed?.available_staff.map((s) => s.id)).toEqual([]);

    await t.db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('id', '=', appointmentId)
      .execute();
    expect(slotAt(await slotsOf(setup, date), '09:00')).toMatchObject({
      available: true,
      available_staff_count: 3,
      service_slot_info: { total_appointments_in_slot: 0 },
    });
  });
});
