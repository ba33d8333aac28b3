/** customer-account §5/§9 Forgot password: the code, its life, its tries and the request limits. */
export const PASSWORD_RESET_RULES = {
  codeLength: 6,
  /** A code is good for 10 minutes after it is sent. */
  codeTtlMs: 10 * 60 * 1000,
  /** Wrong codes allowed; the fifth wrong one kills the code. */
  maxAttempts: 5,
  /** A new code may be asked for 60 s after the last one (the page counts down). */
  resendAfterSeconds: 60,
  /** After the right code, the new password must be set within 10 minutes. */
  resetTokenTtlMs: 10 * 60 * 1000,
  /** Codes asked for per e-mail or phone, and per client address, in one hour. */
  requestsPerIdentifierPerHour: 5,
  requestsPerIpPerHour: 20,
  /** Codes tried per client address in one hour (across every identifier). */
  verifiesPerIpPerHour: 60,
  windowMs: 60 * 60 * 1000,
} as const;

export const PASSWORD_RESET_CHANNELS = ['email', 'sms'] as const;
export type PasswordResetChannel = (typeof PASSWORD_RESET_CHANNELS)[number];

/** The steps of the page (customer-account §4): email, verification, new password, success. */
export const PASSWORD_RESET_STEPS = ['Email', 'Xác thực', 'Mật khẩu mới'] as const;
