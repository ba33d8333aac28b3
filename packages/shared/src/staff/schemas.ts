import { z } from 'zod';
import { GENDERS, STAFF_ROLES } from '../auth/roles.js';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { personNameField } from '../text/person-name.js';
import { isIsoDate, salonToday } from '../time/salon-time.js';
import {
  STAFF_LIMITS as L,
  STAFF_MESSAGES as M,
  STAFF_DEFAULT_PER_PAGE,
  isStaffPerPage,
  STAFF_STATUSES,
} from './constants.js';

/** Field schemas of the staff screen; the web runs them on each field too. */

export const staffNameField = personNameField(
  { min: L.nameMin, max: L.nameMax },
  { required: M.nameRequired, min: M.nameMin, max: M.nameMax },
);

/** Optional; 10 or 11 digits typed any usual way; the server stores it as E.164. */
export const staffPhoneField = z
  .union([z.string(), z.null()], { error: M.phoneInvalid })
  .optional()
  .transform((v) => (v ? toNationalPhone(v) : null))
  .refine((v) => v === null || VIETNAMESE_PHONE_PATTERN.test(v), M.phoneInvalid);

export const staffBranchField = z
  .number({ error: M.branchRequired })
  .int(M.branchRequired)
  .positive(M.branchRequired)
  .max(2_147_483_647, M.branchRequired);

export const staffRoleField = z.enum(STAFF_ROLES, { error: M.roleRequired });

export const staffGenderField = z
  .enum(GENDERS, { error: M.genderInvalid })
  .nullish()
  .transform((v) => v ?? null);

export const staffBirthDateField = z
  .union([z.string(), z.null()], { error: M.birthDateInvalid })
  .optional()
  .transform((value) => (value ? value.trim() : null))
  .refine((value) => value === null || isIsoDate(value), M.birthDateInvalid)
  .refine((value) => value === null || value <= salonToday(), M.birthDateFuture);

/** PUT /api/admin/staff/:id */
export const staffAccountSchema = z.object({
  name: staffNameField,
  phone: staffPhoneField,
  branch_id: staffBranchField,
  role: staffRoleField,
  gender: staffGenderField,
  date_of_birth: staffBirthDateField,
});
export type StaffAccountInput = z.output<typeof staffAccountSchema>;
export type StaffAccountInputRaw = z.input<typeof staffAccountSchema>;

/** PATCH /api/admin/staff/:id/status */
export const staffStatusSchema = z.object({
  status: z.enum(STAFF_STATUSES, { error: M.statusInvalid }),
});
export type StaffStatusInput = z.output<typeof staffStatusSchema>;

function optionalText(max: number, message: string) {
  return z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, message);
}

export const specialtiesField = z
  .array(z.string({ error: M.specialtiesInvalid }).trim().max(L.specialtyMax, M.specialtyMax), {
    error: M.specialtiesInvalid,
  })
  .optional()
  // Blank and repeated entries are dropped (case-insensitively), in the order given.
  .transform((list) => {
    const seen = new Set<string>();
    return (list ?? []).filter((item) => {
      const key = item.toLocaleLowerCase('vi');
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((list) => list.length <= L.specialtiesMax, M.specialtiesMax);

export const experienceField = z
  .number({ error: M.experienceInvalid })
  .int(M.experienceInvalid)
  .min(0, M.experienceInvalid)
  .max(L.experienceMax, M.experienceInvalid);

/** PUT /api/admin/staff/:id/stylist-profile */
export const stylistProfileSchema = z.object({
  is_stylist: z.boolean({ error: M.stylistFlagInvalid }),
  title: optionalText(L.titleMax, M.titleMax),
  bio: optionalText(L.bioMax, M.bioMax),
  specialties: specialtiesField,
  experience_years: experienceField.optional().default(0),
});
export type StylistProfileInput = z.output<typeof stylistProfileSchema>;
export type StylistProfileInputRaw = z.input<typeof stylistProfileSchema>;

const flagQuery = z
  .enum(['true', 'false', '1', '0'], { error: M.invalidFilter })
  .transform((v) => v === 'true' || v === '1')
  .optional();

/** GET /api/admin/staff */
export const staffListQuerySchema = z.object({
  search: z
    .string({ error: M.searchTooLong })
    .trim()
    .max(L.searchMax, M.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  role: z.enum(STAFF_ROLES, { error: M.invalidFilter }).optional(),
  branch_id: z.coerce
    .number({ error: M.invalidFilter })
    .int(M.invalidFilter)
    .min(1, M.invalidFilter)
    .max(2_147_483_647, M.invalidFilter)
    .optional(),
  status: z.enum(STAFF_STATUSES, { error: M.invalidFilter }).optional(),
  is_stylist: flagQuery,
  page: z.coerce
    .number({ error: M.invalidPage })
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .max(100_000, M.invalidPage)
    .default(1),
  per_page: z.coerce
    .number({ error: M.invalidPerPage })
    .refine(isStaffPerPage, M.invalidPerPage)
    .default(STAFF_DEFAULT_PER_PAGE),
});
export type StaffListQuery = z.output<typeof staffListQuerySchema>;
