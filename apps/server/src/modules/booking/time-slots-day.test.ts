import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataVersionRepository } from '../catalog/data-version.repository.js';
import { SettingsRepository } from '../settings/settings.repository.js';
import { SettingsService } from '../settings/settings.service.js';
import {
  book,
  createBookingSetup,
  guestBooking,
  salonDateIn,
} from '../../test/booking-factories.js';
import { createService } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { BookingInputs } from './booking-inputs.js';
import { BookingInputsRepository, type Executor } from './booking-inputs.repository.js';
import { TimeSlotsService } from './time-slots.service.js';

/** The real repository, counting the reads of a branch's appointments. */
class CountingRepository extends BookingInputsRepository {
  appointmentReads = 0;

  override liveAppointments(db: Executor, branchId: number, date: string, exceptId?: number) {
    this.appointmentReads += 1;
    return super.liveAppointments(db, branchId, date, exceptId);
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function slotsService(repository: BookingInputsRepository): TimeSlotsService {
  const inputs = new BookingInputs(repository, new SettingsService(new SettingsRepository(t.db)));
  const version = new DataVersionRepository(t.db);
  // One minute throughout, so only the data moves the version.
  const now = new Date();
  return new TimeSlotsService(
    t.db,
    inputs,
    () => version.current(),
    () => now,
  );
}

describe('time slots: one read of a branch day serves every service while the data stays', () => {
  it('reads the day once for two services, again after a booking, and shows that booking', async () => {
    const setup = await createBookingSetup(t.db, { stylists: 1, capacity: 3, duration: 30 });
    const other = await createService(t.db, { duration_minutes: 30, max_slots_per_time_slot: 3 });
    const repository = new CountingRepository();
    const slots = slotsService(repository);
    const date = salonDateIn(8);
    const at11 = async (serviceId: number) =>
      (await slots.forDay(serviceId, setup.branch.id, date)).time_slots.find(
        (slot) => slot.time === '11:00',
      );

    expect(await at11(setup.service.id)).toMatchObject({ available: true });
    expect(await at11(other.id)).toMatchObject({ available: true });
    expect(repository.appointmentReads).toBe(1);

    const booked = await book(
      t,
      guestBooking(setup, { appointment_date: date, appointment_time: '11:00' }),
    );
    expect(booked.statusCode).toBe(201);
    // The one stylist is taken: the other service cannot start then either.
    expect(await at11(other.id)).toMatchObject({ available: false, reason: 'no_staff' });
    expect(repository.appointmentReads).toBe(2);
  });
});
