import type { HolidayRecurringType } from '@salon/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { HolidayTable } from '../../db/schema.js';

export interface HolidayFilter {
  /** That branch's holidays and the chain-wide ones. */
  branchId?: number | undefined;
  /** Holidays entered for that year, and recurring ones entered before it. */
  year?: number | undefined;
}

/** Working-hour and holiday rows; no business rules. */
export class ScheduleRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  branch(id: number, db: Db = this.db) {
    return db
      .selectFrom('branches')
      .select(['id', 'name', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The rows of one scope: the general hours (`date` null) or one date's. */
  hours(branchId: number, date: string | null, db: Db = this.db) {
    return db
      .selectFrom('working_hours as w')
      .innerJoin('branches as b', 'b.id', 'w.branch_id')
      .select([
        'w.id',
        'w.branch_id',
        'b.name as branch_name',
        'w.date',
        'w.time',
        'w.is_available',
      ])
      .where('w.branch_id', '=', branchId)
      .where((eb) => (date === null ? eb('w.date', 'is', null) : eb('w.date', '=', date)))
      .orderBy('w.time')
      .execute();
  }

  async replaceHours(
    branchId: number,
    date: string | null,
    rows: { time: string; is_available: boolean }[],
    db: Db,
  ): Promise<void> {
    await db
      .deleteFrom('working_hours')
      .where('branch_id', '=', branchId)
      .where((eb) => (date === null ? eb('date', 'is', null) : eb('date', '=', date)))
      .execute();
    if (rows.length === 0) return;
    await db
      .insertInto('working_hours')
      .values(rows.map((row) => ({ branch_id: branchId, date, ...row })))
      .execute();
  }

  hour(id: number, db: Db = this.db) {
    return db
      .selectFrom('working_hours as w')
      .innerJoin('branches as b', 'b.id', 'w.branch_id')
      .select([
        'w.id',
        'w.branch_id',
        'b.name as branch_name',
        'w.date',
        'w.time',
        'w.is_available',
      ])
      .where('w.id', '=', id)
      .executeTakeFirst();
  }

  async deleteHour(id: number, db: Db = this.db): Promise<boolean> {
    const result = await db.deleteFrom('working_hours').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  #holidays(db: Db = this.db) {
    return db
      .selectFrom('holidays as h')
      .leftJoin('branches as b', 'b.id', 'h.branch_id')
      .select([
        'h.id',
        'h.branch_id',
        'b.name as branch_name',
        'h.date',
        'h.name',
        'h.description',
        'h.recurring_type',
      ]);
  }

  #filteredHolidays(filter: HolidayFilter) {
    let query = this.#holidays();
    if (filter.branchId !== undefined) {
      const branchId = filter.branchId;
      query = query.where((eb) =>
        eb.or([eb('h.branch_id', '=', branchId), eb('h.branch_id', 'is', null)]),
      );
    }
    if (filter.year !== undefined) {
      const first = `${filter.year}-01-01`;
      const last = `${filter.year}-12-31`;
      const recurring: HolidayRecurringType[] = ['yearly', 'lunar_yearly'];
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('h.date', '>=', first), eb('h.date', '<=', last)]),
          eb.and([eb('h.recurring_type', 'in', recurring), eb('h.date', '<', first)]),
        ]),
      );
    }
    return query;
  }

  async countHolidays(filter: HolidayFilter): Promise<number> {
    const row = await this.#filteredHolidays(filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  listHolidays(filter: HolidayFilter, limit: number, offset: number) {
    return this.#filteredHolidays(filter)
      .orderBy('h.date')
      .orderBy('h.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  findHoliday(id: number, db: Db = this.db) {
    return this.#holidays(db).where('h.id', '=', id).executeTakeFirst();
  }

  /** A holiday of the same scope (that branch, or every branch) on the same date. */
  async holidayExists(branchId: number | null, date: string, db: Db): Promise<boolean> {
    const row = await db
      .selectFrom('holidays')
      .select('id')
      .where('date', '=', date)
      .where((eb) =>
        branchId === null ? eb('branch_id', 'is', null) : eb('branch_id', '=', branchId),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertHoliday(values: Insertable<HolidayTable>, db: Db): Promise<number> {
    const row = await db
      .insertInto('holidays')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async deleteHoliday(id: number, db: Db = this.db): Promise<boolean> {
    const result = await db.deleteFrom('holidays').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

export type WorkingHourRow = Awaited<ReturnType<ScheduleRepository['hours']>>[number];
export type HolidayRow = NonNullable<Awaited<ReturnType<ScheduleRepository['findHoliday']>>>;
