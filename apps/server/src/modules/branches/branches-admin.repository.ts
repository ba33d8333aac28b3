import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BranchTable } from '../../db/schema.js';
import { revenueEntries } from './branch-revenue.sql.js';

const STAFF_ROLES = ['staff', 'manager'] as const;

/**
 * Branch rows and their figures for the back office; no business rules. A chain has tens of
 * branches at most, so lists are read whole and filtered by the service.
 */
export class BranchesAdminRepository {
  constructor(private readonly db: Db) {}

  #select(db: Db = this.db) {
    return db
      .selectFrom('branches as b')
      .selectAll('b')
      .select([
        sql<number>`(select count(*) from users u where u.branch_id = b.id and u.status = 'active' and u.role in ('staff', 'manager'))`.as(
          'staff_count',
        ),
        sql<number>`(select count(*) from users u join staff_profiles sp on sp.user_id = u.id where u.branch_id = b.id and u.status = 'active' and u.role = 'staff' and sp.is_stylist = ${true})`.as(
          'stylist_count',
        ),
      ]);
  }

  all() {
    return this.#select().orderBy('b.name_key').orderBy('b.id').execute();
  }

  find(id: number, db: Db = this.db) {
    return this.#select(db).where('b.id', '=', id).executeTakeFirst();
  }

  staffOf(branchId: number) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('staff_profiles as sp', 'sp.user_id', 'u.id')
      .select(['u.id', 'u.name', 'u.role', 'sp.is_stylist', 'sp.rating'])
      .where('u.branch_id', '=', branchId)
      .where('u.status', '=', 'active')
      .where('u.role', 'in', [...STAFF_ROLES])
      .orderBy('u.role', 'desc')
      .orderBy('u.name_key')
      .orderBy('u.id')
      .execute();
  }

  generalHoursOf(branchId: number) {
    return this.db
      .selectFrom('working_hours')
      .select(['time', 'is_available'])
      .where('branch_id', '=', branchId)
      .where('date', 'is', null)
      .execute();
  }

  /** Whether another branch (not `exceptId`) has this slug. */
  async slugTaken(slug: string, exceptId?: number, db: Db = this.db): Promise<boolean> {
    let query = db.selectFrom('branches').select('id').where('slug', '=', slug);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  names(db: Db = this.db) {
    return db.selectFrom('branches').select(['id', 'name']).execute();
  }

  async insert(values: Insertable<BranchTable>, db: Db = this.db): Promise<number> {
    const row = await db
      .insertInto('branches')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: Updateable<BranchTable>, db: Db = this.db): Promise<boolean> {
    const result = await db
      .updateTable('branches')
      .set({ ...values, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** Active staff and managers of every branch. */
  async totalStaff(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('branch_id', 'is not', null)
      .where('status', '=', 'active')
      .where('role', 'in', [...STAFF_ROLES])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Revenue and paid-item count per branch: all time, and since each of the given instants. */
  revenueByBranch(since: { today: string; month: string; year: string }) {
    const sinceSum = (from: string) =>
      sql<number>`coalesce(sum(case when r.earned_at >= ${from} then r.amount else 0 end), 0)`;
    return this.db
      .selectFrom(revenueEntries(this.db).as('r'))
      .select((eb) => [
        'r.branch_id',
        sql<number>`coalesce(sum(r.amount), 0)`.as('revenue'),
        eb.fn.countAll<number>().as('order_count'),
        sinceSum(since.today).as('today_revenue'),
        sinceSum(since.month).as('month_revenue'),
        sinceSum(since.year).as('year_revenue'),
      ])
      .groupBy('r.branch_id')
      .execute();
  }

  /** Appointments per branch and status. */
  appointmentCounts() {
    return this.db
      .selectFrom('appointments')
      .select((eb) => ['branch_id', 'status', eb.fn.countAll<number>().as('n')])
      .groupBy(['branch_id', 'status'])
      .execute();
  }

  /** Average rating of each branch's active stylists who have one. */
  stylistRatings() {
    return this.db
      .selectFrom('users as u')
      .innerJoin('staff_profiles as sp', 'sp.user_id', 'u.id')
      .select((eb) => ['u.branch_id', eb.fn.avg<number>('sp.rating').as('average_rating')])
      .where('u.status', '=', 'active')
      .where('u.role', '=', 'staff')
      .where('sp.is_stylist', '=', true)
      .where('sp.rating', 'is not', null)
      .groupBy('u.branch_id')
      .execute();
  }
}

export type AdminBranchRow = NonNullable<Awaited<ReturnType<BranchesAdminRepository['find']>>>;
