import {
  DEFAULT_WORKING_TIMES,
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
  async workingTimes(db: Executor, branchId: number, date: string): Promise<string[]> {
    const rows = await db
      .selectFrom('working_hours')
      .select(['date', 'time', 'is_available'])
      .where('branch_id', '=', branchId)
      .where((eb) => eb.or([eb('date', 'is', null), eb('date', '=', date)]))
      .execute();
    if (rows.length === 0) return [...DEFAULT_WORKING_TIMES];
    const forDate = rows.filter((row) => row.date !== null);
    const chosen = forDate.length > 0 ? forDate : rows;
    return chosen.filter((row) => row.is_available).map((row) => row.time);
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

  /** Live appointments of the branch on `date`, with the stylists holding their time. */
  async liveAppointments(
    db: Executor,
    branchId: number,
    date: string,
    exceptId?: number,
  ): Promise<BookedAppointment[]> {
    let query = db
      .selectFrom('appointments')
      .select(['id', 'service_id', 'appointment_time', 'duration_minutes', 'staff_count'])
      .where('branch_id', '=', branchId)
      .where('appointment_date', '=', date)
      .where('status', 'in', LIVE_APPOINTMENT_STATUSES);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const appointments = await query.execute();
    if (appointments.length === 0) return [];
    const holders = await db
      .selectFrom('appointment_slots')
      .select(['appointment_id', 'stylist_id'])
      .distinct()
      .where('branch_id', '=', branchId)
      .where('slot_date', '=', date)
      .execute();
    const stylistsOf = new Map<number, number[]>();
    for (const row of holders) {
      const list = stylistsOf.get(row.appointment_id) ?? [];
      list.push(row.stylist_id);
      stylistsOf.set(row.appointment_id, list);
    }
    return appointments.map((row) => ({
      service_id: row.service_id,
      appointment_time: row.appointment_time,
      duration_minutes: row.duration_minutes,
      staff_count: row.staff_count,
      stylist_ids: stylistsOf.get(row.id) ?? [],
    }));
  }
}
