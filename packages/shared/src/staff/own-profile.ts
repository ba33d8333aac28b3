import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/messages.js';
import { GENDERS, type Gender, type StaffRole } from '../auth/roles.js';
import { isEmailLike } from '../auth/schemas.js';
import { VIETNAMESE_PHONE_PATTERN } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import { isIsoDate, salonToday } from '../time/salon-time.js';
import { UPLOAD_MESSAGES } from '../uploads/image-rules.js';
import type { StaffStatus } from './constants.js';

/** The signed-in team member's own profile (back office §2.15, /admin/profile). */

export const OWN_PROFILE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 100,
  avatarMaxBytes: 5 * 1024 * 1024,
} as const;

export const OWN_PROFILE_MESSAGES = {
  nameRequired: AUTH_MESSAGES.nameRequired,
  nameMin: AUTH_MESSAGES.nameMin,
  nameMax: AUTH_MESSAGES.nameMax,
  emailRequired: AUTH_MESSAGES.emailRequired,
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  emailMax: AUTH_MESSAGES.emailMax,
  emailTaken: AUTH_MESSAGES.emailTaken,
  phoneDigits: 'Số điện thoại chỉ chứa chữ số!',
  phoneInvalid: 'Số điện thoại không hợp lệ! (di động 10 chữ số, máy bàn 11 chữ số)',
  phoneTaken: AUTH_MESSAGES.phoneTaken,
  genderInvalid: AUTH_MESSAGES.genderInvalid,
  birthDateInvalid: AUTH_MESSAGES.birthDateInvalid,
  birthDateFuture: AUTH_MESSAGES.birthDateFuture,
  updated: 'Cập nhật thông tin cá nhân thành công!',
  updateFailed: 'Cập nhật thông tin thất bại. Vui lòng thử lại!',
  avatarUpdated: 'Cập nhật ảnh đại diện thành công!',
  avatarRemoved: 'Đã xóa ảnh đại diện!',
  avatarRequired: 'Vui lòng chọn một hình ảnh!',
  avatarTooLarge: UPLOAD_MESSAGES.tooLarge(OWN_PROFILE_LIMITS.avatarMaxBytes),
  avatarFailed: 'Không thể cập nhật ảnh đại diện. Vui lòng thử lại!',
  noUser: 'Không có thông tin người dùng',
  loadFailed: 'Không thể tải hồ sơ. Vui lòng thử lại!',
  statsFailed: 'Không thể tải số liệu thống kê.',
  noBranch: 'Chưa được phân công',
} as const;

const M = OWN_PROFILE_MESSAGES;
const L = OWN_PROFILE_LIMITS;

export const ownProfileFields = {
  name: personNameField(
    { min: L.nameMin, max: L.nameMax },
    { required: M.nameRequired, min: M.nameMin, max: M.nameMax },
  ),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, { error: M.emailRequired, abort: true })
    .max(L.emailMax, M.emailMax)
    .refine(isEmailLike, M.emailInvalid)
    .transform((v) => v.toLowerCase()),
  /** Optional; digits only, a mobile or landline by the one phone rule (stored as E.164). */
  phone: z
    .union([z.string(), z.null()], { error: M.phoneDigits })
    .optional()
    .transform((v) => (v ? v.trim() || null : null))
    .refine((v) => v === null || /^\d+$/.test(v), M.phoneDigits)
    .refine(
      (v) => v === null || !/^\d+$/.test(v) || VIETNAMESE_PHONE_PATTERN.test(v),
      M.phoneInvalid,
    ),
  gender: z
    .enum(GENDERS, { error: M.genderInvalid })
    .nullish()
    .transform((v) => v ?? null),
  date_of_birth: z
    .union([z.string(), z.null()], { error: M.birthDateInvalid })
    .optional()
    .transform((v) => (v ? v.trim() || null : null))
    .refine((v) => v === null || isIsoDate(v), M.birthDateInvalid)
    .refine((v) => v === null || !isIsoDate(v) || v <= salonToday(), M.birthDateFuture),
};

/** PUT /api/admin/profile */
export const ownProfileSchema = z.object(ownProfileFields);
export type OwnProfileInput = z.output<typeof ownProfileSchema>;
export type OwnProfileInputRaw = z.input<typeof ownProfileSchema>;

/** GET /api/admin/profile */
export interface OwnProfile {
  id: number;
  name: string;
  email: string | null;
  /** National form (0912345678). */
  phone: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  avatar_url: string | null;
  role: StaffRole;
  status: StaffStatus;
  branch_id: number | null;
  branch_name: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * GET /api/admin/profile/stats. Appointments: those the member serves as stylist or handled
 * (booked at the desk, or confirmed, moved, completed, cancelled...). Orders: those the member
 * handled (any order event they made); sales are the totals of those that are completed.
 */
export interface OwnProfileStats {
  total_appointments: number;
  completed_appointments: number;
  /** completed / total in whole percent; 0 when there is none. */
  completion_rate: number;
  total_orders: number;
  completed_orders: number;
  total_sales: number;
}

export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
