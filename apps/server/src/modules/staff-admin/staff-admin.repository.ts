import { LIVE_APPOINTMENT_STATUSES, STAFF_ROLES, type StaffRole } from '@salon/shared';
import type { Kysely, Transaction } from 'kysely';
import { nowIso, type Db } from '../../db/database.js';
import type { Database, UserUpdate } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A team member's row joined with their branch and stylist profile (profile columns null when absent). */
export interface StaffRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  status: 'active' | 'inactive';
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  avatar_url: string | null;
  branch_id: number | null;
  branch_name: string | null;
  last_login_at: string | null;
  created_at: string;
  profile_user_id: number | null;
  is_stylist: boolean | null;
  title: string | null;
  bio: string | null;
  specialties: string | null;
  experience_years: number | null;
  rating: number | null;
}

/** Filters applied in SQL; the text search runs on the result (see StaffAdminService.list). */
export interface StaffFilter {
  role?: StaffRole;
  branchId?: number;
  status?: 'active' | 'inactive';
  isStylist?: boolean;
}

export interface StylistProfileValues {
  is_stylist: boolean;
  title: string | null;
  bio: string | null;
  specialties: string[];
  experience_years: number;
}

export interface AppointmentCounts {
  upcoming: number;
  completed: number;
}

export class StaffAdminRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  #select(db: Executor) {
    return db
      .selectFrom('users')
      .leftJoin('branches', 'branches.id', 'users.branch_id')
      .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.phone',
        'users.role',
        'users.status',
        'users.gender',
        'users.date_of_birth',
        'users.avatar_url',
        'users.branch_id',
        'branches.name as branch_name',
        'users.last_login_at',
        'users.created_at',
        'staff_profiles.user_id as profile_user_id',
        'staff_profiles.is_stylist',
        'staff_profiles.title',
        'staff_profiles.bio',
        'staff_profiles.specialties',
        'staff_profiles.experience_years',
        'staff_profiles.rating',
      ])
      .where('users.role', 'in', STAFF_ROLES);
  }

  /** Every member matching the filter, by name. A salon's team is small enough to hold at once. */
  async list(filter: StaffFilter): Promise<StaffRow[]> {
    let query = this.#select(this.db);
    if (filter.role) query = query.where('users.role', '=', filter.role);
    if (filter.branchId) query = query.where('users.branch_id', '=', filter.branchId);
    if (filter.status) query = query.where('users.status', '=', filter.status);
    if (filter.isStylist === true) query = query.where('staff_profiles.is_stylist', '=', true);
    if (filter.isStylist === false) {
      query = query.where((eb) =>
        eb.or([
          eb('staff_profiles.is_stylist', 'is', null),
          eb('staff_profiles.is_stylist', '=', false),
        ]),
      );
    }
    const rows = await query.orderBy('users.name_key').orderBy('users.id').execute();
    return rows as StaffRow[];
  }

  async find(id: number, db: Executor = this.db): Promise<StaffRow | undefined> {
    const row = await this.#select(db).where('users.id', '=', id).executeTakeFirst();
    return row as StaffRow | undefined;
  }

  /** Appointments each member serves, as the main stylist or as one holding its time. */
  async appointmentCounts(ids: number[], today: string, db: Executor = this.db) {
    const counts = new Map<number, AppointmentCounts>(
      ids.map((id) => [id, { upcoming: 0, completed: 0 }]),
    );
    if (ids.length === 0) return counts;
    const served = await db
      .selectFrom('appointments')
      .select([
        'appointments.stylist_id as user_id',
        'appointments.id',
        'appointments.status',
        'appointments.appointment_date',
      ])
      .where('appointments.stylist_id', 'in', ids)
      .where('appointments.status', 'in', [...LIVE_APPOINTMENT_STATUSES, 'completed'])
      .unionAll(
        db
          .selectFrom('appointment_slots')
          .innerJoin('appointments', 'appointments.id', 'appointment_slots.appointment_id')
          .select([
            'appointment_slots.stylist_id as user_id',
            'appointments.id',
            'appointments.status',
            'appointments.appointment_date',
          ])
          .where('appointment_slots.stylist_id', 'in', ids)
          .where('appointments.status', 'in', [...LIVE_APPOINTMENT_STATUSES, 'completed']),
      )
      .execute();
    const seen = new Set<string>();
    for (const row of served) {
      const userId = Number(row.user_id);
      const key = `${userId}:${row.id}`;
      const entry = counts.get(userId);
      if (!entry || seen.has(key)) continue;
      seen.add(key);
      if (row.status === 'completed') entry.completed += 1;
      else if (row.appointment_date >= today) entry.upcoming += 1;
    }
    return counts;
  }

  async updateUser(id: number, values: UserUpdate, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async phoneOwner(phone: string, db: Executor = this.db): Promise<number | undefined> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row?.id;
  }

  async branchExists(id: number, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('branches')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return Boolean(row);
  }

  async endSessions(userId: number, db: Executor = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  /** Writes the profile, creating the row when the member has none yet; the rating is kept. */
  async saveProfile(userId: number, values: StylistProfileValues, db: Executor = this.db) {
    const row = {
      is_stylist: values.is_stylist,
      title: values.title,
      bio: values.bio,
      specialties: JSON.stringify(values.specialties),
      experience_years: values.experience_years,
      updated_at: nowIso(),
    };
    const updated = await db
      .updateTable('staff_profiles')
      .set(row)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await db
        .insertInto('staff_profiles')
        .values({ user_id: userId, rating: null, ...row })
        .execute();
    }
  }
}
