import { computeTimeSlots, type TimeSlotsData } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { BookingInputs } from './booking-inputs.js';

/** `GET /api/public/time-slots`: the slot engine over the stored day. */
export class TimeSlotsService {
  constructor(
    private readonly db: Db,
    private readonly inputs: BookingInputs,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async forDay(serviceId: number, branchId: number, date: string): Promise<TimeSlotsData> {
    const { engine } = await this.inputs.load(this.db, {
      serviceId,
      branchId,
      date,
      now: this.clock(),
      advanceDays: await this.inputs.advanceDays(),
    });
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
    };
  }
}
