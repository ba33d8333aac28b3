import {
  completionRate,
  OWN_PROFILE_MESSAGES as M,
  toE164Phone,
  toNationalPhone,
  type OwnProfile,
  type OwnProfileInput,
  type OwnProfileStats,
} from '@salon/shared';
import { uniqueViolationColumn } from '../../db/errors.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuditEntry, AuditTrail } from '../audit/audit-trail.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import type { UploadedFile } from '../../lib/uploads/multipart-form.js';
import type { OwnProfileRow, StaffProfileRepository } from './staff-profile.repository.js';

/** Avatars are shown small: no need to keep more than this many pixels a side. */
const AVATAR_SIZE = 512;
const AVATAR_THUMB_SIZE = 128;

const emailTaken = () => new AppError('EMAIL_TAKEN', M.emailTaken, 409, { email: [M.emailTaken] });
const phoneTaken = () => new AppError('PHONE_TAKEN', M.phoneTaken, 409, { phone: [M.phoneTaken] });

function toOwnProfile(row: OwnProfileRow): OwnProfile {
  return { ...row, phone: row.phone ? toNationalPhone(row.phone) : null };
}

function avatarEntry(userId: number, before: string | null, after: string | null): AuditEntry {
  return {
    action: 'update',
    resource: 'account',
    resourceId: userId,
    summary: after
      ? `Đổi ảnh đại diện của tài khoản #${userId}`
      : `Xóa ảnh đại diện của tài khoản #${userId}`,
    before: { avatar_url: before },
    after: { avatar_url: after },
  };
}

/** The signed-in team member's own profile, avatar and work figures (/admin/profile). */
export class StaffProfileService {
  constructor(
    private readonly repository: StaffProfileRepository,
    private readonly images: ImageStore,
    private readonly audit: AuditTrail,
  ) {}

  async get(userId: number): Promise<OwnProfile> {
    const row = await this.repository.find(userId);
    if (!row) throw new AppError('PROFILE_NOT_FOUND', M.noUser, 404);
    return toOwnProfile(row);
  }

  /** E-mail and phone must not belong to anyone else: those come back as field errors. */
  async update(userId: number, input: OwnProfileInput): Promise<OwnProfile> {
    const phone = input.phone ? toE164Phone(input.phone) : null;
    if (input.phone && !phone) throw fieldError('phone', M.phoneInvalid);
    try {
      await this.repository.transaction(async (trx) => {
        const emailOwner = await this.repository.ownerOf('email', input.email, trx);
        if (emailOwner !== undefined && emailOwner !== userId) throw emailTaken();
        if (phone) {
          const phoneOwner = await this.repository.ownerOf('phone', phone, trx);
          if (phoneOwner !== undefined && phoneOwner !== userId) throw phoneTaken();
        }
        const before = await this.repository.find(userId, trx);
        const values = {
          name: input.name,
          email: input.email,
          phone,
          gender: input.gender,
          date_of_birth: input.date_of_birth,
        };
        await this.repository.update(userId, values, trx);
        await this.audit.record(trx, {
          action: 'update',
          resource: 'account',
          resourceId: userId,
          summary: `Cập nhật hồ sơ cá nhân của tài khoản #${userId}`,
          before: before
            ? {
                name: before.name,
                email: before.email,
                phone: before.phone,
                gender: before.gender,
                date_of_birth: before.date_of_birth,
              }
            : null,
          after: values,
        });
      });
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column === 'email') throw emailTaken();
      if (column === 'phone') throw phoneTaken();
      throw error;
    }
    return this.get(userId);
  }

  /** The new image is written first and removed again if the row cannot take it. */
  async setAvatar(userId: number, files: UploadedFile[]): Promise<OwnProfile> {
    const file = files[0];
    if (!file) throw fieldError('avatar', M.avatarRequired);
    const before = await this.get(userId);
    const saved = await this.images.save(file.buffer, 'avatars', {
      field: 'avatar',
      maxSize: AVATAR_SIZE,
      thumbnailSize: AVATAR_THUMB_SIZE,
    });
    try {
      await this.repository.transaction(async (trx) => {
        await this.repository.update(userId, { avatar_url: saved.url }, trx);
        await this.audit.record(trx, avatarEntry(userId, before.avatar_url, saved.url));
      });
    } catch (error) {
      await this.images.remove(saved.url);
      throw error;
    }
    if (before.avatar_url) await this.images.remove(before.avatar_url);
    return this.get(userId);
  }

  async removeAvatar(userId: number): Promise<OwnProfile> {
    const before = await this.get(userId);
    await this.repository.transaction(async (trx) => {
      await this.repository.update(userId, { avatar_url: null }, trx);
      await this.audit.record(trx, avatarEntry(userId, before.avatar_url, null));
    });
    if (before.avatar_url) await this.images.remove(before.avatar_url);
    return this.get(userId);
  }

  async stats(userId: number): Promise<OwnProfileStats> {
    const counts = await this.repository.activity(userId);
    return {
      ...counts,
      completion_rate: completionRate(counts.completed_appointments, counts.total_appointments),
    };
  }
}
