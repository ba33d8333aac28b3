import { isSalonEmail } from './profile-schemas.js';

/**
 * Why a customer must complete the profile (customer-account §4 Profile update required): any
 * of these opens the forced profile modal. `customer_email_needs_update` and
 * `customer_basic_info_missing` are the original's same checks made against the customer record
 * instead of the user; here the user row is the one place for name, phone and e-mail, so the
 * server sends the first two instead, and a client shows either pair alike.
 */
export const PROFILE_UPDATE_REASONS = [
  'email_needs_update',
  'basic_info_missing',
  'customer_info_missing',
  'customer_email_needs_update',
  'customer_basic_info_missing',
] as const;
export type ProfileUpdateReason = (typeof PROFILE_UPDATE_REASONS)[number];

const EMAIL_NEEDED = 'Tài khoản chưa có email cá nhân (hoặc đang dùng email tạm của salon).';
const BASIC_INFO_MISSING = 'Tài khoản còn thiếu họ tên hoặc số điện thoại.';

export const PROFILE_UPDATE_REASON_LABELS: Record<ProfileUpdateReason, string> = {
  email_needs_update: EMAIL_NEEDED,
  basic_info_missing: BASIC_INFO_MISSING,
  customer_info_missing: 'Hồ sơ khách hàng chưa được tạo; lưu thông tin để salon tạo hồ sơ.',
  customer_email_needs_update: EMAIL_NEEDED,
  customer_basic_info_missing: BASIC_INFO_MISSING,
};

/**
 * The code of a refusal because the profile must be completed first (customer-account §4: it
 * triggers a warning and the forced profile modal in edit mode). Its `errors` are keyed by the
 * reasons, each with its label.
 */
export const PROFILE_UPDATE_REQUIRED = 'PROFILE_UPDATE_REQUIRED';

export function isProfileUpdateReason(value: string): value is ProfileUpdateReason {
  return (PROFILE_UPDATE_REASONS as readonly string[]).includes(value);
}

/** The `errors` of a PROFILE_UPDATE_REQUIRED refusal: each reason with its label. */
export function profileUpdateErrors(reasons: ProfileUpdateReason[]): Record<string, string[]> {
  return Object.fromEntries(
    reasons.map((reason) => [reason, [PROFILE_UPDATE_REASON_LABELS[reason]]]),
  );
}

/** The reasons a PROFILE_UPDATE_REQUIRED refusal names, in order, without repeats. */
export function profileUpdateReasonsOf(errors: Record<string, unknown>): ProfileUpdateReason[] {
  return Object.keys(errors).filter(isProfileUpdateReason);
}

/** Labels to show for some reasons, once each (the two naming pairs read alike). */
export function profileUpdateReasonLabels(reasons: readonly ProfileUpdateReason[]): string[] {
  return [...new Set(reasons.map((reason) => PROFILE_UPDATE_REASON_LABELS[reason]))];
}

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
