import { z } from 'zod';
import { CATALOG_ADMIN_MESSAGES as M } from './messages.js';
import { CATALOG_ADMIN_LIMITS as L, ITEM_STATUSES } from './limits.js';

/** Field schemas the back-office catalogue forms share; the web runs them on each field too. */

/** A required text field: one message whether missing, of the wrong type or blank. */
export function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

/** An optional text field: blank or missing is stored as null. */
export function optionalText(max: number, maxMessage: string) {
  return z
    .union([z.string(), z.null()], { error: maxMessage })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, maxMessage);
}

/** A whole number in a range, with one message for every way it can be wrong. */
export function intIn(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** A whole number, or null when left empty. */
export function optionalInt(min: number, max: number, message: string) {
  return z
    .union([intIn(min, max, message), z.null()], { error: message })
    .optional()
    .transform((v) => v ?? null);
}

/** An id of another row, or null. */
export function optionalId(message: string) {
  return optionalInt(1, 2_147_483_647, message);
}

export const itemStatus = z.enum(ITEM_STATUSES, { error: M.statusInvalid });
export const flag = z.boolean({ error: M.flagInvalid });

/** Blank means "make it from the name". */
export const slugField = z
  .union([z.string(), z.null()], { error: M.slugInvalid })
  .optional()
  .transform((v) => (v == null ? '' : v.trim()))
  .refine((v) => v.length <= L.slugMax, M.slugMax)
  .refine((v) => v === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), M.slugInvalid);

export const priceField = z
  .number({ error: M.priceRequired })
  .int(M.priceInvalid)
  .min(0, M.priceInvalid)
  .max(L.priceMax, M.priceInvalid);

export const salePriceField = optionalInt(0, L.priceMax, M.salePriceInvalid);

export const sortOrderField = intIn(0, L.sortOrderMax, M.sortOrderInvalid).default(0);

/** Query-string pieces of the back-office lists. */
export const query = {
  page: z.coerce
    .number({ error: M.invalidPage })
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .default(1),
  perPage: (fallback: number) =>
    z.coerce
      .number({ error: M.invalidPerPage })
      .int(M.invalidPerPage)
      .min(1, M.invalidPerPage)
      .max(L.maxPerPage, M.invalidPerPage)
      .default(fallback),
  search: z
    .string({ error: M.searchTooLong })
    .trim()
    .max(L.searchMax, M.searchTooLong)
    .optional()
    .transform((v) => v || undefined),
  id: z.coerce
    .number({ error: M.invalidFilter })
    .int(M.invalidFilter)
    .min(1, M.invalidFilter)
    .max(2_147_483_647, M.invalidFilter)
    .optional(),
  status: z.enum(ITEM_STATUSES, { error: M.statusInvalid }).optional(),
  flag: z
    .enum(['true', 'false', '1', '0'], { error: M.invalidFilter })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
};

/** PATCH …/:id/status */
export const statusChangeSchema = z.object({ status: itemStatus });
export type StatusChange = z.output<typeof statusChangeSchema>;
