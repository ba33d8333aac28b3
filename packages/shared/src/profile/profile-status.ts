import { isSalonEmail } from './profile-schemas.js';

/**
 * Why a customer must complete the profile (customer-account §4 Profile update required).
 * The original also named `customer_email_needs_update` and `customer_basic_info_missing`: the
 * same checks made against the customer record instead of the user. Here the user row is the one
 * place for name, phone and e-mail, so those two are the first two reasons and are never sent.
 */
export const PROFILE_UPDATE_REASONS = [
  'email_needs_update',
  'basic_info_missing',
  'customer_info_missing',
] as const;
export type ProfileUpdateReason = (typeof PROFILE_UPDATE_REASONS)[number];

export const PROFILE_UPDATE_REASON_LABELS: Record<ProfileUpdateReason, string> = {
  email_needs_update: 'Tài khoản chưa có email cá nhân (hoặc đang dùng email tạm của salon).',
  basic_info_missing: 'Tài khoản còn thiếu họ tên hoặc số điện thoại.',
  customer_info_missing: 'Hồ sơ khách hàng chưa được tạo; lưu thông tin để salon tạo hồ sơ.',
};

export interface ProfileStatusInput {
  name: string | null;
  phone: string | null;
  email: string | null;
  /** The customer has a `customers` row (join date, spending). */
  has_customer_record: boolean;
  /** The salon's own mailbox, whose domain marks a temporary address. */
  company_email: string;
}

export function profileUpdateReasons(input: ProfileStatusInput): ProfileUpdateReason[] {
  const reasons: ProfileUpdateReason[] = [];
  const email = input.email?.trim() ?? '';
  if (!email || isSalonEmail(email, input.company_email)) reasons.push('email_needs_update');
  if (!input.name?.trim() || !input.phone?.trim()) reasons.push('basic_info_missing');
  if (!input.has_customer_record) reasons.push('customer_info_missing');
  return reasons;
}
