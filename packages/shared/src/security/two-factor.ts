import { z } from 'zod';

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes. */
export const TWO_FACTOR = {
  digits: 6,
  stepSeconds: 30,
  /** Steps either side of now a code may come from (a phone clock a little off). */
  window: 1,
  recoveryCodes: 10,
  challengeMinutes: 5,
  challengeAttempts: 5,
  /** Wrong codes per user within 15 minutes, across challenges and the profile's checks. */
  failuresPerWindow: 10,
  issuer: 'Salon',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeInvalid: 'Mã xác thực không đúng hoặc đã được dùng.',
  codeFormat: 'Mã xác thực gồm 6 chữ số.',
  recoveryFormat: 'Mã khôi phục không hợp lệ.',
  codeOrRecovery: 'Vui lòng nhập mã xác thực hoặc mã khôi phục.',
  challengeExpired: 'Phiên xác thực đã hết hạn. Vui lòng đăng nhập lại.',
  tooManyAttempts: (seconds: number) =>
    `Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau ${Math.ceil(seconds / 60)} phút.`,
  setupRequired: 'Vui lòng bật xác thực hai lớp trước khi tiếp tục.',
  alreadyEnabled: 'Xác thực hai lớp đã được bật.',
  notEnabled: 'Xác thực hai lớp chưa được bật.',
  setupMissing: 'Vui lòng bắt đầu lại việc bật xác thực hai lớp.',
  requiredByPolicy: 'Chính sách bảo mật yêu cầu vai trò của bạn dùng xác thực hai lớp.',
  enabled: 'Đã bật xác thực hai lớp.',
  disabled: 'Đã tắt xác thực hai lớp.',
  recoveryRegenerated: 'Đã tạo mã khôi phục mới.',
  passwordWrong: 'Mật khẩu không đúng.',
  passwordRequired: 'Vui lòng nhập mật khẩu.',
  challengeRequired: 'Thiếu phiên xác thực.',
} as const;

const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .trim()
  .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat);
const recoveryCode = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryFormat })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryFormat)
  .max(20, TWO_FACTOR_MESSAGES.recoveryFormat);

/** POST /api/auth/login/two-factor: the challenge of the password step and one code. */
export const twoFactorLoginSchema = z
  .object({
    challenge: z
      .string({ error: TWO_FACTOR_MESSAGES.challengeRequired })
      .min(1, TWO_FACTOR_MESSAGES.challengeRequired)
      .max(100, TWO_FACTOR_MESSAGES.challengeExpired),
    code: code.optional(),
    recovery_code: recoveryCode.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), {
    message: TWO_FACTOR_MESSAGES.codeOrRecovery,
    path: ['code'],
  });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

export const twoFactorDisableSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
    .max(200, TWO_FACTOR_MESSAGES.passwordWrong),
  code,
});
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** The password step's answer when a code is still needed. */
export interface TwoFactorChallenge {
  two_factor_required: true;
  challenge: string;
}

export interface TwoFactorStatus {
  enabled: boolean;
  required: boolean;
  recovery_codes_left: number;
}

export interface TwoFactorSetup {
  secret: string;
  otpauth_uri: string;
}

/** A recovery code as typed: spaces, dashes and case do not matter. */
export function normalizeRecoveryCode(value: string): string {
  return value.replace(/[\s-]/g, '').toLowerCase();
}
