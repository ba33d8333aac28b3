import { z } from 'zod';
import { HOLIDAY_RECURRING_TYPES, WORKING_SLOT_TIMES } from '../booking/constants.js';
import { VIETNAMESE_PHONE_PATTERN, toNationalPhone } from '../phone/phone.js';
import { isIsoDate } from '../time/salon-time.js';
import {
  BRANCH_ADMIN_LIMITS as L,
  BRANCH_MESSAGES as M,
  BRANCH_SORTS,
  BRANCH_STATUSES,
} from './branch-admin.js';

/* Request schemas of the back-office branches, working hours and holidays; the web runs the
   field schemas on each form field too. */

const MAX_ID = 2_147_483_647;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

/** Blank or missing is stored as null. */
function optionalText(max: number, maxMessage: string) {
  return z
    .union([z.string(), z.null()], { error: maxMessage })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, maxMessage);
}

const idOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

const isoDate = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, invalid);

export const branchStatusSchema = z.enum(BRANCH_STATUSES, { error: M.statusInvalid });

export const branchFields = {
  name: requiredText(M.nameRequired, L.nameMax, M.nameMax),
  address: requiredText(M.addressRequired, L.addressMax, M.addressMax),
  /** Typed any usual way (`028 3823 4567`, `+84 28 ...`): a mobile (10 digits) or a landline (11). */
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .transform((v) => toNationalPhone(v))
    .refine((v) => VIETNAMESE_PHONE_PATTERN.test(v), M.phoneInvalid),
  email: optionalText(L.emailMax, M.emailInvalid)
    .refine((v) => v === null || EMAIL.test(v), M.emailInvalid)
    .transform((v) => v?.toLowerCase() ?? null),
  manager_name: optionalText(L.managerNameMax, M.managerNameMax),
  description: optionalText(L.descriptionMax, M.descriptionMax),
  opening_hours: optionalText(L.openingHoursMax, M.openingHoursMax),
  status: branchStatusSchema.default('active'),
};

/** POST /api/admin/branches and PUT /api/admin/branches/:id */
export const branchInputSchema = z.object(branchFields);
export type BranchInput = z.output<typeof branchInputSchema>;
export type BranchInputRaw = z.input<typeof branchInputSchema>;

/** PATCH /api/admin/branches/:id/status */
export const branchStatusChangeSchema = z.object({ status: branchStatusSchema });

const page = z.coerce
  .number({ error: M.invalidPage })
  .int(M.invalidPage)
  .min(1, M.invalidPage)
  .default(1);
const perPage = (fallback: number) =>
  z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(L.maxPerPage, M.invalidPerPage)
    .default(fallback);

/** GET /api/admin/branches */
export const branchListQuerySchema = z.object({
  page,
  per_page: perPage(L.perPage),
  search: z
    .string({ error: M.searchTooLong })
    .trim()
    .max(L.searchMax, M.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  status: branchStatusSchema.optional(),
  sort_by: z.enum(BRANCH_SORTS, { error: M.invalidSort }).default('name'),
  sort_direction: z.enum(['asc', 'desc'], { error: M.invalidSort }).default('asc'),
});
export type BranchListQuery = z.output<typeof branchListQuerySchema>;

export const branchIdParams = z.object({ id: idOf(M.invalidId) });

const workingTime = z
  .string({ error: M.timeInvalid })
  .refine((v) => WORKING_SLOT_TIMES.includes(v), M.timeInvalid);

/** GET /api/admin/working-hours */
export const workingHoursQuerySchema = z.object({
  branch_id: idOf(M.branchRequired),
  date: isoDate(M.dateInvalid, M.dateInvalid).optional(),
});

/** PUT /api/admin/working-hours: replaces the branch's general hours, or that date's. */
export const workingHoursUpdateSchema = z.object({
  branch_id: z
    .number({ error: M.branchRequired })
    .int(M.branchRequired)
    .min(1, M.branchRequired)
    .max(MAX_ID, M.branchRequired),
  date: z
    .union([isoDate(M.dateInvalid, M.dateInvalid), z.literal(''), z.null()], {
      error: M.dateInvalid,
    })
    .optional()
    .transform((v) => v || null),
  times: z
    .array(workingTime, { error: M.timesRequired })
    .min(1, M.timesRequired)
    .max(WORKING_SLOT_TIMES.length, M.timeInvalid)
    .transform((times) => [...new Set(times)].sort()),
  is_available: z.boolean({ error: M.availableInvalid }).default(true),
});
export type WorkingHoursUpdate = z.output<typeof workingHoursUpdateSchema>;

/** GET /api/admin/holidays */
export const holidayListQuerySchema = z.object({
  page,
  per_page: perPage(L.schedulePerPage),
  branch_id: idOf(M.invalidId).optional(),
  year: z.coerce
    .number({ error: M.yearInvalid })
    .int(M.yearInvalid)
    .min(L.yearMin, M.yearInvalid)
    .max(L.yearMax, M.yearInvalid)
    .optional(),
});
export type HolidayListQuery = z.output<typeof holidayListQuerySchema>;

export const holidayFields = {
  /** null: every branch. */
  branch_id: z
    .union([z.number().int().min(1).max(MAX_ID), z.null()], { error: M.branchRequired })
    .optional()
    .transform((v) => v ?? null),
  date: isoDate(M.holidayDateRequired, M.holidayDateRequired),
  name: optionalText(L.holidayNameMax, M.holidayNameMax),
  description: optionalText(L.holidayDescriptionMax, M.holidayDescriptionMax),
  /** Accepted for the form's shape; recurring_type decides. */
  is_recurring: z.boolean({ error: M.recurringTypeInvalid }).optional(),
  recurring_type: z
    .enum(HOLIDAY_RECURRING_TYPES, { error: M.recurringTypeInvalid })
    .default('none'),
};

/** POST /api/admin/holidays */
export const holidayInputSchema = z.object(holidayFields);
export type HolidayInput = z.output<typeof holidayInputSchema>;
