import { z } from 'zod';
import { GENDERS } from '../auth/roles.js';
import { isEmailLike } from '../auth/schemas.js';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import { isIsoDate, salonToday } from '../time/salon-time.js';
import { PROFILE_MESSAGES as M } from './messages.js';

export const PROFILE_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 100,
  /** customer-account §5 Profile: the avatar is an image under 2 MB. */
  avatarMaxBytes: 2 * 1024 * 1024,
} as const;

/** The domain of the salon's own mailbox (`lienhe@salontocviet.vn` → `salontocviet.vn`). */
export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/**
 * A temporary address at the salon's own domain: accounts made at the counter used one, and it
 * is no way to reach the customer. Staff addresses share the domain, so this applies to customers.
 */
export function isSalonEmail(email: string, companyEmail: string): boolean {
  const domain = emailDomain(companyEmail);
  return domain !== '' && emailDomain(email) === domain;
}

function text(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

const birthDate = (required: boolean) =>
  z
    .union([z.string(), z.null()], { error: M.birthDateInvalid })
    .optional()
    .transform((value) => (value ? value.trim() : null))
    .refine((value) => !required || value !== null, M.birthDateRequired)
    .refine((value) => value === null || isIsoDate(value), M.birthDateInvalid)
    .refine((value) => value === null || value <= salonToday(), M.birthDateFuture);

const gender = (required: boolean) =>
  z
    .union([z.enum(GENDERS), z.null()], { error: M.genderInvalid })
    .optional()
    .transform((value) => value ?? null)
    .refine((value) => !required || value !== null, M.genderRequired);

/**
 * `PUT /api/customer/profile` and the profile form. `forced` is the forced-update modal:
 * gender and birth date become required. `companyEmail` rejects the salon's temporary domain.
 */
export function profileUpdateSchema(options: { forced?: boolean; companyEmail?: string } = {}) {
  const forced = options.forced ?? false;
  return z.object({
    name: personNameField(
      { min: PROFILE_LIMITS.nameMin, max: PROFILE_LIMITS.nameMax },
      { required: M.nameRequired, min: M.nameMin, max: M.nameMax },
    ),
    /** customer-account §5: 0 or +84 and the number; the one phone rule (phone/phone.ts). */
    phone: text(M.phoneRequired)
      .transform(toNationalPhone)
      .refine((v) => VIETNAMESE_PHONE_PATTERN.test(v), M.phoneInvalid),
    email: text(M.emailRequired)
      .max(PROFILE_LIMITS.emailMax, M.emailMax)
      .refine(isEmailLike, M.emailInvalid)
      .transform((v) => v.toLowerCase())
      .refine(
        (v) => !options.companyEmail || !isSalonEmail(v, options.companyEmail),
        M.emailTemporary,
      ),
    gender: gender(forced),
    date_of_birth: birthDate(forced),
  });
}
export type ProfileUpdateInput = z.input<ReturnType<typeof profileUpdateSchema>>;
export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

/** The avatar check the page makes before uploading (the server checks the bytes again). */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return M.avatarNotImage;
  if (file.size >= PROFILE_LIMITS.avatarMaxBytes) return M.avatarTooLarge;
  return null;
}
