import {
  computeTimeSlots,
  isStaffRole,
  markOwnAppointments,
  type CurrentUser,
  type TimeSlotsData,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { VersionedCache } from '../catalog/catalog.cache.js';
import type { BookingInputs } from './booking-inputs.js';

/** Days kept: a reply is a few kilobytes, tens for a quiet day of a branch with many stylists. */
const CACHED_DAYS = 256;

/**
 * `GET /api/public/time-slots`: the slot engine over the stored day. Customers ask for the same
 * days over and over while they choose, so replies are kept until the data changes (any write,
 * a booking included) or the minute turns (the engine reads "now" to the minute). Booking itself
 * never reads this cache: it decides inside its transaction.
 */
export class TimeSlotsService {
  /**
   * What a kept day depends on: the data version and the minute; null when nothing is kept. The
   * route keeps the days it sends as bytes under it too.
   */
  readonly version: (() => Promise<string>) | null;
  readonly #cache: VersionedCache | null;
  /**
   * The branches' days, whatever the service: while bookings keep changing the data, each
   * version still serves the many services asked for the same day with one read of it.
   */
  readonly #days: VersionedCache | null;

  constructor(
    private readonly db: Db,
    private readonly inputs: BookingInputs,
    dataVersion: (() => Promise<string>) | null = null,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.version = dataVersion
      ? async () => `${await dataVersion()}@${Math.floor(this.clock().getTime() / 60_000)}`
      : null;
    this.#cache = this.version ? new VersionedCache(this.version, CACHED_DAYS) : null;
    this.#days = this.version ? new VersionedCache(this.version, CACHED_DAYS) : null;
  }

  /** Whether `user` sees the day as it is (`forViewer` marks nothing): guests and staff. */
  seesDayAsIs(user: CurrentUser | null): boolean {
    return user?.role !== 'customer' || !user.phone;
  }

  /** `exceptAppointmentId`: an appointment being moved, whose own time is not counted as taken. */
  forDay(
    serviceId: number,
    branchId: number,
    date: string,
    exceptAppointmentId?: number,
  ): Promise<TimeSlotsData> {
    const compute = () => this.#compute(serviceId, branchId, date, exceptAppointmentId);
    const key = `${serviceId}:${branchId}:${date}:${exceptAppointmentId ?? ''}`;
    return this.#cache ? this.#cache.get(key, compute) : compute();
  }

  /**
   * The day as `user` sees it: for a signed-in customer, the starts that would overlap one of
   * their own live appointments that day (at any branch, by their phone, as booking refuses)
   * are marked 'yours'. Read fresh each time; the day itself comes from the kept replies.
   */
  async forViewer(
    user: CurrentUser | null,
    serviceId: number,
    branchId: number,
    date: string,
    exceptAppointmentId?: number,
  ): Promise<TimeSlotsData> {
    const day = await this.forDay(serviceId, branchId, date, exceptAppointmentId);
    if (this.seesDayAsIs(user) || !user?.phone || day.time_slots.length === 0) return day;
    const own = await this.inputs.repository.livePhoneAppointments(
      this.db,
      user.phone,
      date,
      exceptAppointmentId,
    );
    if (own.length === 0) return day;
    return { ...day, time_slots: markOwnAppointments(day.time_slots, day.duration_minutes, own) };
  }

  /** Whether `user` may see the day as if `appointmentId` were moved: its customer, or staff. */
  async mayExclude(appointmentId: number, user: CurrentUser | null): Promise<boolean> {
    if (!user) return false;
    if (isStaffRole(user.role)) return true;
    const row = await this.db
      .selectFrom('appointments')
      .select('id')
      .where('id', '=', appointmentId)
      .where('customer_user_id', '=', user.id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async #compute(
    serviceId: number,
    branchId: number,
    date: string,
    exceptAppointmentId?: number,
  ): Promise<TimeSlotsData> {
    const days = this.#days;
    const { engine } = await this.inputs.load(
      this.db,
      {
        serviceId,
        branchId,
        date,
        now: this.clock(),
        ...(await this.inputs.rules()),
        ...(exceptAppointmentId === undefined ? {} : { exceptAppointmentId }),
      },
      (db, day) => {
        const read = () => this.inputs.day(db, day);
        const key = `${day.branchId}:${day.date}:${day.exceptAppointmentId ?? ''}`;
        return days ? days.get(key, read) : read();
      },
    );
    const result = computeTimeSlots(engine);
    return {
      date,
      branch_id: branchId,
      service_id: serviceId,
      closed: result.closed,
      holiday: result.holiday
        ? {
            name: result.holiday.name,
            description: result.holiday.description,
            date,
          }
        : null,
      time_slots: result.time_slots,
      booking_advance_days: engine.bookingAdvanceDays,
      duration_minutes: engine.service.duration_minutes,
    };
  }
}
