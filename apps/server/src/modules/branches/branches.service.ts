import {
  branchHoursText,
  effectiveWorkingTimes,
  findHoliday,
  formatPhone,
  openingPeriods,
  salonToday,
  type BranchDayHours,
  type PublicBranch,
} from '@salon/shared';
import type { BranchRow } from '../../db/schema.js';
import type { BranchesRepository, WorkingHourRow } from './branches.repository.js';

function toPublicBranch(
  branch: BranchRow,
  hours: BranchDayHours,
  generalTimes: string[],
): PublicBranch {
  return {
    id: branch.id,
    name: branch.name,
    slug: branch.slug,
    address: branch.address,
    phone: formatPhone(branch.phone),
    email: branch.email,
    description: branch.description,
    image_url: branch.image_url,
    working_hours: branchHoursText(hours),
    hours,
    general_hours: openingPeriods(generalTimes),
  };
}

export class BranchesService {
  constructor(
    private readonly repository: BranchesRepository,
    private readonly clock: () => Date = () => new Date(),
    /** Start times of a branch without working hours (the settings' default opening hours). */
    private readonly defaultTimes: () => Promise<readonly string[] | undefined> = () =>
      Promise.resolve(undefined),
  ) {}

  /**
   * The active branches with their hours on `date` (today in the salon by default): the hours
   * the slot engine books by, from the same working hours (8:00 to 21:00 when none are stored),
   * closed on a holiday.
   */
  async listPublic(date: string = salonToday(this.clock())): Promise<PublicBranch[]> {
    const branches = await this.repository.listActive();
    const ids = branches.map((branch) => branch.id);
    const [rows, holidays, defaults] = await Promise.all([
      this.repository.workingHours(ids, date),
      this.repository.holidays(ids, date),
      this.defaultTimes(),
    ]);
    return branches.map((branch) => {
      const own = rows.filter((row) => row.branch_id === branch.id);
      const general = own.filter((row) => row.date === null);
      const onDate = own.filter((row: WorkingHourRow) => row.date === date);
      const holiday = findHoliday(holidays, branch.id, date);
      const hours: BranchDayHours = {
        date,
        periods: holiday
          ? []
          : openingPeriods(effectiveWorkingTimes(general, onDate, defaults).times),
        holiday: holiday?.name ?? null,
      };
      return toPublicBranch(branch, hours, effectiveWorkingTimes(general, [], defaults).times);
    });
  }

  exists(id: number): Promise<boolean> {
    return this.repository.exists(id);
  }
}
