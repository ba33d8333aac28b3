import {
  BOOKING_MESSAGES,
  type AppointmentSummary,
  type BranchRevenueStatistics,
  type TimeSlotsData,
} from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../services.js';
import { injectAs } from '../../test/api.js';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { moveIntoPast } from '../../test/appointment-factories.js';
import { signIn, type SignedIn } from '../../test/sessions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { toCurrentUser } from '../auth/auth.dto.js';

/* What managers set on the branches screen is what customers can book, and what they earn. */

let t: TestApp;
let manager: SignedIn;
let services: Services;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t, 'manager');
  services = createServices(t.db, t.config);
});
afterAll(() => t.close());

async function slots(setup: Awaited<ReturnType<typeof createBookingSetup>>, date: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/time-slots?service_id=${setup.service.id}&branch_id=${setup.branch.id}&date=${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: TimeSlotsData }>().data;
}

describe('the schedule set in the back office', () => {
  it('opens only the times chosen for a date, and the booking keeps to them', async () => {
    const setup = await createBookingSetup(t.db, { duration: 30 });
    const date = salonDateIn(3);
    const saved = await injectAs(t, manager.cookie, 'PUT', '/api/admin/working-hours', {
      branch_id: setup.branch.id,
      date,
      times: ['14:00', '14:30'],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const day = await slots(setup, date);
    expect(day.time_slots.map((s) => s.time)).toEqual(['14:00', '14:30']);
    // The day after keeps the default hours.
    expect((await slots(setup, salonDateIn(4))).time_slots[0]?.time).toBe('08:00');

    const outside = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '10:00' }),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(BOOKING_MESSAGES.outsideHours);
    const inside = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '14:00' }),
    );
    expect(inside.statusCode, inside.body).toBe(201);
  });

  it('closes a branch on a holiday added for it', async () => {
    const setup = await createBookingSetup(t.db);
    const date = salonDateIn(5);
    const added = await injectAs(t, manager.cookie, 'POST', '/api/admin/holidays', {
      branch_id: setup.branch.id,
      date,
      name: 'Sửa chữa cửa hàng',
    });
    expect(added.statusCode, added.body).toBe(201);
    const day = await slots(setup, date);
    expect(day.closed).toBe('holiday');
    expect(day.holiday?.name).toBe('Sửa chữa cửa hàng');
    const refused = await book(t, guestBooking(setup, { appointment_date: date }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BOOKING_MESSAGES.holiday('Sửa chữa cửa hàng'));
  });

  it('refuses bookings at a deactivated branch, which leaves the public list', async () => {
    const setup = await createBookingSetup(t.db);
    const res = await injectAs(
      t,
      manager.cookie,
      'DELETE',
      `/api/admin/branches/${setup.branch.id}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const refused = await book(t, guestBooking(setup));
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'BRANCH_UNAVAILABLE',
      message: BOOKING_MESSAGES.branchUnavailable,
    });
    const open = await t.app.inject({ method: 'GET', url: '/api/public/branches' });
    expect(open.json<{ data: { id: number }[] }>().data.map((b) => b.id)).not.toContain(
      setup.branch.id,
    );
  });
});

describe('revenue of appointments completed through the booking service', () => {
  it('counts a completed appointment at its price today, and a cancelled one not at all', async () => {
    const setup = await createBookingSetup(t.db, { price: 350_000 });
    const staff = toCurrentUser(manager.user);
    const booked = async (time: string) => {
      const res = await book(t, guestBooking(setup, { appointment_time: time }));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ data: { appointment: AppointmentSummary } }>().data.appointment;
    };
    const done = await booked('10:00');
    await services.appointmentBooking.transition(done.id, 'confirm', staff);
    // Staff complete an appointment once it has started.
    await moveIntoPast(t.db, done.id);
    await services.appointmentBooking.transition(done.id, 'complete', staff);
    const dropped = await booked('11:00');
    await services.appointmentBooking.cancel(dropped.id, 'Khách bận', staff);

    const res = await injectAs(
      t,
      manager.cookie,
      'GET',
      `/api/admin/branches/${setup.branch.id}/revenue`,
    );
    expect(
      res.json<{ data: BranchRevenueStatistics['branch_revenues'][number] }>().data,
    ).toMatchObject({
      revenue: 350_000,
      order_count: 1,
      today_revenue: 350_000,
      month_revenue: 350_000,
      year_revenue: 350_000,
    });
  });
});
