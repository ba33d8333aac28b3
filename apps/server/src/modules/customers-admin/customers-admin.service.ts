import {
  CUSTOMER_ADMIN_LIMITS as L,
  CUSTOMER_ADMIN_MESSAGES as M,
  CUSTOMER_NOTE_LIMITS,
  CUSTOMER_SOURCE_LABELS,
  CUSTOMER_STATUS_LABELS,
  GENDER_LABELS,
  PROFILE_MESSAGES,
  toE164Phone,
  type AdminCustomerDetail,
  type AdminCustomerListItem,
  type ApiPage,
  type CurrentUser,
  type CustomerListQuery,
  type CustomerMergePreview,
  type CustomerMergeResult,
  type CustomerUpdate,
} from '@salon/shared';
import { uniqueViolationColumn } from '../../db/errors.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { customerSearchWords } from '../../lib/customer-search.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { staffScope, type StaffScope } from '../chat/chat-scope.js';
import type { SecurityPolicies } from '../security-policies/security-policies.js';
import type { CustomerNotesService } from '../customer-notes/customer-notes.service.js';
import type { CustomerProductsService } from '../customer-products/customer-products.service.js';
import { computeTotalSpent } from '../customer-profile/total-spent.js';
import { countMovingRows, lockAccounts, moveCustomerRows } from './customer-merge.js';
import type {
  CustomerFilter,
  CustomerListRow,
  CustomersAdminRepository,
} from './customers-admin.repository.js';

const PHONE_TYPED = /^\+?[\d\s.\-()]{6,}$/;

const notFound = () => new AppError('CUSTOMER_NOT_FOUND', M.notFound, 404);

function taken(field: 'email' | 'phone'): AppError {
  const message = field === 'email' ? PROFILE_MESSAGES.emailTaken : PROFILE_MESSAGES.phoneTaken;
  return new AppError(field === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN', message, 409, {
    [field]: [message],
  });
}

function toItem(row: CustomerListRow): AdminCustomerListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_verified: row.phone_verified_at !== null,
    status: row.status,
    source: row.source,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    join_date: row.join_date,
    total_spent: Number(row.total_spent),
    last_visit: row.last_visit,
    completed_visits: Number(row.completed_visits ?? 0),
    branch_id: row.branch_id === null ? null : Number(row.branch_id),
    branch_name: row.branch_name,
    merged_into: row.merged_into,
  };
}

/** The fields of a customer an edit changes, as the audit log compares them. */
function editable(c: {
  name: string;
  email: string | null;
  phone: string | null;
  gender: string | null;
  date_of_birth: string | null;
  notes: string | null;
}): Record<string, unknown> {
  return {
    name: c.name,
    email: c.email ?? null,
    phone: c.phone,
    gender: c.gender ?? null,
    date_of_birth: c.date_of_birth ?? null,
    notes: c.notes ?? null,
  };
}

/** The filters an export was made with (no search text: it may be a name or a phone). */
function exportFilters(query: CustomerListQuery): Record<string, unknown> {
  const filters: Record<string, unknown> = { ...query, searched: Boolean(query.q) };
  for (const key of ['q', 'page', 'per_page']) delete filters[key];
  return filters;
}

/**
 * The back office's customer records. Staff see their branch's customers (the chat's rule of a
 * customer's branch and of a staff member's scope); managers and admins see all. A customer
 * outside the scope is "not found".
 */
export class CustomersAdminService {
  constructor(
    private readonly repository: CustomersAdminRepository,
    private readonly notes: CustomerNotesService,
    private readonly products: CustomerProductsService,
    private readonly audit: AuditTrail,
    private readonly policies: SecurityPolicies,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async #filter(user: CurrentUser, query: CustomerListQuery): Promise<CustomerFilter> {
    // A phone typed with spaces or dots (`+84 901 234 567`) is one number, not several words.
    const q = query.q && PHONE_TYPED.test(query.q) ? query.q.replace(/[\s.\-()]/g, '') : query.q;
    const words = await customerSearchWords(q, () => this.repository.customerNames());
    return { query, words, scope: staffScope(user) };
  }

  async list(user: CurrentUser, query: CustomerListQuery): Promise<ApiPage<AdminCustomerListItem>> {
    const filter = await this.#filter(user, query);
    const [total, rows] = await Promise.all([
      this.repository.count(filter),
      this.repository.page(filter, query.per_page, (query.page - 1) * query.per_page),
    ]);
    return {
      data: rows.map(toItem),
      meta: {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / query.per_page)),
        per_page: query.per_page,
        total,
      },
    };
  }

  /** The filtered list, every page, as CSV (formula-like cells are neutralised by `toCsv`). */
  async exportCsv(user: CurrentUser, query: CustomerListQuery): Promise<string> {
    const filter = await this.#filter(user, query);
    const rows = (await this.repository.page(filter, L.exportMax + 1, 0)).map(toItem);
    if (rows.length > L.exportMax) {
      throw new AppError('EXPORT_TOO_LARGE', M.exportTooLarge, 422);
    }
    await this.audit.record(this.repository.db, {
      action: 'export',
      resource: 'customer',
      summary: `Xuất CSV danh sách khách hàng: ${rows.length} dòng`,
      after: { rows: rows.length, filters: exportFilters(query) },
    });
    return toCsv(
      [
        'Mã',
        'Họ tên',
        'Số điện thoại',
        'Đã xác minh SĐT',
        'Email',
        'Giới tính',
        'Ngày sinh',
        'Chi nhánh',
        'Nguồn',
        'Trạng thái',
        'Ngày tham gia',
        'Lần ghé gần nhất',
        'Số lần ghé',
        'Tổng chi tiêu (đ)',
      ],
      rows.map((c) => [
        c.id,
        c.name,
        c.phone,
        c.phone_verified ? 'Có' : 'Không',
        c.email,
        c.gender ? GENDER_LABELS[c.gender] : null,
        c.date_of_birth,
        c.branch_name,
        CUSTOMER_SOURCE_LABELS[c.source],
        CUSTOMER_STATUS_LABELS[c.status],
        c.join_date,
        c.last_visit,
        c.completed_visits,
        c.total_spent,
      ]),
    );
  }

  async #visible(user: CurrentUser, id: number, scope: StaffScope = staffScope(user)) {
    const row = await this.repository.find(id, scope);
    if (!row) throw notFound();
    return row;
  }

  /** 404 unless the user's scope holds the customer (the treatment-notes routes ask too). */
  async assertVisible(user: CurrentUser, id: number): Promise<void> {
    await this.#visible(user, id);
  }

  /**
   * The whole record. Each opening (`asView`) is an audit-log 'view' entry (viewer, role,
   * customer, time, address) while the 'record_view_logging' policy is on.
   */
  async detail(user: CurrentUser, id: number, asView: boolean): Promise<AdminCustomerDetail> {
    const row = await this.#visible(user, id);
    if (asView && (await this.policies.isOn('record_view_logging'))) {
      await this.audit.record(this.repository.db, {
        action: 'view',
        resource: 'customer',
        resourceId: id,
        summary: `Xem hồ sơ khách hàng #${id}`,
      });
    }
    const db = this.repository.db;
    const [
      totalSpent,
      stats,
      orderCount,
      visits,
      orders,
      services,
      stylists,
      notes,
      products,
      chats,
      contacts,
      merged,
      mergedIntoName,
    ] = await Promise.all([
      computeTotalSpent(db, id),
      this.repository.appointmentStats(id),
      this.repository.orderCount(id),
      this.repository.visits(id, L.historyMax),
      this.repository.orders(id, L.historyMax),
      this.repository.favourites(id, 'service', L.favouritesMax),
      this.repository.favourites(id, 'stylist', L.favouritesMax),
      this.notes.forStaff(id, { page: 1, per_page: CUSTOMER_NOTE_LIMITS.maxPerPage }),
      this.products.first(id, L.historyMax),
      this.repository.chats(id, L.historyMax),
      this.repository.contacts(row, L.historyMax),
      this.repository.mergedAccounts(id),
      row.merged_into === null ? null : this.repository.userName(row.merged_into),
    ]);
    const item = toItem(row);
    return {
      customer: {
        ...item,
        total_spent: totalSpent,
        avatar_url: row.avatar_url,
        notes: row.notes,
        last_login_at: row.last_login_at,
        merged_at: row.merged_at,
        merged_into_name: mergedIntoName,
      },
      stats: {
        appointments: [...stats.values()].reduce((sum, n) => sum + n, 0),
        completed_visits: stats.get('completed') ?? 0,
        cancelled: stats.get('cancelled') ?? 0,
        no_shows: stats.get('no_show') ?? 0,
        orders: orderCount,
      },
      visits: visits.map((v) => ({ ...v, price: Number(v.price) })),
      orders: orders.map((o) => ({
        ...o,
        total_amount: Number(o.total_amount),
        items_count: Number(o.items_count),
      })),
      favourite_services: services,
      favourite_stylists: stylists,
      notes: notes.data,
      notes_total: notes.meta.total,
      products,
      chats,
      contacts,
      merged_accounts: merged,
    };
  }

  async update(user: CurrentUser, id: number, input: CustomerUpdate): Promise<AdminCustomerDetail> {
    const before = await this.#visible(user, id);
    if (before.merged_into !== null) throw new AppError('CUSTOMER_MERGED', M.alreadyMerged, 409);
    const phone = toE164Phone(input.phone);
    if (!phone) throw fieldError('phone', PROFILE_MESSAGES.phoneInvalid);
    const db = this.repository.db;
    try {
      await db.transaction().execute(async (trx) => {
        if (input.email && (await this.repository.otherWith('email', input.email, id, trx))) {
          throw taken('email');
        }
        if (await this.repository.otherWith('phone', phone, id, trx)) throw taken('phone');
        const at = this.now().toISOString();
        await trx
          .updateTable('users')
          .set({
            name: input.name,
            email: input.email,
            phone,
            gender: input.gender,
            date_of_birth: input.date_of_birth,
            // A new number is not proven until the customer confirms it by a code.
            ...(phone !== before.phone ? { phone_verified_at: null } : {}),
            updated_at: at,
          })
          .where('id', '=', id)
          .execute();
        await trx
          .updateTable('customers')
          .set({ notes: input.notes, updated_at: at })
          .where('user_id', '=', id)
          .execute();
        await this.audit.record(trx, {
          action: 'update',
          resource: 'customer',
          resourceId: id,
          summary: `Cập nhật khách hàng #${id}`,
          before: editable(before),
          after: editable({ ...input, phone }),
        });
      });
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column === 'email' || column === 'phone') throw taken(column);
      throw error;
    }
    return this.detail(user, id, false);
  }

  /**
   * Deactivating ends the customer's sessions at once, as for staff (the live streams close at
   * their next check, as on logout). A merged account stays deactivated.
   */
  async setStatus(
    user: CurrentUser,
    id: number,
    status: 'active' | 'inactive',
  ): Promise<AdminCustomerListItem> {
    const before = await this.#visible(user, id);
    if (before.merged_into !== null) throw new AppError('CUSTOMER_MERGED', M.alreadyMerged, 409);
    await this.repository.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ status, updated_at: this.now().toISOString() })
        .where('id', '=', id)
        .execute();
      if (status === 'inactive')
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await this.audit.record(trx, {
        action: 'status',
        resource: 'customer',
        resourceId: id,
        summary:
          status === 'inactive'
            ? `Vô hiệu hóa tài khoản khách hàng #${id}`
            : `Kích hoạt lại tài khoản khách hàng #${id}`,
        before: { status: before.status },
        after: { status },
      });
    });
    return toItem(await this.#visible(user, id));
  }

  async #mergePair(keptId: number, duplicateId: number, executor = this.repository.db) {
    if (keptId === duplicateId) throw new AppError('MERGE_SELF', M.mergeSelf, 422);
    const [kept, duplicate] = await Promise.all([
      this.repository.find(keptId, { kind: 'all' }, executor),
      this.repository.find(duplicateId, { kind: 'all' }, executor),
    ]);
    if (!kept || !duplicate) {
      const account = await this.repository.account(kept ? duplicateId : keptId, executor);
      if (account && account.role !== 'customer') {
        throw new AppError('MERGE_NOT_CUSTOMER', M.mergeNotCustomer, 422);
      }
      throw notFound();
    }
    if (kept.merged_into !== null) throw new AppError('CUSTOMER_MERGED', M.alreadyMerged, 409);
    if (duplicate.merged_into !== null) {
      throw new AppError('CUSTOMER_MERGED', M.mergeAlreadyMerged, 409);
    }
    return { kept, duplicate };
  }

  async mergePreview(keptId: number, duplicateId: number): Promise<CustomerMergePreview> {
    const { kept, duplicate } = await this.#mergePair(keptId, duplicateId);
    const moves = await countMovingRows(this.repository.db, duplicateId);
    return {
      kept: toItem(kept),
      duplicate: toItem(duplicate),
      moves,
      total: Object.values(moves).reduce((sum, n) => sum + n, 0),
    };
  }

  /**
   * Folds the duplicate into the kept account in one transaction: every row that refers to it
   * moves (customer-merge.ts), missing profile fields are filled from it, its join date counts
   * if earlier; the duplicate is deactivated, signed out and marked merged.
   */
  async merge(keptId: number, duplicateId: number): Promise<CustomerMergeResult> {
    const at = this.now().toISOString();
    const moves = await this.repository.db.transaction().execute(async (trx) => {
      await lockAccounts(trx, [keptId, duplicateId]);
      const { kept, duplicate } = await this.#mergePair(keptId, duplicateId, trx);
      const moved = await moveCustomerRows(trx, keptId, duplicateId, at);
      const takeEmail = kept.email === null && duplicate.email !== null;
      const takePhone = kept.phone === null && duplicate.phone !== null;
      await trx
        .updateTable('users')
        .set({
          status: 'inactive',
          ...(takeEmail ? { email: null } : {}),
          ...(takePhone ? { phone: null, phone_verified_at: null } : {}),
          updated_at: at,
        })
        .where('id', '=', duplicateId)
        .execute();
      await trx
        .updateTable('users')
        .set({
          ...(takeEmail ? { email: duplicate.email } : {}),
          ...(takePhone
            ? { phone: duplicate.phone, phone_verified_at: duplicate.phone_verified_at }
            : {}),
          ...(kept.gender === null && duplicate.gender ? { gender: duplicate.gender } : {}),
          ...(kept.date_of_birth === null && duplicate.date_of_birth
            ? { date_of_birth: duplicate.date_of_birth }
            : {}),
          ...(kept.avatar_url === null && duplicate.avatar_url
            ? { avatar_url: duplicate.avatar_url }
            : {}),
          updated_at: at,
        })
        .where('id', '=', keptId)
        .execute();
      const notes = [kept.notes, duplicate.notes].filter(Boolean).join('\n');
      await trx
        .updateTable('customers')
        .set({
          join_date: kept.join_date < duplicate.join_date ? kept.join_date : duplicate.join_date,
          notes: notes ? notes.slice(0, L.notesMax) : null,
          updated_at: at,
        })
        .where('user_id', '=', keptId)
        .execute();
      await trx
        .updateTable('customers')
        .set({ merged_into: keptId, merged_at: at, updated_at: at })
        .where('user_id', '=', duplicateId)
        .execute();
      await this.audit.record(trx, {
        action: 'merge',
        resource: 'customer',
        resourceId: keptId,
        summary: `Gộp tài khoản khách hàng #${duplicateId} vào #${keptId}`,
        after: {
          kept_id: keptId,
          duplicate_id: duplicateId,
          moved_rows: Object.values(moved).reduce((sum, n) => sum + n, 0),
        },
      });
      return moved;
    });
    return {
      kept_id: keptId,
      duplicate_id: duplicateId,
      moves,
      total: Object.values(moves).reduce((sum, n) => sum + n, 0),
    };
  }
}
