import { AUTH_MESSAGES } from '../auth/messages.js';
import type { PasswordResetChannel } from './constants.js';

/** Every Vietnamese message of the forgotten-password flow (customer-account §5, §8). */
export const PASSWORD_RESET_MESSAGES = {
  identifierRequired: 'Vui lòng nhập email hoặc số điện thoại!',
  identifierInvalid: 'Email hoặc số điện thoại không hợp lệ!',
  codeRequired: 'Vui lòng nhập mã xác thực!',
  codeInvalidFormat: 'Mã xác thực phải có 6 chữ số!',
  newPasswordRequired: 'Vui lòng nhập mật khẩu mới!',
  // The one password rule's messages (auth).
  passwordMin8: AUTH_MESSAGES.passwordMin8,
  passwordComplexity: AUTH_MESSAGES.passwordComplexity,
  passwordMax: AUTH_MESSAGES.passwordMax,
  confirmationRequired: 'Vui lòng xác nhận mật khẩu!',
  confirmationMismatch: 'Mật khẩu xác nhận không khớp!',
  resetTokenRequired: 'Thiếu mã đặt lại mật khẩu. Vui lòng xác thực lại.',

  sendFailed: 'Gửi mã xác thực thất bại. Vui lòng thử lại.',
  codeWrong: 'Mã xác thực không đúng. Vui lòng thử lại.',
  updateFailed: 'Cập nhật mật khẩu thất bại. Vui lòng thử lại.',
  codeSent: (channel: PasswordResetChannel) =>
    channel === 'sms'
      ? 'Mã xác thực đã được gửi đến số điện thoại của bạn!'
      : 'Mã xác thực đã được gửi đến email của bạn!',
  verified: 'Xác thực thành công!',
  passwordUpdated: 'Mật khẩu đã được cập nhật thành công!',

  codeExpired: 'Mã xác thực đã hết hạn. Vui lòng gửi lại mã mới.',
  tooManyTries: 'Bạn đã nhập sai mã quá 5 lần. Vui lòng gửi lại mã mới.',
  resendTooEarly: (seconds: number) => `Vui lòng đợi ${seconds} giây trước khi gửi lại mã.`,
  tooManyRequests: (seconds: number) =>
    `Bạn đã yêu cầu mã xác thực quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(seconds / 60)} phút.`,
  resetTokenInvalid:
    'Phiên đặt lại mật khẩu đã hết hạn hoặc đã được sử dụng. Vui lòng yêu cầu mã mới.',
  /** The page's countdown on the resend button. */
  resendIn: (seconds: number) => `Gửi lại mã (${seconds}s)`,
  resend: 'Gửi lại mã',
  resent: 'Đã gửi lại mã xác thực!',
} as const;

/** What the e-mail or SMS with the code says. */
export function passwordResetCodeText(code: string, companyName: string, minutes: number) {
  return {
    subject: `Mã xác thực đặt lại mật khẩu – ${companyName}`,
    email: [
      'Xin chào,',
      '',
      `Mã xác thực để đặt lại mật khẩu tài khoản ${companyName} của bạn là: ${code}`,
      `Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.`,
      '',
      'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này; mật khẩu của bạn không thay đổi.',
    ].join('\n'),
    sms: `${companyName}: ma xac thuc dat lai mat khau cua ban la ${code}, hieu luc ${minutes} phut. Khong chia se ma nay cho bat ky ai.`,
  };
}
