import { z } from 'zod';
import { isEmailLike } from '../auth/schemas.js';
import { PROFILE_LIMITS, profileUpdateSchema } from '../profile/profile-schemas.js';
import { PROFILE_MESSAGES } from '../profile/messages.js';
import { isIsoDate } from '../time/salon-time.js';
import { CUSTOMER_ADMIN_MESSAGES as M } from './messages.js';
import {
  CUSTOMER_ADMIN_LIMITS as L,
  CUSTOMER_SORTS,
  CUSTOMER_SOURCES,
  SPENDING_BAND_KEYS,
} from './rules.js';

const date = z
  .string({ error: M.invalidDate })
  .trim()
  .refine(isIsoDate, M.invalidDate)
  .optional()
  .or(z.literal('').transform(() => undefined));

const flag = z
  .enum(['true', 'false'], { error: M.invalidFlag })
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

function ordered(from: string | undefined, to: string | undefined): boolean {
  return from === undefined || to === undefined || from <= to;
}

/**
 * GET /api/admin/customers and /export, and the list page's address (`?q=&joined_from=…`).
 * Dates are salon days (`YYYY-MM-DD`), both ends included.
 */
export const customerListQuerySchema = z
  .object({
    page: z.coerce
      .number({ error: M.invalidPage })
      .int(M.invalidPage)
      .min(1, M.invalidPage)
      .default(1),
    per_page: z.coerce
      .number({ error: M.invalidPerPage })
      .int(M.invalidPerPage)
      .min(1, M.invalidPerPage)
      .max(L.maxPerPage, M.invalidPerPage)
      .default(L.perPage),
    q: z
      .string({ error: M.searchTooLong })
      .trim()
      .max(L.searchMax, M.searchTooLong)
      .optional()
      .transform((v) => v || undefined),
    branch_id: z.coerce
      .number({ error: M.invalidBranch })
      .int(M.invalidBranch)
      .min(1, M.invalidBranch)
      .max(2_147_483_647, M.invalidBranch)
      .optional(),
    spending: z
      .enum(SPENDING_BAND_KEYS as [string, ...string[]], { error: M.invalidBand })
      .optional(),
    last_visit_from: date,
    last_visit_to: date,
    birthday_month: z.coerce
      .number({ error: M.invalidMonth })
      .int(M.invalidMonth)
      .min(1, M.invalidMonth)
      .max(12, M.invalidMonth)
      .optional(),
    source: z.enum(CUSTOMER_SOURCES, { error: M.invalidSource }).optional(),
    phone_verified: flag,
    status: z.enum(['active', 'inactive'], { error: M.invalidStatus }).optional(),
    joined_from: date,
    joined_to: date,
    sort: z.enum(CUSTOMER_SORTS, { error: M.invalidSort }).default('joined'),
    order: z.enum(['asc', 'desc'], { error: M.invalidOrder }).optional(),
  })
  .refine((v) => ordered(v.joined_from, v.joined_to), {
    message: M.invalidRange,
    path: ['joined_to'],
  })
  .refine((v) => ordered(v.last_visit_from, v.last_visit_to), {
    message: M.invalidRange,
    path: ['last_visit_to'],
  });
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>;

const profile = profileUpdateSchema().shape;

/**
 * PUT /api/admin/customers/:id: the customer profile's rules (name, phone, e-mail, gender, birth
 * date), except that an account made at the counter may have no e-mail yet; and staff notes.
 */
export const customerUpdateSchema = z.object({
  name: profile.name,
  phone: profile.phone,
  email: z
    .union([z.string({ error: PROFILE_MESSAGES.emailInvalid }), z.null()], {
      error: PROFILE_MESSAGES.emailInvalid,
    })
    .optional()
    .transform((v) => (v ? v.trim().toLowerCase() : null))
    .refine((v) => v === null || v.length <= PROFILE_LIMITS.emailMax, PROFILE_MESSAGES.emailMax)
    .refine((v) => v === null || isEmailLike(v), PROFILE_MESSAGES.emailInvalid),
  gender: profile.gender,
  date_of_birth: profile.date_of_birth,
  notes: z
    .union([z.string({ error: M.notesMax }), z.null()], { error: M.notesMax })
    .optional()
    .transform((v) => (v ? v.trim() || null : null))
    .refine((v) => v === null || v.length <= L.notesMax, M.notesMax),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

/** POST /api/admin/customers/:id/merge: the duplicate account folded into `:id`. */
export const customerMergeSchema = z.object({
  duplicate_id: z
    .number({ error: M.duplicateRequired })
    .int(M.duplicateRequired)
    .min(1, M.duplicateRequired)
    .max(2_147_483_647, M.duplicateRequired),
});
export type CustomerMergeInput = z.output<typeof customerMergeSchema>;
