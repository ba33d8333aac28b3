import { BOOKING_MESSAGES as M, type AppointmentSummary } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/password-reset-factories.js';
import { createServices, type Services } from '../../services.js';
import {
  book,
  createBookingSetup,
  createStylist,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { moveIntoPast } from '../../test/appointment-factories.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { toCurrentUser } from '../auth/auth.dto.js';
import type { AppointmentChange } from './appointment-changes.js';

/* The lifecycle rules of AppointmentBookingService, which the customer and desk routes call. */

let t: TestApp;
let services: Services;
const changes: AppointmentChange['kind'][] = [];
beforeAll(async () => {
  t = await createTestApp();
  services = createServices(t.db, t.config);
  services.appointmentBooking.onChange(async (trx, change) => {
    changes.push(change.kind);
    // Listeners write inside the same transaction.
    await trx
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', change.appointment.id)
      .executeTakeFirstOrThrow();
  });
});
afterAll(() => t.close());

async function staffUser() {
  return toCurrentUser((await createUser(t.db, { role: 'staff' })).user);
}

async function bookOne(
  setup: Awaited<ReturnType<typeof createBookingSetup>>,
  days = 3,
  time = '10:00',
) {
  const reply = await services.appointmentBooking.book({
    request: {
      ...guestBooking(setup, { appointment_date: salonDateIn(days), appointment_time: time }),
      notes: null,
      rebook_of: null,
      customer_info: {
        name: 'Khách Thử',
        phone: guestBooking(setup).customer_info!.phone,
        email: null,
      },
    },
    user: null,
    source: 'online',
    clientAddress: uniqueIp(),
  });
  return (reply.body as { data: { appointment: AppointmentSummary } }).data.appointment;
}

describe('AppointmentBookingService lifecycle', () => {
  it('confirms, completes with a staff note, and adds the price to the customer total', async () => {
    const setup = await createBookingSetup(t.db);
    const appointment = await bookOne(setup);
    const staff = await staffUser();
    changes.length = 0;
    const confirmed = await services.appointmentBooking.transition(
      appointment.id,
      'confirm',
      staff,
    );
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmed_at).not.toBeNull();
    await expect(
      services.appointmentBooking.transition(appointment.id, 'confirm', staff),
    ).rejects.toMatchObject({ status: 409, message: M.cannotTransition });
    // Completed once it has started.
    await moveIntoPast(t.db, appointment.id);
    const completed = await services.appointmentBooking.transition(
      appointment.id,
      'complete',
      staff,
      {},
      'Khách thích kiểu mới',
    );
    expect(completed).toMatchObject({ status: 'completed', staff_note: 'Khách thích kiểu mới' });
    expect(changes).toEqual(['confirmed', 'completed']);
    const customer = await t.db
      .selectFrom('customers')
      .select('total_spent')
      .where('user_id', '=', completed.customer_user_id!)
      .executeTakeFirstOrThrow();
    expect(Number(customer.total_spent)).toBe(150_000);
    await expect(
      services.appointmentBooking.cancel(appointment.id, 'muộn', staff),
    ).rejects.toMatchObject({ status: 409 });
    const detail = await services.appointmentReader.detail(appointment.id, { kind: 'staff' });
    expect(detail?.events.map((e) => e.action)).toEqual(['created', 'confirmed', 'completed']);
  });

  it('cancel and no-show free the stylist time; the slot can be booked again', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const staff = await staffUser();
    const first = await bookOne(setup, 4, '11:00');
    const refused = await book(
      t,
      guestBooking(setup, { appointment_date: salonDateIn(4), appointment_time: '11:00' }),
    );
    expect(refused.statusCode).toBe(409);
    const cancelled = await services.appointmentBooking.cancel(first.id, 'Khách bận', staff);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'Khách bận' });
    const slots = await t.db
      .selectFrom('appointment_slots')
      .select('id')
      .where('appointment_id', '=', first.id)
      .execute();
    expect(slots).toHaveLength(0);
    const second = await bookOne(setup, 4, '11:00');
    await expect(
      services.appointmentBooking.transition(second.id, 'no_show', staff),
    ).rejects.toMatchObject({ status: 409, code: 'NOT_STARTED', message: M.notStarted });
    // Once its time has come, a no-show frees the stylist's time.
    await moveIntoPast(t.db, second.id);
    const held = () =>
      t.db
        .selectFrom('appointment_slots')
        .select('id')
        .where('appointment_id', '=', second.id)
        .execute();
    expect(await held()).toHaveLength(2);
    await services.appointmentBooking.transition(second.id, 'no_show', staff);
    expect(await held()).toHaveLength(0);
  });

  it('a customer reschedules only their own appointment, more than 24 hours ahead, into a free slot', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1 });
    const appointment = await bookOne(setup, 5, '09:00');
    const owner = toCurrentUser(
      await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', appointment.customer.user_id!)
        .executeTakeFirstOrThrow(),
    );
    const stranger = toCurrentUser((await createUser(t.db)).user);
    const move = {
      appointment_date: salonDateIn(6),
      appointment_time: '15:00',
      notes: 'Đổi sang chiều',
    };
    await expect(
      services.appointmentBooking.reschedule(appointment.id, move, stranger, {
        ownerUserId: stranger.id,
        customerRules: true,
      }),
    ).rejects.toMatchObject({ status: 404 });

    const moved = await services.appointmentBooking.reschedule(appointment.id, move, owner, {
      ownerUserId: owner.id,
      customerRules: true,
    });
    expect(moved).toMatchObject({
      appointment_date: salonDateIn(6),
      appointment_time: '15:00',
      end_time: '16:00',
    });
    const held = await t.db
      .selectFrom('appointment_slots')
      .select(['slot_date', 'slot_time'])
      .where('appointment_id', '=', appointment.id)
      .execute();
    expect(held.map((h) => `${h.slot_date} ${h.slot_time}`).sort()).toEqual([
      `${salonDateIn(6)} 15:00`,
      `${salonDateIn(6)} 15:30`,
    ]);
    const detail = await services.appointmentReader.detail(appointment.id, { kind: 'customer' });
    expect(detail?.events.at(-1)).toMatchObject({
      action: 'rescheduled',
      previous_start: `${salonDateIn(5)} 09:00`,
      note: 'Đổi sang chiều',
    });

    // Into a taken slot: another customer holds the only stylist at 10:00.
    await bookOne(setup, 6, '10:00');
    await expect(
      services.appointmentBooking.reschedule(
        appointment.id,
        { appointment_date: salonDateIn(6), appointment_time: '10:00' },
        owner,
        { ownerUserId: owner.id, customerRules: true },
      ),
    ).rejects.toMatchObject({ status: 409, message: M.slotFull });
    await expect(
      services.appointmentBooking.reschedule(
        appointment.id,
        { appointment_date: salonDateIn(6), appointment_time: '15:00' },
        owner,
        { ownerUserId: owner.id, customerRules: true },
      ),
    ).rejects.toMatchObject({ status: 422, message: M.sameSlot });
  });

  it('refuses a customer reschedule inside 24 hours and a cancel inside 2 hours', async () => {
    const setup = await createBookingSetup(t.db);
    const appointment = await bookOne(setup, 2, '10:00');
    const owner = toCurrentUser(
      await t.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', appointment.customer.user_id!)
        .executeTakeFirstOrThrow(),
    );
    // Move the appointment to start within the next day, as if time had passed.
    const soon = new Date(Date.now() + 3 * 3_600_000);
    const soonDate = soon.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
    const soonTime = soon.toLocaleTimeString('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      hour: '2-digit',
      minute: '2-digit',
    });
    await t.db
      .updateTable('appointments')
      .set({ appointment_date: soonDate, appointment_time: soonTime })
      .where('id', '=', appointment.id)
      .execute();
    await expect(
      services.appointmentBooking.reschedule(
        appointment.id,
        { appointment_date: salonDateIn(5), appointment_time: '10:00' },
        owner,
        { ownerUserId: owner.id, customerRules: true },
      ),
    ).rejects.toMatchObject({ status: 409, message: M.rescheduleTooLate });
    // Three hours ahead may still be cancelled; one hour ahead may not.
    const inOneHour = new Date(Date.now() + 3_600_000);
    await t.db
      .updateTable('appointments')
      .set({
        appointment_date: inOneHour.toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }),
        appointment_time: inOneHour.toLocaleTimeString('en-GB', {
          timeZone: 'Asia/Ho_Chi_Minh',
          hour: '2-digit',
          minute: '2-digit',
        }),
      })
      .where('id', '=', appointment.id)
      .execute();
    await expect(
      services.appointmentBooking.cancel(appointment.id, 'Bận', owner, {
        ownerUserId: owner.id,
        customerRules: true,
      }),
    ).rejects.toMatchObject({ status: 409, message: M.cancelTooLate });
    // Staff are not bound by the notice rules.
    const staff = await staffUser();
    expect(
      (await services.appointmentBooking.cancel(appointment.id, 'Khách gọi hủy', staff)).status,
    ).toBe('cancelled');
  });

  it('staff at the desk choose a stylist; a busy or foreign stylist is refused', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 2 });
    const staff = await staffUser();
    const chosen = setup.stylistIds[1]!;
    const request = {
      ...guestBooking(setup, { appointment_date: salonDateIn(3), appointment_time: '16:00' }),
      notes: null,
      rebook_of: null,
      customer_info: {
        name: 'Khách Tại Quầy',
        phone: guestBooking(setup).customer_info!.phone,
        email: null,
      },
    };
    const reply = await services.appointmentBooking.book({
      request,
      user: staff,
      source: 'desk',
      stylistId: chosen,
    });
    const appointment = (reply.body as { data: { appointment: AppointmentSummary } }).data
      .appointment;
    expect(appointment).toMatchObject({ source: 'desk', stylist: { id: chosen } });
    const again = {
      ...request,
      customer_info: { ...request.customer_info, phone: guestBooking(setup).customer_info!.phone },
    };
    await expect(
      services.appointmentBooking.book({
        request: again,
        user: staff,
        source: 'desk',
        stylistId: chosen,
      }),
    ).rejects.toMatchObject({ status: 409, message: M.stylistUnavailable });
    const elsewhere = await createStylist(
      t.db,
      (await createBookingSetup(t.db, { stylists: 0 })).branch.id,
    );
    await expect(
      services.appointmentBooking.book({
        request: again,
        user: staff,
        source: 'desk',
        stylistId: elsewhere.id,
      }),
    ).rejects.toMatchObject({ status: 422, message: M.stylistInvalid });
  });
});
