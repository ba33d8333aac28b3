import { z } from 'zod';
import { isEmailLike, newPasswordField } from '../auth/schemas.js';
import { MOBILE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import type { PasswordResetChannel } from './constants.js';
import { PASSWORD_RESET_MESSAGES as M } from './messages.js';

const IDENTIFIER_MAX = 100;
const TOKEN_MAX = 200;

function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true });
}

/** An e-mail, or a 10-digit phone from 0 (typed any usual way). */
export const passwordResetIdentifier = requiredText(M.identifierRequired)
  .max(IDENTIFIER_MAX, { error: M.identifierInvalid, abort: true })
  .refine(
    (v) => isEmailLike(v) || MOBILE_PHONE_PATTERN.test(toNationalPhone(v)),
    M.identifierInvalid,
  );

/** Exactly six digits. */
export const passwordResetCode = requiredText(M.codeRequired).regex(/^\d{6}$/, M.codeInvalidFormat);

/** The one password rule of every account (min 8, an uppercase and a lowercase letter, a digit). */
export const passwordResetNewPassword = newPasswordField(M.newPasswordRequired);

/** Step 1: `POST /api/auth/password-reset/request`. */
export const passwordResetRequestSchema = z.object({ identifier: passwordResetIdentifier });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** Step 2: `POST /api/auth/password-reset/verify`. */
export const passwordResetVerifySchema = z.object({
  identifier: passwordResetIdentifier,
  code: passwordResetCode,
});
export type PasswordResetVerifyInput = z.input<typeof passwordResetVerifySchema>;

/** Step 3: `POST /api/auth/password-reset/complete`. */
export const passwordResetCompleteSchema = z
  .object({
    reset_token: requiredText(M.resetTokenRequired).max(TOKEN_MAX, M.resetTokenInvalid),
    password: passwordResetNewPassword,
    password_confirmation: requiredText(M.confirmationRequired),
  })
  .superRefine((data, ctx) => {
    if (data.password_confirmation && data.password !== data.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: M.confirmationMismatch,
      });
    }
  });
export type PasswordResetCompleteInput = z.input<typeof passwordResetCompleteSchema>;

/** The reply to step 1: the same whether or not an account exists. */
export interface PasswordResetRequested {
  channel: PasswordResetChannel;
  resend_after_seconds: number;
  expires_in_seconds: number;
}

/** The reply to step 2. */
export interface PasswordResetVerified {
  reset_token: string;
  expires_in_seconds: number;
}
