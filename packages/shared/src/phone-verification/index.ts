import { z } from 'zod';
import { passwordResetCode } from '../password-reset/schemas.js';

/**
 * Proving a phone (customer-account: the profile and after registration): a six-digit code by
 * SMS. Until proven, bookings made with the phone do not join the account.
 */
export const PHONE_VERIFICATION_RULES = {
  codeLength: 6,
  codeTtlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendAfterSeconds: 60,
  codesPerHour: 5,
  windowMs: 60 * 60 * 1000,
} as const;

export const PHONE_VERIFICATION_MESSAGES = {
  codeSent: 'Mã xác thực đã được gửi đến số điện thoại của bạn!',
  verified: 'Xác minh số điện thoại thành công!',
  alreadyVerified: 'Số điện thoại của bạn đã được xác minh',
  noPhone: 'Tài khoản chưa có số điện thoại',
  sendFailed: 'Gửi mã xác thực thất bại. Vui lòng thử lại.',
  codeWrong: 'Mã xác thực không đúng. Vui lòng thử lại.',
  codeExpired: 'Mã xác thực đã hết hạn. Vui lòng gửi lại mã mới.',
  tooManyTries: 'Bạn đã nhập sai mã quá 5 lần. Vui lòng gửi lại mã mới.',
  resendTooEarly: (seconds: number) => `Vui lòng đợi ${seconds} giây trước khi gửi lại mã.`,
  tooManyRequests: (seconds: number) =>
    `Bạn đã yêu cầu quá nhiều mã. Vui lòng thử lại sau ${Math.ceil(seconds / 60)} phút.`,
  /** Shown beside an unproven phone in the profile, and after registration. */
  why: 'Xác minh số điện thoại để các lịch hẹn bạn đặt bằng số này được đưa vào tài khoản.',
  verifiedTag: 'Đã xác minh',
  unverifiedTag: 'Chưa xác minh',
} as const;

/** The SMS carrying the code; the code stands in `slot`. */
export function phoneVerificationSmsText(companyName: string, slot: string, minutes: number) {
  return `${companyName}: ma xac minh so dien thoai cua ban la ${slot}, hieu luc ${minutes} phut. Khong chia se ma nay cho bat ky ai.`;
}

/** `POST /api/customer/phone-verification/verify`. */
export const phoneVerificationVerifySchema = z.object({ code: passwordResetCode });
export type PhoneVerificationVerifyInput = z.input<typeof phoneVerificationVerifySchema>;

export interface PhoneVerificationSent {
  resend_after_seconds: number;
  expires_in_seconds: number;
}

export interface PhoneVerified {
  /** Guest appointments made with the phone that now joined the account. */
  joined_appointments: number;
}
