import {
  effectiveWorkingTimes,
  LIVE_APPOINTMENT_STATUSES,
  type BookedAppointment,
  type HolidayRule,
  type StylistDto,
} from '@salon/shared';
import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { promotionDiscount } from '../catalog/catalog.sql.js';

/** The database or an open transaction: the inputs are read inside the booking transaction. */
export type Executor = Kysely<Database>;

export interface BookableService {
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  promotion_discount: number;
  duration_minutes: number;
  staff_required: number;
  max_slots_per_time_slot: number;
  status: 'active' | 'inactive';
}

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Everything the slot engine needs, read from the database. */
export class BookingInputsRepository {
  /** The service with the discount of the promotions running `today`. */
  service(db: Executor, id: number, today: string): Promise<BookableService | undefined> {
    return db
      .selectFrom('services as s')
      .select([
        promotionDiscount('s', today).as('promotion_discount'),
        'id',
        'name',
        'price',
        'sale_price',
        'duration_minutes',
        'staff_required',
        'max_slots_per_time_slot',
        'status',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  branch(db: Executor, id: number) {
    return db
      .selectFrom('branches')
      .select(['id', 'name', 'status', 'address', 'phone'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Holds the branch's booking lock until the transaction ends, so two bookings at one branch
   * decide one after the other (PostgreSQL). SQLite runs one write transaction at a time anyway.
   */
  async lockBranch(db: Executor, branchId: number): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await db.selectFrom('branches').select('id').where('id', '=', branchId).forUpdate().execute();
  }

  /** The start times the branch takes bookings at on `date`: that date's rows, else the general ones. */
  async workingTimes(
    db: Executor,
    branchId: number,
    date: string,
    defaultTimes?: readonly string[],
  ): Promise<string[]> {
    const rows = await db
      .selectFrom('working_hours')
      .select(['date', 'time', 'is_available'])
      .where('branch_id', '=', branchId)
      .where((eb) => eb.or([eb('date', 'is', null), eb('date', '=', date)]))
      .execute();
    // The one rule (shared): that date's rows, else the general ones, else the default hours.
    return effectiveWorkingTimes(
      rows.filter((row) => row.date === null),
      rows.filter((row) => row.date !== null),
      defaultTimes,
    ).times;
  }

  /** Holiday rules that may close the branch on or after `from` (recurring ones from any year). */
  holidays(db: Executor, branchId: number, upTo: string): Promise<HolidayRule[]> {
    return db
      .selectFrom('holidays')
      .select(['branch_id', 'date', 'name', 'description', 'recurring_type'])
      .where((eb) => eb.or([eb('branch_id', 'is', null), eb('branch_id', '=', branchId)]))
      .where('date', '<=', upTo)
      .execute();
  }

  /** Active stylists of the branch. */
  async stylists(db: Executor, branchId: number): Promise<StylistDto[]> {
    const rows = await db
      .selectFrom('users')
      .innerJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.name',
        'users.avatar_url',
        'staff_profiles.title',
        'staff_profiles.rating',
        'staff_profiles.experience_years',
        'staff_profiles.specialties',
      ])
      .where('users.branch_id', '=', branchId)
      .where('users.status', '=', 'active')
      .where('staff_profiles.is_stylist', '=', true)
      .orderBy('users.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      avatar_url: row.avatar_url,
      title: row.title,
      rating: row.rating === null ? null : Number(row.rating),
      experience_years: row.experience_years,
      specialties: parseList(row.specialties),
    }));
  }

  /**
   * The live appointments of one phone on `date`, at any branch: a person cannot be in two
   * chairs at once (booking refuses an overlap; the slots mark it for a signed-in customer).
   */
  livePhoneAppointments(
    db: Executor,
    phone: string,
    date: string,
    exceptId?: number,
  ): Promise<{ appointment_time: string; duration_minutes: number }[]> {
    let query = db
      .selectFrom('appointments')
      .select(['appointment_time', 'duration_minutes'])
      .where('customer_phone', '=', phone)
      .where('appointment_date', '=', date)
      .where('status', 'in', LIVE_APPOINTMENT_STATUSES);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.execute();
  }

  /**
   * Live appointments of the branch on `date`, with the stylists holding their time. One query
   * led by the appointments' branch and date index, reaching their slots by appointment id:
   * appointment_slots has no index on branch and date, so asking it by those would read the
   * whole table, which grows with every day ever booked.
   */
  async liveAppointments(
    db: Executor,
    branchId: number,
    date: string,
    exceptId?: number,
  ): Promise<BookedAppointment[]> {
    let query = db
      .selectFrom('appointments as a')
      .leftJoin('appointment_slots as s', 's.appointment_id', 'a.id')
      .select([
        'a.id',
        'a.service_id',
        'a.appointment_time',
        'a.duration_minutes',
        'a.staff_count',
        's.stylist_id',
      ])
      .distinct()
      .where('a.branch_id', '=', branchId)
      .where('a.appointment_date', '=', date)
      .where('a.status', 'in', LIVE_APPOINTMENT_STATUSES);
    if (exceptId !== undefined) query = query.where('a.id', '!=', exceptId);
    const rows = await query.execute();
    const byId = new Map<number, BookedAppointment & { stylist_ids: number[] }>();
    for (const row of rows) {
      let appointment = byId.get(row.id);
      if (!appointment) {
        appointment = {
          service_id: row.service_id,
          appointment_time: row.appointment_time,
          duration_minutes: row.duration_minutes,
          staff_count: row.staff_count,
          stylist_ids: [],
        };
        byId.set(row.id, appointment);
      }
      if (row.stylist_id !== null) appointment.stylist_ids.push(row.stylist_id);
    }
    return [...byId.values()];
  }
}
