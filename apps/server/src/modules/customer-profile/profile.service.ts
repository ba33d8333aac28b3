import {
  isStaffRole,
  PROFILE_MESSAGES as M,
  profileUpdateReasons,
  salonToday,
  toE164Phone,
  isSalonEmail,
  type CurrentUser,
  type CustomerProfile,
  type CustomerRecord,
  type ProfileStatus,
  type ProfileUpdate,
} from '@salon/shared';
import { uniqueViolationColumn } from '../../db/errors.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import { toCurrentUser } from '../auth/auth.dto.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { ProfileRepository } from './profile.repository.js';
import { computeTotalSpent } from './total-spent.js';

function taken(field: 'email' | 'phone'): AppError {
  const message = field === 'email' ? M.emailTaken : M.phoneTaken;
  return new AppError(field === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN', message, 409, {
    [field]: [message],
  });
}

function userGone(): AppError {
  return new AppError('UNAUTHENTICATED', 'Vui lòng đăng nhập để tiếp tục.', 401);
}

/** The customer's own profile: reading, editing, the avatar and whether it is complete. */
export class ProfileService {
  constructor(
    private readonly repository: ProfileRepository,
    private readonly settings: SettingsService,
    private readonly images: ImageStore,
  ) {}

  async #companyEmail(): Promise<string> {
    return (await this.settings.publicSettings()).company.email;
  }

  /** Staff never have to complete a customer profile. */
  async status(user: CurrentUser): Promise<ProfileStatus> {
    const userInfo = {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      gender: user.gender,
      date_of_birth: user.date_of_birth,
    };
    if (isStaffRole(user.role)) return { needs_update: false, reasons: [], user_info: userInfo };
    const customer = await this.repository.customer(this.repository.db, user.id);
    const reasons = profileUpdateReasons({
      name: user.name,
      phone: user.phone,
      email: user.email,
      has_customer_record: customer !== undefined,
      company_email: await this.#companyEmail(),
    });
    return { needs_update: reasons.length > 0, reasons, user_info: userInfo };
  }

  async profile(userId: number): Promise<CustomerProfile> {
    const user = await this.repository.user(this.repository.db, userId);
    if (!user) throw userGone();
    return { user: toCurrentUser(user), customer: await this.#customer(userId) };
  }

  async #customer(userId: number): Promise<CustomerRecord | null> {
    const row = await this.repository.customer(this.repository.db, userId);
    if (!row) return null;
    return {
      join_date: row.join_date,
      total_spent: await computeTotalSpent(this.repository.db, userId),
    };
  }

  /** Saves the profile in one transaction; a customer without a customer record gets one. */
  async update(userId: number, input: ProfileUpdate): Promise<CustomerProfile> {
    const phone = toE164Phone(input.phone);
    if (!phone) throw fieldError('phone', M.phoneInvalid);
    if (isSalonEmail(input.email, await this.#companyEmail())) {
      throw fieldError('email', M.emailTemporary);
    }
    const db = this.repository.db;
    if (await this.repository.otherWith(db, 'email', input.email, userId)) throw taken('email');
    if (await this.repository.otherWith(db, 'phone', phone, userId)) throw taken('phone');
    try {
      await db.transaction().execute(async (trx) => {
        await this.repository.update(trx, userId, {
          name: input.name,
          email: input.email,
          phone,
          gender: input.gender,
          date_of_birth: input.date_of_birth,
        });
        await this.repository.ensureCustomer(trx, userId, salonToday());
      });
    } catch (error) {
      // Another account took the value between the check and the write.
      const column = uniqueViolationColumn(error);
      if (column === 'email' || column === 'phone') throw taken(column);
      throw error;
    }
    return this.profile(userId);
  }

  /** Stores the new picture (checked by content), then drops the old file. */
  async setAvatar(userId: number, buffer: Buffer): Promise<CustomerProfile> {
    const before = await this.repository.user(this.repository.db, userId);
    if (!before) throw userGone();
    const stored = await this.images
      .save(buffer, 'avatars', { field: 'avatar', maxSize: 512, thumbnailSize: 160 })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_AN_IMAGE') {
          throw fieldError('avatar', M.avatarNotImage, 'NOT_AN_IMAGE');
        }
        throw error;
      });
    await this.repository.setAvatar(userId, stored.url);
    if (before.avatar_url) await this.images.remove(before.avatar_url);
    return this.profile(userId);
  }

  async removeAvatar(userId: number): Promise<CustomerProfile> {
    const before = await this.repository.user(this.repository.db, userId);
    if (!before) throw userGone();
    await this.repository.setAvatar(userId, null);
    if (before.avatar_url) await this.images.remove(before.avatar_url);
    return this.profile(userId);
  }
}
