import { z } from 'zod';
import { itemStatus, optionalText, query, requiredText } from './fields.js';
import { CATALOG_ADMIN_LIMITS as L } from './limits.js';
import { CATALOG_ADMIN_MESSAGES as M } from './messages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with the usual separators; 8 to 15 digits (landlines, mobiles, +84). */
const PHONE = /^\+?[0-9 .()-]{8,20}$/;
/** Vietnamese tax code: 10 digits, or 10 digits and -xxx for a branch. */
const TAX_CODE = /^\d{10}(-\d{3})?$/;

function optionalMatching(max: number, pattern: RegExp, message: string) {
  return optionalText(max, message).refine((v) => v === null || pattern.test(v), message);
}

export const supplierFields = {
  name: requiredText(M.supplierNameRequired, L.supplierNameMax, M.supplierNameMax),
  contact_person: optionalText(L.contactPersonMax, M.contactPersonMax),
  phone: optionalMatching(20, PHONE, M.phoneInvalid).refine(
    (v) => v === null || v.replace(/\D/g, '').length >= 8,
    M.phoneInvalid,
  ),
  email: optionalMatching(100, EMAIL, M.emailInvalid).transform((v) => v?.toLowerCase() ?? null),
  address: optionalText(L.supplierAddressMax, M.addressMax),
  website: optionalText(L.websiteMax, M.websiteInvalid).refine(
    (v) => v === null || isHttpUrl(v),
    M.websiteInvalid,
  ),
  tax_code: optionalMatching(20, TAX_CODE, M.taxCodeInvalid),
  status: itemStatus.default('active'),
  notes: optionalText(L.supplierNotesMax, M.notesMax),
  rating: z
    .union(
      [
        z.number({ error: M.ratingInvalid }).min(0, M.ratingInvalid).max(5, M.ratingInvalid),
        z.null(),
      ],
      {
        error: M.ratingInvalid,
      },
    )
    .optional()
    .transform((v) => (v == null ? null : Math.round(v * 10) / 10)),
};

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** POST /api/admin/suppliers and PUT /api/admin/suppliers/:id */
export const supplierInputSchema = z.object(supplierFields);
export type SupplierInput = z.output<typeof supplierInputSchema>;
export type SupplierInputRaw = z.input<typeof supplierInputSchema>;

export const SUPPLIER_SORTS = ['newest', 'name', 'rating', 'products'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

/** GET /api/admin/suppliers and GET /api/admin/suppliers/export (no paging) */
export const supplierListQuerySchema = z.object({
  page: query.page,
  per_page: query.perPage(L.perPage),
  search: query.search,
  status: query.status,
  min_rating: z.coerce
    .number({ error: M.ratingInvalid })
    .min(0, M.ratingInvalid)
    .max(5, M.ratingInvalid)
    .optional(),
  sort: z.enum(SUPPLIER_SORTS, { error: M.invalidSort }).default('newest'),
});
export type SupplierListQuery = z.output<typeof supplierListQuerySchema>;

/** NCC-0001 from the row id. */
export function supplierCode(id: number): string {
  return `NCC-${String(id).padStart(4, '0')}`;
}
