import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Two periods read in one pass: `current` and `previous` (`previous` ends the day before
 * `current` starts). Dates are salon days; `*At` are the UTC instants they begin and end at.
 */
export interface Window {
  previousFrom: string;
  currentFrom: string;
  currentTo: string;
  previousFromAt: string;
  currentFromAt: string;
  /** The instant after the last day ends. */
  endAt: string;
}

export interface PeriodSums {
  current: number;
  previous: number;
}

const num = (value: unknown) => Number(value ?? 0);

function split<T extends { is_current: unknown }>(
  rows: T[],
  value: (row: T) => number,
): PeriodSums {
  const sums = { current: 0, previous: 0 };
  for (const row of rows) sums[num(row.is_current) === 1 ? 'current' : 'previous'] += value(row);
  return sums;
}

/** The dashboard's read-only figures over the salon's records (no business rules). */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  get #pg(): boolean {
    return this.db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /** The salon day (`YYYY-MM-DD`, UTC+7) of a timestamp column. */
  #salonDay(column: string): RawBuilder<string> {
    return this.#pg
      ? sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`
      : sql<string>`substr(datetime(${sql.ref(column)}, '+7 hours'), 1, 10)`;
  }

  /** 1 when a value is in the current period, 0 in the previous one. */
  #isCurrent(column: string, from: string): RawBuilder<number> {
    return sql<number>`case when ${sql.ref(column)} >= ${from} then 1 else 0 end`;
  }

  branches(branchId: number | undefined) {
    let query = this.db.selectFrom('branches').select(['id', 'name', 'status']).orderBy('id');
    if (branchId !== undefined) query = query.where('id', '=', branchId);
    else query = query.where('status', '=', 'active');
    return query.execute();
  }

  /** Appointments dated in the window, by branch, status and period, with their stylist-minutes. */
  async appointmentsByStatus(w: Window, branchId: number | undefined) {
    let query = this.db
      .selectFrom('appointments')
      .select((eb) => [
        'branch_id',
        'status',
        this.#isCurrent('appointment_date', w.currentFrom).as('is_current'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(sql`duration_minutes * staff_count`).as('minutes'),
      ])
      .where('appointment_date', '>=', w.previousFrom)
      .where('appointment_date', '<=', w.currentTo)
      .groupBy(['branch_id', 'status', 'is_current']);
    if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({
      branch_id: row.branch_id,
      status: row.status,
      is_current: num(row.is_current),
      count: num(row.n),
      minutes: num(row.minutes),
    }));
  }

  /** Minutes of appointments (not cancelled) per stylist and period. */
  async stylistMinutes(w: Window, branchId: number | undefined) {
    let query = this.db
      .selectFrom('appointments')
      .select((eb) => [
        'stylist_id',
        this.#isCurrent('appointment_date', w.currentFrom).as('is_current'),
        eb.fn.sum<number>('duration_minutes').as('minutes'),
      ])
      .where('appointment_date', '>=', w.previousFrom)
      .where('appointment_date', '<=', w.currentTo)
      .where('status', '!=', 'cancelled')
      .where('stylist_id', 'is not', null)
      .groupBy(['stylist_id', 'is_current']);
    if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({
      stylist_id: Number(row.stylist_id),
      is_current: num(row.is_current),
      minutes: num(row.minutes),
    }));
  }

  /** Appointments per salon day of the window (every status). */
  async appointmentsPerDay(w: Window, branchId: number | undefined) {
    let query = this.db
      .selectFrom('appointments')
      .select((eb) => ['appointment_date as day', eb.fn.countAll<number>().as('n')])
      .where('appointment_date', '>=', w.previousFrom)
      .where('appointment_date', '<=', w.currentTo)
      .groupBy('appointment_date');
    if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({ day: row.day, count: num(row.n) }));
  }

  /** Completed appointments per salon day of their completion: count and đồng. */
  async completedAppointmentsPerDay(w: Window, branchId: number | undefined) {
    const day = this.#salonDay('completed_at');
    let query = this.db
      .selectFrom('appointments')
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('price').as('amount'),
      ])
      .where('status', '=', 'completed')
      .where('completed_at', '>=', w.previousFromAt)
      .where('completed_at', '<', w.endAt)
      .groupBy(day);
    if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({ day: row.day, count: num(row.n), amount: num(row.amount) }));
  }

  /** Orders whose money came in, per salon day of payment: count and đồng. */
  async paidOrdersPerDay(w: Window, branchId: number | undefined) {
    const day = this.#salonDay('paid_at');
    let query = this.db
      .selectFrom('orders')
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('total_amount').as('amount'),
      ])
      .where('paid_at', '>=', w.previousFromAt)
      .where('paid_at', '<', w.endAt)
      .where('payment_status', 'in', ['paid', 'refunded'])
      .groupBy(day);
    if (branchId !== undefined) query = query.where('branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({ day: row.day, count: num(row.n), amount: num(row.amount) }));
  }

  /** Orders refunded in the window (their `refunded` history line), per salon day of the refund. */
  async refundsPerDay(w: Window, branchId: number | undefined) {
    const day = this.#salonDay('e.created_at');
    let query = this.db
      .selectFrom('order_events as e')
      .innerJoin('orders as o', 'o.id', 'e.order_id')
      .select((eb) => [day.as('day'), eb.fn.sum<number>('o.total_amount').as('amount')])
      .where('e.kind', '=', 'refunded')
      .where('e.created_at', '>=', w.previousFromAt)
      .where('e.created_at', '<', w.endAt)
      .where('o.payment_status', '=', 'refunded')
      .groupBy(day);
    if (branchId !== undefined) query = query.where('o.branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({ day: row.day, amount: num(row.amount) }));
  }

  /**
   * Customer accounts that joined in each period; at a branch, those that have booked or
   * ordered there.
   */
  async newCustomers(w: Window, branchId: number | undefined): Promise<PeriodSums> {
    let query = this.db
      .selectFrom('customers as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select((eb) => [
        this.#isCurrent('c.join_date', w.currentFrom).as('is_current'),
        eb.fn.countAll<number>().as('n'),
      ])
      .where('u.role', '=', 'customer')
      .where('c.join_date', '>=', w.previousFrom)
      .where('c.join_date', '<=', w.currentTo)
      .groupBy('is_current');
    if (branchId !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('appointments as a')
              .select('a.id')
              .whereRef('a.customer_user_id', '=', 'u.id')
              .where('a.branch_id', '=', branchId),
          ),
          eb.exists(
            eb
              .selectFrom('orders as o')
              .select('o.id')
              .whereRef('o.user_id', '=', 'u.id')
              .where('o.branch_id', '=', branchId),
          ),
        ]),
      );
    }
    return split(await query.execute(), (row) => num(row.n));
  }

  /** Served: a completed visit (at its completion) or an order whose money came in (at payment). */
  #served(branchId: number | undefined, from: string, to: string) {
    let visits = this.db
      .selectFrom('appointments')
      .select(['customer_phone as phone'])
      .where('status', '=', 'completed')
      .where('completed_at', '>=', from)
      .where('completed_at', '<', to);
    let orders = this.db
      .selectFrom('orders')
      .select(['customer_phone as phone'])
      .where('payment_status', 'in', ['paid', 'refunded'])
      .where('paid_at', '>=', from)
      .where('paid_at', '<', to);
    if (branchId !== undefined) {
      visits = visits.where('branch_id', '=', branchId);
      orders = orders.where('branch_id', '=', branchId);
    }
    return visits.union(orders);
  }

  /** Different phones served in [from, to) that the salon (any branch) had served before `from`. */
  async returningCustomers(branchId: number | undefined, from: string, to: string) {
    const row = await this.db
      .selectFrom(this.#served(branchId, from, to).as('s'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('appointments as a')
              .select('a.id')
              .whereRef('a.customer_phone', '=', 's.phone')
              .where('a.status', '=', 'completed')
              .where('a.completed_at', '<', from),
          ),
          eb.exists(
            eb
              .selectFrom('orders as o')
              .select('o.id')
              .whereRef('o.customer_phone', '=', 's.phone')
              .where('o.payment_status', 'in', ['paid', 'refunded'])
              .where('o.paid_at', '<', from),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  /** The services most completed in [from, to): count and đồng. */
  async topServices(branchId: number | undefined, from: string, to: string, limit: number) {
    let query = this.db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .select((eb) => [
        's.id',
        's.name',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('a.price').as('amount'),
      ])
      .where('a.status', '=', 'completed')
      .where('a.completed_at', '>=', from)
      .where('a.completed_at', '<', to)
      .groupBy(['s.id', 's.name'])
      .orderBy('n', 'desc')
      .orderBy('amount', 'desc')
      .orderBy('s.id')
      .limit(limit);
    if (branchId !== undefined) query = query.where('a.branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      count: num(row.n),
      revenue: num(row.amount),
    }));
  }

  /** The products most sold in orders paid in [from, to) and not refunded: units and đồng. */
  async topProducts(branchId: number | undefined, from: string, to: string, limit: number) {
    let query = this.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('products as p', 'p.id', 'i.item_id')
      .select((eb) => [
        'p.id',
        'p.name',
        eb.fn.sum<number>('i.quantity').as('n'),
        eb.fn.sum<number>('i.total_price').as('amount'),
      ])
      .where('i.item_type', '=', 'product')
      .where('o.payment_status', '=', 'paid')
      .where('o.paid_at', '>=', from)
      .where('o.paid_at', '<', to)
      .groupBy(['p.id', 'p.name'])
      .orderBy('n', 'desc')
      .orderBy('amount', 'desc')
      .orderBy('p.id')
      .limit(limit);
    if (branchId !== undefined) query = query.where('o.branch_id', '=', branchId);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      count: num(row.n),
      revenue: num(row.amount),
    }));
  }

  /** The rows that make a branch's working time: general hours and the window's dated ones. */
  workingHours(branchIds: number[], from: string, to: string) {
    if (branchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('working_hours')
      .select(['branch_id', 'date', 'time', 'is_available'])
      .where('branch_id', 'in', branchIds)
      .where((eb) =>
        eb.or([eb('date', 'is', null), eb.and([eb('date', '>=', from), eb('date', '<=', to)])]),
      )
      .execute();
  }

  /** Products at or below their minimum level and not sold out (the products list's 'low'). */
  async lowStockProducts(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('stock_quantity', '>', 0)
      .where(sql<boolean>`stock_quantity <= min_stock_level`)
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  async pendingReviews(): Promise<number> {
    const row = await this.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  /** Contacts nobody has opened yet (status 'new'), every branch: the contacts list's filter. */
  async newContacts(): Promise<number> {
    const row = await this.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'new')
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  /** Bank transfers that came in and matched no order (the payments screen's 'unmatched'). */
  async unmatchedPayments(): Promise<number> {
    const row = await this.db
      .selectFrom('payment_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'unmatched')
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    return num(row.n);
  }

  /** The day's appointments in start order, with service, stylist and branch. */
  timeline(branchId: number | undefined, date: string, limit: number) {
    let query = this.db
      .selectFrom('appointments as a')
      .innerJoin('services as s', 's.id', 'a.service_id')
      .innerJoin('branches as b', 'b.id', 'a.branch_id')
      .leftJoin('users as st', 'st.id', 'a.stylist_id')
      .select([
        'a.id',
        'a.code',
        'a.appointment_time',
        'a.end_time',
        'a.customer_name',
        's.name as service_name',
        'st.name as stylist_name',
        'a.branch_id',
        'b.name as branch_name',
        'a.status',
      ])
      .where('a.appointment_date', '=', date)
      .orderBy('a.appointment_time')
      .orderBy('a.id')
      .limit(limit);
    if (branchId !== undefined) query = query.where('a.branch_id', '=', branchId);
    return query.execute();
  }
}
