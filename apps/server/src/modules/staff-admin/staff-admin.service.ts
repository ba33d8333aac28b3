import {
  ROLE_LABELS,
  STAFF_STATUS_LABELS,
  salonToday,
  searchItems,
  searchWords,
  STAFF_MESSAGES as M,
  toE164Phone,
  toNationalPhone,
  type ApiPage,
  type CurrentUser,
  type Searchable,
  type StaffAccountInput,
  type StaffChangeResult,
  type StaffListQuery,
  type StaffMember,
  type StaffStatus,
  type StylistProfileInput,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import { AppError, fieldError } from '../../lib/app-error.js';
import { auditFields, keysOf } from '../../lib/audit-fields.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';
import { toPage } from '../catalog/catalog.dto.js';
import { toStaffMember } from './staff-admin.dto.js';
import type { StaffAdminRepository, StaffRow } from './staff-admin.repository.js';

const notFound = () => new AppError('STAFF_NOT_FOUND', M.notFound, 404);
const phoneTaken = () => new AppError('PHONE_TAKEN', M.phoneTaken, 409, { phone: [M.phoneTaken] });

/** Avatars are shown small: no need to keep more than this many pixels a side. */
const AVATAR_SIZE = 512;
const AVATAR_THUMB_SIZE = 128;

/** A member as search reads them: the name first, the e-mail, the phone (a code) in both forms. */
function searchableOf(row: StaffRow): Searchable {
  return {
    name: row.name,
    text: [row.email],
    codes: [row.phone, row.phone ? toNationalPhone(row.phone) : null],
  };
}

/**
 * The salon's team (users with role staff, manager or admin) and their stylist profiles. Customers
 * are not team members: their ids answer 404 here.
 */
export class StaffAdminService {
  constructor(
    private readonly repository: StaffAdminRepository,
    private readonly images: ImageStore,
    private readonly audit: AuditTrail,
  ) {}

  async list(query: StaffListQuery): Promise<ApiPage<StaffMember>> {
    const rows = await this.repository.list({
      role: query.role,
      branchId: query.branch_id,
      status: query.status,
      isStylist: query.is_stylist,
    });
    const matching = searchItems(rows, searchWords(query.search), searchableOf);
    const offset = (query.page - 1) * query.per_page;
    const page = matching.slice(offset, offset + query.per_page);
    const counts = await this.repository.appointmentCounts(
      page.map((row) => row.id),
      salonToday(),
    );
    return toPage(
      page.map((row) => toStaffMember(row, counts.get(row.id))),
      matching.length,
      query.page,
      query.per_page,
    );
  }

  async get(id: number, trx?: Transaction<Database>): Promise<StaffMember> {
    const row = await this.repository.find(id, trx);
    if (!row) throw notFound();
    const counts = await this.repository.appointmentCounts([id], salonToday(), trx);
    return toStaffMember(row, counts.get(id));
  }

  async update(
    id: number,
    input: StaffAccountInput,
    actor: CurrentUser,
  ): Promise<StaffChangeResult> {
    let phone: string | null = null;
    if (input.phone) {
      phone = toE164Phone(input.phone);
      if (!phone) throw fieldError('phone', M.phoneInvalid);
    }
    try {
      return await this.repository.transaction(async (trx) => {
        const before = await this.get(id, trx);
        if (id === actor.id && input.role !== before.role) {
          throw new AppError('OWN_ROLE', M.ownRole, 409, { role: [M.ownRole] });
        }
        if (!(await this.repository.branchExists(input.branch_id, trx))) {
          throw fieldError('branch_id', M.branchMissing);
        }
        if (phone) {
          const owner = await this.repository.phoneOwner(phone, trx);
          if (owner !== undefined && owner !== id) throw phoneTaken();
        }
        const values = {
          name: input.name,
          phone,
          branch_id: input.branch_id,
          role: input.role,
          gender: input.gender,
          date_of_birth: input.date_of_birth,
        };
        const row = await this.repository.find(id, trx);
        // Recorded first: a write the database refuses takes the entry back with it.
        await this.audit.record(trx, {
          action: input.role !== before.role ? 'assign' : 'update',
          resource: 'staff',
          resourceId: id,
          summary:
            input.role !== before.role
              ? `Đổi vai trò nhân viên #${id}: ${ROLE_LABELS[input.role]}`
              : `Cập nhật nhân viên #${id}`,
          before: auditFields(row, keysOf(values)),
          after: values,
        });
        await this.repository.updateUser(id, values, trx);
        const member = await this.get(id, trx);
        const moved = before.branch_id !== member.branch_id;
        return withReassignment(member, moved && member.upcoming_appointments > 0);
      });
    } catch (error) {
      if (uniqueViolationColumn(error) === 'phone') throw phoneTaken();
      throw error;
    }
  }

  /** Deactivating also ends the member's sessions: they are signed out at once. */
  async setStatus(id: number, status: StaffStatus, actor: CurrentUser): Promise<StaffChangeResult> {
    return this.repository.transaction(async (trx) => {
      const before = await this.get(id, trx);
      if (id === actor.id && status === 'inactive') {
        throw new AppError('OWN_STATUS', M.ownStatus, 409);
      }
      await this.repository.updateUser(id, { status }, trx);
      if (status === 'inactive') await this.repository.endSessions(id, trx);
      await this.audit.record(trx, {
        action: 'status',
        resource: 'staff',
        resourceId: id,
        summary: `Đổi trạng thái nhân viên #${id}: ${STAFF_STATUS_LABELS[status]}`,
        before: { status: before.status },
        after: { status },
      });
      const member = await this.get(id, trx);
      const deactivated = before.status === 'active' && status === 'inactive';
      return withReassignment(member, deactivated && member.upcoming_appointments > 0);
    });
  }

  async saveProfile(id: number, input: StylistProfileInput): Promise<StaffChangeResult> {
    return this.repository.transaction(async (trx) => {
      const before = await this.get(id, trx);
      const profile = {
        is_stylist: input.is_stylist,
        title: input.title,
        bio: input.bio,
        specialties: input.specialties,
        experience_years: input.experience_years,
      };
      await this.audit.record(trx, {
        action: 'update',
        resource: 'staff',
        resourceId: id,
        summary: `Cập nhật hồ sơ thợ của nhân viên #${id}`,
        before: before.profile ? auditFields(before.profile, keysOf(profile)) : null,
        after: profile,
      });
      await this.repository.saveProfile(id, input, trx);
      const member = await this.get(id, trx);
      const unflagged = Boolean(before.profile?.is_stylist) && !input.is_stylist;
      return withReassignment(member, unflagged && member.upcoming_appointments > 0);
    });
  }

  /** The new image is written first and removed again if the row cannot take it. */
  async setAvatar(id: number, files: UploadedFile[]): Promise<StaffMember> {
    const file = files[0];
    if (!file) throw fieldError('avatar', M.avatarRequired);
    const before = await this.get(id);
    const saved = await this.images.save(file.buffer, 'avatars', {
      field: 'avatar',
      maxSize: AVATAR_SIZE,
      thumbnailSize: AVATAR_THUMB_SIZE,
    });
    try {
      await this.#writeAvatar(id, before.avatar_url, saved.url, 'Đổi ảnh đại diện');
    } catch (error) {
      await this.images.remove(saved.url);
      throw error;
    }
    if (before.avatar_url) await this.images.remove(before.avatar_url);
    return this.get(id);
  }

  async removeAvatar(id: number): Promise<StaffMember> {
    const before = await this.get(id);
    await this.#writeAvatar(id, before.avatar_url, null, 'Xóa ảnh đại diện');
    if (before.avatar_url) await this.images.remove(before.avatar_url);
    return this.get(id);
  }

  async #writeAvatar(id: number, was: string | null, url: string | null, what: string) {
    await this.repository.transaction(async (trx) => {
      await this.repository.updateUser(id, { avatar_url: url }, trx);
      await this.audit.record(trx, {
        action: 'update',
        resource: 'staff',
        resourceId: id,
        summary: `${what} nhân viên #${id}`,
        before: { avatar_url: was },
        after: { avatar_url: url },
      });
    });
  }
}

function withReassignment(member: StaffMember, needed: boolean): StaffChangeResult {
  return needed ? { member, upcoming_appointments: member.upcoming_appointments } : { member };
}
