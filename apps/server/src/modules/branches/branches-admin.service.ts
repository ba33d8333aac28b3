import {
  BRANCH_STATUS_LABELS,
  BRANCH_MESSAGES as M,
  buildSearchText,
  compareVietnamese,
  effectiveWorkingTimes,
  formatPhone,
  salonToday,
  searchItems,
  searchWords,
  slugify,
  toE164Phone,
  type AdminBranch,
  type AdminBranchDetail,
  type ApiPage,
  type BranchInput,
  type BranchListQuery,
  type BranchPerformance,
  type BranchRevenue,
  type BranchRevenueStatistics,
  type BranchStatistics,
  type BranchStatus,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { auditChangesMasking, auditFields, keysOf } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { salonDayStart } from './branch-revenue.sql.js';
import type { AdminBranchRow, BranchesAdminRepository } from './branches-admin.repository.js';

const notFound = () => new AppError('BRANCH_NOT_FOUND', M.notFound, 404);

function toAdminBranch(row: AdminBranchRow): AdminBranch {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    address: row.address,
    phone: formatPhone(row.phone),
    email: row.email,
    manager_name: row.manager_name,
    description: row.description,
    opening_hours: row.opening_hours,
    image_url: row.image_url,
    status: row.status,
    staff_count: Number(row.staff_count),
    stylist_count: Number(row.stylist_count),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The manager is a person: the audit log says the name changed, not what it was. */
function branchChanges(before: Record<string, unknown> | null, after: Record<string, unknown>) {
  return auditChangesMasking(before, after, ['manager_name']);
}

function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** The branches of the chain as managers run them: details, status, revenue, performance. */
export class BranchesAdminService {
  constructor(
    private readonly repository: BranchesAdminRepository,
    private readonly now: () => Date = () => new Date(),
    private readonly audit: AuditTrail,
  ) {}

  async list(query: BranchListQuery): Promise<ApiPage<AdminBranch>> {
    const sign = query.sort_direction === 'asc' ? 1 : -1;
    const sorted = (await this.repository.all())
      .filter((row) => !query.status || row.status === query.status)
      .sort((a, b) => {
        const order =
          query.sort_by === 'name'
            ? compareVietnamese(a.name, b.name)
            : a.created_at.localeCompare(b.created_at);
        return sign * (order || a.id - b.id);
      });
    // Searching: name hits first, each group in the chosen order.
    const rows = searchItems(sorted, searchWords(query.search), (row) => ({
      name: row.name,
      text: [row.address, row.email, row.manager_name],
      codes: [row.phone, formatPhone(row.phone)],
    }));
    const offset = (query.page - 1) * query.per_page;
    return {
      data: rows.slice(offset, offset + query.per_page).map(toAdminBranch),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(rows.length / query.per_page)),
        per_page: query.per_page,
        total: rows.length,
      },
    };
  }

  async get(id: number): Promise<AdminBranchDetail> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    const [staff, general, revenue] = await Promise.all([
      this.repository.staffOf(id),
      this.repository.generalHoursOf(id),
      this.revenueStatistics(),
    ]);
    const own = revenue.branch_revenues.find((r) => r.branch_id === id);
    if (!own) throw notFound();
    return {
      ...toAdminBranch(row),
      staff: staff.map((person) => ({
        id: person.id,
        name: person.name,
        role: person.role,
        is_stylist: person.is_stylist === true,
        rating: person.rating === null ? null : Number(person.rating),
      })),
      revenue: own,
      general_times: effectiveWorkingTimes(general).times,
    };
  }

  async statistics(): Promise<BranchStatistics> {
    const [rows, staff] = await Promise.all([this.repository.all(), this.repository.totalStaff()]);
    return {
      total_branches: rows.length,
      active_branches: rows.filter((row) => row.status === 'active').length,
      inactive_branches: rows.filter((row) => row.status === 'inactive').length,
      total_staff_across_branches: staff,
    };
  }

  /** Revenue of every branch: all time, today, this month and this year in the salon's time. */
  async revenueStatistics(): Promise<BranchRevenueStatistics> {
    const today = salonToday(this.now());
    const since = {
      today: salonDayStart(today),
      month: salonDayStart(`${today.slice(0, 7)}-01`),
      year: salonDayStart(`${today.slice(0, 4)}-01-01`),
    };
    const [branches, sums] = await Promise.all([
      this.repository.all(),
      this.repository.revenueByBranch(since),
    ]);
    const byBranch = new Map(sums.map((row) => [row.branch_id, row]));
    const branchRevenues: BranchRevenue[] = branches.map((branch) => {
      const sum = byBranch.get(branch.id);
      return {
        branch_id: branch.id,
        branch_name: branch.name,
        status: branch.status,
        revenue: Number(sum?.revenue ?? 0),
        order_count: Number(sum?.order_count ?? 0),
        today_revenue: Number(sum?.today_revenue ?? 0),
        month_revenue: Number(sum?.month_revenue ?? 0),
        year_revenue: Number(sum?.year_revenue ?? 0),
      };
    });
    const total = (key: 'revenue' | 'today_revenue' | 'month_revenue' | 'year_revenue') =>
      branchRevenues.reduce((sum, branch) => sum + branch[key], 0);
    return {
      total_revenue: total('revenue'),
      today_revenue: total('today_revenue'),
      month_revenue: total('month_revenue'),
      year_revenue: total('year_revenue'),
      today,
      branch_revenues: branchRevenues.sort(
        (a, b) => b.revenue - a.revenue || a.branch_id - b.branch_id,
      ),
    };
  }

  async branchRevenue(id: number): Promise<BranchRevenue> {
    const own = (await this.revenueStatistics()).branch_revenues.find((r) => r.branch_id === id);
    if (!own) throw notFound();
    return own;
  }

  /** Each branch side by side: appointments and how they ended, revenue, stylists, rating. */
  async performance(): Promise<BranchPerformance[]> {
    const [branches, counts, ratings, revenue] = await Promise.all([
      this.repository.all(),
      this.repository.appointmentCounts(),
      this.repository.stylistRatings(),
      this.revenueStatistics(),
    ]);
    return branches.map((branch) => {
      const count = (status: string) =>
        counts
          .filter((row) => row.branch_id === branch.id && row.status === status)
          .reduce((sum, row) => sum + Number(row.n), 0);
      const appointments = counts
        .filter((row) => row.branch_id === branch.id)
        .reduce((sum, row) => sum + Number(row.n), 0);
      const completed = count('completed');
      const cancelled = count('cancelled');
      const noShow = count('no_show');
      const decided = completed + cancelled + noShow;
      const rating = ratings.find((row) => row.branch_id === branch.id)?.average_rating;
      return {
        branch_id: branch.id,
        branch_name: branch.name,
        status: branch.status,
        appointments,
        completed,
        cancelled,
        no_show: noShow,
        completion_rate: percent(completed, decided),
        cancellation_rate: percent(cancelled + noShow, decided),
        revenue: revenue.branch_revenues.find((r) => r.branch_id === branch.id)?.revenue ?? 0,
        stylists: Number(branch.stylist_count),
        average_rating:
          rating === undefined || rating === null ? null : Math.round(Number(rating) * 10) / 10,
      };
    });
  }

  async create(input: BranchInput): Promise<AdminBranchDetail> {
    const values = this.#values(input);
    const id = await this.repository.transaction(async (trx) => {
      await this.#refuseTakenName(trx, input.name);
      const base = slugify(input.name) || 'chi-nhanh';
      let slug = base;
      for (let n = 2; await this.repository.slugTaken(slug, undefined, trx); n += 1)
        slug = `${base}-${n}`;
      const newId = await this.repository.insert({ ...values, slug }, trx);
      await this.audit.record(trx, {
        action: 'create',
        resource: 'branch',
        resourceId: newId,
        summary: `Tạo chi nhánh ${input.name}`,
        changes: branchChanges(null, { ...values, slug }),
      });
      return newId;
    });
    return this.get(id);
  }

  async update(id: number, input: BranchInput): Promise<AdminBranchDetail> {
    const values = this.#values(input);
    await this.repository.transaction(async (trx) => {
      const before = await this.repository.find(id, trx);
      if (!before) throw notFound();
      await this.#refuseTakenName(trx, input.name, id);
      await this.audit.record(trx, {
        action: 'update',
        resource: 'branch',
        resourceId: id,
        summary: `Cập nhật chi nhánh ${input.name}`,
        changes: branchChanges(auditFields(before, keysOf(values)), values),
      });
      await this.repository.update(id, values, trx);
    });
    return this.get(id);
  }

  async setStatus(id: number, status: BranchStatus): Promise<AdminBranchDetail> {
    await this.repository.transaction(async (trx) => {
      const before = await this.repository.find(id, trx);
      if (!before || !(await this.repository.update(id, { status }, trx))) throw notFound();
      await this.#recordStatus(trx, id, before, status);
    });
    return this.get(id);
  }

  /** "Delete" keeps the branch and its history: it stops taking bookings and leaves the site. */
  async deactivate(id: number): Promise<AdminBranchDetail> {
    await this.repository.transaction(async (trx) => {
      const row = await this.repository.find(id, trx);
      if (!row) throw notFound();
      if (row.status === 'inactive')
        throw new AppError('BRANCH_ALREADY_INACTIVE', M.alreadyInactive, 409);
      await this.repository.update(id, { status: 'inactive' }, trx);
      await this.#recordStatus(trx, id, row, 'inactive');
    });
    return this.get(id);
  }

  async #recordStatus(
    trx: Db,
    id: number,
    before: { name: string; status: string },
    status: BranchStatus,
  ): Promise<void> {
    await this.audit.record(trx, {
      action: 'status',
      resource: 'branch',
      resourceId: id,
      summary: `Đổi trạng thái chi nhánh ${before.name}: ${BRANCH_STATUS_LABELS[status]}`,
      before: { status: before.status },
      after: { status },
    });
  }

  /** Names are unique, ignoring case and diacritics ("Quận 1" and "quan 1" are one name). */
  async #refuseTakenName(trx: Db, name: string, exceptId?: number): Promise<void> {
    const folded = buildSearchText(name);
    const taken = (await this.repository.names(trx)).some(
      (row) => row.id !== exceptId && buildSearchText(row.name) === folded,
    );
    if (taken) throw new AppError('BRANCH_NAME_TAKEN', M.nameTaken, 409, { name: [M.nameTaken] });
  }

  /** The stored values: the phone as E.164, like every phone number the salon keeps. */
  #values(input: BranchInput) {
    const phone = toE164Phone(input.phone);
    if (!phone) throw fieldError('phone', M.phoneInvalid);
    return {
      name: input.name,
      address: input.address,
      phone,
      email: input.email,
      manager_name: input.manager_name,
      description: input.description,
      opening_hours: input.opening_hours,
      status: input.status,
    };
  }
}
