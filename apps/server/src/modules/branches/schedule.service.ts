import {
  BRANCH_MESSAGES as M,
  DEFAULT_HOLIDAY_NAME,
  effectiveWorkingTimes,
  HOLIDAY_RECURRING_LABELS,
  salonToday,
  type ApiPage,
  type HolidayDto,
  type HolidayInput,
  type HolidayListQuery,
  type WorkingHourDto,
  type WorkingHoursUpdate,
  type WorkingHoursView,
} from '@salon/shared';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { Db } from '../../db/database.js';
import { auditFields } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import type { HolidayRow, ScheduleRepository, WorkingHourRow } from './schedule.repository.js';

const branchNotFound = () => new AppError('BRANCH_NOT_FOUND', M.notFound, 404);

function toWorkingHour(row: WorkingHourRow): WorkingHourDto {
  return {
    id: row.id,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    date: row.date,
    time: row.time,
    is_available: row.is_available,
  };
}

function toHoliday(row: HolidayRow): HolidayDto {
  return {
    id: row.id,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    date: row.date,
    name: row.name,
    description: row.description,
    is_recurring: row.recurring_type !== 'none',
    recurring_type: row.recurring_type,
    recurring_type_label: HOLIDAY_RECURRING_LABELS[row.recurring_type],
  };
}

/** Working hours as the audit log keeps them: '08:00', or '08:00 (nghỉ)' when closed. */
function hourLabels(rows: readonly { time: string; is_available: boolean }[]): string[] {
  return rows.map((row) => (row.is_available ? row.time : `${row.time} (nghỉ)`));
}

/** Each branch's working hours and the chain's holidays, as the back office edits them. */
export class ScheduleService {
  constructor(
    private readonly repository: ScheduleRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly audit: AuditTrail,
  ) {}

  async workingHours(
    branchId: number,
    date: string | null,
    db?: Db,
  ): Promise<WorkingHoursView<WorkingHourDto>> {
    if (!(await this.repository.branch(branchId, db))) throw branchNotFound();
    const general = await this.repository.hours(branchId, null, db);
    const own = date === null ? general : await this.repository.hours(branchId, date, db);
    const effective = effectiveWorkingTimes(general, date === null ? [] : own);
    return {
      branch_id: branchId,
      date,
      hours: own.map(toWorkingHour),
      effective_times: effective.times,
      source: effective.source,
    };
  }

  /** Replaces the branch's general hours, or that date's, with the chosen times, at once. */
  async replaceWorkingHours(input: WorkingHoursUpdate): Promise<WorkingHoursView<WorkingHourDto>> {
    if (input.date !== null && input.date < salonToday(this.now()))
      throw fieldError('date', M.workingDateInPast);
    return this.repository.transaction(async (trx) => {
      const branch = await this.repository.branch(input.branch_id, trx);
      if (!branch) throw branchNotFound();
      const before = await this.repository.hours(input.branch_id, input.date, trx);
      const after = input.times.map((time) => ({ time, is_available: input.is_available }));
      await this.audit.record(trx, {
        action: 'update',
        resource: 'working_hours',
        resourceId: input.branch_id,
        summary: `Đổi giờ làm việc chi nhánh ${branch.name}${input.date ? ` ngày ${input.date}` : ''}`,
        before: { date: input.date, hours: hourLabels(before) },
        after: { date: input.date, hours: hourLabels(after) },
      });
      await this.repository.replaceHours(
        input.branch_id,
        input.date,
        input.times.map((time) => ({ time, is_available: input.is_available })),
        trx,
      );
      return this.workingHours(input.branch_id, input.date, trx);
    });
  }

  async deleteWorkingHour(id: number): Promise<void> {
    await this.repository.transaction(async (trx) => {
      const hour = await this.repository.hour(id, trx);
      if (!hour || !(await this.repository.deleteHour(id, trx)))
        throw new AppError('WORKING_HOUR_NOT_FOUND', M.workingHourNotFound, 404);
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'working_hours',
        // The working hours of a branch are one resource: its id names them.
        resourceId: hour.branch_id,
        summary: `Xóa giờ ${hour.time} chi nhánh ${hour.branch_name}${hour.date ? ` ngày ${hour.date}` : ''}`,
        before: auditFields(hour, ['id', 'date', 'time', 'is_available']),
      });
    });
  }

  async holidays(query: HolidayListQuery): Promise<ApiPage<HolidayDto>> {
    const filter = { branchId: query.branch_id, year: query.year };
    const total = await this.repository.countHolidays(filter);
    const offset = (query.page - 1) * query.per_page;
    const rows =
      offset < total ? await this.repository.listHolidays(filter, query.per_page, offset) : [];
    return {
      data: rows.map(toHoliday),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        per_page: query.per_page,
        total,
      },
    };
  }

  async addHoliday(input: HolidayInput): Promise<HolidayDto> {
    if (input.date < salonToday(this.now())) throw fieldError('date', M.holidayDateInPast);
    const id = await this.repository.transaction(async (trx) => {
      if (input.branch_id !== null && !(await this.repository.branch(input.branch_id, trx)))
        throw fieldError('branch_id', M.notFound);
      if (await this.repository.holidayExists(input.branch_id, input.date, trx))
        throw new AppError('HOLIDAY_EXISTS', M.holidayExists, 409, { date: [M.holidayExists] });
      const values = {
        branch_id: input.branch_id,
        date: input.date,
        name: input.name ?? DEFAULT_HOLIDAY_NAME,
        description: input.description,
        recurring_type: input.recurring_type,
      };
      const newId = await this.repository.insertHoliday(values, trx);
      await this.audit.record(trx, {
        action: 'create',
        resource: 'holiday',
        resourceId: newId,
        summary: `Thêm ngày nghỉ ${values.name} ${values.date}`,
        after: values,
      });
      return newId;
    });
    const row = await this.repository.findHoliday(id);
    if (!row) throw new AppError('HOLIDAY_NOT_FOUND', M.holidayNotFound, 404);
    return toHoliday(row);
  }

  async deleteHoliday(id: number): Promise<void> {
    await this.repository.transaction(async (trx) => {
      const holiday = await this.repository.findHoliday(id, trx);
      if (!holiday || !(await this.repository.deleteHoliday(id, trx)))
        throw new AppError('HOLIDAY_NOT_FOUND', M.holidayNotFound, 404);
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'holiday',
        resourceId: id,
        summary: `Xóa ngày nghỉ ${holiday.name} ${holiday.date}`,
        before: auditFields(holiday, [
          'branch_id',
          'date',
          'name',
          'description',
          'recurring_type',
        ]),
      });
    });
  }
}
