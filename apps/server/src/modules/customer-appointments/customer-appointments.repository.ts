import type { AppointmentStatus } from '@salon/shared';
import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, ReviewTable } from '../../db/schema.js';

/** The salon's "now" as the list filters compare it. */
export interface SalonNow {
  date: string;
  time: string;
}

/** Which of the customer's appointments a list shows. */
export interface MyAppointmentFilter {
  statuses?: readonly AppointmentStatus[] | undefined;
  /** Starts from now on (true) or before now (false). */
  upcoming?: boolean | undefined;
  /** Salon days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** upcoming: soonest first; past: latest first; days: in time order; all: upcoming then past. */
export type MyAppointmentOrder = 'upcoming' | 'past' | 'days' | 'all';

export interface OwnedAppointment {
  id: number;
  status: AppointmentStatus;
  service_id: number;
  code: string;
  customer_name: string;
}

export interface SearchCandidate {
  id: number;
  code: string;
  service_name: string;
  branch_name: string;
}

type AppointmentsEb = ExpressionBuilder<Database & { a: Database['appointments'] }, 'a'>;

/** The appointment starts at or after `now` (salon date and time). */
function startsFrom(eb: AppointmentsEb, now: SalonNow): Expression<SqlBool> {
  return eb.or([
    eb('a.appointment_date', '>', now.date),
    eb.and([eb('a.appointment_date', '=', now.date), eb('a.appointment_time', '>=', now.time)]),
  ]);
}

function filteredQuery(db: Db, customerId: number, filter: MyAppointmentFilter, now: SalonNow) {
  let query = db.selectFrom('appointments as a').where('a.customer_user_id', '=', customerId);
  if (filter.statuses) query = query.where('a.status', 'in', [...filter.statuses]);
  if (filter.upcoming !== undefined) {
    const upcoming = filter.upcoming;
    query = query.where((eb) => (upcoming ? startsFrom(eb, now) : eb.not(startsFrom(eb, now))));
  }
  if (filter.from) query = query.where('a.appointment_date', '>=', filter.from);
  if (filter.to) query = query.where('a.appointment_date', '<=', filter.to);
  return query;
}
type FilteredQuery = ReturnType<typeof filteredQuery>;

function ordered(query: FilteredQuery, order: MyAppointmentOrder, now: SalonNow): FilteredQuery {
  switch (order) {
    case 'upcoming':
    case 'days':
      return query
        .orderBy('a.appointment_date', 'asc')
        .orderBy('a.appointment_time', 'asc')
        .orderBy('a.id', 'asc');
    case 'past':
      return query
        .orderBy('a.appointment_date', 'desc')
        .orderBy('a.appointment_time', 'desc')
        .orderBy('a.id', 'desc');
    case 'all':
      // Upcoming ones first, soonest first; then past ones, latest first.
      return query
        .orderBy((eb) => eb.case().when(startsFrom(eb, now)).then(0).else(1).end(), 'asc')
        .orderBy(
          (eb) => eb.case().when(startsFrom(eb, now)).then(eb.ref('a.appointment_date')).end(),
          'asc',
        )
        .orderBy(
          (eb) => eb.case().when(startsFrom(eb, now)).then(eb.ref('a.appointment_time')).end(),
          'asc',
        )
        .orderBy('a.appointment_date', 'desc')
        .orderBy('a.appointment_time', 'desc')
        .orderBy('a.id', 'desc');
  }
}

/** The customer's own appointments: queries only. Every query is bound to the customer. */
export class CustomerAppointmentsRepository {
  constructor(private readonly db: Db) {}

  async count(customerId: number, filter: MyAppointmentFilter, now: SalonNow): Promise<number> {
    const row = await filteredQuery(this.db, customerId, filter, now)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** Ids of one page of the list, in the list's order. */
  async pageIds(
    customerId: number,
    filter: MyAppointmentFilter,
    order: MyAppointmentOrder,
    now: SalonNow,
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const rows = await ordered(filteredQuery(this.db, customerId, filter, now), order, now)
      .select('a.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Every appointment of the filter with what search reads, in the list's order. */
  async searchCandidates(
    customerId: number,
    filter: MyAppointmentFilter,
    order: MyAppointmentOrder,
    now: SalonNow,
  ): Promise<SearchCandidate[]> {
    return ordered(filteredQuery(this.db, customerId, filter, now), order, now)
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .select(['a.id', 'a.code', 's.name as service_name', 'b.name as branch_name'])
      .execute();
  }

  async countByStatus(customerId: number): Promise<Map<AppointmentStatus, number>> {
    const rows = await this.db
      .selectFrom('appointments')
      .where('customer_user_id', '=', customerId)
      .select(['status', (eb) => eb.fn.countAll<number>().as('total')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.total)]));
  }

  /** The appointment when it belongs to the customer; undefined otherwise. */
  findOwned(id: number, customerId: number): Promise<OwnedAppointment | undefined> {
    return this.db
      .selectFrom('appointments')
      .where('id', '=', id)
      .where('customer_user_id', '=', customerId)
      .select(['id', 'status', 'service_id', 'code', 'customer_name'])
      .executeTakeFirst();
  }

  async hasReview(appointmentId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('reviews')
      .where('appointment_id', '=', appointmentId)
      .select('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores the review; the unique index on appointment_id refuses a second one. */
  async insertReview(values: Insertable<ReviewTable>): Promise<number> {
    const row = await this.db
      .insertInto('reviews')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
