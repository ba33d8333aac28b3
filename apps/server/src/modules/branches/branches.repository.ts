import type { HolidayRule } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { BranchRow } from '../../db/schema.js';

export interface WorkingHourRow {
  branch_id: number;
  date: string | null;
  time: string;
  is_available: boolean;
}

export class BranchesRepository {
  constructor(private readonly db: Db) {}

  listActive(): Promise<BranchRow[]> {
    return this.db
      .selectFrom('branches')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
  }

  async exists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('branches')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The branches' general working-hour rows and their rows for `date`. */
  workingHours(branchIds: readonly number[], date: string): Promise<WorkingHourRow[]> {
    if (branchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('working_hours')
      .select(['branch_id', 'date', 'time', 'is_available'])
      .where('branch_id', 'in', branchIds)
      .where((eb) => eb.or([eb('date', 'is', null), eb('date', '=', date)]))
      .execute();
  }

  /** Holiday rules that may close one of the branches on `date` (recurring ones of any year). */
  holidays(branchIds: readonly number[], date: string): Promise<HolidayRule[]> {
    return this.db
      .selectFrom('holidays')
      .select(['branch_id', 'date', 'name', 'description', 'recurring_type'])
      .where((eb) =>
        eb.or([
          eb('branch_id', 'is', null),
          ...(branchIds.length > 0 ? [eb('branch_id', 'in', branchIds)] : []),
        ]),
      )
      .where('date', '<=', date)
      .execute();
  }
}
