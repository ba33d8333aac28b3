import { z } from 'zod';
import { MOBILE_PHONE_PATTERN, VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import { isIsoDate, salonToday } from '../time/salon-time.js';
import { AUTH_MESSAGES as M } from './messages.js';
import { GENDERS, STAFF_ROLES } from './roles.js';

export const LIMITS = {
  nameMax: 100,
  emailMax: 100,
  passwordMax: 128,
  identifierMax: 100,
} as const;

/** A required text field: one message whether it is missing, of the wrong type or blank. */
function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmailLike(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

const email = requiredText(M.emailRequired)
  .max(LIMITS.emailMax, M.emailMax)
  .regex(EMAIL_PATTERN, M.emailInvalid)
  .transform((value) => value.toLowerCase());

const birthDate = z
  .union([z.string(), z.null()], { error: M.birthDateInvalid })
  .optional()
  .transform((value) => (value ? value.trim() : null))
  .refine((value) => value === null || isIsoDate(value), M.birthDateInvalid)
  .refine((value) => value === null || value <= salonToday(), M.birthDateFuture);

const gender = z.enum(GENDERS, { error: M.genderInvalid }).nullish();

function passwordConfirmation<T extends { password: string; password_confirmation: string }>(
  data: T,
  ctx: z.RefinementCtx,
) {
  if (data.password_confirmation && data.password !== data.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: M.confirmationMismatch,
    });
  }
}

/**
 * The one password rule, for every role and every path that sets a password (customer
 * registration, staff accounts, password change, password reset): 8 to 128 characters, with
 * an uppercase and a lowercase letter and a digit. `required` is the field's "missing" message.
 */
export function newPasswordField(required: string = M.passwordRequired) {
  return requiredText(required)
    .min(8, M.passwordMin8)
    .max(LIMITS.passwordMax, M.passwordMax)
    .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), M.passwordComplexity);
}

/** customer-account §5 Register. */
export const customerRegisterSchema = z
  .object({
    name: personNameField(
      { min: 2, max: LIMITS.nameMax },
      { required: M.nameRequired, min: M.nameMin, max: M.nameMax },
    ),
    phone: requiredText(M.phoneRequired)
      .transform(toNationalPhone)
      .refine((v) => MOBILE_PHONE_PATTERN.test(v), M.registerPhoneInvalid),
    email,
    password: newPasswordField(),
    password_confirmation: requiredText(M.confirmationRequired),
    gender,
    date_of_birth: birthDate,
    terms_accepted: z.literal(true, { error: M.termsRequired }),
  })
  .superRefine(passwordConfirmation);
export type CustomerRegisterInput = z.input<typeof customerRegisterSchema>;

/**
 * customer-account §5 Login: a phone (10 digits from 0, typed any usual way) or an e-mail.
 * `kind` tells the server which column to look in.
 */
export const customerLoginSchema = z.object({
  identifier: requiredText(M.identifierRequired)
    .max(LIMITS.identifierMax, M.identifierInvalid)
    .refine(
      (v) => isEmailLike(v) || MOBILE_PHONE_PATTERN.test(toNationalPhone(v)),
      M.identifierInvalid,
    ),
  password: requiredText(M.passwordRequired).max(LIMITS.passwordMax, M.passwordMax),
  remember: z.boolean({ error: 'Giá trị ghi nhớ không hợp lệ!' }).optional(),
});
export type CustomerLoginInput = z.input<typeof customerLoginSchema>;

export function classifyIdentifier(
  identifier: string,
): { kind: 'email'; value: string } | { kind: 'phone'; value: string } {
  const trimmed = identifier.trim();
  return isEmailLike(trimmed)
    ? { kind: 'email', value: trimmed.toLowerCase() }
    : { kind: 'phone', value: toNationalPhone(trimmed) };
}

/** back-office §5 Admin login. */
export const adminLoginSchema = z.object({
  email,
  password: requiredText(M.passwordRequired).max(LIMITS.passwordMax, M.passwordMax),
});
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

/**
 * back-office §5 Admin registration of a staff member (staff, manager or admin). The password
 * follows the one rule of every account, not the spec's "min 6" (docs/decisions).
 */
export const staffRegisterSchema = z
  .object({
    name: personNameField(
      { min: 2, max: LIMITS.nameMax },
      { required: M.staffNameRequired, min: M.staffNameMin, max: M.nameMax },
    ),
    email,
    password: newPasswordField(),
    password_confirmation: requiredText(M.confirmationRequired),
    phone: z
      .union([z.string(), z.null()], { error: M.phoneInvalid })
      .optional()
      .transform((v) => (v ? toNationalPhone(v) : null))
      .refine((v) => v === null || VIETNAMESE_PHONE_PATTERN.test(v), M.phoneInvalid),
    role: z.enum(STAFF_ROLES, { error: M.roleRequired }),
    branch_id: z
      .number({ error: M.branchRequired })
      .int(M.branchRequired)
      .positive(M.branchRequired),
    gender,
    date_of_birth: birthDate,
  })
  .superRefine(passwordConfirmation);
export type StaffRegisterInput = z.input<typeof staffRegisterSchema>;

/**
 * `PATCH /api/customer/change-password`: the register rules for the new password (min 8,
 * upper, lower, digit), confirmed, and different from the current one.
 */
export const changePasswordSchema = z
  .object({
    current_password: requiredText(M.currentPasswordRequired).max(
      LIMITS.passwordMax,
      M.passwordMax,
    ),
    new_password: newPasswordField(M.newPasswordRequired),
    new_password_confirmation: requiredText(M.confirmationRequired),
  })
  .superRefine((data, ctx) => {
    if (data.new_password_confirmation && data.new_password !== data.new_password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        path: ['new_password_confirmation'],
        message: M.confirmationMismatch,
      });
    }
    if (data.current_password && data.new_password === data.current_password) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: M.newPasswordSameAsCurrent });
    }
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
